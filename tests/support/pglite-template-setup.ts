import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../../server/platform/db/database";
import { openEmbeddedPostgres } from "../../server/platform/db/embedded-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration applied, which each test app starts from. */
    pgliteTemplate: string;
    /** A dump of one as initdb leaves it, before any migration (tests of a migration start from it). */
    pgliteBlankTemplate: string;
    /** The same database as a data folder on disk, as a server's first start leaves it (tests/support/embedded-data-dir.ts). */
    pgliteDataDirTemplate: string;
    /** A folder of this run, for what test files make once and share (tests/support/test-app.ts), removed at its end. */
    runFolder: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cacheFolder = path.join(root, "node_modules/.cache/college-pglite-templates");

/**
 * What the databases are made of: the migrations, the PGlite and Drizzle releases, the settings
 * the embedded database is created with, and this file. Any change to one makes them again.
 */
function templateKey(): string {
  const migrations = fs
    .readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const sources = [
    ...migrations.sort(),
    path.join(root, "node_modules/@electric-sql/pglite/package.json"),
    path.join(root, "node_modules/drizzle-orm/package.json"),
    path.join(root, "server/platform/db/embedded-postgres.ts"),
    fileURLToPath(import.meta.url),
  ];
  const hash = createHash("sha256");
  for (const file of sources) hash.update(`${path.relative(root, file)}\n`).update(fs.readFileSync(file));
  return hash.digest("hex").slice(0, 20);
}

/**
 * Creating an embedded database runs PostgreSQL's initdb in WebAssembly (3–9 s on a busy 2-core
 * machine); loading a dump of a migrated one takes under one, and copying a folder of it less. So
 * the `pglite` project makes that database once and every test app starts from a copy (Epic Stack's
 * `base.db`): in memory from its dump, or on disk from a folder the dump was loaded into. It is kept
 * in node_modules/.cache under the key of what it is made of, so a run after the first makes none.
 * The answer removes the run's folder once the run is over.
 */
export default async function setup(project: TestProject) {
  const kept = path.join(cacheFolder, templateKey());
  if (!fs.existsSync(kept)) await makeTemplates(kept);
  // Marked as used, so that the clean-up below spares it for a day.
  const now = new Date();
  fs.utimesSync(kept, now, now);
  project.provide("pgliteTemplate", path.join(kept, "migrated.tar"));
  project.provide("pgliteBlankTemplate", path.join(kept, "blank.tar"));
  project.provide("pgliteDataDirTemplate", path.join(kept, "db"));
  const runFolder = fs.mkdtempSync(path.join(os.tmpdir(), "college-run-"));
  project.provide("runFolder", runFolder);
  return () => fs.rmSync(runFolder, { recursive: true, force: true });
}

/** Makes the templates in a folder of this process and renames it to `kept` once whole; a run beside it may win the rename. */
async function makeTemplates(kept: string) {
  fs.mkdirSync(cacheFolder, { recursive: true });
  const folder = fs.mkdtempSync(`${kept}.making-`);
  try {
    const client = await openEmbeddedPostgres();
    let dump: Blob;
    try {
      fs.writeFileSync(path.join(folder, "blank.tar"), Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
      await migrate(drizzle({ client }), { migrationsFolder });
      dump = await client.dumpDataDir("none");
      fs.writeFileSync(path.join(folder, "migrated.tar"), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    const onDisk = await PGlite.create(path.join(folder, "db"), { loadDataDir: dump });
    await onDisk.close();
    fs.renameSync(folder, kept);
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    if (!fs.existsSync(kept)) throw error;
  }
  // Templates of earlier migrations, and what runs stopped midway left, once no run has used them
  // for a day: a run of another checkout sharing node_modules may still be using one.
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of fs.readdirSync(cacheFolder)) {
    const other = path.join(cacheFolder, name);
    const modified = fs.statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (other !== kept && modified < dayAgo) fs.rmSync(other, { recursive: true, force: true });
  }
}
