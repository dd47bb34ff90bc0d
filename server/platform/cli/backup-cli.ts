import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { backupDownloadPath } from "../../../common/backup.resource";
import { BackupError, restoreBackup, writeBackup, type BackupSource, type BackupSummary } from "../backup/backup-archive";
import { isEncryptedBackup } from "../backup/backup-encryption";
import { LOCAL_BACKUP_KEY_HEADER, localBackupKeyPath } from "../backup/local-backup-key";
import { partialPathFor, removeWorkInProgress, trackWorkingPath } from "../backup/working-files";
import { ConfigError, parseConfig, type Config } from "../../config";
import { DataDirLockedError } from "../db/data-dir-lock";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { createPrivately, PRIVATE_FILE_MODE } from "../storage/private-files";
import { openSiteStorage } from "../storage/site-storage";

const usage = `Usage:
  npm run backup -- FILE.tar.gz             back up the database and stored files (the server may keep running)
  npm run restore -- FILE.tar.gz [--force]  restore into an empty database and storage (--force replaces what is there)`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const encryption = (encrypted: boolean) => (encrypted ? "encrypted" : "not encrypted");
const describe = (summary: BackupSummary) =>
  `${summary.rows} rows in ${summary.tables} tables and ${summary.files} stored files (${megabytes(summary.bytes)}, ${encryption(summary.encrypted)}), taken ${summary.createdAt}`;

/**
 * The running server holds the embedded database, so it writes the backup and sends it here;
 * the local key in DATA_DIR shows the request comes from this machine's site owner.
 */
async function backupThroughServer(config: Config, target: string) {
  const key = await fsp.readFile(localBackupKeyPath(config.dataDir), "utf8");
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  const response = await fetch(`http://${host.includes(":") ? `[${host}]` : host}:${config.port}${backupDownloadPath}`, {
    headers: { [LOCAL_BACKUP_KEY_HEADER]: key },
  });
  if (!response.ok || !response.body) throw new BackupError(`The running server could not write a backup (HTTP ${response.status}).`);
  const partial = partialPathFor(target);
  const forget = trackWorkingPath(partial);
  try {
    await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), fs.createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
    await fsp.rename(partial, target);
  } catch (error) {
    throw new BackupError(`The backup from the running server broke off (${(error as Error).message}): nothing was written to ${target}.`);
  } finally {
    await fsp.rm(partial, { force: true });
    forget();
  }
  return (await fsp.stat(target)).size;
}

/** What an interrupt tells while it would cut work short; the work sets it, and clears it once done. */
let interruption: string | undefined;

/**
 * Ctrl-C or SIGTERM: Node.js would exit at once, leaving the half-written archive and staging
 * folder, with no word of what became of the work.
 */
function stopOnSignal(signal: NodeJS.Signals) {
  removeWorkInProgress();
  if (interruption) console.error(interruption);
  process.exit(128 + os.constants.signals[signal]);
}

async function backup(config: Config, target: string) {
  interruption = `Backup interrupted: nothing was written to ${target}.`;
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.log("The server is running on this data folder: asking it for the backup…");
    const bytes = await backupThroughServer(config, target);
    interruption = undefined;
    console.log(`Backed up to ${target} (${megabytes(bytes)}, ${encryption(await isEncryptedBackup(target))}).`);
    return;
  }
  await withSource(config, database, async (source) => {
    const summary = await writeBackup(source, target);
    interruption = undefined;
    console.log(`Backed up to ${target}: ${describe(summary)}.`);
  });
}

async function restore(config: Config, archive: string, force: boolean) {
  interruption = `Restore interrupted before it finished: part of ${archive} may be in place. Restore it again with --force.`;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await withSource(config, database, async (source) => {
    const summary = await restoreBackup(source, archive, { force });
    interruption = undefined;
    const where = config.databaseUrl ? "PostgreSQL" : "the embedded database";
    console.log(`Restored ${describe(summary)} into ${where} and ${source.storage.where}.`);
  });
}

/** Runs `work` on the open database and the configured storage, and closes both after it. */
async function withSource(config: Config, database: DatabaseHandle, work: (source: BackupSource) => Promise<void>) {
  const storage = openSiteStorage(config);
  try {
    await work({ db: database.db, storage, dataDir: config.dataDir, encryptionKey: config.backups.encryptionKey });
  } finally {
    storage.close();
    await database.close();
  }
}

async function main() {
  createPrivately();
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes("--force");
  const files = rest.filter((argument) => argument !== "--force");
  if ((command !== "backup" && command !== "restore") || files.length !== 1 || (command === "backup" && force)) {
    console.error(usage);
    process.exit(1);
  }
  const config = parseConfig(process.env);
  const file = path.resolve(files[0]!);
  process.on("SIGINT", stopOnSignal);
  process.on("SIGTERM", stopOnSignal);
  if (command === "backup") await backup(config, file);
  else await restore(config, file, force);
}

main().catch((error) => {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error instanceof Error ? error.message : error);
  process.exit(1);
});
