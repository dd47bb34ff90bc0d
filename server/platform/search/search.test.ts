import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { todayInKolkata } from "../../../common/fields";
import { initialSettings } from "../../../content/initial-settings";
import type { SearchAnswer } from "../../../common/search";
import { sampleApplication } from "../../../tests/support/sample-application";
import { grievance as sampleGrievance } from "../../../tests/support/json-write-routes";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
let editor: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.headersAs("editor");
}, 120_000);
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const DAY = 24 * 60 * 60 * 1000;

async function search(q: string, options: { lang?: "en" | "mr"; limit?: number } = {}): Promise<SearchAnswer> {
  const query = new URLSearchParams({ q, ...(options.lang && { lang: options.lang }), ...(options.limit && { limit: String(options.limit) }) });
  const response = await t.app.inject({ method: "GET", url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const titles = async (q: string, lang?: "en" | "mr") => (await search(q, { lang })).results.map((result) => result.title);

type Notice = { _id: string; title: string };
async function addNotice(fields: Record<string, unknown>): Promise<Notice> {
  const response = await t.app.inject({ method: "POST", url: "/api/admin/notices", payload: { category: "general", ...fields }, headers: editor });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().notice;
}
const editNotice = async (id: string, fields: Record<string, unknown>) => {
  const response = await t.app.inject({ method: "PUT", url: `/api/admin/notices/${id}`, payload: { category: "general", ...fields }, headers: editor });
  expect(response.statusCode, response.body).toBe(200);
};

describe("GET /api/search: what matches", () => {
  it("finds a word by its start, whatever its case and Latin accents", async () => {
    await addNotice({ title: "Zorvanite Café opens for hostel students", body: "Breakfast from 7:30." });
    expect(await titles("zorv")).toEqual(["Zorvanite Café opens for hostel students"]);
    expect(await titles("ZORVANITE CAFE")).toEqual(["Zorvanite Café opens for hostel students"]);
    expect(await titles("zorvanite cafés")).toEqual([]);
    expect(await titles("Zorvanité")).toEqual(["Zorvanite Café opens for hostel students"]);
  });

  it("takes Devanagari digits for Latin ones and the other way round", async () => {
    await addNotice({ title: "Quillmere results 2026", titleMr: "क्विलमेअर निकाल २०२७" });
    expect(await titles("quillmere २०२६")).toEqual(["Quillmere results 2026"]);
    expect(await titles("quillmere 2027")).toEqual(["Quillmere results 2026"]);
    expect(await titles("क्विलमेअर 2027", "mr")).toEqual(["क्विलमेअर निकाल २०२७"]);
  });

  it("finds only what has every word", async () => {
    await addNotice({ title: "Brandelwick scholarship deadline" });
    await addNotice({ title: "Brandelwick sports day" });
    expect(await titles("brandelwick")).toHaveLength(2);
    expect(await titles("brandelwick scholarship")).toEqual(["Brandelwick scholarship deadline"]);
    expect(await titles("brandelwick scholarship picnic")).toEqual([]);
  });

  it("finds an abbreviation typed whole, and each of its parts", async () => {
    await addNotice({ title: "Tessaroy B.Pharm practicals" });
    await addNotice({ title: "Tessaroy bonafide pharmacy forms" });
    expect(await titles("tessaroy B.Pharm")).toEqual(["Tessaroy B.Pharm practicals"]);
    expect(await titles("tessaroy bpharm")).toEqual(["Tessaroy B.Pharm practicals"]);
    expect(await titles("tessaroy pharm")).toHaveLength(2);
  });

  it("ranks a title above a heading, and a heading above body text", async () => {
    await addNotice({ title: "Circular on library hours", body: "The Vellichor reading room stays open until 8 PM." });
    await addNotice({ title: "Vellichor reading room", body: "Open to every student." });
    const faqs = (await t.app.inject({ method: "GET", url: "/api/pages/faqs" })).json();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/pages/faqs",
      headers: editor,
      payload: { ...faqs, sections: [{ heading: "Is the Vellichor reading room open on Sundays?", body: "No." }, ...faqs.sections] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { results } = await search("vellichor");
    expect(results.map((result) => [result.kind, result.title])).toEqual([
      ["notice", "Vellichor reading room"],
      ["page", "Frequently Asked Questions"],
      ["notice", "Circular on library hours"],
    ]);
  });

  it("counts every match in total and answers the first `limit`", async () => {
    for (let n = 1; n <= 4; n++) await addNotice({ title: `Ombrelle circular ${n}` });
    const answer = await search("ombrelle", { limit: 3 });
    expect(answer.total).toBe(4);
    expect(answer.results).toHaveLength(3);
    expect(answer.query).toBe("ombrelle");
    expect((await search("  ombrelle  ")).query).toBe("ombrelle");
  });
});

describe("GET /api/search: both languages", () => {
  it("answers the title, snippet and page in the asked language, the English where the Marathi twin is empty", async () => {
    const notice = await addNotice({
      title: "Marigold fee refund notice",
      titleMr: "मॅरीगोल्ड शुल्क परतावा सूचना",
      body: "Refunds for the Marigold batch are paid by cheque.",
      bodyMr: "",
    });
    const english = await search("मॅरीगोल्ड");
    expect(english.results).toEqual([{ kind: "notice", title: "Marigold fee refund notice", snippet: "Refunds for the Marigold batch are paid by cheque.", path: `/notices/${notice._id}` }]);
    const marathi = await search("marigold refund", { lang: "mr" });
    expect(marathi.results).toEqual([
      { kind: "notice", title: "मॅरीगोल्ड शुल्क परतावा सूचना", snippet: "Refunds for the Marigold batch are paid by cheque.", path: `/mr/notices/${notice._id}` },
    ]);
  });

  it("finds the pages' Marathi words as written, a longer word by its start, and answers the Marathi page", async () => {
    const { results } = await search("शिष्यवृत्ती", { lang: "mr" });
    const pages = results.filter((result) => result.kind === "page");
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.path).toMatch(/^\/mr(\/|$)/);
    expect(pages.some((page) => page.snippet.includes("शिष्यवृत्ती"))).toBe(true);
    // A case ending joined to the noun: the word as written starts with the one asked for.
    await addNotice({ title: "Zendooban scholarship form", titleMr: "झेंडूबन शिष्यवृत्तीचा अर्ज" });
    expect(await titles("झेंडूबन शिष्यवृत्ती", "mr")).toEqual(["झेंडूबन शिष्यवृत्तीचा अर्ज"]);
  });

  it("cuts a long text's snippet around the first word found, at most 200 characters", async () => {
    const body = `${"The college bus leaves the main gate every morning. ".repeat(6)}Students of the Kestrelford hostel take the second bus. ${"Passes are issued by the office. ".repeat(6)}`;
    await addNotice({ title: "Bus timings", body });
    const [result] = (await search("kestrelford")).results;
    expect(result!.snippet.length).toBeLessThanOrEqual(200);
    expect(result!.snippet).toMatch(/^….*Kestrelford hostel.*…$/);
  });
});

describe("GET /api/search: only what the public site shows", () => {
  it("never finds a draft, a scheduled notice before its time, or an expired one", async () => {
    await addNotice({ title: "Pellucid draft circular", status: "draft" });
    await addNotice({ title: "Pellucid scheduled circular", publishAt: new Date(Date.now() + DAY).toISOString() });
    const expiring = await addNotice({ title: "Pellucid expiring circular", expiresAt: todayInKolkata(new Date(Date.now() + 3 * DAY)) });
    expect(await titles("pellucid")).toEqual(["Pellucid expiring circular"]);
    await editNotice(expiring._id, { title: "Pellucid expiring circular", expiresAt: todayInKolkata(new Date(Date.now() - DAY)) });
    expect(await titles("pellucid")).toEqual([]);
  });

  it("finds a scheduled notice once its time has come, without any write", async () => {
    const publishAt = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await addNotice({ title: "Halcyon convocation schedule", publishAt: publishAt.toISOString() });
    expect(await titles("halcyon")).toEqual([]);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(publishAt.getTime() + 1000);
    expect(await titles("halcyon")).toEqual(["Halcyon convocation schedule"]);
  });

  it("never finds an inactive testimonial, an application, a grievance, a user or the activity log", async () => {
    const admin = await t.adminHeaders();
    const testimonial = await t.app.inject({
      method: "POST",
      url: "/api/testimonials",
      headers: admin,
      payload: { name: "Quorlan Deshpande", batch: "B.Pharm 2024", quote: "Quorlan teachers were wonderful.", isActive: false },
    });
    expect(testimonial.statusCode, testimonial.body).toBe(201);
    const applied = await t.app.inject({ method: "POST", url: "/api/admissions/apply", payload: { ...sampleApplication, name: "Quorlan Applicant", email: "quorlan@mail.example" } });
    expect(applied.statusCode, applied.body).toBe(201);
    const filed = await t.app.inject({ method: "POST", url: "/api/grievances", payload: { ...sampleGrievance(), subject: "Quorlan canteen complaint" } });
    expect(filed.statusCode, filed.body).toBe(201);
    const user = await t.app.inject({ method: "POST", url: "/api/admin/users", headers: admin, payload: { username: "quorlan.clerk", password: "a long enough password 1", role: "editor" } });
    expect(user.statusCode, user.body).toBe(201);
    // The activity log now names a notice that is gone.
    const notice = await addNotice({ title: "Quorlan notice added by mistake" });
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/notices/${notice._id}`, headers: editor })).statusCode).toBe(200);
    expect(await search("quorlan")).toEqual({ query: "quorlan", total: 0, results: [] });
  });
});

describe("GET /api/search: a change is findable on the next request", () => {
  it("follows a notice's edit and its deletion", async () => {
    const notice = await addNotice({ title: "Saffronet sports meet" });
    await editNotice(notice._id, { title: "Gossamer sports meet" });
    expect(await titles("saffronet")).toEqual([]);
    expect(await titles("gossamer")).toEqual(["Gossamer sports meet"]);
    await editNotice(notice._id, { title: "Gossamer sports meet", status: "draft" });
    expect(await titles("gossamer")).toEqual([]);
    await editNotice(notice._id, { title: "Gossamer sports meet", status: "published" });
    expect(await titles("gossamer")).toEqual(["Gossamer sports meet"]);
    await t.app.inject({ method: "DELETE", url: `/api/admin/notices/${notice._id}`, headers: editor });
    expect(await titles("gossamer")).toEqual([]);
  });

  it("follows the kinds indexed whole: a person added, a page saved, a settings figure its pages quote", async () => {
    const admin = await t.adminHeaders();
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/faculty",
      headers: admin,
      payload: {
        name: "Dr. Ilsabet Wadekar",
        designation: "Professor",
        designationMr: "प्राध्यापक",
        qualification: "Ph.D. (Pharmacognosy)",
        experience: "12 years",
        dateOfJoining: "2014-06-15",
        email: "ilsabet@college.example",
        mobile: "98220 11223",
        department: "bpharm",
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const [person] = (await search("wadekar pharmacognosy")).results;
    expect(person).toEqual({ kind: "faculty", title: "Dr. Ilsabet Wadekar", snippet: "Professor. Ph.D. (Pharmacognosy). 12 years.", path: `/management/faculty/details/${added.json().faculty.id}` });

    const phone = "+91 97777 12345";
    expect((await search("97777")).total).toBe(0);
    const saved = await t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: admin, payload: { ...initialSettings, phone } });
    expect(saved.statusCode, saved.body).toBe(200);
    const quoting = (await search("97777 refund")).results;
    expect(quoting.map((result) => result.path)).toContain("/admissions/refund-policy");
    await t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: admin, payload: initialSettings });
  });
});

describe("GET /api/search: the index at start", () => {
  it("is built again when it is empty or made by another format, and otherwise left as it is", async () => {
    await addNotice({ title: "Thistledown alumni meet" });
    const { database, services } = t.app;
    await database.execute(sql`DELETE FROM search_entries`);
    expect(await titles("thistledown")).toEqual([]);
    await services.search.startUp();
    expect(await titles("thistledown")).toEqual(["Thistledown alumni meet"]);
    await database.execute(sql`UPDATE search_entries SET format = 0, title = 'Stale' WHERE kind = 'notice'`);
    await services.search.startUp();
    expect(await titles("thistledown")).toEqual(["Thistledown alumni meet"]);
  });
});

describe("GET /api/search: what it refuses", () => {
  it.each([
    ["", "Search (q) must be at least 2 characters"],
    ["   a   ", "Search (q) must be at least 2 characters"],
    ["x".repeat(101), "Search (q) must be at most 100 characters"],
    ["fees\u0000", "Search (q) contains a character that is not allowed"],
  ])("answers 400 naming q for %j", async (q, error) => {
    const response = await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([error]);
  });

  it("answers 400 naming q when it is missing, and limit or lang out of their range", async () => {
    const errorsOf = async (query: string) => (await t.app.inject({ method: "GET", url: `/api/search?${query}` })).json().errors;
    expect(await errorsOf("")).toEqual(["Search (q) is required"]);
    for (const limit of ["0", "51", "abc", "2.5", "-1"]) expect(await errorsOf(`q=fees&limit=${limit}`)).toEqual(["Limit must be a whole number from 1 to 50"]);
    expect(await errorsOf("q=fees&lang=fr")).toEqual(["Language (lang) must be en or mr"]);
    expect((await search("fees", { limit: 50 })).results.length).toBeLessThanOrEqual(50);
    expect((await search("x".repeat(100))).total).toBe(0);
    expect(await search("?!")).toEqual({ query: "?!", total: 0, results: [] });
  });
});
