import type { Config } from "./config";
import type { DatabaseHandle } from "./platform/db/database";
import { createAuditRepository } from "./platform/audit/audit.repository";
import { createAuditService } from "./platform/audit/audit.service";
import { createAccountService } from "./platform/auth/account.service";
import { createBackupsService } from "./platform/backup/backups.service";
import { createAuthRepository } from "./platform/auth/auth.repository";
import { createAuthService } from "./platform/auth/auth.service";
import { createAdmissionsRepository } from "./resources/admissions/admissions.repository";
import { createAdmissionsService } from "./resources/admissions/admissions.service";
import { createFacultyRepository } from "./resources/faculty/faculty.repository";
import { createFacultyService } from "./resources/faculty/faculty.service";
import { createNewsRepository } from "./resources/news/news.repository";
import { createNewsService } from "./resources/news/news.service";
import { createStaffRepository } from "./resources/staff/staff.repository";
import { createStaffService } from "./resources/staff/staff.service";
import { createAttemptsRepository } from "./platform/rate-limit/attempts.repository";
import { createRateLimiter } from "./platform/rate-limit/rate-limiter";
import { createDocumentsRepository } from "./resources/documents/documents.repository";
import { createDocumentsService } from "./resources/documents/documents.service";
import { createCollegePagesRepository } from "./resources/college-pages/college-pages.repository";
import { createCollegePagesService } from "./resources/college-pages/college-pages.service";
import { createFilesService } from "./resources/files/files.service";
import { createSettingsRepository } from "./resources/settings/settings.repository";
import { createSettingsService } from "./resources/settings/settings.service";
import { createImagesRepository } from "./resources/images/images.repository";
import { createImagesService } from "./resources/images/images.service";
import { openSiteStorage } from "./platform/storage/site-storage";
import { createTestimonialsRepository } from "./resources/testimonials/testimonials.repository";
import { createTestimonialsService } from "./resources/testimonials/testimonials.service";
import { createUsersService } from "./resources/users/users.service";
import { createCommitteesRepository } from "./resources/committees/committees.repository";
import { createCommitteesService } from "./resources/committees/committees.service";
import { createEventsRepository } from "./resources/events/events.repository";
import { createEventsService } from "./resources/events/events.service";
import { createGoverningBodyRepository } from "./resources/governing-body/governing-body.repository";
import { createMailOutbox, createSmtpTransport, type OutboxLog } from "./platform/mail/mail-outbox";
import { createOutboxRepository } from "./platform/mail/outbox.repository";
import { createGrievancesRepository } from "./resources/grievances/grievances.repository";
import { createGrievancesService } from "./resources/grievances/grievances.service";
import { createCollectionServices, type CollectionDependencies } from "./resources/collections";
import { createSearchService } from "./platform/search/search.service";
import { searchSources, type SearchedServices } from "./resources/search/search-sources";

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
  // The collections (server/resources/collections.ts), a service each by its name; what their hooks
  // use of the other services is given once those exist.
  const collectionDependencies = {} as CollectionDependencies;
  // The site search reads the services made below; the collections keep their records' entries through its indexer.
  const searched = {} as SearchedServices;
  const search = createSearchService(db, transact, { sources: () => searchSources(searched) });
  const collections = createCollectionServices(db, { releasePicture: images.releaseImage, services: collectionDependencies, indexer: search.indexer });
  const grievances = createGrievancesService({
    repository: createGrievancesRepository(db),
    rateLimiter,
    settings,
    mail: mailOutbox && config.mail && { siteUrl: config.mail.publicUrl, wakeOutbox: mailOutbox.wake },
    holidayDates: async () => new Set((await collections.holidays.listAll()).map((holiday) => holiday.date)),
  });
  Object.assign(collectionDependencies, { grievances } satisfies CollectionDependencies);
  const services = {
    /** Runs a function in one transaction; see server/platform/db/transaction.ts. */
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
    grievances,
    /** The site search: what the public site shows, found in either language (server/platform/search/). */
    search,
    ...collections,
  };
  Object.assign(searched, services);
  return services;
}

export type Services = ReturnType<typeof createServices>;
