import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { todayInKolkata } from "../../common/fields";
import { buildApp } from "../../server/app";
import { parseConfig, type Config } from "../../server/config";
import type { Role } from "../../common/roles";
import { copyMigratedDatabase } from "./embedded-data-dir";

export const TEST_ADMIN = { username: "admin", password: "correct horse battery staple" };

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  /** Signs in as the test admin and returns the Authorization header (one session, reused). */
  adminHeaders: () => Promise<{ authorization: string }>;
  /** A new session of its own: signs in (as the test admin unless told) from a browser named by `userAgent`. */
  signIn: (credentials?: { username: string; password: string }, userAgent?: string) => Promise<{ authorization: string }>;
  /** Signs in as an account of `role` (added by the test admin the first time; one session, reused). */
  headersAs: (role: Role) => Promise<{ authorization: string }>;
  close: () => Promise<void>;
};

/** Creates an empty database of its own in the test PostgreSQL server. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `test_${randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

let template: Promise<Blob> | undefined;
/** The migrated embedded database this test file's apps start from (tests/support/pglite-template-setup.ts). */
const pgliteTemplate = () => (template ??= fs.promises.readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes])));

/** What statfs calls a tmpfs (linux/magic.h). */
const TMPFS_MAGIC = 0x01021994;
const isTmpfs = (folder: string) => fs.statfsSync(folder).type === TMPFS_MAGIC;

/**
 * The real app, built exactly as in production, on a fresh database: a copy of the migrated
 * embedded one, or a new database in the test PostgreSQL server when the `postgres` project runs.
 * The copy is a folder in DATA_DIR, opened as a server opens it, where temporary folders are in
 * memory (vitest.config.ts): it starts in two thirds of the CPU time of unpacking the dump into
 * memory. Elsewhere deleting that 40 MB folder can take seconds, so the database lives in memory.
 * `settings` are those no environment variable sets (shorter timeouts, for tests that wait on them);
 * `onDisk` keeps the embedded database in its folder wherever temporary folders are, for a test
 * that starts the site again on the same data; `dataFrom` (on the embedded database) is a data
 * folder the app starts on a copy of, instead of the new database.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { onDisk = false, dataFrom, ...settings }: Pick<Config, "bodyTimeoutMs" | "clock"> & { onDisk?: boolean; dataFrom?: string } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-test-"));
  const postgresUrl = process.env.TEST_DATABASE === "postgres" ? inject("postgresUrl") : undefined;
  const database = postgresUrl ? await createPostgresDatabase(postgresUrl) : undefined;

  const parsed = parseConfig({
    DATA_DIR: dataDir,
    SAMPLE_CONTENT: "0",
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: "silent",
    BACKUP_EVERY_HOURS: "0",
    ...(database ? { DATABASE_URL: database.url } : {}),
    // The site as built into another folder (BUILD_DIR=build-x npx vitest run …), as the server would serve it.
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    ...env,
  });
  // In the folder made here only: a DATA_DIR the test names is its own to fill.
  const embeddedOnDisk = !database && parsed.dataDir === dataDir && (onDisk || dataFrom !== undefined || isTmpfs(dataDir));
  if (embeddedOnDisk && dataFrom) fs.cpSync(dataFrom, dataDir, { recursive: true });
  else if (embeddedOnDisk) copyMigratedDatabase(dataDir);
  const config: Config = {
    ...parsed,
    inMemoryDatabase: database || embeddedOnDisk ? false : { from: await pgliteTemplate() },
    ...settings,
  };
  const app = await buildApp(config);
  await app.ready();

  async function signIn(credentials = TEST_ADMIN, userAgent = "vitest") {
    const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: credentials, headers: { "user-agent": userAgent } });
    if (response.statusCode !== 200) throw new Error(`${credentials.username} could not sign in: ${response.body}`);
    return { authorization: `Bearer ${response.json().token as string}` };
  }

  let headers: Promise<{ authorization: string }> | undefined;
  const adminHeaders = () => (headers ??= signIn());
  const roleHeaders = new Map<Role, Promise<{ authorization: string }>>();
  async function addAndSignIn(role: Role) {
    if (role === "administrator") return adminHeaders();
    const credentials = { username: `${role}.account`, password: `${role} account of the tests` };
    const created = await app.inject({ method: "POST", url: "/api/admin/users", headers: await adminHeaders(), payload: { ...credentials, role } });
    if (created.statusCode !== 201) throw new Error(`could not add a ${role} account: ${created.body}`);
    return signIn(credentials);
  }
  return {
    app,
    config,
    adminHeaders,
    signIn,
    headersAs(role) {
      if (!roleHeaders.has(role)) roleHeaders.set(role, addAndSignIn(role));
      return roleHeaders.get(role)!;
    },
    async close() {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app on a site the sample content has filled, for the tests of what such a site serves
 * or keeps (its pages, its answers, its backups), not of the filling itself
 * (server/seed/seed-sample-content.test.ts fills its own). Filling a site encodes every sample
 * picture at every width, some 6 s of CPU: where the embedded database is a folder in memory, the
 * first test file of a run to ask fills one, and each app starts on a copy of its data folder, as
 * a server restarted on it would. The samples are dated from the day they are added, so the
 * copies are of a site filled the same day (in the college's time zone).
 */
export async function createSampleContentApp(env: Record<string, string> = {}): Promise<TestApp> {
  const embedded = process.env.TEST_DATABASE !== "postgres" && !env.DATABASE_URL && !env.DATA_DIR;
  const dataFrom = embedded && isTmpfs(os.tmpdir()) ? await sampleContentSite() : undefined;
  return createTestApp({ ...env, SAMPLE_CONTENT: "1" }, { dataFrom });
}

/**
 * The data folder of this run's site filled with the sample content today. The first file to ask
 * fills it while holding a lock (a folder beside it); a file of another worker asking meanwhile
 * waits for it rather than filling a second one, and fills one itself if that filling failed.
 */
async function sampleContentSite(): Promise<string> {
  const site = path.join(inject("runFolder"), `sample-content-${todayInKolkata()}`);
  const lock = `${site}.lock`;
  for (;;) {
    if (fs.existsSync(site)) return site;
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Filled aside and renamed once whole, so a site that exists is always a whole one.
  const filling = `${site}.filling`;
  try {
    copyMigratedDatabase(filling);
    const config = parseConfig({
      DATA_DIR: filling,
      SAMPLE_CONTENT: "1",
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: "silent",
      BACKUP_EVERY_HOURS: "0",
    });
    const app = await buildApp({ ...config, inMemoryDatabase: false });
    await app.close();
    fs.renameSync(filling, site);
    return site;
  } finally {
    fs.rmSync(filling, { recursive: true, force: true });
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
