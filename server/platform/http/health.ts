import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database-type";

/** Long enough for a busy database, short enough for a load balancer's check to get its answer. */
const ANSWER_WITHIN_MS = 3_000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ANSWER_WITHIN_MS);
  });
  const ask = () => db.execute(sql`SELECT 1`);
  // After a database restart the pool may still hold a connection the server has closed; the
  // failed query discards it, so a second try on a new connection tells whether the database is back.
  const query = ask()
    .catch(ask)
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness for a proxy or load balancer: `200 {status: "ok"}` while the database answers,
 * `503 {status: "unavailable"}` while it cannot be reached. Nothing is kept between checks, so
 * the answer turns back to `ok` on its own once the database returns (the pool opens new
 * connections for the next query).
 */
export function healthRoute(app: FastifyInstance, db: Database) {
  app.get("/api/health", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (await databaseAnswers(db)) return { status: "ok" };
    return reply.code(503).send({ status: "unavailable" });
  });
}
