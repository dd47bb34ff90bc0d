import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The committed migrations (server/platform/db/migrations). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../server/platform/db/migrations");

/**
 * A copy of the migrations folder that stops before `tag`: migrated with it, a database is as an
 * earlier version left it. `remove` deletes the copy.
 */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  const stop = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, stop);
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
