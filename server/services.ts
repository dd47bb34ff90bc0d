import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { createAuditRepository } from "./audit/audit.repository";
import { createAuditService } from "./audit/audit.service";
import { createAccountService } from "./auth/account.service";
import { createBackupsService } from "./backup/backups.service";
import { createAuthRepository } from "./auth/auth.repository";
import { createAuthService } from "./auth/auth.service";
import { createAdmissionsRepository } from "./admissions/admissions.repository";
import { createAdmissionsService } from "./admissions/admissions.service";
import { createFacultyRepository } from "./faculty/faculty.repository";
import { createFacultyService } from "./faculty/faculty.service";
import { createNewsRepository } from "./news/news.repository";
import { createNewsService } from "./news/news.service";
import { createStaffRepository } from "./staff/staff.repository";
import { createStaffService } from "./staff/staff.service";
import { createAttemptsRepository } from "./rate-limit/attempts.repository";
import { createRateLimiter } from "./rate-limit/rate-limiter";
import { createDocumentsRepository } from "./documents/documents.repository";
import { createDocumentsService } from "./documents/documents.service";
import { createCollegePagesRepository } from "./college-pages/college-pages.repository";
import { createCollegePagesService } from "./college-pages/college-pages.service";
import { createFilesService } from "./files/files.service";
import { createSettingsRepository } from "./settings/settings.repository";
import { createSettingsService } from "./settings/settings.service";
import { createImagesRepository } from "./images/images.repository";
import { createImagesService } from "./images/images.service";
import { openSiteStorage } from "./storage/site-storage";
import { createTestimonialsRepository } from "./testimonials/testimonials.repository";
import { createTestimonialsService } from "./testimonials/testimonials.service";
import { createUsersService } from "./users/users.service";
import { createCommitteesRepository } from "./committees/committees.repository";
import { createCommitteesService } from "./committees/committees.service";
import { createEventsRepository } from "./events/events.repository";
import { createEventsService } from "./events/events.service";
import { createGoverningBodyRepository } from "./governing-body/governing-body.repository";
import { createMailOutbox, createSmtpTransport, type OutboxLog } from "./mail/mail-outbox";
import { createOutboxRepository } from "./mail/outbox.repository";
import { createGrievancesRepository } from "./grievances/grievances.repository";
import { createGrievancesService } from "./grievances/grievances.service";

/**
 * Every operation of the product, wired once. API routes, page loaders and scripts all call
 * these, so each rule is written in one place.
 */
export function createServices({ db, transact }: Pick<DatabaseHandle, "db" | "transact">, config: Config, log: OutboxLog = console) {
  const rateLimiter = createRateLimiter(createAttemptsRepository(db));
  const audit = createAuditService(createAuditRepository(db));
  const accounts = { repository: createAuthRepository(db), rateLimiter, audit, transact };
  const settings = createSettingsService(createSettingsRepository(db));
  // Without SMTP_URL there is no outbox, and nothing is queued.
  const mailOutbox = config.mail
    ? createMailOutbox({
        repository: createOutboxRepository(db),
        transport: createSmtpTransport(config.mail.smtpUrl),
        config: config.mail,
        log,
      })
    : undefined;
  const storage = openSiteStorage(config);
  const images = createImagesService(createImagesRepository(db), storage.areas.uploads);
  return {
    /** Runs a function in one transaction; see server/db/transaction.ts. */
    transact,
    rateLimiter,
    audit,
    /** Every stored file (images, documents, files), on the local disk or in the S3_* bucket; closed with the app. */
    storage,
    auth: createAuthService(accounts),
    account: createAccountService(accounts),
    users: createUsersService(accounts),
    settings,
    mailOutbox,
    admissions: createAdmissionsService({
      repository: createAdmissionsRepository(db),
      rateLimiter,
      settings,
      mail: mailOutbox && config.mail && {
        notifyEmail: config.mail.admissionsNotifyEmail,
        siteUrl: config.mail.publicUrl,
        wakeOutbox: mailOutbox.wake,
      },
    }),
    images,
    testimonials: createTestimonialsService(createTestimonialsRepository(db), images),
    documents: createDocumentsService(createDocumentsRepository(db), storage.areas.documents),
    /** The words of each public page, by key, with the versions saves and restores replaced. */
    pages: createCollegePagesService(createCollegePagesRepository(db)),
    files: createFilesService(storage.areas.files),
    faculty: createFacultyService(createFacultyRepository(db), images),
    staff: createStaffService(createStaffRepository(db), images),
    news: createNewsService(createNewsRepository(db)),
    backups: createBackupsService(db, storage, { dataDir: config.dataDir, ...config.backups }),
    committees: createCommitteesService(createCommitteesRepository(db)),
    // Read and replaced as a whole; the schema holds every rule, so no service sits in between.
    governingBody: createGoverningBodyRepository(db),
    events: createEventsService(createEventsRepository(db), images),
    grievances: createGrievancesService({
      repository: createGrievancesRepository(db),
      rateLimiter,
      settings,
      mail: mailOutbox && config.mail && { siteUrl: config.mail.publicUrl, wakeOutbox: mailOutbox.wake },
    }),
    // Resource services (API issue) are added here.
  };
}

export type Services = ReturnType<typeof createServices>;
