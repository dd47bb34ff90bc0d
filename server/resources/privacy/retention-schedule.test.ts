import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduleRetention } from "./retention-schedule";

/** When the daily run runs, on a fake clock. */
describe("scheduleRetention", () => {
  afterEach(() => vi.useRealTimers());

  it("runs first a little after start, then once a day, and not after it is stopped; a failed run leaves the next day's in place", async () => {
    vi.useFakeTimers();
    const log = { info: vi.fn(), error: vi.fn() };
    const run = vi
      .fn<() => Promise<{ applications: number; grievances: number; privacyRequests: number } | null>>()
      .mockRejectedValueOnce(new Error("database away"))
      .mockResolvedValue({ applications: 2, grievances: 0, privacyRequests: 1 });
    const schedule = scheduleRetention(run, log);
    await vi.advanceTimersByTimeAsync(4 * 60 * 1000);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(60 * 1000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log.info).toHaveBeenCalledWith({ erased: { applications: 2, grievances: 0, privacyRequests: 1 } }, "erased personal data past its retention");
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(3 * 24 * 60 * 60 * 1000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
