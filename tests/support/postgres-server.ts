import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Where a Debian PostgreSQL server's programs live, newest version first (or PG_BIN). */
function findBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base)
    ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, "bin", "initdb"))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) {
    throw new Error("PostgreSQL server programs not found. Install them with: apt-get install postgresql (or set PG_BIN).");
  }
  return path.join(base, versions[0]!, "bin");
}

/**
 * A throw-away PostgreSQL server in a temporary folder, for the tests that run against a real
 * server. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export function startPostgres(port: number) {
  const bin = findBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "college-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    fs.chmodSync(dir, 0o755);
    execFileSync("chown", ["postgres:postgres", dir]);
  }
  const run = (program: string, args: string[]) => {
    const [command, fullArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    // The server's locale is the one the tests expect (code-point order, Unicode case), whatever
    // the machine's LANG names: initdb refuses a locale the machine has not generated.
    const result = spawnSync(command, fullArgs, { encoding: "utf8", env: { ...process.env, LANG: "C.UTF-8", LC_ALL: "C.UTF-8" } });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };

  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      "-w",
      "start",
    ]);
  const halt = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server and keeps its data, as an outage would; `start` brings it back. */
    halt,
    start,
    stop: () => {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
