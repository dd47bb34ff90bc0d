import { todayInKolkata } from "../../../common/fields";
import { grievanceResource, grievanceStatusPagePath } from "../../../common/grievance.resource";
import { isSecretToken } from "../../../common/secret-token";
import { grievanceNames } from "../../../common/grievance-names";
import {
  GrievanceSchema,
  nextStatuses,
  type FiledGrievance,
  type GrievanceCase,
  type GrievanceFigures,
  type GrievanceListQuery,
  type GrievanceStatusView,
  type GrievanceStatus,
  type GrievanceSummary,
  type GrievanceUpdateInput,
} from "../../../common/grievance.schema";
import { grievanceDueDate, type Holidays } from "../../../common/working-days";
import { hashOfSecretToken, newSecretToken } from "../../platform/auth/secret-token";
import { conflict } from "../../platform/http/http-error";
import { parseInput } from "../../platform/http/parse-input";
import type { OutgoingMail } from "../../platform/mail/outbox.repository";
import type { Limit, RateLimiter } from "../../platform/rate-limit/rate-limiter";
import type { SiteSettings } from "../../../common/settings.collection";
import { committeeNotice, complainantAcknowledgement, complainantUpdate, type GrievanceMailContext } from "./grievance-mails";
import type { GrievanceLanguage, GrievancesRepository } from "./grievances.repository";

const HOUR_MS = 60 * 60 * 1000;
/**
 * Like the application form's: a whole class may file from one college lab, so the limits are
 * far above what such a place sends in an hour; they only stop a script from filling the desk.
 */
export const grievancesPerAddress: Limit = { bucket: "grievance-success", max: 100, windowMs: HOUR_MS };
/** Every submission counts here, refused ones included, so floods of invalid ones are stopped too. */
export const grievanceAttemptsPerAddress: Limit = { bucket: "grievance-attempt", max: 600, windowMs: HOUR_MS };

export type GrievancesDependencies = {
  repository: GrievancesRepository;
  rateLimiter: RateLimiter;
  /** The office's contacts for the mail, and the grievance email the notice goes to. */
  settings: { getSingleton: () => Promise<SiteSettings> };
  /** With SMTP configured: the site address (PUBLIC_URL) the mail links to, and the outbox to wake once mail is queued. */
  mail?: { siteUrl: string; wakeOutbox: () => void };
  /** The public holidays' dates, which the 15 working days do not count. */
  holidayDates: () => Promise<Holidays>;
  /** The privacy notice's version now: each grievance records the one it was given. */
  privacyNoticeVersion: () => Promise<string>;
};

/**
 * Where a grievance comes from: the address its rate limits count and the language of the page
 * (its mail is written in it). A quiet one (the samples of a fresh install) sends no mail and may
 * be dated in the past.
 */
export type GrievanceSubmission = { clientAddress: string; language?: GrievanceLanguage; quiet?: boolean; receivedAt?: Date };


/** The status page in the language the grievance was filed in. */
const statusUrlIn = (language: GrievanceLanguage, token: string) => `${language === "mr" ? "/mr" : ""}${grievanceStatusPagePath(token)}`;

export function createGrievancesService({ repository, rateLimiter, settings, mail, holidayDates, privacyNoticeVersion }: GrievancesDependencies) {
  async function mailContext(): Promise<GrievanceMailContext | null> {
    if (!mail) return null;
    const { phone, email } = await settings.getSingleton();
    return { siteUrl: mail.siteUrl, contacts: { phone, email } };
  }

  return {
    /** Works out every open grievance's due date again, with the holidays as they are now: one was added, moved or removed. */
    async rescheduleOpenGrievances(): Promise<number> {
      const holidays = await holidayDates();
      return repository.rescheduleOpen((receivedAt) => grievanceDueDate(receivedAt, holidays));
    },

    /**
     * A grievance from the public form or the API: 400 listing each problem, 429 past the
     * per-address limits. It gets the next number of its year, a due date 15 working days on and
     * a secret status link, which is answered once and stored only as a hash.
     */
    async fileGrievance(input: unknown, { clientAddress, language = "en", quiet = false, receivedAt = new Date() }: GrievanceSubmission): Promise<FiledGrievance> {
      // Counted as accepted before it is stored, so submissions arriving together cannot all pass the limit.
      const acceptance = await rateLimiter.recordAttempt(grievancesPerAddress, clientAddress, grievanceResource.messages.tooMany);
      try {
        await rateLimiter.recordAttempt(grievanceAttemptsPerAddress, clientAddress, grievanceResource.messages.tooMany);
        const grievance = parseInput(GrievanceSchema, input);
        const token = newSecretToken();
        const statusUrl = statusUrlIn(language, token);
        const context = quiet ? null : await mailContext();
        const { grievanceEmail } = await settings.getSingleton();
        const stored = await repository.insertGrievance(grievance, {
          receivedAt,
          dueDate: grievanceDueDate(receivedAt, await holidayDates()),
          statusTokenHash: hashOfSecretToken(token),
          language,
          privacyNoticeVersion: await privacyNoticeVersion(),
          mailsFor: (stored): OutgoingMail[] =>
            context
              ? [complainantAcknowledgement(stored, statusUrl, context), ...(grievanceEmail ? [committeeNotice(stored, context, grievanceEmail)] : [])]
              : [],
        });
        if (context) mail?.wakeOutbox();
        const { _id, grievanceNumber, category, dueDate } = stored;
        return { _id, grievanceNumber, category, receivedAt: stored.receivedAt, dueDate, statusUrl };
      } catch (error) {
        await acceptance.forget();
        throw error;
      }
    },

    /** What the status page shows the holder of its token; null for any other text. */
    async grievanceStatus(token: string): Promise<GrievanceStatusView | null> {
      if (!isSecretToken(token)) return null;
      const grievance = await repository.findGrievanceByTokenHash(hashOfSecretToken(token));
      if (!grievance) return null;
      const { grievanceNumber, category, subject, receivedAt, dueDate, status, updates } = grievance;
      return {
        grievanceNumber,
        category,
        subject,
        receivedAt,
        dueDate,
        status,
        updates: updates
          .filter((update) => update.visibleToComplainant)
          .map(({ at, status, note, hearingAt, hearingPlace }) => ({ at, status, note, hearingAt, hearingPlace })),
      };
    },

    listGrievances: (query: GrievanceListQuery): Promise<GrievanceSummary[]> => repository.listGrievances(query),

    getGrievance: (id: string): Promise<GrievanceCase | null> => repository.findGrievance(id),

    /**
     * A note of the committee, for itself or for the complainant too, with a status change or
     * none: a grievance moves forward (a step may be skipped), and a decided one may only be
     * reopened for review (409 otherwise). A hearing's time and place are kept with the note that
     * scheduled it, also when it moves a hearing already scheduled. A note meant for the
     * complainant is mailed to them. Null when there is no such grievance.
     */
    async addUpdate(
      id: string,
      { status, note, visibleToComplainant, hearingAt, hearingPlace }: GrievanceUpdateInput,
      by: string | null,
      { at = new Date(), quiet = false }: { at?: Date; quiet?: boolean } = {},
    ): Promise<GrievanceCase | null> {
      const context = quiet ? null : await mailContext();
      const updated = await repository.addUpdate(
        id,
        (current) => {
          // Sending the status it has already is a note without a change.
          const change = status && status !== current.status ? status : null;
          if (change && !nextStatuses(current.status).includes(change)) {
            const name = (next: GrievanceStatus) => `"${grievanceNames.en.status[next]}"`;
            throw conflict(`A grievance whose status is ${name(current.status)} can move only to ${nextStatuses(current.status).map(name).join(" or ")}.`);
          }
          const hearing = hearingAt && hearingPlace ? { hearingAt: new Date(hearingAt), hearingPlace } : { hearingAt: null, hearingPlace: null };
          return { at, by, status: change, note, visibleToComplainant, ...hearing };
        },
        (grievance, update) => (context && update.visibleToComplainant ? [complainantUpdate(grievance, update, context)] : []),
      );
      if (updated && context && visibleToComplainant) mail?.wakeOutbox();
      return updated;
    },

    /** Open grievances and how many of them are overdue, for the dashboard. */
    grievanceFigures: (): Promise<GrievanceFigures> => repository.countOpen(todayInKolkata()),

    countGrievances: () => repository.countGrievances(),
  };
}

export type GrievancesService = ReturnType<typeof createGrievancesService>;
