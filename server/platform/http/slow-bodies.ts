import { Socket } from "node:net";
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
 *
 * What counts is the body itself, as Node's parser hands it to the request, not the bytes on the
 * socket: a chunked body can pad each byte with chunk extensions (`1;x=…`) that the parser reads
 * and throws away, and those would keep a trickle above any pace. The body is counted where it
 * arrives, not read, so whoever reads it (a parser, the upload plugin) reads all of it.
 *
 * The clock keeps running after the answer. A request answered before its body is in (a 401 for
 * a missing token, read before the body) has the rest of its body discarded by Node, which keeps
 * reading it so the connection can carry a next request: that rest gets one more span to arrive,
 * then the connection is closed.
 */
export function cutSlowBodies(app: FastifyInstance, spanMs = BODY_TIMEOUT_MS) {
  const leastPerSpan = Math.ceil((MIN_BODY_BYTES_PER_SECOND * spanMs) / 1000);

  app.addHook("onRequest", async (request, reply) => {
    const { raw } = request;
    const socket = raw.socket;
    const declaresBody = Number(raw.headers["content-length"]) > 0 || raw.headers["transfer-encoding"] !== undefined;
    // app.inject's stand-in socket carries no bytes and never closes.
    if (!declaresBody || !(socket instanceof Socket)) return;

    let arrived = 0;
    const push = raw.push;
    raw.push = function countingBody(chunk: unknown, encoding?: BufferEncoding) {
      if (Buffer.isBuffer(chunk)) arrived += chunk.length;
      return push.call(this, chunk, encoding);
    };

    const cut = (reason: string) => {
      stop();
      request.log.info({ arrived, spanMs }, reason);
      // As Node answers a request that outlives its requestTimeout: the answer, then the socket closed.
      if (!reply.raw.headersSent) socket.write(TIMEOUT_ANSWER);
      socket.destroy();
    };
    let answered = false;
    const judge = () => {
      if (raw.complete || socket.destroyed) return stop();
      if (answered) return cut("request body still arriving a span after the answer: connection closed");
      if (arrived < leastPerSpan) return cut("request body too slow: connection closed");
      arrived = 0;
    };
    // Judged after the event loop's next poll, so bytes that arrived while it was busy are counted.
    const every = () => setInterval(() => setImmediate(judge), spanMs).unref();
    let timer: NodeJS.Timeout | undefined = every();
    function stop() {
      clearInterval(timer);
      timer = undefined;
    }
    // The request closes once its body has been read or discarded to its end, or its socket closes.
    raw.once("close", stop);
    // The rest of the body gets one whole span from the answer.
    reply.raw.once("finish", () => {
      answered = true;
      if (timer === undefined) return;
      clearInterval(timer);
      timer = raw.complete ? undefined : every();
    });
  });
}
