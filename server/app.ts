import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { admissionsRoutes } from "./resources/admissions/admissions.routes";
import { auditRoutes } from "./platform/audit/audit.routes";
import { authRoutes } from "./platform/auth/auth.routes";
import { checkRouteAccess } from "./platform/auth/route-access";
import type { Config } from "./config";
import { scheduleBackups } from "./platform/backup/backup-schedule";
import { backupsRoutes } from "./platform/backup/backups.routes";
import { writeLocalBackupKey } from "./platform/backup/local-backup-key";
import { openDatabase } from "./platform/db/database";
import type { Database } from "./platform/db/database-type";
import { answerClientError, answerFrameworkError, registerErrorHandling, sendApiNotFound } from "./platform/http/error-handler";
import { serializeError, serializeRequest } from "./platform/http/log-serializers";
import { healthRoute } from "./platform/http/health";
import { parseJsonBodies } from "./platform/http/json-body";
import { openToOtherOrigins } from "./platform/http/other-origins";
import { guardRequests, MAX_BODY_BYTES } from "./platform/http/request-guards";
import { ResponseCache, serverAnsweringFromCache, useResponseCache } from "./platform/http/response-cache";
import { cutSlowBodies } from "./platform/http/slow-bodies";
import { identifyClients, trustNearestProxies } from "./platform/http/trusted-proxies";
import { documentsRoutes } from "./resources/documents/documents.routes";
import { collegePagesRoutes } from "./resources/college-pages/college-pages.routes";
import { filesRoutes } from "./resources/files/files.routes";
import { pagesPlugin } from "./platform/pages/pages.plugin";
import { picturesRoutes } from "./platform/pictures/pictures.routes";
import { seedSampleContent } from "./seed/seed-sample-content";
import { createServices, type Services } from "./services";
import { usersRoutes } from "./resources/users/users.routes";
import { grievancesRoutes } from "./resources/grievances/grievances.routes";
import { privacyRequestsRoutes } from "./resources/privacy/privacy-requests.routes";
import { scheduleRetention } from "./resources/privacy/retention-schedule";
import { collectionRoutes, nextCollectionChange } from "./resources/collections";
import { installHolidays } from "./resources/holidays/initial-holidays";
import { scheduleDraftPublication } from "./resources/college-pages/draft-schedule";
import { searchRoutes } from "./platform/search/search.routes";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    /** The database itself, for a look at what is stored as it is stored (the tests'), beside what the services answer. */
    database: Database;
  }
}

/** The whole server — API, files and pages — built the same way for production and for tests. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const testClock = config.clock;
  // Asked on every request: Date.now, unless a test drives the clock.
  const responseCache = new ResponseCache({ now: testClock ? () => testClock().getTime() : Date.now });
  const app = Fastify({
    serverFactory: serverAnsweringFromCache(responseCache),
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest, err: serializeError },
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    trustProxy: trustNearestProxies(config.trustedProxies),
    bodyLimit: MAX_BODY_BYTES,
    // A "__proto__" or "constructor.prototype" key is dropped like any other unknown field, so
    // the rest of the body is still checked and a 400 names the fields that are wrong.
    onProtoPoisoning: "remove",
    onConstructorPoisoning: "remove",
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // The pages plugin loads the whole server build: on a busy 2-core machine that took more than
    // Fastify's default 10 s, and a start that is slow is better than one that gives up.
    pluginTimeout: 60_000,
  });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDatabase,
    onConnectionError: (error) => app.log.warn({ err: error }, "a database connection broke; it will be replaced"),
  });
  app.addHook("onClose", () => database.close());

  const services = createServices(database, config, app.log);
  app.decorate("services", services);
  app.decorate("database", database.db);
  app.addHook("onClose", () => services.storage.close());

  const bootstrap = await services.auth.ensureAdmin(config.admin);
  if (bootstrap.created && "generatedPassword" in bootstrap) {
    app.log.warn(
      `Created the admin account "${bootstrap.username}" with the password ${bootstrap.generatedPassword} — sign in and keep it safe; it is shown only this once. Change it with: npm run admin -- password ${bootstrap.username}`,
    );
  } else if (bootstrap.created) {
    app.log.info(`Created the admin account "${bootstrap.username}".`);
    if (bootstrap.weaknesses.length) {
      app.log.warn(
        `${bootstrap.weaknesses.join("; ")}. Choose a better password with: npm run admin -- password ${bootstrap.username}`,
      );
    }
  }
  await services.auth.pruneExpired();
  // A fresh install stores its first settings (content/initial-settings.ts); saved ones are kept.
  await services.settings.getSingleton();
  await services.documents.installDocuments({ samples: config.sampleContent });
  // The pages' words are the college's own: every install has them, sample content or not.
  await services.pages.installPages();
  // So are the state's public holidays, which a grievance's working days skip.
  await installHolidays(services, { log: app.log });
  if (config.sampleContent) await seedSampleContent(services, app.log);
  // After everything the start wrote: the search index built when it is empty or of another format.
  await services.search.startUp();
  await database.startupDone();
  const backupSchedule = scheduleBackups(services.backups, app.log);
  // Before the database closes: a backup being written finishes first.
  app.addHook("preClose", () => backupSchedule.stop());
  // Personal data past its months is erased once a day; so is a run's in progress finished first.
  const retentionSchedule = scheduleRetention(() => services.privacyRequests.runScheduledRetention(), app.log);
  app.addHook("preClose", () => retentionSchedule.stop());
  const draftSchedule = scheduleDraftPublication(services.pages, app.log);
  app.addHook("preClose", () => draftSchedule.stop());
  if (services.mailOutbox) {
    services.mailOutbox.start();
    // Before the database closes (hooks run in reverse order), so a message in flight is still marked.
    app.addHook("onClose", () => services.mailOutbox?.stop());
  }

  // Pages, scripts and styles travel compressed: several hundred KiB less on a slow mobile connection.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        // A 256 KiB window covers our largest page or bundle; the default 4 MiB per stream only costs memory.
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  await app.register(helmet, {
    // The pages set their own policy, with the hashes of their inline scripts; this one covers API answers and files.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    crossOriginEmbedderPolicy: false,
    // Other sites still get no referrer; "no-referrer" would also make browsers send `Origin: null`
    // on our own form posts, which React Router refuses as cross-site (the apply form without JavaScript).
    referrerPolicy: { policy: "same-origin" },
  });
  await openToOtherOrigins(app, config);
  registerErrorHandling(app);
  identifyClients(app);
  guardRequests(app);
  cutSlowBodies(app, config.bodyTimeoutMs);
  parseJsonBodies(app);

  const changeFeed = await database.openChangeFeed({
    onChangeElsewhere: () => responseCache.clear(),
    onProblem: (error) => app.log.warn({ err: error }, "the change feed to other instances broke; reconnecting"),
  });
  app.addHook("onClose", () => changeFeed.close());
  useResponseCache(app, responseCache, changeFeed.announce);
  // A record scheduled for a time, or expiring at midnight, and a page's draft scheduled for a time
  // change pages with no write: the cache clears then.
  responseCache.watchForChanges(() => earliest(nextCollectionChange(services), services.pages.nextScheduledDraft()));

  checkRouteAccess(app);
  healthRoute(app, database.ping);
  await app.register(authRoutes, { services });
  await app.register(usersRoutes, { services });
  await app.register(auditRoutes, { services });
  await app.register(admissionsRoutes, { services });
  picturesRoutes(app, services.pictures);
  await app.register(documentsRoutes, { services });
  await app.register(collegePagesRoutes, { services, now: testClock ?? (() => new Date()) });
  await app.register(filesRoutes, { services });
  await app.register(backupsRoutes, { services, localKey: await writeLocalBackupKey(config.dataDir) });
  await app.register(grievancesRoutes, { services });
  await app.register(privacyRequestsRoutes, { services });
  await app.register(collectionRoutes, { services });
  await app.register(searchRoutes, { search: services.search });
  app.all("/api/*", { config: { public: true } }, async (_request, reply) => sendApiNotFound(reply));

  await app.register(fastifyStatic, {
    root: path.join(config.buildDir, "client"),
    wildcard: false,
    index: false,
    // The build's Brotli and gzip copies of scripts and styles (react-router.config.ts), sent for
    // the file they copy: a route each of their own (two thirds of the files) only cost every start.
    preCompressed: true,
    globIgnore: ["**/*.br", "**/*.gz"],
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      }
    },
  });
  await app.register(pagesPlugin, { config, services, rootDir, responseCache });

  return app;
}

/** The earlier of two coming moments; null when neither comes. */
async function earliest(...coming: Promise<Date | null>[]): Promise<Date | null> {
  const times = (await Promise.all(coming)).filter((at): at is Date => at !== null).map((at) => at.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
