import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { z } from "zod";
import type { Database } from "../db/database";
import { countRows, dumpDatabase, loadDatabase, appliedMigrations, type TableDump } from "./database-dump";

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

/**
 * Folders of DATA_DIR that are not stored files: the embedded database's own folder (backed up
 * as data instead) and the backups themselves. Every other folder — uploads, documents, files,
 * and any a later version adds — goes into the archive without a change here.
 */
const NOT_FILES = new Set(["db", "backups"]);

function isStoredFilesFolder(entry: fs.Dirent) {
  return entry.isDirectory() && !NOT_FILES.has(entry.name) && !entry.name.startsWith(".");
}

async function filesUnder(directory: string, prefix = ""): Promise<string[]> {
  const entries = await fsp.readdir(directory, { withFileTypes: true }).catch(() => [] as fs.Dirent[]);
  const found: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(prefix, entry.name);
    // Unfinished uploads are dot-named temporary files: not part of what the site serves.
    if (entry.name.startsWith(".")) continue;
    if (entry.isDirectory()) found.push(...(await filesUnder(path.join(directory, entry.name), relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

async function storedFiles(dataDir: string): Promise<string[]> {
  const folders = (await fsp.readdir(dataDir, { withFileTypes: true }).catch(() => [] as fs.Dirent[])).filter(isStoredFilesFolder);
  const files: string[] = [];
  for (const folder of folders) files.push(...(await filesUnder(path.join(dataDir, folder.name), folder.name)));
  return files;
}

/**
 * Stored files are written once under a new name and never changed in place, so a hard link is
 * an instant, space-free snapshot of one; across file systems it is a copy.
 */
async function snapshotFiles(dataDir: string, staging: string) {
  for (const file of await storedFiles(dataDir)) {
    const target = path.join(staging, "files", file);
    if (fs.existsSync(target)) continue;
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.link(path.join(dataDir, file), target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return; // deleted since it was listed
      if (error.code !== "EXDEV" && error.code !== "EPERM") throw error;
      await fsp.copyFile(path.join(dataDir, file), target);
    });
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

const tableFile = (name: string) => path.posix.join("database", `${name}.jsonl`);

/**
 * Writes a backup of the database (as portable rows) and every stored file to `target`, while
 * the site keeps serving. The archive is written beside `target` under another name and renamed
 * when complete, so `target` is never a half-written backup.
 */
export async function writeBackup({ db, dataDir }: { db: Database; dataDir: string }, target: string): Promise<BackupSummary> {
  await fsp.mkdir(dataDir, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(dataDir, ".backup-"));
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.partial`);
  try {
    // Files before and after the database snapshot: a file the snapshot mentions was stored
    // before it was taken, so it is in one of the two passes.
    await snapshotFiles(dataDir, staging);
    const createdAt = new Date().toISOString();
    const { tables, migrations } = await dumpDatabase(db);
    await snapshotFiles(dataDir, staging);

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
 * Restores `archive` into the database and DATA_DIR. The archive is checked whole first; a
 * database with rows or a DATA_DIR with stored files is refused unless `force`, which replaces
 * them. The database is written in one transaction; the files are moved in after it commits.
 */
export async function restoreBackup(
  { db, dataDir }: { db: Database; dataDir: string },
  archive: string,
  { force }: { force: boolean },
): Promise<BackupSummary> {
  if (!fs.existsSync(archive)) throw new BackupError(`${archive} does not exist.`);
  await fsp.mkdir(dataDir, { recursive: true });
  const work = await fsp.mkdtemp(path.join(dataDir, ".restore-"));
  try {
    const manifest = await unpackAndCheck(archive, work);
    const known = new Set(await appliedMigrations(db));
    if (manifest.migrations.some((migration) => !known.has(migration))) {
      throw new BackupError(`${archive} comes from a newer version of the site: update this one first.`);
    }
    if (!force) {
      const rows = await countRows(db);
      const files = await storedFiles(dataDir);
      if (rows > 0 || files.length > 0) {
        throw new BackupError(
          `The target is not empty (${rows} rows in the database, ${files.length} stored files in ${dataDir}). Restore into an empty one, or add --force to replace everything.`,
        );
      }
    }
    const tables: TableDump[] = [];
    for (const table of manifest.tables) tables.push({ table: table.name, rows: await readTable(work, table.name) });
    await loadDatabase(db, tables, { replace: force });

    const folders = new Set(manifest.files.map((file) => file.path.split("/")[0]!));
    for (const folder of (await fsp.readdir(dataDir, { withFileTypes: true })).filter(isStoredFilesFolder)) {
      await fsp.rm(path.join(dataDir, folder.name), { recursive: true, force: true });
    }
    for (const folder of folders) await fsp.rename(path.join(work, "files", folder), path.join(dataDir, folder));
    return summaryOf(manifest, (await fsp.stat(archive)).size);
  } finally {
    await fsp.rm(work, { recursive: true, force: true, maxRetries: 3 });
  }
}
