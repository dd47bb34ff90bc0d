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
