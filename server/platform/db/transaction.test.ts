import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The `db` every repository holds, and `transact`, as the services got them. */
const database = () => {
  const { transact, rateLimiter } = t.app.services;
  return { transact, rateLimiter };
};
const limit = (bucket: string) => ({ bucket, max: 1, windowMs: 60_000 });
const used = async (bucket: string) => {
  try {
    await database().rateLimiter.recordAttempt(limit(bucket), "key", "used");
    return false;
  } catch {
    return true;
  }
};

describe("transact", () => {
  it("keeps what the function wrote when it succeeds", async () => {
    await database().transact(() => database().rateLimiter.record(limit("commit"), "key"));
    expect(await used("commit")).toBe(true);
  });

  it("keeps nothing of what the function wrote when it throws", async () => {
    const { transact, rateLimiter } = database();
    await expect(
      transact(async () => {
        await rateLimiter.record(limit("rollback"), "key");
        throw new Error("the change after it failed");
      }),
    ).rejects.toThrow("the change after it failed");
    expect(await used("rollback")).toBe(false);
  });

  it("sends the repositories' queries into the open transaction, which sees its own writes", async () => {
    // Outside the transaction the row would be invisible (PostgreSQL) or the query would wait for
    // the transaction to end, which waits for it (PGlite): either way this would fail.
    const seenInside = await database().transact(async () => {
      await database().rateLimiter.record(limit("inside"), "key");
      return used("inside");
    });
    expect(seenInside).toBe(true);
  });

  it("joins an open transaction instead of starting another, so the outer one decides", async () => {
    const { transact, rateLimiter } = database();
    await expect(
      transact(async () => {
        await transact(() => rateLimiter.record(limit("joined"), "key"));
        throw new Error("the outer change failed");
      }),
    ).rejects.toThrow("the outer change failed");
    expect(await used("joined")).toBe(false);
  });

  it("leaves queries of other requests, made while it is open, out of it", async () => {
    const { transact, rateLimiter } = database();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = transact(async () => {
      await rateLimiter.record(limit("rolled-back"), "key");
      await held;
      throw new Error("rolled back");
    }).catch((error: Error) => error.message);
    // Started while the transaction is open, from another call chain (as another request would be).
    const outside = rateLimiter.record(limit("kept"), "key");
    release();
    expect(await writing).toBe("rolled back");
    await outside;
    expect(await used("rolled-back")).toBe(false);
    expect(await used("kept")).toBe(true);
  });
});
