import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInKolkata } from "../../../common/fields";
import { readKept } from "../../../tests/support/kept-answer";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
let editor: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.headersAs("editor");
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const kolkataDate = (offsetDays: number) => todayInKolkata(new Date(Date.now() + offsetDays * DAY));

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = editor) => t.app.inject({ method, url, payload, headers });

type Notice = Record<string, unknown> & { _id: string; title: string };
let counter = 0;
async function addNotice(fields: Record<string, unknown> = {}): Promise<Notice> {
  const response = await call("POST", "/api/admin/notices", { title: `Scholarship deadline ${++counter}`, category: "scholarship", ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().notice;
}
const publicList = async (query = "") => (await call("GET", `/api/notices${query}`, undefined, {})).json() as Notice[];
const publicIds = async (query = "") => (await publicList(query)).map((notice) => notice._id);

describe("notices", () => {
  it("adds a notice with its defaults, and answers it to everyone without the staff's fields", async () => {
    const response = await call("POST", "/api/admin/notices", {
      title: "  Summer examination timetable ",
      titleMr: "उन्हाळी परीक्षेचे वेळापत्रक",
      body: "Theory papers start on **2 May**.",
      category: "examination",
      file: "/files/0123abcd-timetable.pdf",
    });
    expect(response.statusCode, response.body).toBe(201);
    const notice = response.json().notice;
    expect(response.json()).toMatchObject({ success: true, message: "Notice added successfully" });
    expect(notice).toEqual({
      _id: expect.any(String),
      title: "Summer examination timetable",
      titleMr: "उन्हाळी परीक्षेचे वेळापत्रक",
      body: "Theory papers start on **2 May**.",
      bodyMr: "",
      category: "examination",
      file: "/files/0123abcd-timetable.pdf",
      pinned: false,
      expiresAt: "",
      status: "published",
      publishAt: null,
      publishedAt: expect.any(String),
      createdAt: expect.any(String),
    });
    const { status: _status, publishAt: _publishAt, createdAt: _createdAt, ...publicNotice } = notice;
    expect((await publicList()).find((each) => each._id === notice._id)).toEqual(publicNotice);
    expect((await call("GET", `/api/notices/${notice._id}`, undefined, {})).json()).toEqual(publicNotice);
  });

  it("lists pinned notices first, then the newest", async () => {
    const older = await addNotice();
    const pinned = await addNotice({ pinned: true });
    const newer = await addNotice();
    const ids = await publicIds();
    expect(ids.indexOf(pinned._id)).toBeLessThan(ids.indexOf(newer._id));
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
  });

  it("filters by category", async () => {
    const exam = await addNotice({ category: "examination" });
    const holiday = await addNotice({ category: "holiday" });
    const ids = await publicIds("?category=holiday");
    expect(ids).toContain(holiday._id);
    expect(ids).not.toContain(exam._id);
    const bad = await call("GET", "/api/notices?category=sports", undefined, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(["Category must be one of: academic, examination, admission, scholarship, holiday, general"]);
  });

  it("takes an expired notice off the list but keeps its own page", async () => {
    const notice = await addNotice({ expiresAt: kolkataDate(3) });
    const edited = await call("PUT", `/api/admin/notices/${notice._id}`, { title: notice.title, category: "scholarship", expiresAt: kolkataDate(-1) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await publicIds()).not.toContain(notice._id);
    const own = await call("GET", `/api/notices/${notice._id}`, undefined, {});
    expect(own.statusCode).toBe(200);
    expect(own.json().expiresAt).toBe(kolkataDate(-1));
  });

  it("answers 400 naming each bad field, and refuses an expiry already past on a new notice", async () => {
    const response = await call("POST", "/api/admin/notices", { title: " ", category: "news", file: "javascript:alert(1)", expiresAt: kolkataDate(-1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      "Title is required",
      "Category must be one of: academic, examination, admission, scholarship, holiday, general",
      "File must be a path on this site starting with / or a web address starting with http:// or https://",
      "Expires on cannot be in the past",
    ]);
  });

  it("keeps drafts and scheduled notices off every public call until their time", async () => {
    const draft = await addNotice({ status: "draft" });
    const scheduled = await addNotice({ publishAt: new Date(Date.now() + DAY).toISOString() });
    expect(await publicIds()).not.toContain(draft._id);
    expect(await publicIds()).not.toContain(scheduled._id);
    for (const notice of [draft, scheduled]) expect((await call("GET", `/api/notices/${notice._id}`, undefined, {})).statusCode).toBe(404);
    const all = (await call("GET", "/api/admin/notices")).json() as Notice[];
    expect(all.find((each) => each._id === draft._id)).toMatchObject({ status: "draft", publishedAt: null });
    expect(all.find((each) => each._id === scheduled._id)).toMatchObject({ status: "published", publishAt: expect.any(String) });
  });

  it("answers 404 for an unknown notice, and lets only the content roles write", async () => {
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      expect((await call("GET", `/api/notices/${id}`, undefined, {})).statusCode).toBe(404);
      expect((await call("DELETE", `/api/admin/notices/${id}`)).json()).toEqual({ success: false, message: "Notice not found" });
    }
    const notice = await addNotice();
    for (const role of ["admissions", "grievance"] as const) {
      const refused = await call("PUT", `/api/admin/notices/${notice._id}`, { title: "Changed", category: "general" }, await t.headersAs(role));
      expect(refused.statusCode).toBe(403);
    }
    expect((await call("POST", "/api/admin/notices", { title: "x", category: "general" }, {})).statusCode).toBe(401);
    const deleted = await call("DELETE", `/api/admin/notices/${notice._id}`);
    expect(deleted.json()).toEqual({ success: true, message: "Notice deleted successfully" });
    expect(await publicIds()).not.toContain(notice._id);
  });
});

describe("the dashboard's list of what is scheduled next", () => {
  it("lists what is published for a coming time, soonest first, to the content's roles only", async () => {
    const later = await addNotice({ title: "Scholarship forms: second round", publishAt: new Date(Date.now() + 3 * DAY).toISOString() });
    const sooner = await addNotice({ title: "Hall tickets for the summer examination", publishAt: new Date(Date.now() + DAY).toISOString() });
    await addNotice({ title: "Draft: fee receipts", status: "draft", publishAt: new Date(Date.now() + 2 * DAY).toISOString() });
    await addNotice({ title: "Already public" });

    const response = await call("GET", "/api/admin/scheduled");
    expect(response.statusCode).toBe(200);
    const scheduled = response.json<{ _id: string; title: string; noun: string; collection: string; publishAt: string }[]>();
    const mine = [sooner.title, later.title, "Draft: fee receipts", "Already public"];
    expect(scheduled.map((record) => record.title).filter((title) => mine.includes(title))).toEqual([sooner.title, later.title]);
    expect(scheduled.map((record) => record.publishAt)).toEqual(scheduled.map((record) => record.publishAt).sort());
    expect(scheduled.find((record) => record._id === sooner._id)).toEqual({ collection: "notices", noun: "notice", _id: sooner._id, title: sooner.title, publishAt: sooner.publishAt });

    expect((await call("GET", "/api/admin/scheduled", undefined, {})).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/scheduled", undefined, await t.headersAs("admissions"))).statusCode).toBe(403);
  });
});

describe("what becomes public by the clock alone", () => {
  let clocked: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    clocked = await createTestApp({}, { clock: () => new Date(now) });
  });
  afterAll(() => clocked.close());

  const read = async (url: string) => (await clocked.app.inject({ url })).body;


  it("shows a scheduled notice in the kept list the moment its time comes, with no write", async () => {
    const headers = await clocked.headersAs("editor");
    const title = "Merit list for the first CAP round";
    const scheduled = await clocked.app.inject({
      method: "POST",
      url: "/api/admin/notices",
      headers,
      payload: { title, category: "admission", publishAt: new Date(now + 5_000).toISOString() },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    // Pages are kept the same way as this list.
    expect(await readKept(clocked.app, "/api/notices")).not.toContain(title);
    now += 6_000;
    expect(await read("/api/notices")).toContain(title);
  });

  it("takes a notice off the kept list at midnight in Kolkata after its last day", async () => {
    const headers = await clocked.headersAs("editor");
    const title = "Last day to pay the examination fee";
    const added = await clocked.app.inject({
      method: "POST",
      url: "/api/admin/notices",
      headers,
      payload: { title, category: "examination", expiresAt: todayInKolkata(new Date(now)) },
    });
    expect(added.statusCode, added.body).toBe(201);
    now = new Date(`${todayInKolkata(new Date(now))}T23:59:59.500+05:30`).getTime();
    expect(await readKept(clocked.app, "/api/notices")).toContain(title);
    now += 1_000;
    expect(await read("/api/notices")).not.toContain(title);
  });
});
