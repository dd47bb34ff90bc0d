import { execFile, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { AddressInfo } from "node:net";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedDatabaseDump } from "../../../tests/support/embedded-data-dir";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/support/test-app";
import { buildApp } from "../../app";
import { parseConfig } from "../../config";
import { LOCAL_BACKUP_KEY_HEADER, localBackupKeyPath } from "./local-backup-key";
import { downloadPathIn, partialPathFor, stagingFolderIn } from "./working-files";

const TEST_ADMIN_ENV = { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password };
const work = fs.mkdtempSync(path.join(os.tmpdir(), "college-backups-"));
let t: TestApp;

beforeAll(async () => {
  // On its data folder wherever temporary folders are: the backup command finds it running there.
  t = await createTestApp({ BACKUP_EVERY_HOURS: "24", BACKUP_KEEP: "2", SAMPLE_CONTENT: "0" }, { onDisk: true });
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
    expect(await status()).toEqual({ everyHours: 24, overdue: true, encrypted: false, latest: null });

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
    // It holds password hashes and every applicant's details: for the server's user alone.
    expect(fs.statSync(path.join(t.app.services.backups.folder, fresh.name)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(t.app.services.backups.folder).mode & 0o777).toBe(0o700);
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

    // It carries every family's details and every password hash: the activity log says who took it.
    const [entry] = (await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=1", headers: await t.adminHeaders() })).json();
    expect(entry).toMatchObject({ username: TEST_ADMIN.username, action: "download", resource: "backup", summary: expect.stringMatching(/^Downloaded a backup of the whole site \(\d+\.\d MB\)$/) });
  });
});

// The backup command in a process of its own (TypeScript loaded at start), beside the test's app serving on its data folder.
describe("npm run backup while the server holds the embedded database", { timeout: 240_000 }, () => {
  it("gets the backup from the running server", async () => {
    const dataDir = t.config.dataDir;
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    expect(fs.existsSync(localBackupKeyPath(dataDir))).toBe(true);
    const archive = path.join(work, "from-cli.tar.gz");
    const { stdout } = await promisify(execFile)("node", ["scripts/data.mjs", "backup", archive], {
      env: { ...process.env, DATA_DIR: dataDir, SAMPLE_CONTENT: "0", ...TEST_ADMIN_ENV, LOG_LEVEL: "silent", BACKUP_EVERY_HOURS: "0", PORT: String(port), HOST: "127.0.0.1" },
    });
    expect(stdout).toContain("asking it for the backup");
    expect(await entriesOf(archive)).toContain("manifest.json");
  });
});

describe("what backups killed midway leave behind", () => {
  it("is removed at the next start: staging folders and half-written archives of dead processes, and nothing else", async () => {
    const dataDir = path.join(work, "crashed");
    const backupsDir = path.join(dataDir, "backups");
    fs.mkdirSync(backupsDir, { recursive: true });
    const deadPid = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" }).stdout.trim();
    // Names as a backup in a process now dead made them: this process's names with the dead one's id.
    const ofDeadProcess = (name: string) => name.replace(`~${process.pid}~`, `~${deadPid}~`);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    const make = (file: string, { folder = false, modified }: { folder?: boolean; modified?: Date } = {}) => {
      if (folder) {
        fs.mkdirSync(file);
        fs.writeFileSync(path.join(file, "admissions.jsonl"), "{}\n");
      } else fs.writeFileSync(file, "part of an archive");
      if (modified) fs.utimesSync(file, modified, modified);
      return path.relative(dataDir, file);
    };
    const leftovers = [
      make(ofDeadProcess(stagingFolderIn(dataDir, "backup")), { folder: true }),
      make(ofDeadProcess(stagingFolderIn(dataDir, "restore")), { folder: true }),
      make(ofDeadProcess(partialPathFor(path.join(backupsDir, "backup-2026-11-20T02-00-00Z.tar.gz")))),
      make(ofDeadProcess(downloadPathIn(backupsDir))),
      // An earlier version's names, which say no process: left for a day, then removed.
      make(path.join(dataDir, ".backup-Ab12Cd"), { folder: true, modified: dayAgo }),
      make(path.join(backupsDir, ".backup-2026-11-19T02-00-00Z.tar.gz.0123456789ab.partial"), { modified: dayAgo }),
    ];
    const kept = [
      // Being written by a live process (this one), or by another machine sharing the folder.
      make(stagingFolderIn(dataDir, "backup"), { folder: true }),
      make(ofDeadProcess(stagingFolderIn(dataDir, "backup")).replace(/\.backup-[^~]+~/, ".backup-another-host~"), { folder: true }),
      make(path.join(dataDir, ".restore-Zz99Yy"), { folder: true }),
      make(path.join(backupsDir, "backup-2026-11-21T02-00-00Z.tar.gz")),
      make(path.join(backupsDir, "notes.partial")),
      make(path.join(dataDir, ".backup-notes")),
    ];

    const config = parseConfig({ DATA_DIR: dataDir, SAMPLE_CONTENT: "0", ...TEST_ADMIN_ENV, LOG_LEVEL: "silent", BACKUP_EVERY_HOURS: "24" });
    const app = await buildApp({ ...config, inMemoryDatabase: await migratedDatabaseDump() });
    // Closing waits for the clean-up the start began.
    await app.close();

    const present = (file: string) => fs.existsSync(path.join(dataDir, file));
    expect(leftovers.filter(present)).toEqual([]);
    expect(kept.filter(present)).toEqual(kept);
  });
});

describe("npm run backup cut short", { timeout: 60_000 }, () => {
  /**
   * A stand-in for the running server: it sends the start of a backup and then nothing more, so
   * the command is still writing when it is stopped or the connection breaks.
   */
  async function stalledServer() {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/gzip" });
      response.write(Buffer.alloc(64 * 1024));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { server, port: (server.address() as AddressInfo).port };
  }

  it.each([
    ["SIGINT", 130],
    ["SIGTERM", 143],
    ["a broken connection", 1],
  ] as const)("by %s leaves no file behind and says nothing was written", async (cause, exitCode) => {
    const dataDir = path.join(work, `cut-${cause.replace(/ /g, "-")}`);
    const out = path.join(dataDir, "out");
    fs.mkdirSync(out, { recursive: true });
    // A live process holds the data folder, so the command asks the server for the backup.
    fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.pid));
    fs.writeFileSync(localBackupKeyPath(dataDir), "0".repeat(64));
    const { server, port } = await stalledServer();
    try {
      const target = path.join(out, "backup.tar.gz");
      const command = spawn(process.execPath, ["scripts/data.mjs", "backup", target], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(port), HOST: "127.0.0.1" },
      });
      let stderr = "";
      command.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => command.once("exit", (code) => resolve(code)));

      // Stopped once the first bytes are on disk: the archive is half-written.
      const writing = () => fs.readdirSync(out).some((name) => name.endsWith(".partial") && fs.statSync(path.join(out, name)).size > 0);
      while (!writing()) {
        if (command.exitCode !== null) throw new Error(`the backup command ended early: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (cause === "a broken connection") server.closeAllConnections();
      else command.kill(cause);

      expect(await exited).toBe(exitCode);
      expect(stderr).toContain(`nothing was written to ${target}`);
      expect(stderr).toMatch(cause === "a broken connection" ? /broke off/ : /Backup interrupted/);
      expect(fs.readdirSync(out)).toEqual([]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
