import type { FastifyBaseLogger } from "fastify";
import type { ErasedCounts } from "./personal-data.repository";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first run comes this soon after start, out of the way of the start's own work. */
const FIRST_DELAY_MS = 5 * 60 * 1000;

/**
 * Erases personal data past its retention once a day while the server runs: `run` (the service's
 * scheduled run, which takes turns with the other instances and records what it erased). `stop`
 * waits for a run in progress, so the database is not closed under it.
 */
export function scheduleRetention(run: () => Promise<ErasedCounts | null>, log: Pick<FastifyBaseLogger, "info" | "error">, { everyMs = DAY_MS, firstDelayMs = FIRST_DELAY_MS } = {}) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const plan = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().then(
        (erased) => {
          if (erased) log.info({ erased }, "erased personal data past its retention");
        },
        (error: Error) => log.error({ err: error }, "the retention run failed; the next one is in a day"),
      );
      void running.then(() => plan(everyMs));
    }, delayMs);
    timer.unref();
  };
  plan(firstDelayMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
