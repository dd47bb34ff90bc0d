import type { FastifyInstance } from "fastify";

/** Long enough for a busy database, short enough for a load balancer's check to get its answer. */
const ANSWER_WITHIN_MS = 3_000;

async function databaseAnswers(ping: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ANSWER_WITHIN_MS);
  });
  // After a database restart the pool may still hold a connection the server has closed; the
  // failed query discards it, so a second try on a new connection tells whether the database is back.
  const query = ping()
    .catch(ping)
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
export function healthRoute(app: FastifyInstance, ping: () => Promise<void>) {
  app.get("/api/health", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (await databaseAnswers(ping)) return { status: "ok" };
    return reply.code(503).send({ status: "unavailable" });
  });
}
