import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_SECTIONS } from "../../../common/image.collection";
import { copyMigratedDatabase } from "../../../tests/support/embedded-data-dir";
import { application } from "../../../tests/support/json-write-routes";
import { startPostgres } from "../../../tests/support/postgres-server";
import { startS3Server } from "../../../tests/support/s3-server";
import { createSampleContentApp, TEST_ADMIN, type TestApp } from "../../../tests/support/test-app";
import { buildApp } from "../../app";
import { parseConfig } from "../../config";
import { openDatabase } from "../db/database";
import { documentFiles } from "../../resources/documents/document-files";
import { openSiteStorage } from "../storage/site-storage";
import { BackupError, restoreBackup, type BackupManifest, type BackupSummary } from "./backup-archive";

// A PostgreSQL server of this file's own: the round trip goes from the embedded database to it and back.
const server = startPostgres(60_000 + Math.floor(Math.random() * 5_000));
const work = fs.mkdtempSync(path.join(os.tmpdir(), "college-backup-"));
let source: TestApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  s3 = await startS3Server(["restored"]);
  source = await createSampleContentApp();
  const applied = await source.app.inject({ method: "POST", url: "/api/admissions/apply", payload: { ...application(), name: "प्रिया पाटील" } });
  expect(applied.statusCode).toBe(201);
});
afterAll(async () => {
  await source?.close();
  await s3?.stop();
  server.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A database of its own on the test's PostgreSQL server. */
let databases = 0;
async function newPostgresDatabase() {
  const name = `restore_${++databases}`;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return server.url.replace(/\/postgres$/, `/${name}`);
}

/**
 * Where a site keeps its data: a database (the embedded one unless a URL), a data folder, and the
 * stored files there or in a bucket of the test's S3 server; with `encryptionKey`, its backups are encrypted.
 */
type Target = { databaseUrl?: string; dataDir: string; bucket?: string; encryptionKey?: string };

/**
 * A database and storage to restore into, opened as `npm run restore` opens them (a new embedded
 * database, as a first start would create it, unless a URL). A test that restores into one target
 * again, as a second run of the command would, restores through the same opening.
 */
async function openTarget(target: Target) {
  if (!target.databaseUrl && !fs.existsSync(path.join(target.dataDir, "db"))) copyMigratedDatabase(target.dataDir);
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  const storage = openSiteStorage({ dataDir: target.dataDir, s3: target.bucket ? s3.settings(target.bucket) : undefined });
  return {
    restore: (archive: string, force = false) =>
      restoreBackup({ db: database.db, storage, dataDir: target.dataDir, encryptionKey: target.encryptionKey }, archive, { force }),
    async close() {
      storage.close();
      await database.close();
    },
  };
}

/** Restores `archive` into a database and storage, as `npm run restore` does: opened, restored into and closed. */
async function restoreInto(archive: string, target: Target) {
  const opened = await openTarget(target);
  try {
    return await opened.restore(archive);
  } finally {
    await opened.close();
  }
}

async function startSite(target: Target): Promise<FastifyInstance> {
  const config = parseConfig({
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    SAMPLE_CONTENT: "0",
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: "silent",
    BACKUP_EVERY_HOURS: "0",
    ...(target.bucket ? s3.env(target.bucket) : {}),
    ...(target.encryptionKey ? { BACKUP_ENCRYPTION_KEY: target.encryptionKey } : {}),
  });
  const app = await buildApp(config);
  await app.ready();
  return app;
}

/** What the API answers about every resource, and the bytes of every stored file those answers name. */
async function everythingServed(app: FastifyInstance) {
  const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
  const headers = { authorization: `Bearer ${login.json().token as string}` };
  const reads = [
    "/api/admin/faculty",
    "/api/admin/nonteachingstaff",
    "/api/admin/latestnews",
    "/api/testimonials",
    "/api/admin/admissions",
    "/api/admin/gallery",
    ...IMAGE_SECTIONS.map((section) => `/api/admin/images/${section}`),
    "/api/events",
    "/api/committees",
    "/api/governing-body",
  ];
  const answers: Record<string, unknown> = {};
  for (const url of reads) {
    const response = await app.inject({ method: "GET", url, headers });
    expect(response.statusCode, url).toBe(200);
    answers[url] = response.json();
  }
  const fileUrls = [...new Set(JSON.stringify(answers).match(/\/uploads\/[^"?]+/g) ?? [])].sort();
  expect(fileUrls.length).toBeGreaterThan(3);
  const files: Record<string, string> = {};
  for (const url of [...fileUrls, ...documentFiles.map((file) => `/api/pdfdownload/${file}`)]) {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    files[url] = response.rawPayload.toString("base64");
  }
  return { answers, files };
}

/** The manifest of an archive, its stored files (each with size and checksum) sorted by path. */
async function manifestOf(archive: string): Promise<BackupManifest> {
  const directory = fs.mkdtempSync(path.join(work, "manifest-"));
  await tar.x({ file: archive, cwd: directory, filter: (entry) => entry === "manifest.json" });
  const manifest = JSON.parse(fs.readFileSync(path.join(directory, "manifest.json"), "utf8")) as BackupManifest;
  return { ...manifest, files: [...manifest.files].sort((a, b) => a.path.localeCompare(b.path)) };
}

let sourceBackup: Promise<{ archive: string; written: BackupSummary }> | undefined;
/** A backup of the source site, written once for the tests that only read it: none of them changes the site. */
function backupOfSource() {
  sourceBackup ??= (async () => {
    const archive = path.join(work, "source.tar.gz");
    return { archive, written: await source.app.services.backups.write(archive) };
  })();
  return sourceBackup;
}

/** The order of a backup's entries: the manifest first, so each entry's size is known before it is read. */
const ARCHIVE_ORDER = ["manifest.json", "database", "files"];

const sha256Of = (bytes: string | Buffer) => createHash("sha256").update(bytes).digest("hex");

// Each test writes and restores whole archives and starts sites on them: over a minute on a busy 2-core machine.
describe("backup and restore", { timeout: 240_000 }, () => {
  it("carries every resource, upload and document from the embedded database to PostgreSQL and back, with the same API answers", async () => {
    const original = await everythingServed(source.app);
    expect(JSON.stringify(original.answers)).toContain("प्रिया पाटील");
    // The sample content's Marathi twins, in columns and in a committee's members, travel too.
    for (const twin of ["experienceMr", "captionMr", "quoteMr", "descriptionMr", "positionMr"]) {
      expect(JSON.stringify(original.answers)).toMatch(new RegExp(`"${twin}":"[^"]*[\u0900-\u097F]`));
    }

    const { archive: first, written } = await backupOfSource();
    expect(written.rows).toBeGreaterThan(20);
    expect(written.files).toBeGreaterThan(3);

    // The PostgreSQL site encrypts its backups: a plain one taken before it had the key still restores there.
    const encryptionKey = "monsoon-lantern-river-stone-2026-backup-key";
    const onPostgres = { databaseUrl: await newPostgresDatabase(), dataDir: path.join(work, "on-postgres"), encryptionKey };
    const restored = await restoreInto(first, onPostgres);
    expect(restored).toEqual(written);
    const postgresSite = await startSite(onPostgres);
    try {
      expect(await everythingServed(postgresSite)).toEqual(original);
      const second = path.join(work, "second.tar.gz");
      expect(await postgresSite.services.backups.write(second)).toMatchObject({ encrypted: true });

      const embedded = { dataDir: path.join(work, "embedded-again"), encryptionKey };
      expect(await restoreInto(second, embedded)).toMatchObject({ encrypted: true });
      const embeddedSite = await startSite(embedded);
      try {
        expect(await everythingServed(embeddedSite)).toEqual(original);
      } finally {
        await embeddedSite.close();
      }
    } finally {
      await postgresSite.close();
    }
  });

  it("restores the stored files into an S3 bucket, serves them from there, and backs them up from it", async () => {
    const original = await everythingServed(source.app);
    const { archive } = await backupOfSource();

    const inBucket = { dataDir: path.join(work, "bucket-site"), bucket: "restored" };
    const target = await openTarget(inBucket);
    try {
      await target.restore(archive);
      await expect(target.restore(archive)).rejects.toThrow(/not empty .* stored files in the bucket restored\)/);
    } finally {
      await target.close();
    }
    const site = await startSite(inBucket);
    try {
      expect(await everythingServed(site)).toEqual(original);
      // Served from the bucket: the data folder holds no stored files.
      expect(fs.readdirSync(inBucket.dataDir).filter((entry) => ["uploads", "documents", "files"].includes(entry))).toEqual([]);

      const fromBucket = path.join(work, "from-bucket.tar.gz");
      await site.services.backups.write(fromBucket);
      expect((await manifestOf(fromBucket)).files).toEqual((await manifestOf(archive)).files);
    } finally {
      await site.close();
    }
  });

  it("refuses a target that already holds data unless forced, and then replaces it", async () => {
    const { archive } = await backupOfSource();
    const target = await openTarget({ dataDir: path.join(work, "occupied") });
    try {
      await target.restore(archive);
      await expect(target.restore(archive)).rejects.toThrow(/not empty.*--force/);
      const forced = await target.restore(archive, true);
      expect(forced.rows).toBeGreaterThan(20);
    } finally {
      await target.close();
    }
  });

  it("checks the archive whole before restoring anything: a damaged one changes nothing", async () => {
    const { archive } = await backupOfSource();

    // One table's rows altered inside an otherwise well-formed archive, its size kept.
    const unpacked = path.join(work, "unpacked");
    fs.mkdirSync(unpacked);
    await tar.x({ file: archive, cwd: unpacked });
    const newsFile = path.join(unpacked, "database", "news.jsonl");
    fs.writeFileSync(newsFile, fs.readFileSync(newsFile, "utf8").replace(/"title":"[^"]{6}/, '"title":"Forged'));
    const altered = path.join(work, "altered.tar.gz");
    await tar.c({ gzip: true, cwd: unpacked, file: altered }, ARCHIVE_ORDER);

    // And an archive cut short, as an interrupted copy leaves it.
    const cut = path.join(work, "cut.tar.gz");
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));

    const target = await openTarget({ dataDir: path.join(work, "untouched") });
    try {
      await expect(target.restore(altered)).rejects.toThrow(/news\.jsonl does not match its checksum/);
      await expect(target.restore(cut)).rejects.toBeInstanceOf(BackupError);
      await expect(target.restore(path.join(work, "missing.tar.gz"))).rejects.toThrow(/does not exist/);
      // Nothing was restored: the same target still counts as empty.
      expect((await target.restore(archive)).rows).toBeGreaterThan(20);
    } finally {
      await target.close();
    }
    expect(zlib.gunzipSync(fs.readFileSync(archive)).length).toBeGreaterThan(0);
  });

  it("refuses an entry larger than its manifest says, or an archive larger than the free space, before unpacking anything", async () => {
    /** An archive holding one stored file, `bytes`, that its manifest says is `declared` bytes long. */
    async function archiveOf(name: string, bytes: Buffer, declared: number) {
      const folder = fs.mkdtempSync(path.join(work, "crafted-"));
      fs.mkdirSync(path.join(folder, "files", "uploads"), { recursive: true });
      fs.writeFileSync(path.join(folder, "files", "uploads", "0123456789abcdef.webp"), bytes);
      const file = { path: "uploads/0123456789abcdef.webp", size: declared, sha256: sha256Of(bytes) };
      const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), migrations: [], tables: [], files: [file] };
      fs.writeFileSync(path.join(folder, "manifest.json"), JSON.stringify(manifest));
      const archive = path.join(work, `${name}.tar.gz`);
      await tar.c({ gzip: true, cwd: folder, file: archive }, ["manifest.json", "files"]);
      return archive;
    }
    // Random, so gzip cannot shrink it and tar's own limit on the compression ratio stays out of it.
    const megabyte = randomBytes(1024 * 1024);
    const dataDir = path.join(work, "sizes");
    const target = await openTarget({ dataDir });
    try {
      await expect(target.restore(await archiveOf("oversized", megabyte, 10))).rejects.toThrow(
        /uploads\/0123456789abcdef\.webp holds 1048576 bytes where its manifest says 10\./,
      );
      await expect(target.restore(await archiveOf("beyond-the-disk", megabyte, 2 ** 50))).rejects.toThrow(
        /would take 1073741824\.0 MB unpacked, more than the .* MB free/,
      );
    } finally {
      await target.close();
    }
    // Nothing unpacked is left, and nothing was stored.
    expect(fs.readdirSync(dataDir).filter((name) => name !== "db")).toEqual([]);
  });

  it("restores all or nothing: a row that fails leaves the target empty, and the error shows no row", async () => {
    const { archive } = await backupOfSource();
    // The admins' rows twice: the copy breaks the primary key, after the stored files have gone in.
    const unpacked = fs.mkdtempSync(path.join(work, "failing-"));
    await tar.x({ file: archive, cwd: unpacked });
    const adminsFile = path.join(unpacked, "database", "admins.jsonl");
    const admins = fs.readFileSync(adminsFile, "utf8");
    const { password_hash: passwordHash } = JSON.parse(admins.split("\n")[0]!) as { password_hash: string };
    fs.writeFileSync(adminsFile, admins + admins);
    const manifestFile = path.join(unpacked, "manifest.json");
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BackupManifest;
    const table = manifest.tables.find((entry) => entry.name === "admins")!;
    Object.assign(table, { rows: table.rows * 2, bytes: Buffer.byteLength(admins) * 2, sha256: sha256Of(admins + admins) });
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const failing = path.join(work, "failing.tar.gz");
    await tar.c({ gzip: true, cwd: unpacked, file: failing }, ARCHIVE_ORDER);

    const dataDir = path.join(work, "all-or-nothing");
    const target = await openTarget({ dataDir });
    try {
      const error = await target.restore(failing).then(
        () => undefined,
        (failure: Error) => failure,
      );
      expect(error).toBeInstanceOf(BackupError);
      expect(error?.message).toMatch(/the table "admins" could not be restored: duplicate key value violates unique constraint/);
      expect(error?.message).not.toContain(passwordHash);
      expect(error?.message).not.toMatch(/insert|params/i);
      // Empty again: the same target takes the whole archive as an empty one does.
      expect(fs.readdirSync(path.join(dataDir, "uploads"))).toEqual([]);
      expect((await target.restore(archive)).rows).toBeGreaterThan(20);
    } finally {
      await target.close();
    }
  });

  it("a backup taken during 100 concurrent applications restores to a consistent state", async () => {
    const before = (await source.app.inject({ method: "GET", url: "/api/admin/admissions", headers: await source.adminHeaders() })).json() as unknown[];
    // Each from its own address, as families on their own phones (the form's rate limit is per address).
    const submissions = Array.from({ length: 100 }, (_, index) =>
      source.app
        .inject({ method: "POST", url: "/api/admissions/apply", payload: application(), remoteAddress: `10.0.${index >> 8}.${index & 255}` })
        .then((response) => response.statusCode),
    );
    const archive = path.join(work, "busy.tar.gz");
    const backup = source.app.services.backups.write(archive);
    const [statuses] = await Promise.all([Promise.all(submissions), backup]);
    expect(statuses.every((status) => status === 201)).toBe(true);

    const target = { dataDir: path.join(work, "busy") };
    await restoreInto(archive, target);
    const site = await startSite(target);
    try {
      const login = await site.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
      const restored = (
        await site.inject({ method: "GET", url: "/api/admin/admissions", headers: { authorization: `Bearer ${login.json().token as string}` } })
      ).json() as unknown[];
      // Some of the 100 were in the snapshot and some not; every one that is, is whole.
      expect(restored.length).toBeGreaterThanOrEqual(before.length);
      expect(restored.length).toBeLessThanOrEqual(before.length + 100);
      for (const entry of restored) expect(entry).toMatchObject({ name: expect.any(String), email: expect.any(String) });
    } finally {
      await site.close();
    }
  });
});
