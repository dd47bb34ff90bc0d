import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { MIN_BODY_BYTES_PER_SECOND } from "./slow-bodies";

/**
 * Over a real socket, with the span over which a body's pace is judged cut from 30 s to 1 s: a
 * body that trickles or stops loses its connection within a few spans, while one that keeps a
 * real pace is read to its end however many spans it takes. The tests spend those seconds waiting
 * on the clock, each on connections of its own, so they wait together (describe.concurrent).
 */
const SPAN_MS = 1000;
/** Far more than the server needs to notice, far less than "never". */
const BOUND_MS = 5 * SPAN_MS;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({}, { bodyTimeoutMs: SPAN_MS });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

type Outcome = { closedAfterMs: number | undefined; answer: string };

/**
 * Sends a request's head, then its body by `sendBody`, and reports what the server answered and
 * when it closed the connection (undefined: still open after BOUND_MS).
 */
function send(head: string, sendBody: (socket: net.Socket) => () => void): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = "";
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.write(`${head}\r\n`);
      const stopSending = sendBody(socket);
      const bound = setTimeout(() => finish(undefined), BOUND_MS);
      socket.on("close", () => finish(Date.now() - started));
      function finish(closedAfterMs: number | undefined) {
        clearTimeout(bound);
        stopSending();
        socket.destroy();
        resolve({ closedAfterMs, answer });
      }
    });
    socket.setEncoding("latin1");
    socket.on("data", (text: string) => (answer += text));
    // A reset while we still write is the server closing on us: the outcome says so.
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" || error.code === "EPIPE" ? undefined : reject(error)));
  });
}

const headOf = (path: string, ...headers: string[]) =>
  [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Content-Type: application/json", ...headers, ""].join("\r\n");

/** A JSON post to the public application form, of `contentLength` bytes, its body sent by `sendBody`. */
const post = (contentLength: number, sendBody: (socket: net.Socket) => () => void) =>
  send(headOf("/api/admissions/apply", `Content-Length: ${contentLength}`), sendBody);

/** Writes `chunk` every `everyMs` until the body is sent (then, if `last`, that too) or sending stops. */
function trickle(chunk: string, everyMs: number, total: number, last = "") {
  return (socket: net.Socket) => {
    let sent = 0;
    const timer = setInterval(() => {
      if (socket.destroyed) return clearInterval(timer);
      if (sent + chunk.length > total - last.length) {
        clearInterval(timer);
        socket.write(last);
        return;
      }
      socket.write(chunk);
      sent += chunk.length;
    }, everyMs);
    return () => clearInterval(timer);
  };
}

describe.concurrent("a request body sent too slowly", () => {
  it("loses its connection within a few spans when it trickles in a byte at a time, with a 408", async () => {
    const outcome = await post(10_000, trickle(" ", 100, 10_000));
    expect(outcome.closedAfterMs, "still open").toBeDefined();
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(SPAN_MS);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(outcome.answer.slice(outcome.answer.indexOf("\r\n\r\n") + 4))).toEqual({ success: false, message: expect.any(String) });
  });

  it("loses its connection when the body stops arriving", async () => {
    const outcome = await post(10_000, (socket) => {
      socket.write('{"name":');
      return () => {};
    });
    expect(outcome.closedAfterMs, "still open").toBeDefined();
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("is read to its end over several spans when it keeps a real pace", async () => {
    // Twenty times the slowest pace allowed, for three spans: a slow upload, not a trickle.
    const chunk = " ".repeat((MIN_BODY_BYTES_PER_SECOND * 20) / 5);
    const total = chunk.length * 15 + 2;
    const outcome = await post(total, trickle(chunk, SPAN_MS / 5, total, "{}"));
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(outcome.answer).toContain("Please correct the highlighted fields.");
    // Nor is the connection cut afterwards, as it waits for the next request.
    expect(outcome.closedAfterMs, "closed while idle between requests").toBeUndefined();
  });

});

describe.concurrent("a request answered in full", () => {
  it("leaves no pace check running, also through app.inject, whose stand-in request never closes", async () => {
    const thrown: unknown[] = [];
    const collect = (error: unknown) => thrown.push(error);
    process.on("uncaughtException", collect);
    try {
      const answer = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "nobody", password: "wrong password" } });
      expect(answer.statusCode).toBe(401);
      // A check left running would judge the answered request after one span and fail on the stand-in socket.
      await new Promise((resolve) => setTimeout(resolve, 1.5 * SPAN_MS));
    } finally {
      process.off("uncaughtException", collect);
    }
    expect(thrown).toEqual([]);
  });
});

describe.concurrent("a request body padded or sent after the answer", () => {
  it("loses its connection when its chunks carry one byte each, padded with chunk extensions to look fast", async () => {
    // 1 byte of body every 100 ms, in some 1,100 bytes a second on the wire: twice the slowest pace allowed.
    const padding = `;pad=${"x".repeat(100)}`;
    const outcome = await send(headOf("/api/admissions/apply", "Transfer-Encoding: chunked"), (socket) => {
      const timer = setInterval(() => (socket.destroyed ? clearInterval(timer) : socket.write(`1${padding}\r\n \r\n`)), 100);
      return () => clearInterval(timer);
    });
    expect(outcome.closedAfterMs, "still open").toBeDefined();
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("loses its connection a span after an early answer when the rest of its body still trickles in", async () => {
    // An admin route answers 401 before reading the body; the body then keeps coming a byte at a time.
    const outcome = await send(headOf("/api/admin/faculty", "Content-Length: 10000"), trickle(" ", 100, 10_000));
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(outcome.closedAfterMs, "still open").toBeDefined();
  });

  it("keeps reading another client's body at a real pace, and answering others, while one client's trickles are cut", async () => {
    const trickles = Array.from({ length: 20 }, (_, index) =>
      index % 2 ? post(10_000, trickle(" ", 100, 10_000)) : send(headOf("/api/admin/faculty", "Content-Length: 10000"), trickle(" ", 100, 10_000)),
    );
    const chunk = " ".repeat((MIN_BODY_BYTES_PER_SECOND * 20) / 5);
    const total = chunk.length * 15 + 2;
    const realPace = post(total, trickle(chunk, SPAN_MS / 5, total, "{}"));
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const paced = await realPace;
    expect(paced.answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(paced.closedAfterMs, "closed while idle between requests").toBeUndefined();
    const cut = await Promise.all(trickles);
    expect(cut.filter((outcome) => outcome.closedAfterMs === undefined)).toEqual([]);
  });
});

