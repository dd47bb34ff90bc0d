import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres } from "../../../tests/support/postgres-server";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { CHANGE_FEED_APPLICATION_NAME } from "./change-feed";

// Two instances of the site on one PostgreSQL server of this file's own.
const server = startPostgres(60_000 + Math.floor(Math.random() * 5_000));
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ DATABASE_URL: server.url });
  b = await createTestApp({ DATABASE_URL: server.url });
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  server.stop();
});

const newsTitles = async (instance: TestApp) => {
  const response = await instance.app.inject({ method: "GET", url: "/api/admin/latestnews" });
  return (response.json() as { title: string }[]).map((item) => item.title);
};

const addNews = async (instance: TestApp, title: string) => {
  const response = await instance.app.inject({
    method: "POST",
    url: "/api/admin/latestnews",
    headers: await instance.adminHeaders(),
    payload: { title, expiryDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), path: "/admissions" },
  });
  expect(response.statusCode).toBe(201);
};

/** Reads B until it shows `title`, for at most `withinMs` (the contract's promise is 1 second). */
const bShowsWithin = async (title: string, withinMs: number) => {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if ((await newsTitles(b)).includes(title)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe("several instances on one PostgreSQL database", () => {
  it("a change on one instance shows on the other's next reads within 1 second, though the other kept the list", async () => {
    expect(await newsTitles(b)).toEqual([]); // B keeps this answer for the visitors after
    await addNews(a, "Merit list published");
    expect(await bShowsWithin("Merit list published", 1_000)).toBe(true);
  });

  it("after losing its connection for notices, an instance reconnects, forgets what it kept, and hears changes again", async () => {
    await newsTitles(b);
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    // Ends the listening connections of both instances, as a database restart or a network cut would.
    const ended = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [
      CHANGE_FEED_APPLICATION_NAME,
    ]);
    expect(ended.rowCount).toBe(2);
    // A change that sends no notice at all: B can only learn of it by forgetting what it kept.
    await admin.query("INSERT INTO news (title, expiry_date) VALUES ($1, current_date + 1)", ["Timetable changed"]);
    await admin.end();
    expect(await bShowsWithin("Timetable changed", 10_000)).toBe(true);

    await newsTitles(b);
    await addNews(a, "Holiday on Friday");
    expect(await bShowsWithin("Holiday on Friday", 1_000)).toBe(true);
  });
});
