import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandling } from "./error-handler";
import { HttpError } from "./http-error";

/** An app whose log lines the test reads, with a route that refuses as told. */
async function appLogging() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: {
      level: "info",
      stream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    },
  });
  registerErrorHandling(app);
  app.get("/busy", async () => {
    throw new HttpError(503, "Many receipts are being prepared right now. Please try again in a minute.");
  });
  app.get("/broken", async () => {
    throw new Error("the disk is full");
  });
  await app.ready();
  return { app, lines };
}

const ERROR_LEVEL = 50;

describe("what the log says of a failure", () => {
  it("an expected refusal (503: busy, try again) is one line of information, not an error with a stack", async () => {
    const { app, lines } = await appLogging();
    const response = await app.inject({ url: "/busy" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: "Many receipts are being prepared right now. Please try again in a minute." });
    const refusal = lines.filter((line) => line.msg !== "incoming request" && line.msg !== "request completed");
    expect(refusal).toEqual([expect.objectContaining({ level: 30, msg: "request refused", status: 503 })]);
    expect(JSON.stringify(lines)).not.toContain("stack");
    await app.close();
  });

  it("an unexpected failure is an error, with its stack", async () => {
    const { app, lines } = await appLogging();
    expect((await app.inject({ url: "/broken" })).statusCode).toBe(500);
    const failure = lines.find((line) => line.level === ERROR_LEVEL);
    expect(failure).toMatchObject({ msg: "request failed", err: { message: "the disk is full", stack: expect.any(String) } });
    await app.close();
  });
});
