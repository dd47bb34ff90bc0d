// Starts the built site the way `npm start` does, on a fresh data folder with sample content,
// for the benchmarks. Returns its address, its process id and a stop function.
// `env` adds to or overrides the environment (DATABASE_URL for PostgreSQL, TRUST_PROXY…);
// `nodeArgs` go to node before the start script's own (--cpu-prof…); `logFile` takes the server's
// output instead of this terminal.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The `start` script of package.json ("NAME=value … node [flags] scripts/start.mjs") as
 * environment and node arguments, so the measured server runs with exactly the memory settings
 * of `npm start`.
 */
function startCommand() {
  const words = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.start.split(/\s+/);
  const node = words.indexOf("node");
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split("=")));
  return { env, args: words.slice(node + 1) };
}

/** A memory figure of /proc/<pid>/status (VmRSS now, VmHWM the peak), in MB. */
function memoryMb(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export async function runServer({ port = 3400, env = {}, nodeArgs = [], logFile } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-bench-"));
  const start = startCommand();
  const child = spawn(process.execPath, [...nodeArgs, ...start.args], {
    env: { ...process.env, ...start.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: logFile ? ["ignore", fs.openSync(logFile, "a"), fs.openSync(logFile, "a")] : ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not become ready within 3 minutes");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    pid: child.pid,
    /**
     * Starts counting the peak anew from the memory the server holds now (Linux: writing 5 to
     * clear_refs), so a later peak is that of the load alone, not of the start; false where not allowed.
     */
    resetPeakMemory() {
      try {
        fs.writeFileSync(`/proc/${child.pid}/clear_refs`, "5");
        return true;
      } catch {
        return false;
      }
    },
    /** Peak resident memory of the server process so far, in MB (Linux). */
    peakMemoryMb: () => memoryMb(child.pid, "VmHWM"),
    /** Resident memory of the server process now, in MB (Linux). */
    memoryMb: () => memoryMb(child.pid, "VmRSS"),
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
