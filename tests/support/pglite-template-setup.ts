import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../../server/db/database";
import { openEmbeddedPostgres } from "../../server/db/embedded-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration applied, which each test app starts from. */
    pgliteTemplate: string;
    /** A dump of one as initdb leaves it, before any migration (tests of a migration start from it). */
    pgliteBlankTemplate: string;
    /** The same database as a data folder on disk, as a server's first start leaves it (tests/support/embedded-data-dir.ts). */
    pgliteDataDirTemplate: string;
  }
}

/**
 * Creating an embedded database runs PostgreSQL's initdb in WebAssembly (3–9 s on a busy 2-core
 * machine); loading a dump of a migrated one takes under one, and copying a folder of it less. So
 * the `pglite` project makes that database once per run and every test app starts from a copy
 * (Epic Stack's `base.db`): in memory from its dump, or on disk from a folder the dump was loaded into.
 */
export default async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "college-pglite-template-"));
  const dataDir = path.join(folder, "db");
  const file = path.join(folder, "migrated.tar");
  const blankFile = path.join(folder, "blank.tar");
  const client = await openEmbeddedPostgres();
  let dump: Blob;
  try {
    fs.writeFileSync(blankFile, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    await migrate(drizzle({ client }), { migrationsFolder });
    dump = await client.dumpDataDir("none");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  const onDisk = await PGlite.create(dataDir, { loadDataDir: dump });
  await onDisk.close();
  project.provide("pgliteTemplate", file);
  project.provide("pgliteBlankTemplate", blankFile);
  project.provide("pgliteDataDirTemplate", dataDir);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
