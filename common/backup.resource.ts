/** The backup schedule and the newest scheduled backup (GET, a `BackupStatus`). */
export const backupStatusPath = "/api/admin/backups";
/** A backup taken now, as a download (GET): the admin's "Download backup", and `npm run backup` while the server runs. */
export const backupDownloadPath = `${backupStatusPath}/now`;
