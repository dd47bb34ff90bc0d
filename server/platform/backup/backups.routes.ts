import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import type { BackupStatus } from "../../../common/backup";
import { backupDownloadPath, backupStatusPath } from "../../../common/backup.resource";
import { mayUse } from "../../../common/roles";
import { registerAdminRoutes, requireRole } from "../auth/admin-guard";
import type { Services } from "../../services";
import { isLocalBackupKey, LOCAL_BACKUP_KEY_HEADER } from "./local-backup-key";
import { downloadPathIn } from "./working-files";

/**
 * `GET /api/admin/backups`: the schedule and the newest scheduled backup (the dashboard warns
 * when it is overdue). `GET /api/admin/backups/now`: a backup taken now, as a download — the
 * admin's "Download backup" button, and `npm run backup` while the server holds the embedded
 * database (with the local key instead of a session).
 */
export async function backupsRoutes(app: FastifyInstance, { services, localKey }: { services: Services; localKey: string }) {
  const { backups, auth } = services;

  registerAdminRoutes(app, auth, "administration", (guarded) => {
    guarded.get(backupStatusPath, async (): Promise<BackupStatus> => {
      const { everyHours, latest, overdue } = await backups.status();
      return {
        everyHours,
        overdue,
        encrypted: backups.encrypted,
        latest: latest && { name: latest.name, createdAt: latest.createdAt.toISOString(), bytes: latest.bytes },
      };
    });
  });

  const administrator = requireRole(auth, mayUse.administration);
  app.get(
    backupDownloadPath,
    {
      config: { roles: mayUse.administration },
      onRequest: async (request, reply) => {
        reply.header("cache-control", "no-store");
        if (!isLocalBackupKey(request.headers[LOCAL_BACKUP_KEY_HEADER], localKey)) await administrator(request, reply);
      },
    },
    async (request, reply) => {
      // Deleted once sent (and at the next start, should the server stop before).
      const file = downloadPathIn(backups.folder);
      const summary = await backups.write(file);
      // It holds every family's application and every account's password hash: the activity log says who took one.
      const megabytes = (summary.bytes / 1024 / 1024).toFixed(1);
      await services.audit.record({
        username: request.admin?.username ?? null,
        action: "download",
        resource: "backup",
        summary: request.admin
          ? `Downloaded a backup of the whole site (${megabytes} MB)`
          : `Wrote a backup of the whole site from the server's own machine, npm run backup (${megabytes} MB)`,
      });
      reply.raw.on("close", () => fs.rm(file, { force: true }, () => {}));
      const day = summary.createdAt.slice(0, 10);
      return reply
        // An encrypted one is no gzip file until it is decrypted.
        .type(summary.encrypted ? "application/octet-stream" : "application/gzip")
        .header("content-disposition", `attachment; filename="college-backup-${day}.tar.gz"`)
        .header("content-length", summary.bytes)
        .send(fs.createReadStream(file));
    },
  );
}
