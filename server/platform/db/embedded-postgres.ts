import { fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { makePrivate } from "../storage/private-files";

/**
 * PostgreSQL's default 128 MB of shared buffers would all sit in the server's memory; this
 * site's whole database is a few megabytes, so 16 MB keeps every page of it cached.
 */
const settings = ["-c", "shared_buffers=16MB"];
const options = { startParams: [...PGlite.defaultStartParams, ...settings], initDbStartParams: settings };

const scriptPath = fileURLToPath(import.meta.url);
// The child loads this TypeScript file through tsx, found from here rather than from the working folder.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * Opens PGlite in `directory`, creating the database there first if needed, or in memory (tests):
 * new, or as a copy of `template` (a data folder dumped by PGlite's `dumpDataDir`).
 */
export async function openEmbeddedPostgres(directory?: string, template?: Blob): Promise<PGlite> {
  if (!directory) return PGlite.create({ ...options, loadDataDir: template });
  fs.mkdirSync(directory, { recursive: true });
  if (!fs.existsSync(path.join(directory, "PG_VERSION"))) await createInChildProcess(directory);
  const database = await PGlite.create(directory, options);
  // PGlite sets its files' modes itself, whatever the process's umask: initdb's are 0666, and some
  // it writes as it runs (pg_internal.init) 0644. Its folders follow the umask, so a file written
  // between two starts is out of other users' reach too.
  await makePrivate(directory);
  return database;
}

/**
 * Creating a database (initdb) briefly needs several hundred megabytes that WebAssembly never
 * hands back; doing it in a short-lived process keeps the long-running server small.
 */
function createInChildProcess(directory: string) {
  return new Promise<void>((resolve, reject) => {
    const child = fork(scriptPath, [directory], { execArgv: ["--import", tsxLoader], stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`creating the embedded database in ${directory} failed (exit code ${code})`));
    });
  });
}

// Run as a child process by createInChildProcess.
if (process.argv[1] === scriptPath) {
  const database = await PGlite.create(process.argv[2], options);
  await database.close();
}
