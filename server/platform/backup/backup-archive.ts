import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import readline from "node:readline";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { z } from "zod";
import type { Database } from "../db/database-type";
import { isSafeName } from "../storage/file-storage";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "../storage/private-files";
import { STORAGE_AREAS, type SiteStorage, type StorageArea } from "../storage/site-storage";
import { BackupEncryptionError, encryptingStream, readBackupFile } from "./backup-encryption";
import { countRows, dumpDatabase, loadDatabase, appliedMigrations } from "./database-dump";
import { partialPathFor, stagingFolderIn, trackWorkingPath } from "./working-files";

const FORMAT = 1;

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.iso.datetime(),
  migrations: z.array(z.string()),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      rows: z.number().int().min(0),
      // The size of the table's file; backups written before it was recorded lack it.
      bytes: z.number().int().min(0).optional(),
      sha256: z.string(),
    }),
  ),
  files: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string() })),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

export type BackupSummary = { createdAt: string; tables: number; rows: number; files: number; bytes: number; encrypted: boolean };

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

/**
 * What a backup is taken from and restored into: the database, the stored files, and DATA_DIR for
 * its working folder; with `encryptionKey` (BACKUP_ENCRYPTION_KEY), backups are written encrypted
 * with it, and encrypted ones can be restored.
 */
export type BackupSource = { db: Database; storage: SiteStorage; dataDir: string; encryptionKey?: string | undefined };

/**
 * Writes a backup of the database (as portable rows) and every stored file to `target`, while
 * the site keeps serving. The archive is written beside `target` under another name and renamed
 * when complete, so `target` is never a half-written backup.
 */
export async function writeBackup({ db, storage, dataDir, encryptionKey }: BackupSource, target: string): Promise<BackupSummary> {
  await fsp.mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const staging = stagingFolderIn(dataDir, "backup");
  const partial = partialPathFor(target);
  const untrack = [trackWorkingPath(staging), trackWorkingPath(partial)];
  await fsp.mkdir(staging, { mode: PRIVATE_FOLDER_MODE });
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
      manifestTables.push({ name: table, rows: rows.length, bytes: (await fsp.stat(file)).size, sha256: await sha256Of(file) });
    }
    const manifestFiles: BackupManifest["files"] = [];
    for (const file of await filesUnder(path.join(staging, "files"))) {
      const absolute = path.join(staging, "files", file);
      manifestFiles.push({ path: file, size: (await fsp.stat(absolute)).size, sha256: await sha256Of(absolute) });
    }
    const manifest: BackupManifest = { format: FORMAT, createdAt, migrations, tables: manifestTables, files: manifestFiles };
    await fsp.writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));

    await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const entries = ["manifest.json", "database", ...(manifestFiles.length ? ["files"] : [])];
    // A backup holds password hashes and every applicant's details: for the server's user alone, and encrypted when there is a key.
    const archive = tar.c({ gzip: true, cwd: staging, portable: true }, entries);
    const file = fs.createWriteStream(partial, { mode: PRIVATE_FILE_MODE });
    if (encryptionKey) await pipeline(archive, await encryptingStream(encryptionKey), file);
    else await pipeline(archive, file);
    const handle = await fsp.open(partial, "r+");
    await handle.sync();
    await handle.close();
    await fsp.rename(partial, target);
    return summaryOf(manifest, (await fsp.stat(target)).size, Boolean(encryptionKey));
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
    for (const forget of untrack) forget();
  }
}

function summaryOf(manifest: BackupManifest, bytes: number, encrypted: boolean): BackupSummary {
  return {
    createdAt: manifest.createdAt,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.files.length,
    bytes,
    encrypted,
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** An entry's path as archives write it, without "./" before or "/" after. */
const entryPath = (written: string) => written.replace(/^(\.\/)+/, "").replace(/\/+$/, "");

const PLAIN_FILE_TYPES = new Set(["File", "OldFile", "ContiguousFile"]);

/** The manifest lists every stored file in some hundred bytes each: more than this is not a manifest. */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** What the manifest says of each entry it lists: its size (when it gives one) and checksum. */
type ListedEntries = Map<string, { size: number | undefined; sha256: string }>;

function listedEntries(manifest: BackupManifest): ListedEntries {
  return new Map([
    ...manifest.tables.map((table) => [tableFile(table.name), { size: table.bytes, sha256: table.sha256 }] as const),
    ...manifest.files.map((file) => [path.posix.join("files", file.path), { size: file.size, sha256: file.sha256 }] as const),
  ]);
}

/** The folders an archive may hold: those of the entries its manifest lists. */
function listedFolders(listed: ListedEntries): Set<string> {
  const folders = new Set<string>();
  for (const entry of listed.keys()) {
    for (let folder = path.posix.dirname(entry); folder !== "."; folder = path.posix.dirname(folder)) folders.add(folder);
  }
  return folders;
}

/**
 * Reads `archive` through once and writes nothing. Its first entry must be the manifest, and every
 * other entry one the manifest lists, of the size it gives (read from the entry's header, before
 * its bytes) and with its checksum; all of them together must fit in `room` bytes. So a damaged
 * archive, or a small one that would unpack to gigabytes, is refused before anything is extracted.
 */
async function checkArchive(archive: string, room: number, encryptionKey: string | undefined): Promise<{ manifest: BackupManifest; listed: ListedEntries; encrypted: boolean }> {
  let manifest: BackupManifest | undefined;
  let listed: ListedEntries = new Map();
  let folders = new Set<string>();
  const seen = new Set<string>();
  // What is left of `room` for the tables whose size an older manifest does not give.
  let unclaimed = room;
  const parser = new tar.Parser({ strict: true });
  const refuse = (problem: string) => parser.abort(new BackupError(`${archive} ${problem}`));
  const noManifest = "has no valid manifest: it is not a backup of this site, or it is damaged.";

  function readManifest(entry: tar.ReadEntry) {
    if (entryPath(entry.path) !== "manifest.json" || !PLAIN_FILE_TYPES.has(entry.type) || entry.size > MAX_MANIFEST_BYTES) return refuse(noManifest);
    const chunks: Buffer[] = [];
    entry.on("data", (chunk: Buffer) => chunks.push(chunk));
    entry.on("end", () => {
      let parsed;
      try {
        parsed = ManifestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch {
        return refuse(noManifest);
      }
      if (!parsed.success) return refuse(noManifest);
      if (parsed.data.files.some((file) => !placeOf(file.path))) return refuse("comes from a newer version of the site: update this one first.");
      manifest = parsed.data;
      listed = listedEntries(manifest);
      folders = listedFolders(listed);
      const declared = [...listed.values()].reduce((sum, entry) => sum + (entry.size ?? 0), 0);
      if (declared > room) return refuse(`would take ${megabytes(declared)} unpacked, more than the ${megabytes(room)} free to unpack it in.`);
      unclaimed = room - declared;
    });
  }

  parser.on("entry", (entry: tar.ReadEntry) => {
    if (!manifest) return readManifest(entry);
    const name = entryPath(entry.path);
    if (name === "" || (entry.type === "Directory" && folders.has(name))) return entry.resume();
    const expected = listed.get(name);
    if (!expected || !PLAIN_FILE_TYPES.has(entry.type) || seen.has(name)) return refuse(`is damaged: ${name} is not in its manifest.`);
    seen.add(name);
    if (expected.size !== undefined && entry.size !== expected.size) {
      return refuse(`is damaged: ${name} holds ${entry.size} bytes where its manifest says ${expected.size}.`);
    }
    if (expected.size === undefined) {
      unclaimed -= entry.size;
      if (unclaimed < 0) return refuse(`would take more than the ${megabytes(room)} free to unpack it in.`);
    }
    const hash = createHash("sha256");
    entry.on("data", (chunk: Buffer) => hash.update(chunk));
    entry.on("end", () => {
      if (hash.digest("hex") !== expected.sha256) refuse(`is damaged: ${name} does not match its checksum.`);
    });
  });

  const { stream: input, encrypted } = await openArchive(archive, encryptionKey);
  try {
    await new Promise<void>((resolve, reject) => {
      parser.on("error", reject);
      parser.on("end", resolve);
      input.on("error", reject);
      input.pipe(parser);
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (error instanceof BackupEncryptionError) throw new BackupError(`${archive} ${error.message}`);
    throw new BackupError(`${archive} is not a readable backup archive (${(error as Error).message}).`);
  } finally {
    input.destroy();
  }
  if (!manifest) throw new BackupError(`${archive} ${noManifest}`);
  const missing = [...listed.keys()].find((entry) => !seen.has(entry));
  if (missing) throw new BackupError(`${archive} is damaged: ${missing} is missing.`);
  return { manifest, listed, encrypted };
}

/**
 * How much of the archive extraction reads at a time, as much as the check before it reads (a read
 * stream's default). Each piece is unpacked whole before the disk can slow the reading down, and a
 * compressed piece may unpack to a thousand times its size: tar's default of 16 MB held a large,
 * well-compressed file entire in memory (2.68 GB for a 2.2 GB one).
 */
const ARCHIVE_READ_BYTES = 64 * 1024;

/** Extracts the entries `checkArchive` found listed and whole into `directory`, and nothing else. */
async function extractListed(archive: string, directory: string, listed: ListedEntries, encryptionKey: string | undefined) {
  const { stream: input } = await openArchive(archive, encryptionKey);
  try {
    const unpack = tar.x({
      cwd: directory,
      strict: true,
      maxReadSize: ARCHIVE_READ_BYTES,
      filter: (written, entry) => {
        const expected = listed.get(entryPath(written));
        return expected !== undefined && (expected.size === undefined || expected.size === entry.size);
      },
    });
    await new Promise<void>((resolve, reject) => {
      unpack.on("error", reject);
      unpack.on("close", resolve);
      input.on("error", reject);
      input.pipe(unpack);
    });
  } catch (error) {
    if (error instanceof BackupEncryptionError) throw new BackupError(`${archive} ${error.message}`);
    throw new BackupError(`${archive} could not be unpacked (${(error as Error).message}).`);
  } finally {
    input.destroy();
  }
}

/** The plain archive in `archive`, decrypted with `encryptionKey` when it is encrypted, as a stream. */
async function openArchive(archive: string, encryptionKey: string | undefined) {
  try {
    return await readBackupFile(archive, encryptionKey);
  } catch (error) {
    if (error instanceof BackupEncryptionError) throw new BackupError(`${archive} ${error.message}`);
    throw error;
  }
}

/** The bytes free on the file system that holds `directory`. */
async function freeSpaceAt(directory: string): Promise<number> {
  const { bavail, bsize } = await fsp.statfs(directory);
  return bavail * bsize;
}

/** A table's rows from its file in an unpacked archive, a line at a time. */
async function* rowsIn(file: string): AsyncIterable<unknown> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield JSON.parse(line) as unknown;
}

/**
 * Restores `archive` into the database and the stored files (DATA_DIR or the bucket). The archive
 * is checked whole first; a database with rows or a storage with files is refused unless `force`,
 * which replaces them. The files go in first, so the restored database never names a missing one;
 * the rows go in in one transaction. All or nothing: when a file or a row cannot be restored, the
 * files the restore added are removed again, so an empty target is empty again.
 */
export async function restoreBackup({ db, storage, dataDir, encryptionKey }: BackupSource, archive: string, { force }: { force: boolean }): Promise<BackupSummary> {
  if (!fs.existsSync(archive)) throw new BackupError(`${archive} does not exist.`);
  await fsp.mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const work = stagingFolderIn(dataDir, "restore");
  const untrack = trackWorkingPath(work);
  await fsp.mkdir(work, { mode: PRIVATE_FOLDER_MODE });
  try {
    const { manifest, listed, encrypted } = await checkArchive(archive, await freeSpaceAt(work), encryptionKey);
    const known = new Set(await appliedMigrations(db));
    if (manifest.migrations.some((migration) => !known.has(migration))) {
      throw new BackupError(`${archive} comes from a newer version of the site: update this one first.`);
    }
    const present = await storedFiles(storage);
    if (!force) {
      const rows = await countRows(db);
      if (rows > 0 || present.length > 0) {
        throw new BackupError(
          `The target is not empty (${rows} rows in the database, ${present.length} stored files in ${storage.where}). Restore into an empty one, or add --force to replace everything.`,
        );
      }
    }
    await extractListed(archive, work, listed, encryptionKey);

    const existed = new Set(present.map((file) => file.archivePath));
    const added: { area: StorageArea; name: string }[] = [];
    try {
      for (const file of manifest.files) {
        const { area, name } = placeOf(file.path)!;
        if (!existed.has(file.path)) added.push({ area, name });
        await storage.areas[area].saveFromFile(name, path.join(work, "files", file.path));
      }
      const tables = manifest.tables.map((table) => ({ table: table.name, rows: rowsIn(path.join(work, tableFile(table.name))) }));
      await loadDatabase(db, tables, { replace: force });
    } catch (error) {
      let stranded = 0;
      for (const { area, name } of added) await storage.areas[area].remove(name).catch(() => (stranded += 1));
      const outcome = stranded
        ? `The database is unchanged, but ${stranded} of the files it added could not be removed from ${storage.where}.`
        : force
          ? "The database is unchanged; the stored files the archive holds have replaced those of the same name."
          : "Nothing was restored: the database and the stored files are empty again.";
      throw new BackupError(`${archive} could not be restored: ${(error as Error).message}. ${outcome}`);
    }

    // Files the archive does not hold (only with --force can there be any) are removed.
    const restored = new Set(manifest.files.map((file) => file.path));
    for (const { area, name, archivePath } of present) {
      if (!restored.has(archivePath)) await storage.areas[area].remove(name);
    }
    return summaryOf(manifest, (await fsp.stat(archive)).size, encrypted);
  } finally {
    await fsp.rm(work, { recursive: true, force: true, maxRetries: 3 });
    untrack();
  }
}
