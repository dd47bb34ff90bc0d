import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { AddressInfo } from "node:net";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../tests/support/test-app";
import { buildApp } from "../app";
import { parseConfig } from "../config";
import { LOCAL_BACKUP_KEY_HEADER, localBackupKeyPath } from "./local-backup-key";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "college-backups-"));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BACKUP_EVERY_HOURS: "24", BACKUP_KEEP: "2", SAMPLE_CONTENT: "0" });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const entriesOf = async (archive: string) => {
  const names: string[] = [];
  await tar.t({ file: archive, onReadEntry: (entry) => names.push(entry.path) });
  return names;
};

describe("GET /api/admin/backups", () => {
  it("needs a signed-in admin", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/backups" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
  });

  it("shows the newest scheduled backup, keeps the newest BACKUP_KEEP, and is overdue after two periods", async () => {
    const headers = await t.adminHeaders();
    const status = async () => (await t.app.inject({ method: "GET", url: "/api/admin/backups", headers })).json();
    expect(await status()).toEqual({ everyHours: 24, overdue: true, latest: null });

    const days = ["2026-11-20T02:00:00Z", "2026-11-21T02:00:00Z", "2026-11-22T02:00:00Z"];
    for (const day of days) {
      const file = await t.app.services.backups.writeScheduled(new Date(day));
      fs.utimesSync(path.join(t.app.services.backups.folder, file.name), new Date(day), new Date(day));
    }
    const kept = await t.app.services.backups.list();
    expect(kept.map((file) => file.name)).toEqual(["backup-2026-11-22T02-00-00Z.tar.gz", "backup-2026-11-21T02-00-00Z.tar.gz"]);

    // Written three days before "now": older than two 24-hour periods.
    const old = await status();
    expect(old).toMatchObject({ everyHours: 24, overdue: true, latest: { name: "backup-2026-11-22T02-00-00Z.tar.gz" } });
    expect(old.latest.bytes).toBeGreaterThan(100);

    const fresh = await t.app.services.backups.writeScheduled();
    expect(await status()).toMatchObject({ overdue: false, latest: { name: fresh.name, bytes: fresh.bytes } });
  });
});

describe("GET /api/admin/backups/now", () => {
  it("needs a signed-in admin or the server's local key", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/backups/now" })).statusCode).toBe(401);
    const forged = await t.app.inject({ method: "GET", url: "/api/admin/backups/now", headers: { [LOCAL_BACKUP_KEY_HEADER]: "0".repeat(64) } });
    expect(forged.statusCode).toBe(401);
  });

  it("downloads a backup taken now, and keeps no copy of it", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/backups/now", headers: await t.adminHeaders() });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/gzip");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="college-backup-\d{4}-\d{2}-\d{2}\.tar\.gz"$/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const archive = path.join(work, "downloaded.tar.gz");
    fs.writeFileSync(archive, response.rawPayload);
    expect(await entriesOf(archive)).toContain("manifest.json");
    expect(fs.readdirSync(t.app.services.backups.folder).filter((name) => name.startsWith(".download-"))).toEqual([]);
  });
});

// Starts a server on a folder and the backup command in a process of its own (TypeScript loaded at start).
describe("npm run backup while the server holds the embedded database", { timeout: 240_000 }, () => {
  it("gets the backup from the running server", async () => {
    const dataDir = path.join(work, "running");
    const env = {
      DATA_DIR: dataDir,
      SAMPLE_CONTENT: "0",
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: "silent",
      BACKUP_EVERY_HOURS: "0",
    };
    const app = await buildApp(parseConfig(env));
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const port = (app.server.address() as AddressInfo).port;
      expect(fs.existsSync(localBackupKeyPath(dataDir))).toBe(true);
      const archive = path.join(work, "from-cli.tar.gz");
      const { stdout } = await promisify(execFile)("node", ["scripts/data.mjs", "backup", archive], {
        env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
      });
      expect(stdout).toContain("asking it for the backup");
      expect(await entriesOf(archive)).toContain("manifest.json");
    } finally {
      await app.close();
    }
  });
});
