import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

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
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(localBackupKeyPath(dataDir), key, { mode: 0o600 });
  return key;
}

export function isLocalBackupKey(given: string | string[] | undefined, key: string): boolean {
  if (typeof given !== "string" || given.length !== key.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(key));
}
