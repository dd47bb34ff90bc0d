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
import { createAttemptsRepository } from "./platform/rate-limit/attempts.repository";
import { createRateLimiter } from "./platform/rate-limit/rate-limiter";
import { createDocumentsRepository } from "./resources/documents/documents.repository";
import { createDocumentsService } from "./resources/documents/documents.service";
import { createCollegePagesRepository } from "./resources/college-pages/college-pages.repository";
import { createCollegePagesService } from "./resources/college-pages/college-pages.service";
import { createFilesService } from "./resources/files/files.service";
import { openSiteStorage } from "./platform/storage/site-storage";
import { createUsersService } from "./resources/users/users.service";
import { createMailOutbox, createSmtpTransport, type OutboxLog } from "./platform/mail/mail-outbox";
import { createOutboxRepository } from "./platform/mail/outbox.repository";
import { createGrievancesRepository } from "./resources/grievances/grievances.repository";
import { createGrievancesService } from "./resources/grievances/grievances.service";
import { collectionPictureColumns, createCollectionServices, type CollectionDependencies } from "./resources/collections";
import { createPictureStorage } from "./platform/pictures/picture-storage";
import { picturesShownIn } from "./platform/pictures/pictures-shown";
import { createPersonalDataRepository } from "./resources/privacy/personal-data.repository";
import { createPrivacyRequestsRepository } from "./resources/privacy/privacy-requests.repository";
import { createPrivacyRequestsService } from "./resources/privacy/privacy-requests.service";
import { createSearchService } from "./platform/search/search.service";
import { searchSources, type SearchedServices } from "./resources/search/search-sources";

/**
 * Every operation of the product, wired once. API routes, page loaders and scripts all call
 * these, so each rule is written in one place.
 */
export function createServices({ db, transact }: Pick<DatabaseHandle, "db" | "transact">, config: Config, log: OutboxLog = console) {
  /** What time it is for what is public now; a test may set the clock (config.clock). */
  const clock = config.clock ?? (() => new Date());
  const rateLimiter = createRateLimiter(createAttemptsRepository(db));
  const audit = createAuditService(createAuditRepository(db));
  const accounts = { repository: createAuthRepository(db), rateLimiter, audit, transact };
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
  // A picture's files go once no record shows it: no collection's picture field, and none of the kinds not yet collections.
  const pictures = createPictureStorage(
    storage.areas.uploads,
    picturesShownIn(db, [
      ...collectionPictureColumns,
    ]),
  );
  // The collections (server/resources/collections.ts), a service each by its name; what their hooks
  // use of the other services is given once those exist.
  const collectionDependencies = {} as CollectionDependencies;
  // The site search reads the services made below; the collections keep their records' entries through its indexer.
  const searched = {} as SearchedServices;
  const search = createSearchService(db, transact, { sources: () => searchSources(searched) });
  const collections = createCollectionServices(db, { releasePicture: pictures.releasePicture, services: collectionDependencies, indexer: search.indexer, now: clock });
  const { settings } = collections;
  const pages = createCollegePagesService(createCollegePagesRepository(db), { now: clock, transact, audit });
  // What an application or grievance records of the notice it was given: the privacy page's version as it is when submitted.
  const privacyNoticeVersion = async () => (await pages.findPage("privacy"))?.version ?? "";
  const grievances = createGrievancesService({
    repository: createGrievancesRepository(db),
    rateLimiter,
    settings,
    mail: mailOutbox && config.mail && { siteUrl: config.mail.publicUrl, wakeOutbox: mailOutbox.wake },
    holidayDates: async () => new Set((await collections.holidays.listAll()).map((holiday) => holiday.date)),
    privacyNoticeVersion,
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
    mailOutbox,
    admissions: createAdmissionsService({
      repository: createAdmissionsRepository(db),
      rateLimiter,
      settings,
      privacyNoticeVersion,
      mail: mailOutbox && config.mail && {
        notifyEmail: config.mail.admissionsNotifyEmail,
        siteUrl: config.mail.publicUrl,
        wakeOutbox: mailOutbox.wake,
      },
    }),
    /** The uploaded pictures' files: stored, served, and let go once no record shows them. */
    pictures,
    documents: createDocumentsService(createDocumentsRepository(db), storage.areas.documents),
    /** The words of each public page, by key, with the versions saves and restores replaced. */
    pages,
    files: createFilesService(storage.areas.files),
    backups: createBackupsService(db, storage, { dataDir: config.dataDir, ...config.backups }),
    grievances,
    /** The privacy request desk, and the erasure of personal data past its retention. */
    privacyRequests: createPrivacyRequestsService({
      repository: createPrivacyRequestsRepository(db),
      personalData: createPersonalDataRepository(db),
      rateLimiter,
      settings,
      audit,
      transact,
      mail: mailOutbox && config.mail && { siteUrl: config.mail.publicUrl, wakeOutbox: mailOutbox.wake },
    }),
    /** The site search: what the public site shows, found in either language (server/platform/search/). */
    search,
    ...collections,
  };
  Object.assign(searched, services);
  return services;
}

export type Services = ReturnType<typeof createServices>;
