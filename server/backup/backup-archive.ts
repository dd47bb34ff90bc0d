import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { z } from "zod";
import type { Database } from "../db/database";
import { isSafeName } from "../storage/file-storage";
import { STORAGE_AREAS, type SiteStorage, type StorageArea } from "../storage/site-storage";
import { countRows, dumpDatabase, loadDatabase, appliedMigrations, type TableDump } from "./database-dump";
import { partialPathFor, stagingFolderIn, trackWorkingPath } from "./working-files";

const FORMAT = 1;

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.iso.datetime(),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0), sha256: z.string() })),
  files: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string() })),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

export type BackupSummary = { createdAt: string; tables: number; rows: number; files: number; bytes: number };

export class BackupError extends Error {}

async function filesUnder(directory: string, prefix = ""): Promise<string[]> {
  const entries = await fsp.readdir(directory, { withFileTypes: true }).catch(() => [] as fs.Dirent[]);
  const found: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path.join(directory, entry.name), relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

/** A stored file by its storage area and name, and the path `<area>/<name>` it has in an archive. */
type StoredFileEntry = { area: StorageArea; name: string; archivePath: string };

async function storedFiles(storage: SiteStorage): Promise<StoredFileEntry[]> {
  const files: StoredFileEntry[] = [];
  for (const area of STORAGE_AREAS) {
    for (const name of await storage.areas[area].list()) files.push({ area, name, archivePath: `${area}/${name}` });
  }
  return files;
}

/** The storage area and name an archive path `<area>/<name>` stands for, or undefined when this version has no such place. */
function placeOf(archivePath: string): { area: StorageArea; name: string } | undefined {
  const [area, name, ...rest] = archivePath.split("/");
  const known = (STORAGE_AREAS as readonly string[]).includes(area!);
  return known && name && rest.length === 0 && isSafeName(name) ? { area: area as StorageArea, name } : undefined;
}

/** Copies every stored file not yet in `staging` there, read through the storage in use (disk or bucket). */
async function snapshotFiles(storage: SiteStorage, staging: string) {
  for (const { area, name, archivePath } of await storedFiles(storage)) {
    const target = path.join(staging, "files", archivePath);
    if (fs.existsSync(target)) continue;
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await storage.areas[area].copyToFile(name, target); // false: deleted since it was listed
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

const tableFile = (name: string) => path.posix.join("database", `${name}.jsonl`);

/** What a backup is taken from and restored into: the database, the stored files, and DATA_DIR for its working folder. */
export type BackupSource = { db: Database; storage: SiteStorage; dataDir: string };

/**
 * Writes a backup of the database (as portable rows) and every stored file to `target`, while
 * the site keeps serving. The archive is written beside `target` under another name and renamed
 * when complete, so `target` is never a half-written backup.
 */
export async function writeBackup({ db, storage, dataDir }: BackupSource, target: string): Promise<BackupSummary> {
  await fsp.mkdir(dataDir, { recursive: true });
  const staging = stagingFolderIn(dataDir, "backup");
  const partial = partialPathFor(target);
  const untrack = [trackWorkingPath(staging), trackWorkingPath(partial)];
  await fsp.mkdir(staging);
  try {
    // Files before and after the database snapshot: a file the snapshot mentions was stored
    // before it was taken, so it is in one of the two passes.
    await snapshotFiles(storage, staging);
    const createdAt = new Date().toISOString();
    const { tables, migrations } = await dumpDatabase(db);
    await snapshotFiles(storage, staging);

    await fsp.mkdir(path.join(staging, "database"));
    const manifestTables: BackupManifest["tables"] = [];
    for (const { table, rows } of tables) {
      const file = path.join(staging, tableFile(table));
      await fsp.writeFile(file, rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
      manifestTables.push({ name: table, rows: rows.length, sha256: await sha256Of(file) });
    }
    const manifestFiles: BackupManifest["files"] = [];
    for (const file of await filesUnder(path.join(staging, "files"))) {
      const absolute = path.join(staging, "files", file);
      manifestFiles.push({ path: file, size: (await fsp.stat(absolute)).size, sha256: await sha256Of(absolute) });
    }
    const manifest: BackupManifest = { format: FORMAT, createdAt, migrations, tables: manifestTables, files: manifestFiles };
    await fsp.writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));

    await fsp.mkdir(path.dirname(target), { recursive: true });
    const entries = ["manifest.json", "database", ...(manifestFiles.length ? ["files"] : [])];
    await tar.c({ gzip: true, cwd: staging, file: partial, portable: true }, entries);
    const handle = await fsp.open(partial, "r+");
    await handle.sync();
    await handle.close();
    await fsp.rename(partial, target);
    return summaryOf(manifest, (await fsp.stat(target)).size);
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
    for (const forget of untrack) forget();
  }
}

function summaryOf(manifest: BackupManifest, bytes: number): BackupSummary {
  return {
    createdAt: manifest.createdAt,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.files.length,
    bytes,
  };
}

/** Unpacks `archive` into `directory` and checks every entry against the manifest before anything is restored. */
async function unpackAndCheck(archive: string, directory: string): Promise<BackupManifest> {
  try {
    // Read through once before writing anything: a cut or corrupted archive fails here whole.
    await tar.t({ file: archive, strict: true });
    await tar.x({ file: archive, cwd: directory, strict: true });
  } catch (error) {
    throw new BackupError(`${archive} is not a readable backup archive (${(error as Error).message}).`);
  }
  const manifestPath = path.join(directory, "manifest.json");
  const parsed = ManifestSchema.safeParse(
    await fsp.readFile(manifestPath, "utf8").then(
      (text) => JSON.parse(text) as unknown,
      () => undefined,
    ),
  );
  if (!parsed.success) throw new BackupError(`${archive} has no valid manifest: it is not a backup of this site, or it is damaged.`);
  const manifest = parsed.data;
  const expected = [
    ...manifest.tables.map((table) => ({ file: tableFile(table.name), sha256: table.sha256 })),
    ...manifest.files.map((file) => ({ file: path.posix.join("files", file.path), sha256: file.sha256 })),
  ];
  for (const { file, sha256 } of expected) {
    const absolute = path.join(directory, file);
    if (!fs.existsSync(absolute)) throw new BackupError(`${archive} is damaged: ${file} is missing.`);
    if ((await sha256Of(absolute)) !== sha256) throw new BackupError(`${archive} is damaged: ${file} does not match its checksum.`);
  }
  const listed = new Set(expected.map((entry) => entry.file));
  const present = [
    ...(await filesUnder(path.join(directory, "database"))).map((file) => path.posix.join("database", file)),
    ...(await filesUnder(path.join(directory, "files"))).map((file) => path.posix.join("files", file)),
  ];
  const extra = present.find((file) => !listed.has(file));
  if (extra) throw new BackupError(`${archive} is damaged: ${extra} is not in its manifest.`);
  return manifest;
}

async function readTable(directory: string, name: string): Promise<unknown[]> {
  const text = await fsp.readFile(path.join(directory, tableFile(name)), "utf8");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
}

/**
 * Restores `archive` into the database and the stored files (DATA_DIR or the bucket). The archive
 * is checked whole first; a database with rows or a storage with files is refused unless `force`,
 * which replaces them. The files go in first, so the restored database never names a missing one;
 * the rows go in in one transaction.
 */
export async function restoreBackup({ db, storage, dataDir }: BackupSource, archive: string, { force }: { force: boolean }): Promise<BackupSummary> {
  if (!fs.existsSync(archive)) throw new BackupError(`${archive} does not exist.`);
  await fsp.mkdir(dataDir, { recursive: true });
  const work = stagingFolderIn(dataDir, "restore");
  const untrack = trackWorkingPath(work);
  await fsp.mkdir(work);
  try {
    const manifest = await unpackAndCheck(archive, work);
    const known = new Set(await appliedMigrations(db));
    const unplaced = manifest.files.find((file) => !placeOf(file.path));
    if (unplaced || manifest.migrations.some((migration) => !known.has(migration))) {
      throw new BackupError(`${archive} comes from a newer version of the site: update this one first.`);
    }
    if (!force) {
      const rows = await countRows(db);
      const files = await storedFiles(storage);
      if (rows > 0 || files.length > 0) {
        throw new BackupError(
          `The target is not empty (${rows} rows in the database, ${files.length} stored files in ${storage.where}). Restore into an empty one, or add --force to replace everything.`,
        );
      }
    }
    const restored = new Set<string>();
    for (const file of manifest.files) {
      const { area, name } = placeOf(file.path)!;
      await storage.areas[area].save(name, await fsp.readFile(path.join(work, "files", file.path)));
      restored.add(file.path);
    }
    const tables: TableDump[] = [];
    for (const table of manifest.tables) tables.push({ table: table.name, rows: await readTable(work, table.name) });
    await loadDatabase(db, tables, { replace: force });

    // Files the archive does not hold (only with --force can there be any) are removed.
    for (const { area, name, archivePath } of await storedFiles(storage)) {
      if (!restored.has(archivePath)) await storage.areas[area].remove(name);
    }
    return summaryOf(manifest, (await fsp.stat(archive)).size);
  } finally {
    await fsp.rm(work, { recursive: true, force: true, maxRetries: 3 });
    untrack();
  }
}
