import type { Readable } from "node:stream";
import { filterApplications } from "../../../common/admission-search";
import {
  ApplicationSchema,
  programmes,
  type AdmissionApplication,
  type ApplicationEdit,
  type ApplicationExportQuery,
  type ApplicationFigures,
  type ApplicationStatus,
  type ReceiptApplication,
  type SubmittedApplication,
} from "../../../common/admission.schema";
import { admissionResource, receiptPath, type ReceiptLanguage } from "../../../common/admission.resource";
import { isSecretToken } from "../../../common/secret-token";
import { todayInKolkata } from "../../../common/fields";
import { hashOfSecretToken, newSecretToken } from "../../platform/auth/secret-token";
import { conflict, forbidden } from "../../platform/http/http-error";
import { createWorkQueue } from "../../platform/http/work-queue";
import { parseInput } from "../../platform/http/parse-input";
import type { OutgoingMail } from "../../platform/mail/outbox.repository";
import type { Limit, RateLimiter } from "../../platform/rate-limit/rate-limiter";
import type { SiteSettings } from "../../../common/settings.collection";
import { applicantConfirmation, officeNotice, type MailContext } from "./admission-mails";
import { SameApplicantError, type AdmissionsRepository } from "./admissions.repository";
import { streamApplicationsCsv, streamApplicationsXlsx } from "./application-export";
import { createReceiptCache } from "./receipt-cache";

const HOUR_MS = 60 * 60 * 1000;
/**
 * Whole families apply from one cyber café or college lab, so the limits are far above what
 * such a place sends in an hour; they only stop a script from filling the table.
 */
export const applicationsPerAddress: Limit = { bucket: "apply-success", max: 150, windowMs: HOUR_MS };
/** Every submission counts here, including refused ones, so invalid floods are stopped too. */
export const applicationAttemptsPerAddress: Limit = { bucket: "apply-attempt", max: 600, windowMs: HOUR_MS };

const TOO_MANY_APPLICATIONS = "Too many applications from this network. Please try again in an hour.";
const SAME_APPLICANT_ELSEWHERE = "Another application of this academic year is already registered with this name and email.";

export type AdmissionsDependencies = {
  repository: AdmissionsRepository;
  rateLimiter: RateLimiter;
  /** The academic year applied for, whether admissions are open, and the office's contacts. */
  settings: { getSingleton: () => Promise<SiteSettings> };
  /** The privacy notice's version now: each application records the one it was given. */
  privacyNoticeVersion: () => Promise<string>;
  /**
   * With SMTP configured: who gets the office's notice, the site address (PUBLIC_URL) its links
   * name, and the outbox to wake once mail is queued.
   */
  mail?: { notifyEmail: string | undefined; siteUrl: string; wakeOutbox: () => void };
};

/**
 * Where a submission comes from: the address its rate limits count. Never where its mail links
 * to, which is PUBLIC_URL whatever the request's Host says. A quiet one (the sample applications
 * of a fresh install) sends no mail.
 */
export type Submission = { clientAddress: string; quiet?: boolean };

export type ExportFile = { fileName: string; contentType: string; body: string | Readable; rows: number };

/**
 * Exports a few administrators start now and then; each holds every matching application in
 * memory while its file is written, so only two are written at once and two more may wait.
 */
const EXPORTS_AT_ONCE = 2;
const EXPORTS_WAITING = 2;
export const EXPORTS_BUSY = "Other downloads of the applications are being prepared. Please try again in a minute.";

const exportContentTypes = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;


const contactsOf = ({ phone, email, address }: SiteSettings) => ({ phone, email, address });

export function createAdmissionsService({ repository, rateLimiter, settings: siteSettings, privacyNoticeVersion, mail }: AdmissionsDependencies) {
  function mailsFor(application: SubmittedApplication, contacts: MailContext["contacts"]): OutgoingMail[] {
    if (!mail) return [];
    const context: MailContext = { siteUrl: mail.siteUrl, contacts };
    const mails = [applicantConfirmation(application, context)];
    if (mail.notifyEmail) mails.push(officeNotice(application, context, mail.notifyEmail));
    return mails;
  }

  const receiptPdf = createReceiptCache({ store: repository });
  const drawReceipt = async (application: ReceiptApplication, language: ReceiptLanguage, client: string | undefined) =>
    receiptPdf({ application, contacts: contactsOf(await siteSettings.getSingleton()), language }, { client });
  const exportSlots = createWorkQueue({ concurrency: EXPORTS_AT_ONCE, maxWaiting: EXPORTS_WAITING, busyMessage: EXPORTS_BUSY });

  return {
    /**
     * A public application, from the API or the apply page's form: 403 while admissions are
     * closed, 400 listing each problem, 429 past the per-address limits, 409 when the same
     * applicant (email and name) already applied this academic year. The application gets the
     * next number of the academic year and a secret receipt address; its mail is queued with it
     * and sent after this answers.
     */
    async applyForAdmission(input: unknown, { clientAddress, quiet = false }: Submission): Promise<SubmittedApplication> {
      const settings = await siteSettings.getSingleton();
      if (!settings.admissionsOpen) throw forbidden(admissionResource.messages.closed(settings.academicYear));
      // Counted as accepted before it is stored, so submissions arriving together cannot all pass
      // the limit; one that is refused after all is forgotten again.
      const acceptance = await rateLimiter.recordAttempt(applicationsPerAddress, clientAddress, TOO_MANY_APPLICATIONS);
      let created: SubmittedApplication;
      try {
        await rateLimiter.recordAttempt(applicationAttemptsPerAddress, clientAddress, TOO_MANY_APPLICATIONS);
        const application = parseInput(ApplicationSchema, input);
        // The unique index decides, so two submissions of one applicant racing each other cannot both get in.
        const receiptToken = newSecretToken();
        created = await repository.insertApplication(application, {
          academicYear: settings.academicYear,
          receiptTokenHash: hashOfSecretToken(receiptToken),
          receiptUrl: receiptPath(receiptToken),
          privacyNoticeVersion: await privacyNoticeVersion(),
          mailsFor: (stored) => (quiet ? [] : mailsFor(stored, contactsOf(settings))),
        });
      } catch (error) {
        await acceptance.forget();
        if (error instanceof SameApplicantError) throw conflict(admissionResource.messages.sameApplicant);
        throw error;
      }
      mail?.wakeOutbox();
      return created;
    },

    /** The application behind a receipt token, for its confirmation page; null for any other text. */
    async findApplicationByReceipt(token: string): Promise<SubmittedApplication | null> {
      if (!isSecretToken(token)) return null;
      const application = await repository.findApplicationByReceiptHash(hashOfSecretToken(token));
      return application && { ...application, receiptUrl: receiptPath(token) };
    },

    /**
     * The PDF receipt behind a receipt token, in `language`, or null; `client` is the address
     * asking, whose share of the drawing queue it takes when the receipt must be drawn.
     */
    async renderReceipt(token: string, language: ReceiptLanguage = "en", client?: string): Promise<{ application: ReceiptApplication; pdf: Buffer } | null> {
      const application = isSecretToken(token) ? await repository.findApplicationByReceiptHash(hashOfSecretToken(token)) : null;
      return application && { application, pdf: await drawReceipt(application, language, client) };
    },

    /** The same receipt for the back office, by the application's `_id`, or null. */
    async renderReceiptOf(id: string, language: ReceiptLanguage = "en", client?: string): Promise<{ application: ReceiptApplication; pdf: Buffer } | null> {
      const application = await repository.findReceiptApplication(id);
      return application && { application, pdf: await drawReceipt(application, language, client) };
    },

    /**
     * What the admin screen shows for a status filter and search, as a CSV or Excel file; a 503
     * while too many exports are under way.
     */
    async exportApplications({ format, status, q }: ApplicationExportQuery): Promise<ExportFile> {
      const release = await exportSlots.acquire();
      let written: Promise<void> | undefined;
      try {
        const applications = filterApplications(await repository.listApplications(), { status, q });
        const file = {
          fileName: `applications-${status ?? "all"}-${todayInKolkata()}.${format}`,
          contentType: exportContentTypes[format],
          rows: applications.length,
        };
        // Either file is written a few hundred rows at a time while it is sent, and holds its slot until then.
        const stream = format === "csv" ? streamApplicationsCsv(applications) : streamApplicationsXlsx(applications);
        written = stream.written;
        return { ...file, body: stream.file };
      } finally {
        // The file is still being written while it is sent: its slot is given back once it is written.
        if (written) void written.finally(release);
        else release();
      }
    },

    /** The current academic year's applications by programme (and "not decided yet") and status. */
    async applicationFigures(): Promise<ApplicationFigures> {
      const { academicYear } = await siteSettings.getSingleton();
      const counts = await repository.countByProgrammeAndStatus(academicYear);
      const byProgramme = [...programmes, null].map((programme) => {
        const countOf = (status: ApplicationStatus) =>
          counts.find((row) => row.programme === programme && row.status === status)?.count ?? 0;
        const figures = { pending: countOf("pending"), approved: countOf("approved"), rejected: countOf("rejected") };
        return { programme, ...figures, total: figures.pending + figures.approved + figures.rejected };
      });
      return {
        academicYear,
        total: byProgramme.reduce((sum, row) => sum + row.total, 0),
        byProgramme,
        pendingFromEarlierYears: await repository.countPendingOutside(academicYear),
      };
    },

    listApplications: () => repository.listApplications(),

    getApplication: (id: string) => repository.findApplication(id),

    /** Only a pending application can be decided, and a decision is final. Null when there is no such application. */
    async changeApplicationStatus(id: string, status: ApplicationStatus): Promise<AdmissionApplication | null> {
      if (status === "pending") {
        if (!(await repository.findApplication(id))) return null;
        throw conflict("An application cannot be set back to pending once it has been submitted.");
      }
      const updated = await repository.updateStatusFrom(id, "pending", status);
      if (updated) return updated;
      const current = await repository.findApplication(id);
      if (!current) return null;
      throw conflict(
        `This application has already been ${current.status}. Only a pending application can be approved or rejected.`,
      );
    },

    /** A decided application back to pending; 409 when it is pending already, null when there is none. */
    async reopenApplication(id: string): Promise<{ application: AdmissionApplication; was: ApplicationStatus } | null> {
      const current = await repository.findApplication(id);
      if (!current) return null;
      if (current.status === "pending") throw conflict("This application is pending already.");
      const reopened = await repository.updateStatusFrom(id, current.status, "pending");
      // Someone else changed it in between: say what it is now rather than guess.
      if (!reopened) throw conflict("This application was changed a moment ago. Reload the list and try again.");
      return { application: reopened, was: current.status };
    },

    /** Corrects name, email, mobile or education. Null when there is no such application. */
    async updateApplication(id: string, changes: ApplicationEdit): Promise<AdmissionApplication | null> {
      try {
        return await repository.updateApplication(id, changes);
      } catch (error) {
        if (error instanceof SameApplicantError) throw conflict(SAME_APPLICANT_ELSEWHERE);
        throw error;
      }
    },

    deleteApplication: (id: string) => repository.deleteApplication(id),

    countApplications: () => repository.countApplications(),
  };
}

export type AdmissionsService = ReturnType<typeof createAdmissionsService>;
