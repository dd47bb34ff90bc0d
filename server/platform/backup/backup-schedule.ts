import type { FastifyBaseLogger } from "fastify";
import type { BackupsService } from "./backups.service";

/** A fresh install (or one whose last backup is overdue) gets its first backup this soon after start. */
const FIRST_DELAY_MS = 60_000;

/**
 * Writes a backup every `everyHours` while the server runs. The next one is due a period after
 * the newest on disk, so restarts neither skip nor repeat backups. At start, and before each
 * backup, removes what backups killed midway left behind (a crash skips their own clean-up).
 * `stop` waits for a backup being written, so the database is not closed under it.
 */
export function scheduleBackups(backups: BackupsService, log: FastifyBaseLogger) {
  const periodMs = backups.everyHours * 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const removeLeftovers = () =>
    backups.removeLeftovers().then(
      (removed) => {
        if (removed.length) log.info({ removed }, "removed what interrupted backups and saves left behind");
      },
      (error: Error) => log.warn({ err: error }, "could not remove what interrupted backups and saves left behind"),
    );
  let running: Promise<unknown> = removeLeftovers();

  const plan = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = removeLeftovers()
        .then(() => backups.writeScheduled())
        .then(
          (file) => log.info({ backup: file.name, bytes: file.bytes }, "wrote the scheduled backup"),
          (error: Error) => log.error({ err: error }, "the scheduled backup failed; the next attempt is in one period"),
        );
      void running.then(() => plan(periodMs));
    }, delayMs);
    timer.unref();
  };

  if (periodMs > 0) {
    void backups.list().then(([latest]) => {
      const due = latest ? latest.createdAt.getTime() + periodMs - Date.now() : 0;
      plan(Math.max(due, FIRST_DELAY_MS));
    });
  }

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
