import type { FastifyBaseLogger } from "fastify";
import type { CollegePagesService } from "./college-pages.service";

/** How often each instance looks for a page's draft whose time has come: well within the minute the contract allows. */
const ROUND_MS = 20_000;

/**
 * Publishes the pages' drafts whose time has come, on every instance, every ROUND_MS. Several
 * instances may look at once: the database lets one publish each draft (college-pages.repository.ts),
 * so it is published once. Visitors see it sooner still: the response cache clears at the draft's
 * time, and the first read of a page after it publishes what is due (college-pages.service.ts).
 * `stop` waits for a round in progress, so the database is not closed under it.
 */
export function scheduleDraftPublication(pages: Pick<CollegePagesService, "publishDueDrafts">, log: Pick<FastifyBaseLogger, "info" | "error">, roundMs = ROUND_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = pages.publishDueDrafts().then(
      (published) => {
        if (published.length) log.info({ pages: published }, "published the pages' scheduled drafts");
      },
      (error: Error) => log.error({ err: error }, "the pages' scheduled drafts could not be published; the next round tries again"),
    );
  };
  const timer = setInterval(round, roundMs);
  timer.unref();
  round();

  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
