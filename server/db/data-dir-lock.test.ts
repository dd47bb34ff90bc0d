import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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

describe("two servers on one data folder", () => {
  it("the second refuses to start with a clear message", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", SAMPLE_CONTENT: "0", LOG_LEVEL: "warn", DATABASE_URL: "" };
    const first = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env });
    try {
      // Wait until the first server holds the lock and has opened the database.
      await new Promise<void>((resolve, reject) => {
        const deadline = setTimeout(() => reject(new Error("first server did not start")), 60_000);
        const poll = setInterval(() => {
          if (fs.existsSync(path.join(dataDir, "db", "PG_VERSION"))) {
            clearInterval(poll);
            clearTimeout(deadline);
            resolve();
          }
        }, 200);
      });
      const second = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], { env, encoding: "utf8", timeout: 60_000 });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(/Another server \(process \d+\) is already using the data folder/);
    } finally {
      first.kill("SIGTERM");
      await new Promise((resolve) => first.once("exit", resolve));
    }
  }, 90_000);
});
