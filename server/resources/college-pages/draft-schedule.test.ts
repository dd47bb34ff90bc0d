import { describe, expect, it, vi } from "vitest";
import type { PageKey } from "../../../common/page.schema";
import { scheduleDraftPublication } from "./draft-schedule";

/** The round that publishes due drafts with no request: it runs at once and then every round, survives a failure, and stops. */
describe("the pages' draft schedule", () => {
  it("publishes what is due at start and every round, logs a failure and tries again, and stops waiting for the round in progress", async () => {
    const outcomes: (PageKey[] | Error)[] = [["library"], new Error("the database is restarting"), []];
    const publishDueDrafts = vi.fn(async () => {
      const outcome = outcomes.shift() ?? [];
      if (outcome instanceof Error) throw outcome;
      return outcome;
    });
    const log = { info: vi.fn(), error: vi.fn() };
    const schedule = scheduleDraftPublication({ publishDueDrafts }, log, 10);
    await vi.waitFor(() => expect(publishDueDrafts.mock.calls.length).toBeGreaterThanOrEqual(3));
    await schedule.stop();
    const calls = publishDueDrafts.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(publishDueDrafts.mock.calls.length).toBe(calls);
    expect(log.info).toHaveBeenCalledWith({ pages: ["library"] }, "published the pages' scheduled drafts");
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
