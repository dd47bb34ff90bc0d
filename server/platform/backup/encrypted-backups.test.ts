import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyMigratedDatabase } from "../../../tests/support/embedded-data-dir";
import { application } from "../../../tests/support/json-write-routes";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { openDatabase } from "../db/database";
import { openSiteStorage } from "../storage/site-storage";
import { BackupError, restoreBackup } from "./backup-archive";

const KEY = "river-stone-lantern-monsoon-7f3a9c-godavari";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "college-encrypted-backups-"));
// An applicant whose name and email the backup must not show to whoever holds a copy.
const applicant = { ...application(), name: "Savitri Deshmukh", email: "savitri.deshmukh.backup@example.com" };
let t: TestApp;
let archive: string;

beforeAll(async () => {
  t = await createTestApp({ BACKUP_ENCRYPTION_KEY: KEY, BACKUP_EVERY_HOURS: "24" });
  const applied = await t.app.inject({ method: "POST", url: "/api/admissions/apply", payload: applicant });
  expect(applied.statusCode).toBe(201);
  archive = path.join(work, "encrypted.tar.gz");
  await t.app.services.backups.write(archive);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Everything readable in `bytes`: the bytes themselves and, when they are a gzip file, what it holds. */
function readableText(bytes: Buffer): string {
  let unpacked = "";
  try {
    unpacked = zlib.gunzipSync(bytes).toString("utf8");
  } catch {
    // Not gzip: only the bytes as they are.
  }
  return bytes.toString("latin1") + unpacked;
}

let targets = 0;
/** A new empty site (an embedded database and a data folder), as a first start leaves it. */
function emptyTarget() {
  const dataDir = path.join(work, `target-${++targets}`);
  copyMigratedDatabase(dataDir);
  return dataDir;
}

/**
 * The site in `dataDir` opened as `npm run restore` opens it: a test that restores into it again,
 * as another run of the command would, and reads what it holds, does so through the same opening.
 */
async function openSite(dataDir: string) {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  const storage = openSiteStorage({ dataDir, s3: undefined });
  return {
    /** Restores `file` with `encryptionKey`, as `npm run restore` does. */
    restore: (file: string, encryptionKey: string | undefined) => restoreBackup({ db: database.db, storage, dataDir, encryptionKey }, file, { force: false }),
    /** The applications' names and emails. */
    async applicants() {
      const result = (await database.db.execute(sql`SELECT name, email FROM admission_applications`)) as unknown as { rows: unknown[] };
      return result.rows;
    },
    async close() {
      storage.close();
      await database.close();
    },
  };
}

/** The applications' names and emails in the site in `dataDir`. */
async function applicantsIn(dataDir: string) {
  const site = await openSite(dataDir);
  try {
    return await site.applicants();
  } finally {
    await site.close();
  }
}

/** A copy of the archive changed by `change`. */
function alteredArchive(name: string, change: (bytes: Buffer) => Buffer) {
  const file = path.join(work, name);
  fs.writeFileSync(file, change(Buffer.from(fs.readFileSync(archive))));
  return file;
}

describe("backups with BACKUP_ENCRYPTION_KEY", { timeout: 120_000 }, () => {
  it("hold no readable trace of an applicant, and restore with the key", async () => {
    const text = readableText(fs.readFileSync(archive));
    expect(text.startsWith("ENCRYPTED-COLLEGE-BACKUP\n")).toBe(true);
    for (const secret of [applicant.name, applicant.email, applicant.tenthSchoolName]) expect(text).not.toContain(secret);

    const site = await openSite(emptyTarget());
    try {
      const restored = await site.restore(archive, KEY);
      expect(restored).toMatchObject({ encrypted: true, rows: expect.any(Number) });
      expect(restored.rows).toBeGreaterThan(3);
      expect(await site.applicants()).toEqual([{ name: applicant.name, email: applicant.email }]);
    } finally {
      await site.close();
    }
  });

  it("are encrypted when scheduled and when downloaded from the back office", async () => {
    const scheduled = await t.app.services.backups.writeScheduled();
    const downloaded = await t.app.inject({ method: "GET", url: "/api/admin/backups/now", headers: await t.adminHeaders() });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers["content-type"]).toBe("application/octet-stream");
    for (const bytes of [fs.readFileSync(path.join(t.app.services.backups.folder, scheduled.name)), downloaded.rawPayload]) {
      const text = readableText(bytes);
      expect(text.startsWith("ENCRYPTED-COLLEGE-BACKUP\n")).toBe(true);
      expect(text).not.toContain(applicant.email);
    }
    // The dashboard has nothing to warn of.
    const status = await t.app.inject({ method: "GET", url: "/api/admin/backups", headers: await t.adminHeaders() });
    expect(status.json()).toMatchObject({ encrypted: true });
  });

  it("refuse a missing or wrong key, a changed byte and a file cut short in one line each, writing nothing", async () => {
    const size = fs.statSync(archive).size;
    const cases: [string, string | undefined, RegExp][] = [
      [archive, undefined, /encrypted\.tar\.gz is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was written with\.$/],
      [archive, `${KEY}-but-another`, /encrypted\.tar\.gz was encrypted with another key: set BACKUP_ENCRYPTION_KEY/],
      [alteredArchive("flipped.tar.gz", (bytes) => ((bytes[Math.floor(size / 2)] ^= 0x01), bytes)), KEY, /flipped\.tar\.gz is damaged or cut short/],
      [alteredArchive("cut.tar.gz", (bytes) => bytes.subarray(0, size - 100)), KEY, /cut\.tar\.gz is damaged or cut short/],
    ];
    const dataDir = emptyTarget();
    const site = await openSite(dataDir);
    try {
      for (const [file, key, message] of cases) {
        const error = await site.restore(file, key).then(
          () => undefined,
          (failure: Error) => failure,
        );
        expect(error, path.basename(file)).toBeInstanceOf(BackupError);
        expect(error?.message).toMatch(message);
        expect(error?.message).not.toContain("\n");
      }
      // Nothing was written: no working folder is left, and the database is still empty, so the whole backup goes in without --force.
      expect(fs.readdirSync(dataDir).filter((name) => name.startsWith(".restore-"))).toEqual([]);
      expect(await site.applicants()).toEqual([]);
      expect((await site.restore(archive, KEY)).encrypted).toBe(true);
    } finally {
      await site.close();
    }
  });

  it("npm run restore with a wrong key says so in one line, and exits 1", async () => {
    const dataDir = emptyTarget();
    const restore = promisify(execFile)("node", ["scripts/data.mjs", "restore", archive], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", S3_BUCKET: "", BACKUP_ENCRYPTION_KEY: `another-${KEY}` },
    });
    const failure = (await restore.then(
      () => undefined,
      (error: unknown) => error,
    )) as { code: number; stderr: string } | undefined;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toBe(
      `${archive} was encrypted with another key: set BACKUP_ENCRYPTION_KEY to the key it was written with (or the file's start is damaged).\n`,
    );
    expect(await applicantsIn(dataDir)).toEqual([]);
  });
});
