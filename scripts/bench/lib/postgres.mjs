// A throw-away PostgreSQL cluster in a temporary folder (initdb and pg_ctl of Debian's server
// programs, as the tests' tests/support/postgres-server.ts starts one), with PostgreSQL's own
// defaults for durability: what a results day's writes cost on a real server. As root it runs as
// the `postgres` user, since PostgreSQL refuses to run as root.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base)
    ? fs.readdirSync(base).filter((version) => fs.existsSync(path.join(base, version, "bin", "initdb"))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error("PostgreSQL's server programs are missing: apt-get install postgresql (or set PG_BIN).");
  return path.join(base, versions[0], "bin");
}

export function startPostgres(port) {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "college-bench-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    fs.chmodSync(dir, 0o755);
    execFileSync("chown", ["postgres:postgres", dir]);
  }
  const run = (program, args) => {
    const [command, fullArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]] : [path.join(bin, program), args];
    const result = spawnSync(command, fullArgs, { encoding: "utf8", env: { ...process.env, LANG: "C.UTF-8", LC_ALL: "C.UTF-8" } });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  run("pg_ctl", ["-D", dataDir, "-l", path.join(dir, "server.log"), "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`, "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
