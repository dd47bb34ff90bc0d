// Runs Debian's wrk (written in C, so the load generator is not what is measured) with one of
// the bench's Lua scripts, which count every answer outside 2xx and print one JSON line.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const luaDir = path.dirname(fileURLToPath(import.meta.url));

export const wrkInstalled = () => spawnSync("sh", ["-c", "command -v wrk"]).status === 0;

/**
 * @typedef {{ requests: number, durationUs: number, bytes: number, non2xx: number, connectErrors: number,
 *   readErrors: number, writeErrors: number, timeouts: number, p50Us: number, p99Us: number, maxUs: number,
 *   past2s: number, rps: number, p99Ms: number, errors: number }} WrkReport
 */

/**
 * Loads `url` with `connections` connections on one thread for `seconds`, running
 * `script` (a file of this folder) with `env` as its environment. Resolves to the script's report,
 * with req/s, p99 in ms and all socket errors added up.
 * @returns {Promise<WrkReport>}
 */
export function runWrk({ url, connections, seconds, script = "count-answers.lua", headers = {}, env = {}, timeoutS = 10 }) {
  const args = [
    "--threads", "1",
    "--connections", String(connections),
    "--duration", `${seconds}s`,
    "--timeout", `${timeoutS}s`,
    "--script", path.join(luaDir, script),
    ...Object.entries(headers).flatMap(([name, value]) => ["--header", `${name}: ${value}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { env: { ...process.env, ...env, BENCH_LUA_DIR: luaDir }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.split("\n").find((text) => text.startsWith("WRK_REPORT "));
      if (code !== 0 || !line) return reject(new Error(`wrk ${url} exited with ${code}: ${err || out}`));
      const report = JSON.parse(line.slice("WRK_REPORT ".length));
      resolve({
        ...report,
        rps: report.requests / (report.durationUs / 1e6),
        p99Ms: report.p99Us / 1000,
        errors: report.connectErrors + report.readErrors + report.writeErrors + report.timeouts,
      });
    });
  });
}
