import { useState } from "react";
import type { BackupStatus } from "../../../common/backup";
import { backupDownloadPath, backupStatusPath } from "../../../common/backup.resource";
import { downloadFile } from "../../lib/api-client";
import { useApiData } from "../../lib/admin/use-api-data";
import { formatDateTime } from "../../../common/format-date";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The dashboard's backup card: when the last scheduled backup was written and how big it is, a
 * warning when it is overdue, whether backups are encrypted (a warning when not: they hold every
 * applicant's personal details), and a backup to download now (to keep off the machine).
 */
export function BackupPanel() {
  const backups = useApiData<BackupStatus>(backupStatusPath, { failure: "The backup status could not be loaded." });
  const status = backups.data;
  const [download, setDownload] = useState<"idle" | "working" | "failed">("idle");

  const downloadNow = async () => {
    setDownload("working");
    try {
      await downloadFile(backupDownloadPath, "college-backup.tar.gz");
      setDownload("idle");
    } catch {
      setDownload("failed");
    }
  };

  return (
    <section aria-labelledby="backups-heading" className="card mt-8 p-6">
      <h2 id="backups-heading" className="text-lg font-semibold">
        Backups
      </h2>
      {backups.status === "failed" ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The backup status could not be loaded.{" "}
          <button type="button" className="underline" onClick={backups.reload}>
            Try again
          </button>
        </p>
      ) : !status ? (
        <p role="status" className="mt-2 text-sm text-muted">
          Loading the backup status…
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            {status.latest
              ? `Last backup: ${formatDateTime(status.latest.createdAt)} (${megabytes(status.latest.bytes)}).`
              : "No scheduled backup has been written yet."}{" "}
            {status.everyHours > 0 ? `A backup is written every ${status.everyHours} hours.` : "Scheduled backups are off."}
          </p>
          {status.encrypted ? (
            <p className="mt-2 text-sm text-muted">
              Backups are encrypted. They can be restored only with the backup key, which the person who looks after the server keeps
              apart from the backups.
            </p>
          ) : (
            <p className="mt-3 rounded-card border border-accent-300 bg-accent-50 px-4 py-3 text-sm text-accent-700">
              <strong className="font-semibold">Backups are not encrypted.</strong> Every backup holds the personal details of all
              applicants and students (names, phone numbers, email addresses, marks and complaints), and anyone who gets a copy can read
              them. Keep downloaded backups somewhere only you can reach, and ask the person who looks after the server to turn on backup
              encryption (the BACKUP_ENCRYPTION_KEY setting).
            </p>
          )}
          {status.overdue && (
            <p role="alert" className="mt-3 rounded-card border border-accent-300 bg-accent-50 px-4 py-3 text-sm font-medium text-accent-700">
              {status.latest
                ? "The last backup is older than expected. Download a backup now and tell the person who looks after the server."
                : "There is no backup yet. Download one now and keep it off this computer."}
            </p>
          )}
        </>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary" onClick={downloadNow} disabled={download === "working"}>
          {download === "working" ? "Preparing the backup…" : "Download backup"}
        </button>
        {download === "failed" && (
          <p role="alert" className="text-sm text-red-700">
            The backup could not be made. Please try again.
          </p>
        )}
      </div>
    </section>
  );
}
