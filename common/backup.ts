/** `GET /api/admin/backups`: the backup schedule and the newest scheduled backup. */
export type BackupStatus = {
  /** Hours between scheduled backups; 0 when they are off. */
  everyHours: number;
  /** True while backups are on and the newest is older than two periods, or there is none. */
  overdue: boolean;
  /** Whether backups are encrypted (BACKUP_ENCRYPTION_KEY is set); without it they hold personal data readable by anyone with a copy. */
  encrypted: boolean;
  latest: { name: string; createdAt: string; bytes: number } | null;
};
