import fsp from "node:fs/promises";
import path from "node:path";
import type { Database } from "../db/database-type";
import { localAreaFolder, STORAGE_AREAS, type SiteStorage } from "../storage/site-storage";
import { writeBackup } from "./backup-archive";
import { backupsFolderOf, removeLeftovers } from "./working-files";

export type BackupFile = { name: string; createdAt: Date; bytes: number };

const SCHEDULED_NAME = /^backup-[0-9TZ-]+\.tar\.gz$/;

/** The backups the server writes into DATA_DIR/backups on its schedule, and how recent the newest is. */
export function createBackupsService(
  db: Database,
  storage: SiteStorage,
  { dataDir, everyHours, keep, encryptionKey }: { dataDir: string; everyHours: number; keep: number; encryptionKey?: string | undefined },
) {
  const folder = backupsFolderOf(dataDir);
  const source = { db, storage, dataDir, encryptionKey };

  async function list(): Promise<BackupFile[]> {
    const names = (await fsp.readdir(folder).catch(() => [] as string[])).filter((name) => SCHEDULED_NAME.test(name));
    const files = await Promise.all(
      names.map(async (name) => {
        const stats = await fsp.stat(path.join(folder, name));
        return { name, createdAt: stats.mtime, bytes: stats.size };
      }),
    );
    return files.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  return {
    folder,
    everyHours,
    /** Whether backups are written encrypted (BACKUP_ENCRYPTION_KEY is set). */
    encrypted: Boolean(encryptionKey),
    /** A backup written to `target` now. */
    write: (target: string) => writeBackup(source, target),
    list,
    /** Removes what backups, restores and saves of stored files killed midway left behind; answers the paths removed. */
    removeLeftovers: () => removeLeftovers(dataDir, STORAGE_AREAS.map((area) => localAreaFolder(dataDir, area))),

    /** Writes the next scheduled backup, then deletes all but the newest `keep`. */
    async writeScheduled(now = new Date()): Promise<BackupFile> {
      const name = `backup-${now.toISOString().replace(/[:.]/g, "-").replace(/-\d{3}Z$/, "Z")}.tar.gz`;
      await writeBackup(source, path.join(folder, name));
      const files = await list();
      for (const old of files.slice(keep)) await fsp.rm(path.join(folder, old.name), { force: true });
      return files.find((file) => file.name === name) ?? files[0]!;
    },

    /** The newest backup, and whether it is older than two periods (or missing) while backups are on. */
    async status(now = new Date()) {
      const [latest] = await list();
      const periodMs = everyHours * 3_600_000;
      const overdue = everyHours > 0 && (!latest || now.getTime() - latest.createdAt.getTime() > 2 * periodMs);
      return { everyHours, latest: latest ?? null, overdue };
    },

    /** The path of a scheduled backup by its name, or undefined for any other name. */
    pathOf: (name: string) => (SCHEDULED_NAME.test(name) ? path.join(folder, name) : undefined),
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
