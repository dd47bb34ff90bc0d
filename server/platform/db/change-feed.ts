import { randomUUID } from "node:crypto";
import type { Pool } from "pg";

/** Tells the other instances on the same database that data changed, and hears what they change. */
export type ChangeFeed = {
  /** Tells the other instances that this one changed data (after the change is committed). */
  announce: () => void;
  close: () => Promise<void>;
};

export type ChangeFeedOptions = {
  pool: Pool;
  connectionString: string;
  /** Called when another instance changed data, or when changes may have been missed. */
  onChangeElsewhere: () => void;
  onProblem: (error: Error) => void;
};

const CHANNEL = "college_changes";
/** Names the listening connection in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION_NAME = "college-change-feed";
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;

/** One embedded database belongs to one process: there is nobody to tell. */
export const soloChangeFeed: ChangeFeed = { announce: () => {}, close: async () => {} };

/**
 * Several instances on one PostgreSQL database each keep answers in memory; a change on one
 * must reach the others' next request. PostgreSQL's LISTEN/NOTIFY carries the news on a
 * connection of its own. When that connection is lost, notices sent meanwhile are lost with it,
 * so the feed reconnects (waiting longer after each failure) and then reports a change, which
 * clears everything this instance kept.
 */
export async function openChangeFeed(options: ChangeFeedOptions): Promise<ChangeFeed> {
  const { default: pg } = await import("pg");
  const instance = randomUUID();
  let closed = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const listen = async () => {
    const next = new pg.Client({ connectionString: options.connectionString, application_name: CHANGE_FEED_APPLICATION_NAME });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) options.onProblem(error);
      next.end().catch(() => {});
      if (client === next) client = undefined;
      scheduleReconnect();
    };
    next.on("error", onLost);
    next.on("end", () => onLost());
    next.on("notification", (notice) => {
      if (notice.channel === CHANNEL && notice.payload !== instance) options.onChangeElsewhere();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen().then(
        // Whatever changed while nobody listened is unknown: forget everything.
        () => options.onChangeElsewhere(),
        (error: Error) => {
          options.onProblem(error);
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
          scheduleReconnect();
        },
      );
    }, retryMs);
  };

  await listen();

  return {
    announce() {
      options.pool.query("SELECT pg_notify($1, $2)", [CHANNEL, instance]).catch((error: Error) => options.onProblem(error));
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}
