import { isDeepStrictEqual } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { initialSettings } from "../../../content/initial-settings";
import { application } from "../../../tests/support/json-write-routes";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { describeAboveTheDatabase, itAboveTheDatabase } from "../../../tests/support/database-subject";

let t: TestApp;
// Starting an app (migrations, password hashing) takes far longer on a busy CI runner than alone.
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});
// Each test starts from the fresh install's settings: put back after a test that changed them
// (a save costs a tenth of a second, for the search index of the pages that quote the settings).
afterEach(async () => {
  if (!isDeepStrictEqual(await read(), initialSettings)) await save(initialSettings);
});

const read = async () => (await t.app.inject({ method: "GET", url: "/api/settings" })).json();
const save = async (payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: "PUT", url: "/api/admin/settings", payload, headers: headers ?? (await t.adminHeaders()) });
const page = async (url: string) => (await t.app.inject({ method: "GET", url })).body;

describeAboveTheDatabase("GET /api/settings", () => {
  it("answers a fresh install's settings: today's values from content/", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/settings" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(initialSettings);
    expect(initialSettings).toMatchObject({ academicYear: "2025-2026", admissionsOpen: true, intakeDPharm: 60, intakeBPharm: 60 });
  });
});

describe("PUT /api/admin/settings", () => {
  itAboveTheDatabase("answers 401 without a valid token and changes nothing", async () => {
    expect((await save({ academicYear: "2030-2031" }, {})).statusCode).toBe(401);
    expect((await save({ academicYear: "2030-2031" }, { authorization: "Bearer not-a-token" })).statusCode).toBe(401);
    expect((await read()).academicYear).toBe(initialSettings.academicYear);
  });

  it("changes the given subset, keeps the others and answers them all", async () => {
    const response = await save({ academicYear: "2026-2027", intakeBPharm: 100, phone: " +91 98220 11223 " });
    expect(response.statusCode).toBe(200);
    const expected = { ...initialSettings, academicYear: "2026-2027", intakeBPharm: 100, phone: "+91 98220 11223" };
    expect(response.json()).toEqual({ success: true, message: "Settings saved successfully", settings: expected });
    expect(await read()).toEqual(expected);
  });

  it("saves every field at once, as the settings screen sends them", async () => {
    const all = {
      academicYear: "2027-2028",
      admissionsOpen: false,
      intakeDPharm: 0,
      intakeBPharm: 600,
      phone: "02551 274 311",
      email: "principal@college.example",
      address: "Near the bus stand, Sinnar, Nashik 422103",
      addressMr: "बस स्थानकाजवळ, सिन्नर, नाशिक ४२२१०३",
      admissionsVideoId: "",
      grievanceEmail: "grievance.cell@college.example",
      privacyOfficerName: "Sunita K. More",
      privacyOfficerEmail: "dpo@college.example",
      privacyOfficerPhone: "+91 98220 11224",
      privacyResponseDays: 90,
      retentionMonths: 6,
    };
    expect((await save(all)).json().settings).toEqual(all);
    expect(await read()).toEqual(all);
  });

  itAboveTheDatabase("ignores unknown fields", async () => {
    const response = await save({ academicYear: "2026-2027", collegeName: "Another College", id: 7 });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toEqual({ ...initialSettings, academicYear: "2026-2027" });
    expect(await read()).not.toHaveProperty("collegeName");
  });

  itAboveTheDatabase("answers 400 naming each bad field, and changes nothing", async () => {
    const response = await save({
      academicYear: "2026-2028",
      admissionsOpen: "yes",
      intakeDPharm: 601,
      intakeBPharm: 12.5,
      phone: "call us",
      email: "office@",
      address: "   ",
      admissionsVideoId: "https://youtu.be/x6Hb3kQpN2s",
    });
    expect(response.statusCode).toBe(400);
    const { success, message, errors } = response.json();
    expect(success).toBe(false);
    expect(message).toEqual(expect.any(String));
    for (const field of ["Academic year", "Admissions open", "D.Pharm intake", "B.Pharm intake", "Phone", "Email", "Address", "YouTube video id"]) {
      expect(errors.some((error: string) => error.startsWith(field)), field).toBe(true);
    }
    expect(await read()).toEqual(initialSettings);
  });

  itAboveTheDatabase.each([
    ["academicYear", "2026-2026"],
    ["academicYear", "2026-27"],
    ["academicYear", 2026],
    ["intakeDPharm", -1],
    ["intakeDPharm", "sixty"],
    ["admissionsVideoId", "x6Hb3kQpN2"],
    ["admissionsVideoId", "x6Hb3kQpN2s!"],
    ["grievanceEmail", "grievance cell"],
    ["privacyOfficerName", "  "],
    ["privacyOfficerEmail", "dpo@"],
    ["privacyOfficerEmail", ""],
    ["privacyOfficerPhone", "ask the office"],
    ["privacyResponseDays", 6],
    ["privacyResponseDays", 91],
    ["privacyResponseDays", 30.5],
    ["retentionMonths", 5],
    ["retentionMonths", 121],
  ])("refuses %s = %j", async (field, value) => {
    expect((await save({ [field]: value })).statusCode).toBe(400);
  });

  itAboveTheDatabase("holds the privacy officer's contacts and the two privacy periods, 30 days and 24 months on a new site", async () => {
    expect(await read()).toMatchObject({ privacyResponseDays: 30, retentionMonths: 24, privacyOfficerEmail: expect.stringContaining("@") });
    const response = await save({ privacyResponseDays: "7", retentionMonths: 120, privacyOfficerEmail: " DPO@college.example " });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().settings).toMatchObject({ privacyResponseDays: 7, retentionMonths: 120, privacyOfficerEmail: "DPO@college.example" });
    const bad = await save({ privacyOfficerName: "", privacyOfficerEmail: "dpo", privacyOfficerPhone: "x", privacyResponseDays: 0, retentionMonths: 200 });
    expect(bad.json().errors).toEqual([
      "Privacy officer is required",
      "Privacy officer's email must be a valid email address",
      "Privacy officer's phone must be a phone number, like 02551 274 310",
      "Days to answer a privacy request must be a whole number from 7 to 90",
      "Months to keep personal data must be a whole number from 6 to 120",
    ]);
  });

  itAboveTheDatabase("accepts the intake as the text of a form field, and an empty video id (no video)", async () => {
    const response = await save({ intakeDPharm: "90", admissionsVideoId: "" });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({ intakeDPharm: 90, admissionsVideoId: "" });
  });

  itAboveTheDatabase("keeps the grievance email when a save leaves it out, and an empty one means no notice", async () => {
    expect((await save({ grievanceEmail: " grievance.cell@college.example " })).json().settings.grievanceEmail).toBe("grievance.cell@college.example");
    expect((await save({ academicYear: "2026-2027" })).json().settings.grievanceEmail).toBe("grievance.cell@college.example");
    expect((await save({ grievanceEmail: "" })).json().settings.grievanceEmail).toBe("");
  });
});

describeAboveTheDatabase("the admissions office runs its own year", () => {
  const auditEntries = async () =>
    (await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=200", headers: await t.adminHeaders() })).json() as { username: string; summary: string }[];

  it("an admissions account saves admissions open, the academic year and the two intakes, and the activity log says who", async () => {
    const headers = await t.headersAs("admissions");
    const response = await save({ admissionsOpen: false, academicYear: "2026-2027", intakeDPharm: 45, intakeBPharm: "90" }, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(await read()).toEqual({ ...initialSettings, admissionsOpen: false, academicYear: "2026-2027", intakeDPharm: 45, intakeBPharm: 90 });
    expect((await auditEntries())[0]).toMatchObject({ username: "admissions.account", summary: expect.stringContaining("Closed admissions for 2026-2027") });
  });

  it.each([
    ["another field", { phone: "+91 91234 56780" }],
    ["another field beside its own", { academicYear: "2026-2027", email: "desk@college.example" }],
    ["a field the settings do not have", { academicYear: "2026-2027", collegeName: "Another College" }],
  ])("an admissions account naming %s is answered 403, and nothing is saved", async (_case, payload) => {
    const before = await auditEntries();
    const response = await save(payload, await t.headersAs("admissions"));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: "Your role (Admissions) may change only these settings: Admissions open, Academic year, D.Pharm intake, B.Pharm intake.",
    });
    expect(await read()).toEqual(initialSettings);
    expect(await auditEntries()).toEqual(before);
  });

  it("a grievance committee account is answered 403 before its body is read, and an editor saves every field", async () => {
    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { ...(await t.headersAs("grievance")), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^This is not open to your role \(Grievance committee\)/);
    expect((await save({ phone: "+91 91234 56780", academicYear: "2026-2027" }, await t.headersAs("editor"))).statusCode).toBe(200);
  });
});

describeAboveTheDatabase("the pages show a change on their next request", () => {
  it("the academic year, seats, phone, email and address on the home page (the response cache is cleared)", async () => {
    const before = await page("/");
    expect(before).toContain(`Admissions Open ${initialSettings.academicYear}`);
    expect(await read()).toEqual(initialSettings); // the public answer is cached too
    await save({
      academicYear: "2031-2032",
      intakeDPharm: 75,
      intakeBPharm: 75,
      phone: "+91 91234 56780",
      email: "desk@college.example",
      address: "Station Road, Sinnar 422103",
    });
    const after = await page("/");
    expect(after).toContain("Admissions Open 2031-2032");
    expect(after).not.toContain(`Admissions Open ${initialSettings.academicYear}`);
    expect(after).toContain("+91 91234 56780");
    expect(after).toContain("desk@college.example");
    expect(after).toContain("Station Road, Sinnar 422103");
    expect(after).toContain("75");
    expect((await read()).academicYear).toBe("2031-2032");
  });

  it("the admissions page's video, or none when its id is empty", async () => {
    await save({ admissionsVideoId: "AbCdEfGhI_-" });
    const withVideo = await page("/admissions");
    expect(withVideo).toContain("AbCdEfGhI_-");
    // The section's heading, not its words: the page's data carries its catalog, shown or not.
    expect(withVideo).toContain(">See the campus<");
    await save({ admissionsVideoId: "" });
    const without = await page("/admissions");
    expect(without).not.toContain(initialSettings.admissionsVideoId);
    expect(without).not.toContain(">See the campus<");
  });

  it("each programme's intake", async () => {
    await save({ intakeDPharm: 45, intakeBPharm: 120 });
    expect(await page("/academics/d.pharm")).toContain("45 seats per year");
    expect(await page("/academics/b.pharm")).toContain("120 seats per year");
  });
});

describeAboveTheDatabase("admissions closed", () => {
  const apply = (payload: object) => t.app.inject({ method: "POST", url: "/api/admissions/apply", payload, remoteAddress: "203.0.113.9" });

  it("the API answers 403 saying so, whatever the input, stores nothing, and takes applications again once open", async () => {
    await save({ admissionsOpen: false, academicYear: "2026-2027" });
    const refused = await apply(application());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: expect.stringContaining("closed") });
    // Closed is closed: an application that would be a 400 is told so first.
    expect((await apply({})).statusCode).toBe(403);
    const stored = await t.app.inject({ method: "GET", url: "/api/admin/admissions", headers: await t.adminHeaders() });
    expect(stored.json()).toEqual([]);

    await save({ admissionsOpen: true });
    expect((await apply(application())).statusCode).toBe(201);
  });

  // The words in tags: the page's data also carries the form's messages (its catalog), shown or not.
  it("/apply-now says admissions for the year are closed instead of showing the form", async () => {
    expect(await page("/apply-now")).toContain(">Submit Application<");
    await save({ admissionsOpen: false, academicYear: "2026-2027" });
    const closed = await page("/apply-now");
    expect(closed).toContain("Admissions for 2026-2027 are closed.");
    expect(closed).not.toContain(">Submit Application<");
  });

  it("no page invites families to the form while admissions are closed: no Apply Now button, nor in the menu", async () => {
    const pages = ["/", "/admissions", "/admissions/process", "/about/institute-at-glance", "/academics/d.pharm", "/mr", "/mr/admissions", "/no-such-page"];
    const applyLinks = async () => {
      const links: Record<string, number> = {};
      for (const path of pages) links[path] = ((await page(path)).match(/href="(\/mr)?\/apply-now"/g) ?? []).length;
      return links;
    };
    const open = await applyLinks();
    expect(Object.values(open).every((count) => count > 0)).toBe(true);
    await save({ admissionsOpen: false, academicYear: "2026-2027" });
    expect(await applyLinks()).toEqual(Object.fromEntries(pages.map((path) => [path, 0])));
  });

  it("the form posted without JavaScript is refused with the same words", async () => {
    await save({ admissionsOpen: false, academicYear: "2026-2027" });
    const response = await t.app.inject({
      method: "POST",
      url: "/apply-now",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
      payload: new URLSearchParams(Object.entries(application()).map(([key, value]) => [key, String(value)])).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain("Admissions for 2026-2027 are closed.");
    expect(response.body).not.toContain(">Submit Application<");
  });
});
