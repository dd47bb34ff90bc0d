import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInKolkata } from "../../../common/fields";
import type { RecordOf } from "../../../common/collection";
import type { newsCollection } from "../../../common/news.collection";
import { readKept } from "../../../tests/support/kept-answer";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { itAboveTheDatabase } from "../../../tests/support/database-subject";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type NewsItem = RecordOf<typeof newsCollection>;

const DAY = 24 * 60 * 60 * 1000;
const kolkataDate = (offsetDays: number) => todayInKolkata(new Date(Date.now() + offsetDays * DAY));
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const LINK_ERROR = "Link must be a path on this site starting with / or a web address starting with http:// or https://";

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = async (method: Method, url: string, payload?: object, asAdmin = true) =>
  t.app.inject({ method, url, payload, headers: asAdmin ? await t.adminHeaders() : {} });

const listPublic = async () => (await call("GET", "/api/admin/latestnews", undefined, false)).json() as NewsItem[];
const listAsAdmin = async () => (await call("GET", "/api/admin/latestnews")).json() as NewsItem[];

let titleCounter = 0;
/** Each test creates the items it looks at, under titles of its own. */
async function postNews(overrides: Record<string, unknown> = {}): Promise<NewsItem> {
  const response = await call("POST", "/api/admin/latestnews", {
    title: `Notice ${++titleCounter}`,
    expiryDate: kolkataDate(30),
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json().news;
}

/** An item whose expiry date has passed: created valid, then edited, as an admin would. */
async function createExpiredNews(title: string): Promise<NewsItem> {
  const item = await postNews({ title });
  const response = await call("PUT", `/api/admin/latestnews/${item._id}`, { title, expiryDate: kolkataDate(-1) });
  expect(response.statusCode).toBe(200);
  return response.json().news;
}

describe("POST /api/admin/latestnews", () => {
  it("creates an item with the server's posting time and answers 201 with it", async () => {
    const before = Date.now();
    const response = await call("POST", "/api/admin/latestnews", {
      title: "  Admissions open for B.Pharm 2025-26 ",
      expiryDate: kolkataDate(10),
      path: "/admissions",
      postedAt: "2001-01-01T00:00:00.000Z",
    });
    const after = Date.now();
    expect(response.statusCode).toBe(201);
    const item = response.json().news;
    expect(response.json()).toEqual({
      success: true,
      message: "News added successfully",
      news: {
        _id: expect.any(String),
        title: "Admissions open for B.Pharm 2025-26",
        titleMr: "",
        expiryDate: kolkataDate(10),
        path: "/admissions",
        postedAt: expect.stringMatching(ISO_TIMESTAMP),
        // Published at once unless the clerk says otherwise; publishing's fields come last.
        status: "published",
        publishAt: null,
        publishedAt: expect.stringMatching(ISO_TIMESTAMP),
      },
    });
    const postedAt = Date.parse(item.postedAt);
    expect(postedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(postedAt).toBeLessThanOrEqual(after + 1000);
  });

  itAboveTheDatabase("stores an empty link when none is given, and accepts a web address", async () => {
    expect((await postNews()).path).toBe("");
    expect((await postNews({ path: "" })).path).toBe("");
    expect((await postNews({ path: "https://msbte.org.in/results" })).path).toBe("https://msbte.org.in/results");
  });

  itAboveTheDatabase("answers 400 for links other than a site path or a web address", async () => {
    for (const path of ["javascript:alert(1)", "data:text/html,<b>hi</b>", "//evil.example/page", "admissions"]) {
      const response = await call("POST", "/api/admin/latestnews", { title: "Link test", expiryDate: kolkataDate(1), path });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String), errors: [LINK_ERROR] });
    }
  });

  itAboveTheDatabase("answers 400 naming the title and expiry date when they are missing", async () => {
    const response = await call("POST", "/api/admin/latestnews", { title: "   " });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["Title is required", "Expiry date is required"]);
  });

  itAboveTheDatabase("accepts a title of 200 characters and refuses a longer one", async () => {
    expect((await postNews({ title: "a".repeat(200) })).title).toHaveLength(200);
    const response = await call("POST", "/api/admin/latestnews", { title: "a".repeat(201), expiryDate: kolkataDate(1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["Title must be at most 200 characters"]);
  });

  it("accepts an expiry date of today and refuses a past or impossible one", async () => {
    expect((await postNews({ expiryDate: kolkataDate(0) })).expiryDate).toBe(kolkataDate(0));

    const past = await call("POST", "/api/admin/latestnews", { title: "Old", expiryDate: kolkataDate(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual(["Expiry date cannot be in the past"]);

    const impossible = await call("POST", "/api/admin/latestnews", { title: "Odd", expiryDate: "2031-02-29" });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors).toEqual(["Expiry date must be a real date written YYYY-MM-DD"]);
  });
});

describe("GET /api/admin/latestnews", () => {
  it("lists the newest first", async () => {
    const now = Date.now();
    const input = { expiryDate: kolkataDate(5), path: "", titleMr: "", status: "published" as const, publishAt: null };
    const postedAt = (offset: number) => new Date(now + offset).toISOString();
    const oldest = await t.app.services.news.create({ ...input, title: "Oldest", postedAt: postedAt(-3 * DAY) });
    const newest = await t.app.services.news.create({ ...input, title: "Newest", postedAt: postedAt(DAY) });
    const middle = await t.app.services.news.create({ ...input, title: "Middle", postedAt: postedAt(-DAY) });
    expect(middle.postedAt).toBe(new Date(now - DAY).toISOString());

    const response = await call("GET", "/api/admin/latestnews", undefined, false);
    expect(response.statusCode).toBe(200);
    const list = response.json() as NewsItem[];
    const mine = list.filter((item) => [oldest._id, middle._id, newest._id].includes(item._id)).map((item) => item.title);
    expect(mine).toEqual(["Newest", "Middle", "Oldest"]);
    const times = list.map((item) => Date.parse(item.postedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("hides expired items from visitors and shows them to a signed-in admin", async () => {
    const expired = await createExpiredNews("Last year's exam form dates");
    const lastDay = await postNews({ title: "Fee deadline is today", expiryDate: kolkataDate(0) });
    const current = await postNews({ title: "Workshop next week", expiryDate: kolkataDate(7) });

    const visitor = (await listPublic()).map((item) => item._id);
    expect(visitor).toEqual(expect.arrayContaining([lastDay._id, current._id]));
    expect(visitor).not.toContain(expired._id);
    expect((await listPublic()).every((item) => item.expiryDate >= kolkataDate(0))).toBe(true);

    const admin = (await listAsAdmin()).map((item) => item._id);
    expect(admin).toEqual(expect.arrayContaining([expired._id, lastDay._id, current._id]));
  });

  itAboveTheDatabase("gives the public view to a request with a bad token", async () => {
    const expired = await createExpiredNews("Expired circular");
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/latestnews",
      headers: { authorization: "Bearer not-a-real-token" },
    });
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as NewsItem[]).map((item) => item._id);
    expect(ids).not.toContain(expired._id);
    expect(ids).toEqual((await listPublic()).map((item) => item._id));
  });
});

describe("PUT /api/admin/latestnews/:id", () => {
  it("updates title, expiry date and link, and keeps the posting time", async () => {
    const item = await postNews({ path: "/events" });
    const response = await call("PUT", `/api/admin/latestnews/${item._id}`, {
      title: "Sports day moved to Friday",
      expiryDate: kolkataDate(3),
      path: "/library",
      postedAt: "2001-01-01T00:00:00.000Z",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "News updated successfully",
      news: {
        _id: item._id,
        title: "Sports day moved to Friday",
        titleMr: "",
        expiryDate: kolkataDate(3),
        path: "/library",
        postedAt: item.postedAt,
        // Still public: it keeps the time it became so.
        status: "published",
        publishAt: null,
        publishedAt: item.publishedAt,
      },
    });
    expect((await listAsAdmin()).find((news) => news._id === item._id)).toEqual(response.json().news);
  });

  it("accepts a past expiry date, which ends the item early", async () => {
    const item = await postNews();
    const response = await call("PUT", `/api/admin/latestnews/${item._id}`, { title: item.title, expiryDate: "2020-01-31" });
    expect(response.statusCode).toBe(200);
    expect(response.json().news.expiryDate).toBe("2020-01-31");
    expect((await listPublic()).map((news) => news._id)).not.toContain(item._id);
  });

  itAboveTheDatabase("applies the field rules", async () => {
    const item = await postNews();
    const response = await call("PUT", `/api/admin/latestnews/${item._id}`, {
      title: "",
      expiryDate: "31-01-2030",
      path: "javascript:alert(1)",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      "Title is required",
      "Expiry date must be a real date written YYYY-MM-DD",
      LINK_ERROR,
    ]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f", "not-a-uuid", "42"]) {
      const response = await call("PUT", `/api/admin/latestnews/${id}`, { title: "x", expiryDate: kolkataDate(1) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "News item not found" });
    }
  });
});

describe("DELETE /api/admin/latestnews/:id", () => {
  itAboveTheDatabase("deletes an item, after which it is gone", async () => {
    const item = await postNews();
    const response = await call("DELETE", `/api/admin/latestnews/${item._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "News deleted successfully" });
    expect((await listAsAdmin()).map((news) => news._id)).not.toContain(item._id);

    const again = await call("DELETE", `/api/admin/latestnews/${item._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: "News item not found" });
  });

  it("answers 404 for a malformed id", async () => {
    const response = await call("DELETE", "/api/admin/latestnews/not-a-uuid");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "News item not found" });
  });
});

describe("writes without a valid admin token", () => {
  it("answers 401 without a token and with a bad one, and changes nothing", async () => {
    const item = await postNews();
    const before = await listAsAdmin();
    const attempts: { method: Method; url: string; payload?: object }[] = [
      { method: "POST", url: "/api/admin/latestnews", payload: { title: "Sneaky", expiryDate: kolkataDate(1) } },
      { method: "PUT", url: `/api/admin/latestnews/${item._id}`, payload: { title: "Changed", expiryDate: kolkataDate(1) } },
      { method: "DELETE", url: `/api/admin/latestnews/${item._id}` },
    ];
    for (const { method, url, payload } of attempts) {
      for (const headers of [{}, { authorization: "Bearer not-a-real-token" }]) {
        const response = await t.app.inject({ method, url, payload, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, message: expect.any(String) });
      }
    }
    expect(await listAsAdmin()).toEqual(before);
  });
});

describe("publishing", () => {
  it("keeps a draft and a scheduled item off the public list, and shows both to a signed-in admin with their state", async () => {
    const draft = await postNews({ title: "Draft: results of the summer exam", status: "draft" });
    const scheduled = await postNews({ title: "CAP round opens tomorrow", publishAt: new Date(Date.now() + DAY).toISOString() });
    expect(draft).toMatchObject({ status: "draft", publishAt: null, publishedAt: null });
    expect(scheduled).toMatchObject({ status: "published", publishAt: expect.stringMatching(ISO_TIMESTAMP) });

    const publicIds = (await listPublic()).map((item) => item._id);
    expect(publicIds).not.toContain(draft._id);
    expect(publicIds).not.toContain(scheduled._id);
    expect((await listAsAdmin()).map((item) => item._id)).toEqual(expect.arrayContaining([draft._id, scheduled._id]));

    // Published later by an edit, a draft becomes public then.
    const published = await call("PUT", `/api/admin/latestnews/${draft._id}`, { title: draft.title, expiryDate: draft.expiryDate, status: "published" });
    expect(published.statusCode).toBe(200);
    expect(published.json().news).toMatchObject({ status: "published", publishedAt: expect.stringMatching(ISO_TIMESTAMP) });
    expect((await listPublic()).map((item) => item._id)).toContain(draft._id);
  });

  it("answers 400 naming the field for a bad status or publication time", async () => {
    const badStatus = await call("POST", "/api/admin/latestnews", { title: "Hostel fees", expiryDate: kolkataDate(5), status: "hidden" });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().errors).toEqual(["Status must be draft or published"]);
    const badTime = await call("POST", "/api/admin/latestnews", { title: "Hostel fees", expiryDate: kolkataDate(5), publishAt: "tomorrow at ten" });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().errors).toEqual(["Publish at must be a date and time with its zone, like 2026-06-12T10:00:00+05:30"]);
  });
});

describe("a scheduled item, by the clock alone", () => {
  let clocked: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    clocked = await createTestApp({}, { clock: () => new Date(now) });
  });
  afterAll(() => clocked.close());


  it("appears in the kept public list the moment its time comes, with no write; a draft never does", async () => {
    const headers = await clocked.headersAs("editor");
    const add = async (payload: object) => {
      const response = await clocked.app.inject({ method: "POST", url: "/api/admin/latestnews", headers, payload });
      expect(response.statusCode, response.body).toBe(201);
    };
    await add({ title: "Merit list published", expiryDate: kolkataDate(5), publishAt: new Date(now + 5_000).toISOString() });
    await add({ title: "Draft: fee refund rules", expiryDate: kolkataDate(5), status: "draft" });
    expect(await readKept(clocked.app, "/api/admin/latestnews")).not.toContain("Merit list published");
    now += 6_000;
    const shown = (await clocked.app.inject({ url: "/api/admin/latestnews" })).body;
    expect(shown).toContain("Merit list published");
    expect(shown).not.toContain("Draft: fee refund rules");
  });
});
