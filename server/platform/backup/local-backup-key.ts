import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "../storage/private-files";

export const LOCAL_BACKUP_KEY_HEADER = "x-local-backup-key";
export const localBackupKeyPath = (dataDir: string) => path.join(dataDir, "backup.key");

/**
 * `npm run backup` cannot open the embedded database while the server holds it, so it asks the
 * server for the backup instead. It proves it runs on this machine, as the site's owner, by
 * reading this key from DATA_DIR — readable only by the owner, like the database files next to
 * it. A new key is written at each start.
 */
export async function writeLocalBackupKey(dataDir: string): Promise<string> {
  const key = randomBytes(32).toString("hex");
  await fs.mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  // A new file renamed over the old one: a mode given on writing applies only to a file it creates,
  // and the command never reads half a key.
  const temporary = `${localBackupKeyPath(dataDir)}.${randomBytes(6).toString("hex")}.tmp`;
  await fs.writeFile(temporary, key, { mode: PRIVATE_FILE_MODE });
  await fs.rename(temporary, localBackupKeyPath(dataDir));
  return key;
}

export function isLocalBackupKey(given: string | string[] | undefined, key: string): boolean {
  if (typeof given !== "string" || given.length !== key.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(key));
}
