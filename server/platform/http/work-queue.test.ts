import { describe, expect, it } from "vitest";
import { HttpError } from "./http-error";
import { createWorkQueue } from "./work-queue";

/** A task that holds the thread for `ms`, as drawing a PDF does, and says when it ran. */
const holdThread = (ms: number, spans: { start: number; end: number }[]) => async () => {
  const start = performance.now();
  while (performance.now() - start < ms);
  spans.push({ start, end: performance.now() });
};

describe("a work queue", () => {
  it("runs as many tasks at once as allowed, lets some wait and refuses the rest with a 503", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 1, busyMessage: "Busy, try again in a minute." });
    const running: (() => void)[] = [];
    const task = () => new Promise<void>((resolve) => running.push(resolve));
    const accepted = [queue.run(task), queue.run(task), queue.run(task)];
    await expect(queue.run(task)).rejects.toEqual(new HttpError(503, "Busy, try again in a minute."));
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toHaveLength(2);

    running.splice(0).forEach((finish) => finish());
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toHaveLength(1);
    running.splice(0).forEach((finish) => finish());
    await Promise.all(accepted);
  });

  it("refuses a client past its share of the queue, while others still find room in it", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 10, maxPerClient: 2, busyMessage: "Busy, try again in a minute." });
    const running: (() => void)[] = [];
    const task = () => new Promise<void>((resolve) => running.push(resolve));
    const flood = [queue.run(task, "203.0.113.9"), queue.run(task, "203.0.113.9")];
    const refused = await Promise.allSettled(Array.from({ length: 20 }, () => queue.run(task, "203.0.113.9")));
    expect(refused.every((outcome) => outcome.status === "rejected" && outcome.reason.statusCode === 503)).toBe(true);
    const families = Array.from({ length: 5 }, (_, index) => queue.run(task, `198.51.100.${index}`));

    for (let finished = 0; finished < 7; finished++) {
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      running.splice(0).forEach((finish) => finish());
    }
    await Promise.all([...flood, ...families]);
    // Its tasks done, the client has its share again.
    const again = queue.run(task, "203.0.113.9");
    await new Promise((resolve) => setImmediate(resolve));
    running.splice(0).forEach((finish) => finish());
    await again;
  });

  it("bounds the tasks of all clients together: many addresses cannot stall it either", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 3, maxPerClient: 2, busyMessage: "busy" });
    const running: (() => void)[] = [];
    const task = () => new Promise<void>((resolve) => running.push(resolve));
    const outcomes = Array.from({ length: 10 }, (_, index) => queue.run(task, `198.51.100.${index}`).then(() => 200, (error: HttpError) => error.statusCode));
    for (let turn = 0; turn < 6; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      running.splice(0).forEach((finish) => finish());
    }
    expect(await Promise.all(outcomes)).toEqual([200, 200, 200, 200, 503, 503, 503, 503, 503, 503]);
  });

  it("gives tasks at most their share of the thread's time, queued together or one after the other", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5, busyMessage: "busy", maxShareOfTime: 0.5 });
    const spans: { start: number; end: number }[] = [];
    await Promise.all(Array.from({ length: 3 }, () => queue.run(holdThread(30, spans))));
    await queue.run(holdThread(30, spans));
    for (const [index, span] of spans.entries()) {
      if (index === 0) continue;
      const before = spans[index - 1]!;
      // A timer fires no earlier than asked, give or take the rounding of a millisecond.
      expect(span.start - before.end).toBeGreaterThanOrEqual(before.end - before.start - 1);
    }
  });
});
