import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageResource } from "../../../common/page.resource";
import { pagePaths, type Page, type PageKey } from "../../../common/page.schema";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * A page's draft through the API (the contract's "Publishing — drafts and scheduled publication"):
 * saved beside the page and never public, published now or at a time (then by the clock alone, once
 * however many try), discarded; `version` naming the page's current state; the 400s, 404s and roles
 * around them. Runs on PostgreSQL too: the scheduled publication's "once" is a row lock.
 */

let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  // The pages as built (BUILD_DIR when a local run keeps its build apart, as the browser tests do).
  t = await createTestApp(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}, { clock: () => new Date(now) });
}, 120_000);
afterAll(() => t?.close());

type Headers = Record<string, string>;
const editor = () => t.headersAs("editor");
const read = async (key: PageKey) => {
  const response = await t.app.inject({ url: `/api/pages/${key}` });
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
};
const draftCall = async (method: "GET" | "PUT" | "DELETE", key: string, payload?: object, headers?: Headers) =>
  t.app.inject({ method, url: `/api/admin/pages/${key}/draft`, payload, headers: headers ?? (await editor()) });
const publish = async (key: string, payload: object = {}, headers?: Headers) =>
  t.app.inject({ method: "POST", url: `/api/admin/pages/${key}/draft/publish`, payload, headers: headers ?? (await editor()) });
const versionsOf = async (key: PageKey) =>
  (await t.app.inject({ url: `/api/admin/pages/${key}/versions`, headers: await editor() })).json() as { _id: string; savedAt: string; savedBy: string | null }[];

/** A whole page as the Pages screen sends it, its words marked with `mark` in both languages. */
const words = (mark: string) => ({
  title: `${mark} title`,
  titleMr: `${mark} शीर्षक`,
  sections: [{ heading: `${mark} heading`, headingMr: "", body: `${mark} in English.`, bodyMr: `${mark} मराठीत.`, image: "" }],
});

/** The page at `path` as a visitor reads it: its HTML with the scripts (and the data they carry) cut away. */
async function shownText(path: string): Promise<string> {
  const response = await t.app.inject({ url: path });
  expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
  return response.body.replace(/<script[\s\S]*?<\/script>/g, " ");
}
const marathiPath = (path: string) => (path === "/" ? "/mr" : `/mr${path}`);

/** An answer once the response cache keeps it (it keeps a new answer in the background): a kept answer carries its ETag. */
async function readKept(url: string): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await t.app.inject({ url });
    if (response.headers.etag) return response.body;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} was never kept`);
}

type AuditEntry = { _id: string; action: string; recordId: string | null; username: string | null; summary: string };
async function entriesSince(before: AuditEntry[] = []): Promise<AuditEntry[]> {
  const response = await t.app.inject({ url: "/api/admin/audit?limit=200", headers: await t.adminHeaders() });
  const known = new Set(before.map((entry) => entry._id));
  return (response.json() as AuditEntry[]).filter((entry) => !known.has(entry._id)).reverse();
}

describe("a page's draft", () => {
  it("is saved beside the page over two saves and is never public: not in the API, not on the page in either language", async () => {
    const key = "library";
    const before = await read(key);
    const first = await draftCall("PUT", key, words("First draft"));
    expect(first.statusCode, first.body).toBe(200);
    const second = await draftCall("PUT", key, words("Second draft"));
    expect(second.json()).toEqual({
      success: true,
      message: pageResource.messages.draftSaved,
      draft: { ...words("Second draft"), savedAt: expect.any(String), savedBy: "editor.account", publishAt: null },
    });
    expect((await draftCall("GET", key)).json()).toEqual(second.json().draft);

    expect(await read(key)).toEqual(before);
    expect(JSON.stringify((await t.app.inject({ url: "/api/pages" })).json())).not.toContain("draft");
    for (const [path, title] of [[pagePaths[key], before.title], [marathiPath(pagePaths[key]), before.titleMr]] as const) {
      const text = await shownText(path);
      expect({ path, title: text.includes(`>${title}</h1>`), draft: /First draft|Second draft/.test(text) }).toEqual({ path, title: true, draft: false });
    }
    expect(await versionsOf(key)).toEqual([]);
  });

  it("published now becomes the page, with a new version, and the state it replaced is kept as a version", async () => {
    const key = "awards";
    const before = await read(key);
    await draftCall("PUT", key, words("Awards of 2026"));
    const entriesBefore = await entriesSince();
    const published = await publish(key);
    expect(published.statusCode, published.body).toBe(200);
    const page = published.json().page as Page;
    expect(published.json()).toMatchObject({ success: true, message: pageResource.messages.draftPublished });
    expect(page).toMatchObject({ ...words("Awards of 2026"), key, path: pagePaths[key] });

    const after = await read(key);
    expect(after).toEqual(page);
    expect(after.version).not.toBe(before.version);
    expect(await shownText(pagePaths[key])).toContain("Awards of 2026 in English.");
    expect(await shownText(marathiPath(pagePaths[key]))).toContain("Awards of 2026 मराठीत.");
    expect(await versionsOf(key)).toEqual([{ _id: expect.any(String), savedAt: before.updatedAt, savedBy: null }]);
    expect((await draftCall("GET", key)).statusCode).toBe(404);
    expect(await entriesSince(entriesBefore)).toEqual([
      expect.objectContaining({ username: "editor.account", action: "publish", recordId: key, summary: "Published the draft of the page Awards of 2026 title" }),
    ]);
  });

  it("discarded leaves the page as it was", async () => {
    const key = "faqs";
    const before = await read(key);
    await draftCall("PUT", key, words("Unwanted"));
    const discarded = await draftCall("DELETE", key);
    expect(discarded.json()).toEqual({ success: true, message: pageResource.messages.draftDiscarded });
    expect((await draftCall("GET", key)).statusCode).toBe(404);
    expect((await draftCall("DELETE", key)).statusCode).toBe(404);
    expect((await publish(key)).json()).toEqual({ success: false, message: pageResource.messages.draftNotFound });
    expect(await read(key)).toEqual(before);
    expect(await versionsOf(key)).toEqual([]);
  });

  it("is refused with a 400 naming the field when publishAt is not a time to come, and with the save's rules", async () => {
    const key = "d-pharm";
    await draftCall("PUT", key, words("Kept as it is"));
    for (const publishAt of ["tomorrow", "2026-06-12 10:00", "2026-06-12T10:00:00", new Date(now - 60_000).toISOString(), 42]) {
      const response = await publish(key, { publishAt });
      expect({ publishAt, status: response.statusCode }).toEqual({ publishAt, status: 400 });
      expect(response.json().errors, String(publishAt)).toEqual([expect.stringMatching(/^Publish at must be/)]);
    }
    const bad = await draftCall("PUT", key, { title: "", sections: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(expect.arrayContaining([expect.stringMatching(/^Title/), expect.stringMatching(/^Sections/)]));
    expect((await draftCall("GET", key)).json()).toMatchObject({ ...words("Kept as it is"), publishAt: null });
    expect((await draftCall("PUT", "no-such-page", words("Nowhere"))).statusCode).toBe(404);
    expect((await draftCall("GET", "no-such-page")).statusCode).toBe(404);
  });
});

describe("a draft published at a time", () => {
  it("stays a draft until then, and becomes the page at that time with no write, its replaced state kept as a version", async () => {
    const key = "admissions-process";
    const before = await read(key);
    await draftCall("PUT", key, words("Admissions open"));
    // Sooner than the kept answers' time limit (30 s by the same clock): only the draft's time can clear them.
    const publishAt = new Date(now + 20_000).toISOString();
    const scheduled = await publish(key, { publishAt });
    expect(scheduled.json()).toEqual({
      success: true,
      message: pageResource.messages.draftScheduled,
      draft: { ...words("Admissions open"), savedAt: expect.any(String), savedBy: "editor.account", publishAt },
    });
    expect((await draftCall("GET", key)).json().publishAt).toBe(publishAt);

    // The kept answers: what a visitor gets until the time comes.
    expect(await readKept(`/api/pages/${key}`)).toContain(before.title);
    expect(await readKept(pagePaths[key])).not.toContain("Admissions open");
    now += 10_000;
    expect((await read(key)).version).toBe(before.version);

    now += 11_000;
    const after = await read(key);
    expect(after).toMatchObject(words("Admissions open"));
    expect(after.version).not.toBe(before.version);
    expect(await shownText(pagePaths[key])).toContain("Admissions open in English.");
    expect((await draftCall("GET", key)).statusCode).toBe(404);
    expect(await versionsOf(key)).toEqual([{ _id: expect.any(String), savedAt: before.updatedAt, savedBy: null }]);
  });

  it("is published once when several instances' rounds and readers reach it at the same moment, with one audit entry", async () => {
    const key = "refund-policy";
    await draftCall("PUT", key, words("Refunds"));
    await publish(key, { publishAt: new Date(now + 1_000).toISOString() });
    const before = await entriesSince();
    now += 2_000;
    const rounds = await Promise.all([t.app.services.pages.publishDueDrafts(), t.app.services.pages.publishDueDrafts(), t.app.services.pages.publishDueDrafts()]);
    expect(rounds.flat()).toEqual([key]);
    expect(await versionsOf(key)).toHaveLength(1);
    expect((await read(key)).title).toBe("Refunds title");
    expect(await entriesSince(before)).toEqual([
      expect.objectContaining({ username: null, action: "publish", recordId: key, summary: "Published the draft of the page Refunds title that editor.account scheduled" }),
    ]);
  });

  it("saved again is a draft again: the schedule is dropped", async () => {
    const key = "principal";
    await draftCall("PUT", key, words("Half done"));
    await publish(key, { publishAt: new Date(now + 60_000).toISOString() });
    const saved = await draftCall("PUT", key, words("Still half done"));
    expect(saved.json().draft.publishAt).toBeNull();
    now += 120_000;
    expect((await read(key)).title).not.toBe("Still half done title");
    expect((await draftCall("GET", key)).json()).toMatchObject({ title: "Still half done title", publishAt: null });
  });

  it("discarded before its time never becomes the page", async () => {
    const key = "academics-overview";
    const before = await read(key);
    await draftCall("PUT", key, words("Withdrawn"));
    await publish(key, { publishAt: new Date(now + 60_000).toISOString() });
    await draftCall("DELETE", key);
    now += 120_000;
    expect(await read(key)).toEqual(before);
  });
});

describe("version", () => {
  it("stays while the page stays, changes with a save, and names the same words again when a restore brings them back", async () => {
    const key = "mandatory-disclosure";
    const first = (await read(key)).version;
    expect(first).toEqual(expect.any(String));
    expect((await read(key)).version).toBe(first);
    await t.app.inject({ method: "PUT", url: `/api/admin/pages/${key}`, payload: words("Disclosure"), headers: await editor() });
    const saved = (await read(key)).version;
    const [version] = await versionsOf(key);
    await t.app.inject({ method: "POST", url: `/api/admin/pages/${key}/versions/${version!._id}/restore`, headers: await editor() });
    const restored = (await read(key)).version;
    expect(saved).not.toBe(first);
    // The version restored is the page's first words.
    expect(restored).toBe(first);
  });
});

describe("who may use drafts", () => {
  it("an editor and an administrator; another role gets 403 before its body is read, and nobody without a token", async () => {
    const key = "course-fees-fra";
    expect((await draftCall("PUT", key, words("By the administrator"), await t.adminHeaders())).statusCode).toBe(200);
    for (const role of ["admissions", "grievance"] as const) {
      const headers = await t.headersAs(role);
      expect((await draftCall("PUT", key, { title: "" }, headers)).statusCode, role).toBe(403);
      expect((await draftCall("GET", key, undefined, headers)).statusCode, role).toBe(403);
      expect((await publish(key, { publishAt: "not a time" }, headers)).statusCode, role).toBe(403);
      expect((await draftCall("DELETE", key, undefined, headers)).statusCode, role).toBe(403);
    }
    for (const call of [draftCall("PUT", key, words("Anyone"), {}), draftCall("GET", key, undefined, {}), publish(key, {}, {}), draftCall("DELETE", key, undefined, {})]) {
      expect((await call).statusCode).toBe(401);
    }
    expect((await draftCall("GET", key)).json()).toMatchObject({ title: "By the administrator title", savedBy: "admin" });
  });
});
