import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pageResource } from "../../../common/page.resource";
import { PAGE_KEYS, pagePaths, type Page, type PageKey } from "../../../common/page.schema";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { firstWordsCorrections } from "./corrected-first-words";
import { initialPages } from "./initial-pages";
import { describeAboveTheDatabase, itAboveTheDatabase } from "../../../tests/support/database-subject";

/**
 * The pages' words through the API (the contract's "Pages — key `page`"): the public reads, an
 * editor's save of a whole page, its earlier versions and their restore, with the rules around
 * them — 400s naming the field, unknown keys, roles, the activity log, the response cache, and
 * that a save and the version it keeps are one transaction (this file runs on PostgreSQL too).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

type Headers = Record<string, string>;
const admin = () => t.adminHeaders();
const read = (key: string) => t.app.inject({ method: "GET", url: `/api/pages/${key}` });
const save = async (key: string, payload: unknown, headers?: Headers) =>
  t.app.inject({ method: "PUT", url: `/api/admin/pages/${key}`, payload: payload as object, headers: headers ?? (await admin()) });
const versionsOf = async (key: string, headers?: Headers) =>
  t.app.inject({ method: "GET", url: `/api/admin/pages/${key}/versions`, headers: headers ?? (await admin()) });
const restore = async (key: string, versionId: string, headers?: Headers) =>
  t.app.inject({ method: "POST", url: `/api/admin/pages/${key}/versions/${versionId}/restore`, headers: headers ?? (await admin()) });

/** A whole page as the Pages screen sends it. */
const words = (title: string, body = "Our words.") => ({
  title,
  titleMr: `${title} (मराठी)`,
  sections: [
    { heading: "", headingMr: "", body: "An introduction.", bodyMr: "ओळख.", image: "" },
    { heading: "The rules", headingMr: "नियम", body, bodyMr: "आमचे शब्द.", image: "/uploads/rules.webp" },
  ],
});

/** What a fresh install answers for a page: its first words, at its path. */
const freshPage = (key: PageKey) => ({ _id: key, key, path: pagePaths[key], ...initialPages[key], updatedAt: expect.any(String), version: expect.any(String) });

type AuditEntry = { _id: string; action: string; resource: string; recordId: string | null; username: string | null; summary: string };
async function entriesSince(before: AuditEntry[] = []): Promise<AuditEntry[]> {
  const response = await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=200", headers: await admin() });
  const known = new Set(before.map((entry) => entry._id));
  return (response.json() as AuditEntry[]).filter((entry) => !known.has(entry._id)).reverse();
}

describeAboveTheDatabase("GET /api/pages", () => {
  it("lists every page, in the keys' order, with its path, title and last save", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/pages" });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { key: string; path: string; title: string; updatedAt: string }[];
    expect(list.map((page) => page.key)).toEqual(PAGE_KEYS);
    for (const page of list) {
      const key = page.key as PageKey;
      expect(page).toEqual({ key, path: pagePaths[key], title: expect.any(String), updatedAt: expect.any(String) });
      expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
    }
    expect(list.find((page) => page.key === "refund-policy")).toMatchObject({ path: "/admissions/refund-policy", title: "Fee Refund Policy" });
  });
});

describeAboveTheDatabase("GET /api/pages/:key", () => {
  it("answers each page of a fresh install with its first words", async () => {
    for (const key of ["faqs", "refund-policy", "home", "d-pharm", "mandatory-disclosure"] as const) {
      const response = await read(key);
      expect(response.statusCode, key).toBe(200);
      expect(response.json()).toEqual(freshPage(key));
    }
  });

  it("answers 404 for a key that is not a page's", async () => {
    for (const key of ["nothing", "FAQS", "__proto__", "constructor", "toString", "faqs%00", "%E2%80%AE", "d.pharm"]) {
      const response = await read(key);
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Page not found" });
    }
  });
});

describe("PUT /api/admin/pages/:key", () => {
  it("replaces the whole page and answers it; the public reads show it at once", async () => {
    expect((await read("awards")).json().title).toBe("Awards and Recognition"); // now in the response cache
    const response = await save("awards", { ...words("Our Awards"), title: "  Our Awards  " });
    expect(response.statusCode, response.body).toBe(200);
    const expected = { _id: "awards", key: "awards", path: "/awards", ...words("Our Awards"), updatedAt: expect.any(String), version: expect.any(String) };
    expect(response.json()).toEqual({ success: true, message: "Page saved successfully", page: expected });
    expect((await read("awards")).json()).toEqual(response.json().page);
    const list = (await t.app.inject({ method: "GET", url: "/api/pages" })).json() as { key: string; title: string; updatedAt: string }[];
    expect(list.find((page) => page.key === "awards")).toEqual({ key: "awards", path: "/awards", title: "Our Awards", updatedAt: response.json().page.updatedAt });
  });

  itAboveTheDatabase("fills what a section leaves out with empty text and ignores unknown fields", async () => {
    const response = await save("academic-calendar", { title: "Calendar", sections: [{ body: "Term dates." }], _id: "other", path: "/elsewhere", updatedAt: "2000-01-01" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().page).toEqual({
      _id: "academic-calendar",
      key: "academic-calendar",
      path: "/academics/academic-calendar",
      title: "Calendar",
      titleMr: "",
      sections: [{ heading: "", headingMr: "", body: "Term dates.", bodyMr: "", image: "" }],
      updatedAt: expect.any(String),
      version: expect.any(String),
    });
    expect(Date.parse(response.json().page.updatedAt)).toBeGreaterThan(Date.parse("2020-01-01"));
  });

  itAboveTheDatabase("answers 400 naming each bad field, and changes nothing", async () => {
    const before = (await read("library")).json();
    const cases: [unknown, string[]][] = [
      [{}, ["Title is required", "Sections must be a list"]],
      [{ title: "   ", sections: [] }, ["Title is required", "Sections must include at least one section"]],
      [{ title: "x".repeat(201), titleMr: "म".repeat(201), sections: "one" }, ["Title must be at most 200 characters", "Marathi title must be at most 200 characters", "Sections must be a list"]],
      [{ title: "Library", sections: Array.from({ length: 51 }, () => ({ body: "x" })) }, ["Sections must be at most 50"]],
      [
        {
          title: "Library",
          sections: [
            "not a section",
            { heading: "h".repeat(201), headingMr: "ह".repeat(201), body: "b".repeat(20_001), bodyMr: "ब".repeat(20_001), image: "javascript:alert(1)" },
            { heading: "Line\u0000break", image: "//evil.example/x.png" },
          ],
        },
        [
          "Section must be an object with a heading and a text (item 1)",
          "Heading must be at most 200 characters (item 2)",
          "Marathi heading must be at most 200 characters (item 2)",
          "Text must be at most 20000 characters (item 2)",
          "Marathi text must be at most 20000 characters (item 2)",
          "Picture must be a path on this site starting with / or a web address starting with http:// or https:// (item 2)",
          "Heading contains a character that is not allowed (item 3)",
          "Picture must be a path on this site starting with / or a web address starting with http:// or https:// (item 3)",
        ],
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await save("library", body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String), errors: expect.arrayContaining(errors) });
      expect(response.json().errors).toHaveLength(errors.length);
    }
    expect((await read("library")).json()).toEqual(before);
    expect((await versionsOf("library")).json()).toEqual([]);
  });

  itAboveTheDatabase("accepts the largest valid page: 50 sections of 20,000 characters in each body and its Marathi twin", async () => {
    const section = (letter: string, marathi: string) => ({
      heading: letter.repeat(200),
      headingMr: marathi.repeat(200),
      body: letter.repeat(20_000),
      bodyMr: marathi.repeat(20_000),
      image: "/uploads/a-picture.webp",
    });
    const english = { title: "T".repeat(200), titleMr: "त".repeat(200), sections: Array.from({ length: 50 }, () => section("a", "b")) };
    expect(JSON.stringify(english).length).toBeGreaterThan(2_000_000);
    const saved = await save("faqs", english);
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
    expect((await read("faqs")).json().sections).toEqual(english.sections);

    // The same with Devanagari in every Marathi field: about 4 MB of UTF-8.
    const marathi = { ...english, sections: Array.from({ length: 50 }, () => section("a", "म")) };
    expect(Buffer.byteLength(JSON.stringify(marathi))).toBeGreaterThan(4_000_000);
    const savedMarathi = await save("faqs", marathi);
    expect(savedMarathi.statusCode, savedMarathi.body.slice(0, 200)).toBe(200);
    expect((await read("faqs")).json().sections[49].bodyMr).toBe("म".repeat(20_000));
  });

  itAboveTheDatabase("refuses a body far larger than any page with 413 before reading it", async () => {
    const huge = JSON.stringify({ title: "Too much", sections: [{ body: "x".repeat(9 * 1024 * 1024) }] });
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/admin/pages/faqs",
      payload: huge,
      headers: { ...(await admin()), "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  itAboveTheDatabase("keeps other routes' bodies at the usual 1 MB", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      payload: JSON.stringify({ address: "x".repeat(2 * 1024 * 1024) }),
      headers: { ...(await admin()), "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe("versions and restore", () => {
  it("keeps each replaced state with when and by whom it had been saved, newest first, and restores one", async () => {
    const key = "principal";
    const fresh = (await read(key)).json();
    expect((await versionsOf(key)).json()).toEqual([]);

    const first = (await save(key, words("First"))).json().page;
    const editor = await t.headersAs("editor");
    const second = (await save(key, words("Second"), editor)).json().page;
    const versions = (await versionsOf(key)).json() as { _id: string; savedAt: string; savedBy: string | null }[];
    expect(versions).toEqual([
      { _id: expect.any(String), savedAt: first.updatedAt, savedBy: "admin" },
      { _id: expect.any(String), savedAt: fresh.updatedAt, savedBy: null },
    ]);

    // The words the install started with come back; the state they replace becomes a version.
    const restored = await restore(key, versions[1]!._id, editor);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({
      success: true,
      message: "Earlier version restored successfully",
      page: { ...fresh, updatedAt: expect.any(String), version: expect.any(String) },
    });
    expect((await read(key)).json()).toEqual(restored.json().page);
    const after = (await versionsOf(key)).json() as { _id: string; savedAt: string; savedBy: string | null }[];
    expect(after).toEqual([{ _id: expect.any(String), savedAt: second.updatedAt, savedBy: "editor.account" }, ...versions]);

    // The "First" words again, from their version; then the restored install's words are a version, saved by the restore.
    expect((await restore(key, versions[0]!._id)).json().page).toMatchObject({ title: "First", sections: words("First").sections });
    const latest = (await versionsOf(key)).json() as { savedAt: string; savedBy: string | null }[];
    expect(latest[0]).toEqual({ _id: expect.any(String), savedAt: restored.json().page.updatedAt, savedBy: "editor.account" });
    expect(latest).toHaveLength(4);
  });

  itAboveTheDatabase("names the words a page shows by a version, a new one with each save and the same again when a restore brings them back", async () => {
    const key = "privacy";
    const fresh = (await read(key)).json() as { version: string };
    expect(fresh.version).toMatch(/^[0-9a-f]{16}$/);
    const saved = (await save(key, words("Changed"))).json().page as { version: string };
    expect(saved.version).not.toBe(fresh.version);
    expect((await read(key)).json().version).toBe(saved.version);
    const [installed] = (await versionsOf(key)).json() as { _id: string }[];
    expect((await restore(key, installed!._id)).json().page.version).toBe(fresh.version);
  });

  it("answers 404 for a version the page does not have", async () => {
    const key = "library";
    await save(key, words("Library words"));
    const [own] = (await versionsOf(key)).json() as { _id: string }[];
    await save("awards", words("Awards words"));
    const [other] = (await versionsOf("awards")).json() as { _id: string }[];
    const before = (await read(key)).json();
    for (const versionId of ["00000000-0000-4000-8000-000000000000", "not-a-version", other!._id, "%00"]) {
      const response = await restore(key, versionId);
      expect(response.statusCode, versionId).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Version not found" });
    }
    expect((await read(key)).json()).toEqual(before);
    expect(((await versionsOf(key)).json() as { _id: string }[])[0]!._id).toBe(own!._id);
  });
});

describeAboveTheDatabase("an unknown key", () => {
  it("is a 404 on every call, whatever the body", async () => {
    for (const key of ["nothing", "__proto__", "constructor", "%00"]) {
      const calls = [read(key), save(key, words("Valid")), save(key, { title: "" }), versionsOf(key), restore(key, "00000000-0000-4000-8000-000000000000")];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode, `${key}: ${response.body}`).toBe(404);
        expect(response.json()).toEqual({ success: false, message: "Page not found" });
      }
    }
  });
});

describeAboveTheDatabase("who may change the pages", () => {
  it("an editor and an administrator; another role gets 403 and nobody without a token", async () => {
    expect((await save("admissions", words("By the editor"), await t.headersAs("editor"))).statusCode).toBe(200);
    for (const role of ["admissions", "grievance"] as const) {
      const headers = await t.headersAs(role);
      expect((await save("admissions", words(`By ${role}`), headers)).statusCode, role).toBe(403);
      expect((await versionsOf("admissions", headers)).statusCode, role).toBe(403);
      const [version] = (await versionsOf("admissions")).json() as { _id: string }[];
      expect((await restore("admissions", version!._id, headers)).statusCode, role).toBe(403);
    }
    expect((await save("admissions", words("Anyone"), {})).statusCode).toBe(401);
    expect((await versionsOf("admissions", {})).statusCode).toBe(401);
    expect((await read("admissions")).json().title).toBe("By the editor");
  });
});

describe("the activity log", () => {
  itAboveTheDatabase("names the page's key as the record of each save and restore", async () => {
    const before = await entriesSince();
    await save("course-fees-fca", words("The FCA course"));
    const [version] = (await versionsOf("course-fees-fca")).json() as { _id: string }[];
    await restore("course-fees-fca", version!._id);
    await save("course-fees-fca", { title: "" }); // refused: no entry
    await restore("course-fees-fca", "00000000-0000-4000-8000-000000000000"); // no such version: no entry
    expect(await entriesSince(before)).toEqual([
      { _id: expect.any(String), at: expect.any(String), username: "admin", action: "update", resource: pageResource.key, recordId: "course-fees-fca", summary: "Edited the page The FCA course" },
      {
        _id: expect.any(String),
        at: expect.any(String),
        username: "admin",
        action: "restore",
        resource: "page",
        recordId: "course-fees-fca",
        summary: "Restored an earlier version of the page Fellowship in Clinical Administration (FCA)",
      },
    ]);
  });

  it("keeps neither the save nor its version when the entry cannot be written", async () => {
    const key = "course-fees-fra";
    const before = (await read(key)).json();
    const versions = (await versionsOf(key)).json();
    vi.spyOn(t.app.services.audit, "record").mockRejectedValueOnce(new Error("the disk is full"));
    expect((await save(key, words("Never kept"))).statusCode).toBe(500);
    expect((await read(key)).json()).toEqual(before);
    expect((await versionsOf(key)).json()).toEqual(versions);
  });
});

describe("saves at the same moment", () => {
  it("each keep exactly the state they replaced: no save's words are lost from the history", async () => {
    const key = "institute-at-glance";
    const titles = Array.from({ length: 6 }, (_, index) => `Glance ${index + 1}`);
    const headers = await admin();
    const answers = await Promise.all(titles.map((title) => save(key, words(title), headers)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(titles.map(() => 200));

    const versions = (await versionsOf(key)).json() as { _id: string; savedAt: string; savedBy: string | null }[];
    expect(versions).toHaveLength(titles.length);
    // The first words and every save but the last are versions, each once; the last save is current.
    const current = (await read(key)).json() as { title: string; updatedAt: string };
    const savedAt = answers.map((answer) => answer.json().page.updatedAt as string);
    expect([...versions.map((version) => version.savedAt), current.updatedAt].sort()).toEqual(
      [savedAt, versions.at(-1)!.savedAt].flat().sort(),
    );
    expect(versions.at(-1)!.savedBy).toBeNull();
    expect(titles).toContain(current.title);
  });
});

describe("a fresh install", () => {
  it("stores every page at the first start, and a start never touches a page already saved", async () => {
    const saved = (await save("mandatory-disclosure", words("Disclosure"))).json().page;
    await t.app.services.pages.installPages();
    expect((await read("mandatory-disclosure")).json()).toEqual(saved);
    for (const key of PAGE_KEYS) expect((await read(key)).statusCode, key).toBe(200);
  });
});

describe("an install whose first words were wrong", () => {
  it("a start corrects a section text still exactly as those words, and leaves every text an editor changed", async () => {
    const stored = (key: PageKey) => structuredClone(initialPages[key]);
    const wrong = (key: PageKey, field: "body" | "bodyMr") => firstWordsCorrections.find((each) => each.key === key && each.field === field)!.was;
    // The glance as an earlier version stored it: both languages' words give both programmes D.Pharm's intake.
    const glance = stored("institute-at-glance");
    glance.sections[2] = { ...glance.sections[2]!, body: wrong("institute-at-glance", "body"), bodyMr: wrong("institute-at-glance", "bodyMr") };
    glance.sections[1] = { ...glance.sections[1]!, body: "An editor's own words." };
    // The overview's English left as it was stored, its Marathi changed by an editor.
    const overview = stored("academics-overview");
    const editedMarathi = `${wrong("academics-overview", "bodyMr")} संपादकाने जोडलेले वाक्य.`;
    overview.sections[0] = { ...overview.sections[0]!, body: wrong("academics-overview", "body"), bodyMr: editedMarathi };
    expect((await save("institute-at-glance", glance)).statusCode).toBe(200);
    expect((await save("academics-overview", overview)).statusCode).toBe(200);

    await t.app.services.pages.installPages();

    const glanceNow = (await read("institute-at-glance")).json() as Page;
    expect(glanceNow.sections).toEqual([...initialPages["institute-at-glance"].sections.slice(0, 1), glance.sections[1], ...initialPages["institute-at-glance"].sections.slice(2)]);
    expect(glanceNow.sections[2]!.body).toContain("{intakeBPharm}");
    const overviewNow = (await read("academics-overview")).json() as Page;
    expect(overviewNow.sections[0]).toEqual({ ...initialPages["academics-overview"].sections[0], bodyMr: editedMarathi });
    expect(overviewNow.sections.slice(1)).toEqual(initialPages["academics-overview"].sections.slice(1));

    // A second start finds nothing left to correct.
    await t.app.services.pages.installPages();
    expect((await read("institute-at-glance")).json()).toEqual(glanceNow);
  });
});
