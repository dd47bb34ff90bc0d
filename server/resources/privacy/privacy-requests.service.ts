import { todayInKolkata } from "../../../common/fields";
import { privacyRequestConfirmPagePath, privacyRequestResource, privacyRequestStatusPagePath } from "../../../common/privacy.resource";
import {
  nextRequestStatuses,
  PrivacyRequestSchema,
  type FiledPrivacyRequest,
  type PersonalRecordKind,
  type PrivacyRequestCase,
  type PrivacyRequestStatus,
  type PrivacyRequestStatusView,
  type PrivacyRequestSummary,
  type PrivacyRequestUpdateInput,
} from "../../../common/privacy-request.schema";
import { isSecretToken } from "../../../common/secret-token";
import { hashOfSecretToken, newSecretToken } from "../../platform/auth/secret-token";
import { badRequest, conflict } from "../../platform/http/http-error";
import { parseInput } from "../../platform/http/parse-input";
import type { Limit, RateLimiter } from "../../platform/rate-limit/rate-limiter";
import type { AuditService } from "../../platform/audit/audit.service";
import type { Transact } from "../../platform/db/transaction";
import type { SiteSettings } from "../../../common/settings.collection";
import type { ErasedCounts, PersonalDataRepository } from "./personal-data.repository";
import { requesterAcknowledgement, requesterUpdate } from "./privacy-request-mails";
import type { ConfirmedPrivacyRequest, PrivacyRequestsRepository, RequestLanguage } from "./privacy-requests.repository";

const HOUR_MS = 60 * 60 * 1000;
/** As on the grievance form: far above what one college lab sends in an hour, only a script is stopped. */
export const privacyRequestsPerAddress: Limit = { bucket: "privacy-request-success", max: 100, windowMs: HOUR_MS };
export const privacyRequestAttemptsPerAddress: Limit = { bucket: "privacy-request-attempt", max: 600, windowMs: HOUR_MS };

/** `days` calendar days after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day `months` months before `day` (YYYY-MM-DD), the month's last day where it has no such day. */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastDay));
  return first.toISOString().slice(0, 10);
}

export type PrivacyRequestsDependencies = {
  repository: PrivacyRequestsRepository;
  personalData: PersonalDataRepository;
  rateLimiter: RateLimiter;
  settings: { getSingleton: () => Promise<SiteSettings> };
  /** The scheduled run records what it erased itself; a route's run is recorded by the route. */
  audit: AuditService;
  transact: Transact;
  mail?: { siteUrl: string; wakeOutbox: () => void };
};

/** The activity log's sentence for a retention run: how many of each, never whose. */
export const retentionSummary = (erased: ErasedCounts) =>
  `Erased personal data past its retention: ${erased.applications} applications, ${erased.grievances} grievances, ${erased.privacyRequests} privacy requests`;

export type PrivacyRequestSubmission = { clientAddress: string; language?: RequestLanguage; receivedAt?: Date };

/** A public page's address in the language the request was made in: the Marathi pages are under /mr. */
const inLanguage = (language: RequestLanguage, path: string) => `${language === "mr" ? "/mr" : ""}${path}`;

/**
 * The privacy request desk: anyone files a request; the grievance committee's accounts and
 * administrators answer it, find the requester's records, send a copy of them and erase them.
 * Also the retention of personal data: what is past its months is erased.
 */
export function createPrivacyRequestsService({ repository, personalData, rateLimiter, settings, audit, transact, mail }: PrivacyRequestsDependencies) {
  /** A request with the records its requester's email and mobile number find. */
  async function withMatches(request: Awaited<ReturnType<PrivacyRequestsRepository["findRequest"]>>): Promise<PrivacyRequestCase | null> {
    if (!request) return null;
    const { language: _language, ...rest } = request;
    return { ...rest, ...(await personalData.findRecords(request.email, request.mobile)) };
  }

  const getRequest = async (id: string) => withMatches(await repository.findRequest(id));

  async function runRetention(asOf = todayInKolkata()): Promise<ErasedCounts> {
    const { retentionMonths } = await settings.getSingleton();
    return personalData.eraseOlderThan(new Date(`${monthsBefore(asOf, retentionMonths)}T00:00:00+05:30`));
  }

  return {
    /**
     * A request from the public form or the API: 400 listing each problem, 429 past the per-address
     * limits. It gets the next number of its year, a due date `privacyResponseDays` calendar days
     * after receipt, and a secret status link, answered once and stored only as a hash.
     */
    async fileRequest(input: unknown, { clientAddress, language = "en", receivedAt = new Date() }: PrivacyRequestSubmission): Promise<FiledPrivacyRequest> {
      const acceptance = await rateLimiter.recordAttempt(privacyRequestsPerAddress, clientAddress, privacyRequestResource.messages.tooMany);
      try {
        await rateLimiter.recordAttempt(privacyRequestAttemptsPerAddress, clientAddress, privacyRequestResource.messages.tooMany);
        const fields = parseInput(PrivacyRequestSchema, input);
        const { privacyResponseDays } = await settings.getSingleton();
        const token = newSecretToken();
        const confirmToken = mail ? newSecretToken() : null;
        const statusUrl = inLanguage(language, privacyRequestStatusPagePath(token));
        const stored = await repository.insertRequest(fields, {
          receivedAt,
          dueDate: addDays(todayInKolkata(receivedAt), privacyResponseDays),
          statusTokenHash: hashOfSecretToken(token),
          confirmTokenHash: confirmToken && hashOfSecretToken(confirmToken),
          language,
          mailsFor: (request) =>
            mail && confirmToken
              ? [
                  requesterAcknowledgement(request, {
                    status: `${mail.siteUrl}${statusUrl}`,
                    confirm: `${mail.siteUrl}${inLanguage(language, privacyRequestConfirmPagePath(confirmToken))}`,
                  }),
                ]
              : [],
        });
        if (mail) mail.wakeOutbox();
        return { _id: stored._id, requestNumber: stored.requestNumber, receivedAt: stored.receivedAt, dueDate: stored.dueDate, statusUrl };
      } catch (error) {
        await acceptance.forget();
        throw error;
      }
    },

    /**
     * The acknowledgement's link was opened: the request came from its address. Answers its number
     * and due date the first time; null for a token already used and for any other text.
     */
    async confirmRequest(token: string): Promise<ConfirmedPrivacyRequest | null> {
      return isSecretToken(token) ? repository.confirm(hashOfSecretToken(token), new Date()) : null;
    },

    /** What the status page shows the holder of its token; null for any other text and once the request is erased. */
    async requestStatus(token: string): Promise<PrivacyRequestStatusView | null> {
      if (!isSecretToken(token)) return null;
      const request = await repository.findRequestByTokenHash(hashOfSecretToken(token));
      if (!request) return null;
      const { requestNumber, kind, receivedAt, dueDate, status, updates } = request;
      return {
        requestNumber,
        kind,
        receivedAt,
        dueDate,
        status,
        updates: updates.filter((update) => update.visibleToRequester).map(({ at, status, note }) => ({ at, status, note })),
      };
    },

    listRequests: (status?: PrivacyRequestStatus): Promise<PrivacyRequestSummary[]> => repository.listRequests(status),

    getRequest,

    /** A note, with a status change or none: forward only, a step may be skipped, a decided request stays decided (409). */
    async addUpdate(id: string, { status, note, visibleToRequester }: PrivacyRequestUpdateInput, by: string | null): Promise<PrivacyRequestCase | null> {
      const updated = await repository.addUpdate(
        id,
        (current) => {
          const change = status && status !== current.status ? status : null;
          if (change && !nextRequestStatuses(current.status).includes(change)) {
            const allowed = nextRequestStatuses(current.status);
            throw conflict(`A privacy request whose status is "${current.status}" can ${allowed.length ? `move only to ${allowed.map((next) => `"${next}"`).join(" or ")}` : "not change its status"}.`);
          }
          return { at: new Date(), by, status: change, note, visibleToRequester };
        },
        (request, update) => {
          if (!mail || !update.visibleToRequester) return [];
          // The status link's token is not stored: the mail leads to the site, where the requester's own link works.
          return [requesterUpdate(request, update, `${mail.siteUrl}/privacy`)];
        },
      );
      if (updated && mail && visibleToRequester) mail.wakeOutbox();
      return withMatches(updated);
    },

    /**
     * The requester's copy: every field of each record their email finds (applications; grievances
     * with the notes meant for the complainant). Records found only by the mobile number are not in it.
     */
    async copyFor(id: string) {
      const request = await getRequest(id);
      if (!request) return null;
      const records = await personalData.readRecords(request.matches);
      return { request, copy: { requestNumber: request.requestNumber, madeAt: new Date().toISOString(), ...records } };
    },

    /** Erases the chosen records, each of which must be among the request's matches or mobile matches (400 otherwise). */
    async eraseFor(id: string, records: { kind: PersonalRecordKind; _id: string }[]): Promise<{ request: PrivacyRequestCase; erased: number } | null> {
      const request = await getRequest(id);
      if (!request) return null;
      const found = new Set([...request.matches, ...request.mobileMatches].map((match) => `${match.kind}:${match._id}`));
      const strangers = records.filter((record) => !found.has(`${record.kind}:${record._id}`));
      if (strangers.length) {
        const problem = `Records must be among this request's matches: ${strangers.map((record) => `${record.kind} ${record._id}`).join(", ")} ${strangers.length === 1 ? "is" : "are"} not`;
        throw badRequest("Please correct the highlighted fields.", [problem], { records: [problem] });
      }
      const counts = await personalData.eraseRecords(records);
      return { request, erased: counts.applications + counts.grievances };
    },

    /**
     * Erases what is kept past `retentionMonths` on `asOf` (YYYY-MM-DD, Asia/Kolkata; today by
     * default): applications submitted, grievances and requests decided, before the same day that
     * many months earlier.
     */
    runRetention,

    /**
     * The daily run, as of `now`'s day: one instance at a time (another one running it already,
     * this one does nothing and answers null); what it erased is one activity log entry, written
     * with the erasure. A run that finds nothing leaves no entry.
     */
    runScheduledRetention(now = new Date()): Promise<ErasedCounts | null> {
      return transact(async () => {
        if (!(await personalData.takeRetentionTurn())) return null;
        const erased = await runRetention(todayInKolkata(now));
        if (erased.applications + erased.grievances + erased.privacyRequests > 0) {
          await audit.record({ username: null, action: "retention", resource: privacyRequestResource.key, recordId: "retention", summary: retentionSummary(erased) });
        }
        return erased;
      });
    },
  };
}

export type PrivacyRequestsService = ReturnType<typeof createPrivacyRequestsService>;
