import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres } from "../../../tests/support/postgres-server";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

// A PostgreSQL server of this file's own, so it can be stopped and started again.
const server = startPostgres(60_000 + Math.floor(Math.random() * 5_000));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATABASE_URL: server.url });
});
afterAll(async () => {
  await t?.close();
  server.stop();
});

const health = () => t.app.inject({ method: "GET", url: "/api/health" });

describe("GET /api/health", () => {
  it("answers ok while every pooled connection is busy with a query longer than the check waits for", async () => {
    // Ten queries of 4 s hold the pool's ten connections; the check gives up after 3 s.
    // (A Drizzle query runs once awaited: each is awaited in an async function of its own.)
    const busy = Array.from({ length: 10 }, async () => t.app.database.execute(sql`SELECT pg_sleep(4)`));
    const answered = await health();
    expect(answered.statusCode, answered.body).toBe(200);
    await Promise.all(busy);
  });

  it("answers 503 while the database cannot be reached, and ok again once it is back, without a restart", async () => {
    const before = await health();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ status: "ok" });

    server.halt();
    const during = await health();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ status: "unavailable" });
    expect(during.headers["cache-control"]).toBe("no-store");

    server.start();
    const after = await health();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: "ok" });
  });
});
