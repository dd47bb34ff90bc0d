import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-lock-"));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a second owner while the first one runs", () => {
    // A live process other than this one holds the lock.
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(path.join(dataDir, "server.lock"), String(holder.pid));
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(/already using the data folder/);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that was killed", () => {
    const dead = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
    fs.writeFileSync(path.join(dataDir, "server.lock"), dead.stdout.trim());
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  });

  it("creates the data folder when it does not exist", () => {
    const nested = path.join(dataDir, "a", "b");
    const release = lockDataDir(nested);
    expect(fs.existsSync(path.join(nested, "server.lock"))).toBe(true);
    release();
  });
});

describe("a server started on a data folder", () => {
  // One server for these tests: its first start creates the embedded database, which takes a while.
  let serverDir: string;
  let env: NodeJS.ProcessEnv;
  let first: ChildProcess;

  beforeAll(async () => {
    serverDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-server-"));
    // Open to every user, as an earlier version left its data folder and scheduled backups.
    fs.chmodSync(serverDir, 0o755);
    fs.mkdirSync(path.join(serverDir, "backups"), { mode: 0o755 });
    fs.writeFileSync(path.join(serverDir, "backups", "backup-2026-11-20T02-00-00Z.tar.gz"), "an earlier backup", { mode: 0o644 });
    fs.chmodSync(path.join(serverDir, "backups", "backup-2026-11-20T02-00-00Z.tar.gz"), 0o644);

    env = { ...process.env, DATA_DIR: serverDir, PORT: "0", HOST: "127.0.0.1", SAMPLE_CONTENT: "0", LOG_LEVEL: "info", DATABASE_URL: "" };
    first = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env });
    // Started once it listens: the database, the documents and the backup key are in place.
    await new Promise<void>((resolve, reject) => {
      let output = "";
      first.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Server listening")) resolve();
      });
      first.once("exit", (code) => reject(new Error(`the first server stopped (exit code ${code}): ${output}`)));
    });
  }, 90_000);
  afterAll(async () => {
    if (first && first.exitCode === null && first.signalCode === null) {
      const exited = new Promise((resolve) => first.once("exit", resolve));
      first.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(serverDir, { recursive: true, force: true });
  });

  it("keeps everything in it to the server's user: the embedded database's files, the backups and the rest", () => {
    const reachable: string[] = [];
    const visit = (entry: string) => {
      const stats = fs.lstatSync(entry);
      if (stats.mode & 0o077) reachable.push(`${path.relative(serverDir, entry) || "."} ${(stats.mode & 0o777).toString(8)}`);
      if (stats.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    };
    visit(serverDir);
    expect(fs.readdirSync(path.join(serverDir, "db")).length).toBeGreaterThan(10);
    expect(reachable).toEqual([]);
  });

  it("the second refuses to start with a clear message", () => {
    const second = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], { env, encoding: "utf8", timeout: 60_000 });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/Another server \(process \d+\) is already using the data folder/);
  }, 90_000);
});
