import { createHash, randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { grievanceDueDate } from "../../../common/working-days";
import { sampleCommittees } from "../../seed/sample-committees";
import { grievance as sampleGrievance } from "../../../tests/support/json-write-routes";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { openDatabase } from "../../platform/db/database";
import { grievances as grievancesTable } from "../../platform/db/schema";
import { createRateLimiter } from "../../platform/rate-limit/rate-limiter";
import { createAttemptsRepository } from "../../platform/rate-limit/attempts.repository";
import { createGrievancesRepository } from "./grievances.repository";
import { createGrievancesService, grievanceAttemptsPerAddress, grievancesPerAddress } from "./grievances.service";
import { initialSettings } from "../../../content/initial-settings";
import { describeAboveTheDatabase, itAboveTheDatabase } from "../../../tests/support/database-subject";

const APP_START_TIMEOUT = 120_000;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, APP_START_TIMEOUT);
afterAll(async () => {
  await t?.close();
});

type Filed = { success: true; message: string; grievanceNumber: string; statusUrl: string; dueDate: string };
type Summary = { _id: string; grievanceNumber: string; email: string; status: string; category: string; committee: string; overdue: boolean; dueDate: string; receivedAt: string };

let addressCounter = 0;
/** Each call comes from its own address unless one is given, so tests do not share a limit by accident. */
const post = (payload: unknown, remoteAddress = `198.51.100.${(++addressCounter % 250) + 1}`) =>
  t.app.inject({ method: "POST", url: "/api/grievances", payload: payload as object, remoteAddress });

async function file(overrides: Record<string, unknown> = {}): Promise<Filed & { _id: string; email: string }> {
  const body = { ...sampleGrievance(), ...overrides };
  const response = await post(body);
  expect(response.statusCode, response.body).toBe(201);
  const answer = response.json() as Filed;
  const listed = (await adminGet(`/api/admin/grievances?q=${encodeURIComponent(answer.grievanceNumber)}`)).json() as Summary[];
  return { ...answer, _id: listed[0]!._id, email: listed[0]!.email };
}

const adminGet = async (url: string, headers?: Record<string, string>) => t.app.inject({ method: "GET", url, headers: headers ?? (await t.adminHeaders()) });
const addNote = async (id: string, payload: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method: "POST", url: `/api/admin/grievances/${id}/updates`, payload: payload as object, headers: headers ?? (await t.adminHeaders()) });
/** A hearing far enough ahead to stay in the future: Monday 30 November 2099, 11:00 in Kolkata. */
const HEARING = { hearingAt: "2099-11-30T11:00:00+05:30", hearingPlace: "Principal's office, first floor" };
const tokenOf = (statusUrl: string) => statusUrl.slice(statusUrl.lastIndexOf("/") + 1);
const statusOf = (statusUrl: string) => t.app.inject({ method: "GET", url: `/api/grievances/status/${tokenOf(statusUrl)}` });

describe("POST /api/grievances", () => {
  it("files a grievance: its number, its due date 15 working days on and a private status link", async () => {
    const before = Date.now();
    const response = await post({
      ...sampleGrievance(),
      name: "  Sneha Kale ",
      email: "sneha.kale@mail.example",
      mobile: "+91 98220 11223",
      subject: "Practical marks\nmissing",
      description: "My practical marks are missing.\nPlease look into it.",
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json() as Filed;
    expect(answer).toEqual({
      success: true,
      message: "Your grievance has been received. Keep your grievance number and the link to its status page.",
      grievanceNumber: expect.stringMatching(/^GRV-\d{4}-\d{5}$/),
      statusUrl: expect.stringMatching(/^\/grievance\/status\/[A-Za-z0-9_-]{43}$/),
      dueDate: grievanceDueDate(new Date(before)),
    });
    const [listed] = (await adminGet(`/api/admin/grievances?q=${answer.grievanceNumber}`)).json() as Summary[];
    const stored = (await adminGet(`/api/admin/grievances/${listed!._id}`)).json();
    expect(stored).toEqual({
      _id: listed!._id,
      grievanceNumber: answer.grievanceNumber,
      name: "Sneha Kale",
      email: "sneha.kale@mail.example",
      mobile: "9822011223",
      category: "examination",
      committee: "student-grievance",
      subject: "Practical marks missing",
      status: "received",
      receivedAt: expect.any(String),
      dueDate: answer.dueDate,
      overdue: false,
      description: "My practical marks are missing.\nPlease look into it.",
      reference: "GIP-2025-00012",
      language: "en",
      privacyNoticeVersion: (await t.app.inject({ method: "GET", url: "/api/pages/privacy" })).json().version,
      updates: [{ _id: expect.any(String), at: stored.receivedAt, by: null, status: "received", note: "", visibleToComplainant: true, hearingAt: null, hearingPlace: null }],
    });
    expect(Date.parse(stored.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.grievanceNumber.slice(4, 8)).toBe(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date(stored.receivedAt)));
  });

  itAboveTheDatabase("names each bad field in one 400, and stores nothing", async () => {
    const count = async () => ((await adminGet("/api/admin/grievances")).json() as unknown[]).length;
    const before = await count();
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      message: expect.any(String),
      errors: [
        "Full name is required",
        "Email is required",
        "Mobile number is required",
        "Category is required",
        "Subject is required",
        "Description is required",
      ],
    });
    const wrong = await post({
      name: "A",
      email: "sneha@",
      mobile: "12345",
      category: "canteen",
      subject: "x".repeat(151),
      description: "Too short.",
      reference: "x".repeat(51),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      "Full name must be at least 2 characters",
      "Email must be a valid email address",
      "Mobile number must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9",
      "Category must be one of the listed categories",
      "Subject must be at most 150 characters",
      "Description must be at least 20 characters",
      "Application or enrolment number must be at most 50 characters",
    ]);
    const long = await post({ ...sampleGrievance(), name: "x".repeat(101), description: "x".repeat(5001), category: "" });
    expect(long.json().errors).toEqual(["Full name must be at most 100 characters", "Category is required", "Description must be at most 5000 characters"]);
    const hidden = await post({ ...sampleGrievance(), subject: "Fees\u0000", description: `${"x".repeat(20)}\u001b[2J` });
    expect(hidden.json().errors).toEqual(["Subject contains a character that is not allowed", "Description contains a character that is not allowed"]);
    for (const body of [null, [], "text", 42]) {
      const response = await t.app.inject({ method: "POST", url: "/api/grievances", payload: JSON.stringify(body), headers: { "content-type": "application/json" } });
      expect(response.statusCode).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  itAboveTheDatabase("accepts the limits themselves: a 2-letter name, 20 and 5,000 characters of description, no reference", async () => {
    const { reference: _reference, ...withoutReference } = sampleGrievance();
    expect((await post({ ...withoutReference, name: "Om", description: "x".repeat(20) })).statusCode).toBe(201);
    expect((await post({ ...sampleGrievance(), description: "x".repeat(5000), reference: "" })).statusCode).toBe(201);
  });

  itAboveTheDatabase("sends a grievance to its committee by category: ragging, sexual harassment, and the rest", async () => {
    const slugs = new Set(sampleCommittees.map((committee) => committee.slug));
    const expected = { ragging: "anti-ragging", "sexual-harassment": "anti-harassment", fees: "student-grievance", other: "student-grievance" };
    for (const [category, committee] of Object.entries(expected)) {
      const filed = await file({ category });
      const [listed] = (await adminGet(`/api/admin/grievances?q=${filed.grievanceNumber}`)).json() as Summary[];
      expect({ category, committee: listed!.committee }).toEqual({ category, committee });
      expect(slugs.has(committee)).toBe(true);
    }
  });

  itAboveTheDatabase("gives a grievance filed from the Marathi form its status link under /mr, and tells the desk it was written in Marathi; any other language is English", async () => {
    const marathi = await file({ language: "mr" });
    expect(marathi.statusUrl).toMatch(/^\/mr\/grievance\/status\/[A-Za-z0-9_-]{43}$/);
    expect((await adminGet(`/api/admin/grievances/${marathi._id}`)).json().language).toBe("mr");
    const other = await file({ language: "fr" });
    expect(other.statusUrl).toMatch(/^\/grievance\/status\//);
    expect((await adminGet(`/api/admin/grievances/${other._id}`)).json().language).toBe("en");
  });

  itAboveTheDatabase("answers 429 after the hourly number of grievances from one address, while others still file", async () => {
    const address = "203.0.113.50";
    expect(grievancesPerAddress.max).toBeGreaterThanOrEqual(100);
    for (let i = 0; i < grievancesPerAddress.max - 1; i++) await t.app.services.rateLimiter.record(grievancesPerAddress, address);
    expect((await post(sampleGrievance(), address)).statusCode).toBe(201);
    const blocked = await post(sampleGrievance(), address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: "Too many grievances from this network. Please try again in an hour." });
    expect((await post(sampleGrievance(), "203.0.113.51")).statusCode).toBe(201);
  });

  itAboveTheDatabase("answers 429 after too many attempts from one address, refused ones included", async () => {
    const address = "203.0.113.60";
    for (let i = 0; i < grievanceAttemptsPerAddress.max - 1; i++) await t.app.services.rateLimiter.record(grievanceAttemptsPerAddress, address);
    expect((await post({ name: "" }, address)).statusCode).toBe(400);
    expect((await post(sampleGrievance(), address)).statusCode).toBe(429);
  });
});

describe("grievance numbers", () => {
  it("are unique and follow each other under 20 concurrent filings", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(sampleGrievance())));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((response) => (response.json() as Filed).grievanceNumber).sort();
    const serials = numbers.map((number) => Number(number.slice(-5)));
    expect(new Set(numbers).size).toBe(20);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, index) => serials[0]! + index));
    // A refused filing takes no number: the next one follows on.
    expect((await post({ ...sampleGrievance(), email: "not an email" })).statusCode).toBe(400);
    expect(Number((await file()).grievanceNumber.slice(-5))).toBe(serials[19]! + 1);
  });

  it("start again at 00001 in each year, as the college's clock turns it", async () => {
    const fileAt = (receivedAt: string) =>
      t.app.services.grievances.fileGrievance(sampleGrievance(), { clientAddress: "numbering", quiet: true, receivedAt: new Date(receivedAt) });
    // 23:59 on 31 December 2041 in Kolkata, then a minute past midnight there (still 31 December in UTC).
    expect((await fileAt("2041-12-31T18:29:00Z")).grievanceNumber).toBe("GRV-2041-00001");
    expect((await fileAt("2041-12-31T18:30:30Z")).grievanceNumber).toBe("GRV-2042-00001");
    expect((await fileAt("2041-12-31T18:29:30Z")).grievanceNumber).toBe("GRV-2041-00002");
    const filed = await fileAt("2042-01-01T10:00:00Z");
    expect(filed).toMatchObject({ grievanceNumber: "GRV-2042-00002", dueDate: "2042-01-18" });
  });
});

describe("GET /api/grievances/status/:token", () => {
  itAboveTheDatabase("shows the complainant the number, category, dates, status and only the notes meant for them", async () => {
    const filed = await file({ subject: "Scholarship not credited" });
    await addNote(filed._id, { note: "Committee only: asked the accounts office.", visibleToComplainant: false });
    await addNote(filed._id, { status: "under-review", note: "We have asked the accounts office and will write again soon.", visibleToComplainant: true });
    const response = await statusOf(filed.statusUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.json()).toEqual({
      grievanceNumber: filed.grievanceNumber,
      category: "examination",
      subject: "Scholarship not credited",
      receivedAt: expect.any(String),
      dueDate: filed.dueDate,
      status: "under-review",
      updates: [
        { at: expect.any(String), status: "received", note: "", hearingAt: null, hearingPlace: null },
        { at: expect.any(String), status: "under-review", note: "We have asked the accounts office and will write again soon.", hearingAt: null, hearingPlace: null },
      ],
    });
    expect(response.body).not.toContain(filed.email);
    expect(response.body).not.toContain("Committee only");
    expect(response.body).not.toContain("missing from the second-year result sheet");
  });

  it("answers the same 404 to every other address: guessed, malformed, another record's id or number", async () => {
    const filed = await file();
    const guesses = [randomBytes(32).toString("base64url"), tokenOf(filed.statusUrl).slice(0, -1), `${tokenOf(filed.statusUrl)}x`, filed._id, filed.grievanceNumber, "%00", tokenOf(filed.statusUrl).toLowerCase()];
    for (const guess of guesses) {
      const response = await t.app.inject({ method: "GET", url: `/api/grievances/status/${guess}` });
      expect({ guess, status: response.statusCode, body: response.json() }).toEqual({ guess, status: 404, body: { success: false, message: "Grievance not found" } });
    }
  });
});

describe("the desk's calls", () => {
  it("list newest first, narrowed by status, category and a search of number, name, email and subject", async () => {
    const tag = randomBytes(4).toString("hex");
    const fees = await file({ category: "fees", subject: `Refund ${tag} not paid`, name: "Kiran Jadhav" });
    const ragging = await file({ category: "ragging", subject: `Seniors in the hostel ${tag}`, email: `victim.${tag}@mail.example` });
    await addNote(ragging._id, { status: "hearing-scheduled", note: "Hearing on Monday.", visibleToComplainant: true, ...HEARING });
    const list = async (query: string) => ((await adminGet(`/api/admin/grievances?${query}`)).json() as Summary[]).map((item) => item.grievanceNumber);

    expect(await list(`q=${tag}`)).toEqual([ragging.grievanceNumber, fees.grievanceNumber]);
    expect(await list(`q=${tag}&category=fees`)).toEqual([fees.grievanceNumber]);
    expect(await list(`q=${tag}&status=hearing-scheduled`)).toEqual([ragging.grievanceNumber]);
    expect(await list(`q=${tag}&status=received&category=ragging`)).toEqual([]);
    expect(await list(`q=${fees.grievanceNumber.toLowerCase()}`)).toEqual([fees.grievanceNumber]);
    expect(await list(`q=${encodeURIComponent(`VICTIM.${tag}`)}`)).toEqual([ragging.grievanceNumber]);
    expect(await list(`q=${encodeURIComponent("Kiran Jadhav")}&category=fees&status=`)).toContain(fees.grievanceNumber);
    // A percent sign or an underscore is looked for as itself.
    expect(await list(`q=${encodeURIComponent("%")}`)).toEqual([]);
    expect(await list(`q=${encodeURIComponent("_")}`)).toEqual([]);

    const all = (await adminGet("/api/admin/grievances")).json() as Summary[];
    const times = all.map((item) => Date.parse(item.receivedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(all[0]!).sort()).toEqual(
      ["_id", "grievanceNumber", "name", "email", "mobile", "category", "committee", "subject", "status", "receivedAt", "dueDate", "overdue"].sort(),
    );
  });

  itAboveTheDatabase("answer 400 for a filter that is not one", async () => {
    for (const query of ["status=closed", "category=canteen", `q=${"x".repeat(201)}`]) {
      const response = await adminGet(`/api/admin/grievances?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });

  it("answer 400 naming the search (q) for a NUL or another control character in it, which the database would refuse", async () => {
    for (const query of ["q=%00", "q=GRV%00", "q=a%1Bb", "q=%7F"]) {
      const response = await adminGet(`/api/admin/grievances?${query}`);
      expect({ query, status: response.statusCode, body: response.json() }).toMatchObject({
        query,
        status: 400,
        body: { success: false, message: "Please correct the highlighted fields.", errors: ["Search (q) contains a character that is not allowed"] },
      });
    }
  });

  it("mark an open grievance past its due date overdue, and count open and overdue ones", async () => {
    const before = (await adminGet("/api/admin/grievances/figures")).json();
    const old = await t.app.services.grievances.fileGrievance(sampleGrievance(), { clientAddress: "overdue", quiet: true, receivedAt: new Date(Date.now() - 30 * DAY_MS) });
    const oldDecided = await t.app.services.grievances.fileGrievance(sampleGrievance(), { clientAddress: "overdue", quiet: true, receivedAt: new Date(Date.now() - 30 * DAY_MS) });
    await addNote(oldDecided._id, { status: "resolved", note: "Refund paid.", visibleToComplainant: true });
    const fresh = await file();
    const overdueOf = async (number: string) => ((await adminGet(`/api/admin/grievances?q=${number}`)).json() as Summary[])[0]!.overdue;
    expect(await overdueOf(old.grievanceNumber)).toBe(true);
    expect(await overdueOf(oldDecided.grievanceNumber)).toBe(false);
    expect(await overdueOf(fresh.grievanceNumber)).toBe(false);
    expect((await adminGet(`/api/admin/grievances/${old._id}`)).json().overdue).toBe(true);
    expect((await adminGet("/api/admin/grievances/figures")).json()).toEqual({ open: before.open + 2, overdue: before.overdue + 1 });
  });

  it("open one grievance, and answer 404 for an unknown or malformed id", async () => {
    const filed = await file();
    expect((await adminGet(`/api/admin/grievances/${filed._id}`)).json().description).toBe(
      "My Pharmaceutics practical marks are missing from the second-year result sheet.",
    );
    for (const id of ["6f1c2a8e-8d4b-4c1e-9a57-3b2f0e6d9c11", "not-an-id", filed.grievanceNumber]) {
      const response = await adminGet(`/api/admin/grievances/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Grievance not found" });
    }
  });
});

describe("POST /api/admin/grievances/:id/updates", () => {
  it("adds a note with a status change, by the account that wrote it, and answers the grievance", async () => {
    const filed = await file();
    const response = await addNote(filed._id, { status: "under-review", note: "  Looking into it.\nWill call. ", visibleToComplainant: true });
    expect(response.statusCode, response.body).toBe(201);
    const { success, message, grievance } = response.json();
    expect({ success, message }).toEqual({ success: true, message: "Update added to the grievance" });
    expect(grievance).toMatchObject({ _id: filed._id, status: "under-review", description: expect.any(String) });
    expect(grievance.updates.at(-1)).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      by: "admin",
      status: "under-review",
      note: "Looking into it.\nWill call.",
      visibleToComplainant: true,
      hearingAt: null,
      hearingPlace: null,
    });
    expect((await adminGet(`/api/admin/grievances/${filed._id}`)).json()).toEqual(grievance);
  });

  itAboveTheDatabase("moves forward, may skip a step, and reopens a decided grievance only for review", async () => {
    const filed = await file();
    const step = async (status: string | undefined, expected: number) => {
      const hearing = status === "hearing-scheduled" ? HEARING : {};
      const response = await addNote(filed._id, { ...(status ? { status } : {}), note: `To ${status ?? "no change"}.`, visibleToComplainant: false, ...hearing });
      expect({ status, answer: response.statusCode, body: response.statusCode === 201 ? undefined : response.json() }).toMatchObject({ status, answer: expected });
      return response;
    };
    await step("resolved", 201);
    const refused = await step("hearing-scheduled", 409);
    expect(refused.json()).toEqual({ success: false, message: 'A grievance whose status is "Resolved" can move only to "Under review".' });
    await step("under-review", 201);
    await step("received", 409);
    // The status it has already is a note without a change.
    const same = await step("under-review", 201);
    expect(same.json().grievance.updates.at(-1).status).toBeNull();
    await step(undefined, 201);
    await step("hearing-scheduled", 201);
    await step("rejected", 201);
    await step("under-review", 201);
    const grievance = (await adminGet(`/api/admin/grievances/${filed._id}`)).json();
    expect(grievance.updates.map((update: { status: string | null }) => update.status)).toEqual([
      "received",
      "resolved",
      "under-review",
      null,
      null,
      "hearing-scheduled",
      "rejected",
      "under-review",
    ]);
  });

  itAboveTheDatabase("answers 400 naming each bad field, 404 for no such grievance, and changes nothing", async () => {
    const filed = await file();
    const bad = await addNote(filed._id, { status: "closed", note: " ", visibleToComplainant: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      "Status must be received, under-review, hearing-scheduled, resolved or rejected",
      "Note is required",
      "Visible to the complainant must be true or false",
    ]);
    expect((await addNote(filed._id, { note: "No audience chosen." })).json().errors).toEqual(["Visible to the complainant must be true or false"]);
    for (const id of ["6f1c2a8e-8d4b-4c1e-9a57-3b2f0e6d9c11", "not-an-id"]) {
      const response = await addNote(id, { note: "Nobody here.", visibleToComplainant: false });
      expect(response.statusCode).toBe(404);
    }
    expect((await adminGet(`/api/admin/grievances/${filed._id}`)).json().updates).toHaveLength(1);
  });

  it("schedules a hearing with its time and place, which both status answers carry; moving it keeps the status", async () => {
    const filed = await file();
    const scheduled = await addNote(filed._id, { status: "hearing-scheduled", note: "Please bring your fee receipts.", visibleToComplainant: true, ...HEARING });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const hearing = { hearingAt: "2099-11-30T05:30:00.000Z", hearingPlace: "Principal's office, first floor" };
    expect(scheduled.json().grievance.updates.at(-1)).toMatchObject({ status: "hearing-scheduled", ...hearing });
    expect((await adminGet(`/api/admin/grievances/${filed._id}`)).json().updates.at(-1)).toMatchObject({ status: "hearing-scheduled", ...hearing });
    expect((await statusOf(filed.statusUrl)).json().updates.at(-1)).toEqual({ at: expect.any(String), status: "hearing-scheduled", note: "Please bring your fee receipts.", ...hearing });

    // Sent again with the status it has, a hearing moves: the note carries the new time and place, and no status change.
    const moved = await addNote(filed._id, { status: "hearing-scheduled", note: "Moved to the afternoon.", visibleToComplainant: true, hearingAt: "2099-11-30T15:00:00Z", hearingPlace: "Library" });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().grievance).toMatchObject({ status: "hearing-scheduled" });
    expect(moved.json().grievance.updates.at(-1)).toMatchObject({ status: null, hearingAt: "2099-11-30T15:00:00.000Z", hearingPlace: "Library" });
    // Every other note carries none.
    const resolved = await addNote(filed._id, { status: "resolved", note: "Heard; fees refunded.", visibleToComplainant: true });
    expect(resolved.json().grievance.updates.at(-1)).toMatchObject({ hearingAt: null, hearingPlace: null });
  });

  itAboveTheDatabase("answers 400 naming the hearing's time and place when the status hearing-scheduled comes without them, or they are wrong, and stores nothing", async () => {
    const filed = await file();
    const refusals: [object, string[]][] = [
      [{}, ["Hearing time is required with the status hearing-scheduled", "Hearing place is required with the status hearing-scheduled"]],
      [{ hearingPlace: "Library" }, ["Hearing time is required with the status hearing-scheduled"]],
      [{ hearingAt: HEARING.hearingAt, hearingPlace: "  " }, ["Hearing place is required with the status hearing-scheduled"]],
      [{ ...HEARING, hearingAt: "2099-11-30T11:00" }, ["Hearing time must be an ISO 8601 time with its zone, such as 2026-11-30T11:00:00+05:30"]],
      [{ ...HEARING, hearingAt: "next Monday" }, ["Hearing time must be an ISO 8601 time with its zone, such as 2026-11-30T11:00:00+05:30"]],
      [{ ...HEARING, hearingAt: new Date(Date.now() - 60_000).toISOString() }, ["Hearing time must be in the future"]],
      [{ ...HEARING, hearingPlace: "x".repeat(201) }, ["Hearing place must be at most 200 characters"]],
      [{ ...HEARING, hearingAt: 20991130 }, ["Hearing time must be an ISO 8601 time with its zone, such as 2026-11-30T11:00:00+05:30"]],
    ];
    for (const [hearing, errors] of refusals) {
      const response = await addNote(filed._id, { status: "hearing-scheduled", note: "Hearing.", visibleToComplainant: true, ...hearing });
      expect({ hearing, status: response.statusCode, errors: response.json().errors }).toEqual({ hearing, status: 400, errors });
    }
    // With another status, or none, a time and place are refused rather than kept where nothing shows them.
    for (const status of [undefined, "under-review"]) {
      const response = await addNote(filed._id, { status, note: "Not a hearing.", visibleToComplainant: false, ...HEARING });
      expect(response.json().errors).toEqual(["Hearing time goes only with the status hearing-scheduled", "Hearing place goes only with the status hearing-scheduled"]);
    }
    expect((await adminGet(`/api/admin/grievances/${filed._id}`)).json().updates).toHaveLength(1);
  });

  it("lets only one of two simultaneous decisions through: the second finds the grievance decided", async () => {
    const filed = await file();
    const answers = await Promise.all(
      ["resolved", "rejected"].map((status) => addNote(filed._id, { status, note: `To ${status}.`, visibleToComplainant: false })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const grievance = (await adminGet(`/api/admin/grievances/${filed._id}`)).json();
    expect(grievance.updates).toHaveLength(2);
  });
});

describeAboveTheDatabase("who may read a grievance", () => {
  it("the grievance committee may use every call; editors and admissions clerks get 403 and nothing of it", async () => {
    const filed = await file({ description: "Only the desk may read this: a private account of what happened." });
    const desk = await t.headersAs("grievance");
    expect((await adminGet("/api/admin/grievances", desk)).statusCode).toBe(200);
    expect((await adminGet(`/api/admin/grievances/${filed._id}`, desk)).statusCode).toBe(200);
    expect((await adminGet("/api/admin/grievances/figures", desk)).statusCode).toBe(200);
    const note = await addNote(filed._id, { note: "Seen by the committee member.", visibleToComplainant: false }, desk);
    expect(note.json().grievance.updates.at(-1).by).toBe("grievance.account");

    for (const role of ["editor", "admissions"] as const) {
      const headers = await t.headersAs(role);
      for (const response of [
        await adminGet("/api/admin/grievances", headers),
        await adminGet(`/api/admin/grievances/${filed._id}`, headers),
        await adminGet("/api/admin/grievances/figures", headers),
        await addNote(filed._id, { note: "Not mine to write.", visibleToComplainant: true }, headers),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain("private account");
        expect(response.body).not.toContain(filed.grievanceNumber);
      }
    }
    for (const headers of [{}, { authorization: "Bearer not-a-real-token" }] as Record<string, string>[]) {
      expect((await adminGet("/api/admin/grievances", headers)).statusCode).toBe(401);
    }
  });
});

describe("a staff member's reading of a grievance", () => {
  type Entry = { username: string | null; action: string; resource: string; recordId: string | null; summary: string };
  const views = async (id: string) =>
    ((await adminGet("/api/admin/audit?resource=grievance&limit=200")).json() as Entry[]).filter((entry) => entry.action === "view" && entry.recordId === id);

  itAboveTheDatabase("leaves an activity entry each time, naming who read which grievance by its number only", async () => {
    const filed = await file({ description: "A private account that no log may quote." });
    const desk = await t.headersAs("grievance");
    expect((await adminGet(`/api/admin/grievances/${filed._id}`, desk)).statusCode).toBe(200);
    expect((await adminGet(`/api/admin/grievances/${filed._id}`)).statusCode).toBe(200);
    expect(await views(filed._id)).toEqual([
      { _id: expect.any(String), at: expect.any(String), username: "admin", action: "view", resource: "grievance", recordId: filed._id, summary: `Viewed grievance ${filed.grievanceNumber}` },
      { _id: expect.any(String), at: expect.any(String), username: "grievance.account", action: "view", resource: "grievance", recordId: filed._id, summary: `Viewed grievance ${filed.grievanceNumber}` },
    ]);
    // The list names grievances, not what they say; a refused reading read nothing and leaves no entry.
    await adminGet(`/api/admin/grievances?q=${filed.grievanceNumber}`);
    expect((await adminGet(`/api/admin/grievances/${filed._id}`, await t.headersAs("editor"))).statusCode).toBe(403);
    expect(await views(filed._id)).toHaveLength(2);
  });

  it("answers no grievance whose reading could not be recorded", async () => {
    const filed = await file();
    const recording = vi.spyOn(t.app.services.audit, "record").mockRejectedValueOnce(new Error("the activity log is unavailable"));
    try {
      const response = await adminGet(`/api/admin/grievances/${filed._id}`);
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(filed.grievanceNumber);
    } finally {
      recording.mockRestore();
    }
  });
});

describeAboveTheDatabase("confidentiality", () => {
  const secretDescription = "SECRET-DESCRIPTION: the lab assistant shouted at me in front of the class.";
  const secretNote = "SECRET-NOTE: spoke to the lab assistant privately.";
  const secretReply = "SECRET-REPLY: the lab assistant has apologised in writing.";

  /** An app whose every log line, at every level, is kept here. */
  let logged: string[];
  let logged_t: TestApp;
  beforeAll(async () => {
    logged_t = await createTestApp({ LOG_LEVEL: "trace" });
    logged = [];
    // Every logger of the app (the requests' too) writes to the root logger's stream, which pino keeps under this symbol.
    const streamKey = Object.getOwnPropertySymbols(logged_t.app.log).find((symbol) => symbol.description === "pino.stream")!;
    (logged_t.app.log as unknown as Record<symbol, unknown>)[streamKey] = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
  }, APP_START_TIMEOUT);
  afterAll(async () => {
    await logged_t?.close();
  });

  it("keeps the description and the notes out of the activity log and every log line", async () => {
    const app = logged_t.app;
    const headers = await logged_t.adminHeaders();
    const filed = await app.inject({ method: "POST", url: "/api/grievances", payload: { ...sampleGrievance(), description: secretDescription } });
    expect(filed.statusCode).toBe(201);
    const { grievanceNumber, statusUrl } = filed.json() as Filed;
    const [{ _id }] = (await app.inject({ method: "GET", url: `/api/admin/grievances?q=${grievanceNumber}`, headers })).json() as Summary[];
    const write = (payload: object) => app.inject({ method: "POST", url: `/api/admin/grievances/${_id}/updates`, payload, headers });
    expect((await write({ note: secretNote, visibleToComplainant: false })).statusCode).toBe(201);
    expect((await write({ status: "resolved", note: secretReply, visibleToComplainant: true })).statusCode).toBe(201);
    // Refused ones too: a conflict and an invalid body that quotes the note.
    expect((await write({ status: "hearing-scheduled", note: secretNote, visibleToComplainant: false, ...HEARING })).statusCode).toBe(409);
    expect((await write({ status: "closed", note: secretNote, visibleToComplainant: "yes" })).statusCode).toBe(400);
    await app.inject({ method: "GET", url: `/api/admin/grievances/${_id}`, headers });
    await app.inject({ method: "GET", url: `/api/grievances/status/${tokenOf(statusUrl)}` });
    await app.inject({ method: "GET", url: `${statusUrl}?from=mail` });

    const audit = (await app.inject({ method: "GET", url: "/api/admin/audit?resource=grievance", headers })).json() as { summary: string; recordId: string }[];
    expect(audit.map((entry) => entry.summary)).toEqual([
      `Viewed grievance ${grievanceNumber}`,
      `Added a note to grievance ${grievanceNumber} and set its status to Resolved`,
      `Added a note to grievance ${grievanceNumber}`,
    ]);
    expect(audit.every((entry) => entry.recordId === _id)).toBe(true);
    const everyEntry = JSON.stringify((await app.inject({ method: "GET", url: "/api/admin/audit?limit=200", headers })).json());
    for (const secret of ["SECRET-", "lab assistant"]) expect(everyEntry).not.toContain(secret);

    const log = logged.join("");
    expect(logged.length).toBeGreaterThan(10);
    expect(log).toContain("/api/grievances/status/[redacted]");
    for (const secret of ["SECRET-", "lab assistant", tokenOf(statusUrl), "sneha."]) expect(log).not.toContain(secret);
  });
});

describeAboveTheDatabase("the status link's token", () => {
  it("is stored only as its SHA-256 hash", async () => {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: "", inMemory: true });
    try {
      const settings = { getSingleton: async () => initialSettings };
      const rateLimiter = createRateLimiter(createAttemptsRepository(database.db));
      const service = createGrievancesService({ repository: createGrievancesRepository(database.db), rateLimiter, settings, holidayDates: async () => new Set(), privacyNoticeVersion: async () => "" });
      const filed = await service.fileGrievance(sampleGrievance(), { clientAddress: "hash-test" });
      const token = tokenOf(filed.statusUrl);
      const [row] = await database.db.select().from(grievancesTable).where(eq(grievancesTable.id, filed._id));
      expect(row!.statusTokenHash).toBe(createHash("sha256").update(token).digest("hex"));
      expect(JSON.stringify(row)).not.toContain(token);
      expect((await service.grievanceStatus(token))?.grievanceNumber).toBe(filed.grievanceNumber);
    } finally {
      await database.close();
    }
  }, APP_START_TIMEOUT);
});
