import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";

/**
 * Puts in `dataDir` the embedded database a server's first start there would create (migrated,
 * empty), copied from the one the `pglite` project makes once per run, instead of running initdb
 * again (3 s or more each). For tests whose subject is what happens after that start (backups,
 * restores, a crash, a restart); server/platform/db/data-dir-lock.test.ts still starts a server on an
 * empty folder, which creates its database itself.
 */
export function copyMigratedDatabase(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.cpSync(inject("pgliteDataDirTemplate"), path.join(dataDir, "db"), { recursive: true, errorOnExist: true, force: false });
}

/** The same database as a dump, for `inMemoryDatabase: { from }`: an app on it starts without initdb. */
export async function migratedDatabaseDump(): Promise<{ from: Blob }> {
  return { from: new Blob([await fs.promises.readFile(inject("pgliteTemplate"))]) };
}

/** A dump of a database as initdb leaves it, before any migration, for PGlite's `loadDataDir`. */
export async function blankDatabaseDump(): Promise<Blob> {
  return new Blob([await fs.promises.readFile(inject("pgliteBlankTemplate"))]);
}
