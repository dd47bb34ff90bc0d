import type { FastifyInstance } from "fastify";

/**
 * How long a request body may stall, and the span over which its pace is judged. Node's own
 * `requestTimeout`, which Fastify turns off, limits the whole request instead: short enough to
 * stop a trickle, it would also cut a 20 MB upload on slow mobile data (about ten minutes at
 * 256 kbit/s); long enough for that, it would let a trickle hold a connection for as long.
 */
export const BODY_TIMEOUT_MS = 30_000;

/**
 * The slowest pace a body may keep over each span: 4 kbit/s, a tenth of a weak 2G link, so a
 * real upload passes with room to spare, while a body trickled one byte every few seconds, or
 * one that stops, is cut after one span.
 */
export const MIN_BODY_BYTES_PER_SECOND = 512;

const TIMEOUT_BODY = JSON.stringify({ success: false, message: "The request took too long to arrive. Please try again." });
const TIMEOUT_ANSWER =
  `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\n` +
  `Content-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\nConnection: close\r\n\r\n${TIMEOUT_BODY}`;

/**
 * Closes the connection of a request whose body brings less than MIN_BODY_BYTES_PER_SECOND over
 * any `spanMs`, so a client cannot hold connections open by sending its body slowly (or never).
 * The bytes are counted on the socket, as they arrive, without reading the body itself.
 */
export function cutSlowBodies(app: FastifyInstance, spanMs = BODY_TIMEOUT_MS) {
  const leastPerSpan = Math.ceil((MIN_BODY_BYTES_PER_SECOND * spanMs) / 1000);

  app.addHook("onRequest", async (request, reply) => {
    const { raw } = request;
    const declaresBody = Number(raw.headers["content-length"]) > 0 || raw.headers["transfer-encoding"] !== undefined;
    if (!declaresBody) return;
    const socket = raw.socket;
    let counted = socket.bytesRead;

    const judge = () => {
      if (raw.complete || socket.destroyed || reply.raw.writableFinished) return clearInterval(timer);
      const arrived = socket.bytesRead - counted;
      counted = socket.bytesRead;
      if (arrived >= leastPerSpan) return;
      clearInterval(timer);
      request.log.info({ arrived, spanMs }, "request body too slow: connection closed");
      // As Node answers a request that outlives its requestTimeout: the answer, then the socket closed.
      if (!reply.raw.headersSent) socket.write(TIMEOUT_ANSWER);
      socket.destroy();
    };
    // Judged after the event loop's next poll, so bytes that arrived while it was busy are counted.
    const timer = setInterval(() => setImmediate(judge), spanMs).unref();
    // Whichever comes first: the request's end, or the answer's (app.inject's stand-in request never ends).
    const stop = () => clearInterval(timer);
    raw.once("close", stop);
    reply.raw.once("finish", stop);
  });
}
