import { useCallback, useEffect, useState } from "react";
import type { BackupStatus } from "../../../common/backup";
import { apiRequest, getStoredToken } from "../../lib/api-client";
import { formatDateTime } from "./format-date";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Saves a download that needs the admin's token, which a plain link cannot send. */
async function downloadWithToken(path: string) {
  const token = getStoredToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`The backup could not be made (${response.status}).`);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "college-backup.tar.gz";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The dashboard's backup card: when the last scheduled backup was written and how big it is, a
 * warning when it is overdue, and a backup to download now (to keep off the machine).
 */
export function BackupPanel() {
  const [status, setStatus] = useState<BackupStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [download, setDownload] = useState<"idle" | "working" | "failed">("idle");

  const load = useCallback(() => {
    setFailed(false);
    apiRequest<BackupStatus>("/api/admin/backups").then(setStatus, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const downloadNow = async () => {
    setDownload("working");
    try {
      await downloadWithToken("/api/admin/backups/now");
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
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The backup status could not be loaded.{" "}
          <button type="button" className="underline" onClick={load}>
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
