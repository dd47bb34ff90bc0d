import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInKolkata } from "../../../common/fields";
import { dumpDatabase } from "../../platform/backup/database-dump";
import { grievance } from "../../../tests/support/json-write-routes";
import { sampleApplication } from "../../../tests/support/sample-application";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { addDays, monthsBefore } from "./privacy-requests.service";

/**
 * The privacy request desk through the API (the contract's "Privacy" section): filing, numbers,
 * the status link, the desk's list and case with the requester's records, notes, the copy, the
 * erasure and the retention run; each with its roles and its activity log entry. Runs on
 * PostgreSQL too: numbering under concurrency, row locks and the erasure's one transaction.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

let addressCounter = 0;
const nextAddress = () => `198.51.100.${(++addressCounter % 250) + 1}`;

const request = (overrides: Record<string, unknown> = {}) => ({
  name: "Priya Shinde",
  email: "priya.shinde@mail.example",
  mobile: "9822012345",
  kind: "access",
  details: "Please send me a copy of everything the college holds about me.",
  ...overrides,
});

type Filed = { success: boolean; message: string; requestNumber: string; statusUrl: string; dueDate: string };
async function fileRequest(overrides: Record<string, unknown> = {}): Promise<Filed> {
  const response = await t.app.inject({ method: "POST", url: "/api/privacy-requests", payload: request(overrides), remoteAddress: nextAddress() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Filed>();
}
const tokenOf = (statusUrl: string) => statusUrl.split("/").at(-1)!;
const statusOf = (statusUrl: string) => t.app.inject({ url: `/api/privacy-requests/status/${tokenOf(statusUrl)}` });

type Summary = { _id: string; requestNumber: string; status: string; overdue: boolean };
async function idOf(requestNumber: string): Promise<string> {
  const list = (await t.app.inject({ url: "/api/admin/privacy-requests", headers: await t.headersAs("grievance") })).json<Summary[]>();
  return list.find((summary) => summary.requestNumber === requestNumber)!._id;
}

async function apply(overrides: Record<string, unknown>): Promise<{ applicationNumber: string; receiptUrl: string }> {
  const response = await t.app.inject({ method: "POST", url: "/api/admissions/apply", payload: { ...sampleApplication, ...overrides }, remoteAddress: nextAddress() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
async function fileGrievance(overrides: Record<string, unknown>): Promise<{ grievanceNumber: string; statusUrl: string }> {
  const response = await t.app.inject({ method: "POST", url: "/api/grievances", payload: { ...grievance(), ...overrides }, remoteAddress: nextAddress() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

type AuditEntry = { action: string; resource: string; recordId: string | null; summary: string; username: string | null };
const auditEntries = async () => (await t.app.inject({ url: "/api/admin/audit?limit=200", headers: await t.adminHeaders() })).json<AuditEntry[]>();

describe("POST /api/privacy-requests", () => {
  it("answers the number, the private status link and the due date, the settings' days after receipt", async () => {
    const filed = await fileRequest();
    const year = todayInKolkata().slice(0, 4);
    expect(filed).toEqual({
      success: true,
      message: "Your request has been received. Keep your request number and the link to its status page.",
      requestNumber: expect.stringMatching(new RegExp(`^DPR-${year}-\\d{5}$`)),
      statusUrl: expect.stringMatching(/^\/privacy\/request\/status\/[A-Za-z0-9_-]{43}$/),
      dueDate: addDays(todayInKolkata(), 30),
    });
    const saved = await t.app.inject({ method: "PUT", url: "/api/admin/settings", payload: { privacyResponseDays: 7 }, headers: await t.adminHeaders() });
    expect(saved.statusCode).toBe(200);
    const marathi = await fileRequest({ language: "mr" });
    expect(marathi.dueDate).toBe(addDays(todayInKolkata(), 7));
    expect(marathi.statusUrl).toMatch(/^\/mr\/privacy\/request\/status\//);
    // The first request's due date stays as it was fixed at receipt.
    expect((await statusOf(filed.statusUrl)).json().dueDate).toBe(addDays(todayInKolkata(), 30));
    await t.app.inject({ method: "PUT", url: "/api/admin/settings", payload: { privacyResponseDays: 30 }, headers: await t.adminHeaders() });
  });

  it("answers 400 naming each bad field, and stores nothing", async () => {
    const before = (await t.app.inject({ url: "/api/admin/privacy-requests", headers: await t.adminHeaders() })).json<Summary[]>().length;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/privacy-requests",
      payload: { name: "P", email: "not-an-email", mobile: "12345", kind: "delete-everything", details: "short" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: string[] }>().errors.join("\n");
    for (const field of ["Full name", "Email", "Mobile number", "Request", "Details"]) expect(errors).toContain(field);
    expect((await t.app.inject({ url: "/api/admin/privacy-requests", headers: await t.adminHeaders() })).json<Summary[]>()).toHaveLength(before);
  });

  it("gives 20 requests filed at once 20 distinct numbers", async () => {
    const filed = await Promise.all(Array.from({ length: 20 }, (_, index) => fileRequest({ email: `many.${index}@mail.example` })));
    expect(new Set(filed.map((one) => one.requestNumber)).size).toBe(20);
  });
});

describe("GET /api/privacy-requests/status/:token", () => {
  it("shows the request and only the notes meant for the requester; a guessed token is 404", async () => {
    const filed = await fileRequest({ kind: "correction", details: "My 12th marks are wrong on the application." });
    const id = await idOf(filed.requestNumber);
    const headers = await t.headersAs("grievance");
    const note = (payload: object) => t.app.inject({ method: "POST", url: `/api/admin/privacy-requests/${id}/updates`, payload, headers });
    expect((await note({ note: "Checked the marksheet: internal.", visibleToRequester: false })).statusCode).toBe(201);
    expect((await note({ status: "completed", note: "Your marks are corrected.", visibleToRequester: true })).statusCode).toBe(201);
    const status = await statusOf(filed.statusUrl);
    expect(status.statusCode).toBe(200);
    expect(status.headers["cache-control"]).toBe("private, no-store");
    expect(status.json()).toEqual({
      requestNumber: filed.requestNumber,
      kind: "correction",
      receivedAt: expect.any(String),
      dueDate: filed.dueDate,
      status: "completed",
      updates: [
        { at: expect.any(String), status: "received", note: "" },
        { at: expect.any(String), status: "completed", note: "Your marks are corrected." },
      ],
    });
    for (const token of ["A".repeat(43), "not-a-token", tokenOf(filed.statusUrl).slice(0, -1) + "x"]) {
      expect((await t.app.inject({ url: `/api/privacy-requests/status/${token}` })).statusCode, token).toBe(404);
    }
    // A decided request stays decided.
    const reopened = await note({ status: "in-progress", note: "Again", visibleToRequester: false });
    expect(reopened.statusCode).toBe(409);
  });
});

describe("the desk", () => {
  it("is the grievance committee's and the administrators': another role gets 403, nobody without a session", async () => {
    const filed = await fileRequest();
    const id = await idOf(filed.requestNumber);
    for (const url of ["/api/admin/privacy-requests", `/api/admin/privacy-requests/${id}`, `/api/admin/privacy-requests/${id}/copy`]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      for (const role of ["editor", "admissions"] as const) expect((await t.app.inject({ url, headers: await t.headersAs(role) })).statusCode, `${role} ${url}`).toBe(403);
      expect((await t.app.inject({ url, headers: await t.headersAs("grievance") })).statusCode, url).toBe(200);
    }
    const erase = await t.app.inject({ method: "POST", url: `/api/admin/privacy-requests/${id}/erase`, payload: { records: [] }, headers: await t.headersAs("editor") });
    expect(erase.statusCode).toBe(403);
  });

  it("lists newest first, by status, with overdue; opens a case with the records the email finds and those only the mobile shares", async () => {
    const email = "Meera.Jadhav@Mail.Example";
    const application = await apply({ name: "Meera Jadhav", email: "meera.jadhav@mail.example", mobile: "9811122233" });
    const byMobile = await fileGrievance({ name: "Meera J", email: "other.address@mail.example", mobile: "9811122233" });
    const byEmail = await fileGrievance({ name: "Meera Jadhav", email: "MEERA.JADHAV@mail.example", mobile: "9000000001" });
    const filed = await fileRequest({ name: "Meera Jadhav", email, mobile: "9811122233", kind: "erasure", reference: application.applicationNumber });
    const list = (await t.app.inject({ url: "/api/admin/privacy-requests?status=received", headers: await t.adminHeaders() })).json<Summary[]>();
    expect(list[0]).toMatchObject({ requestNumber: filed.requestNumber, status: "received", overdue: false, kind: "erasure", email });
    expect((await t.app.inject({ url: "/api/admin/privacy-requests?status=closed", headers: await t.adminHeaders() })).statusCode).toBe(400);

    const opened = (await t.app.inject({ url: `/api/admin/privacy-requests/${list[0]!._id}`, headers: await t.headersAs("grievance") })).json();
    expect(opened).toMatchObject({ requestNumber: filed.requestNumber, details: expect.any(String), reference: application.applicationNumber, confirmedAt: null });
    expect(opened.matches).toEqual([
      { kind: "application", _id: expect.any(String), number: application.applicationNumber },
      { kind: "grievance", _id: expect.any(String), number: byEmail.grievanceNumber },
    ]);
    expect(opened.mobileMatches).toEqual([{ kind: "grievance", _id: expect.any(String), number: byMobile.grievanceNumber }]);
    const viewed = (await auditEntries()).find((entry) => entry.summary === `Viewed privacy request ${filed.requestNumber}`);
    expect(viewed).toMatchObject({ action: "view", resource: "privacyRequest", recordId: list[0]!._id, username: "grievance.account" });
  });
});

describe("the copy and the erasure", () => {
  it("sends every field of the email's records, then erases them leaving no trace of their values in any table; their links are gone", async () => {
    const person = { name: "Kavita Deshpande", email: "kavita.deshpande@mail.example", mobile: "9812345670" };
    const application = await apply({ ...person, tenthSchoolName: "Vidya Niketan Kavita School", twelfthCollegeName: "Kavita Junior College of Science" });
    const filedGrievance = await fileGrievance({ ...person, subject: "Kavita's scholarship", description: "Kavita's scholarship of the second year is not credited yet." });
    const stranger = await fileGrievance({ name: "Somebody Else", email: "somebody@mail.example", mobile: person.mobile });
    const filed = await fileRequest({ ...person, kind: "erasure", details: "Please erase my application and my grievance." });
    const id = await idOf(filed.requestNumber);
    const headers = await t.headersAs("grievance");
    const opened = (await t.app.inject({ url: `/api/admin/privacy-requests/${id}`, headers })).json();
    const grievanceId = opened.matches.find((match: { kind: string }) => match.kind === "grievance")._id as string;
    // The committee's internal note is not the complainant's: it stays out of the copy.
    await t.app.inject({ method: "POST", url: `/api/admin/grievances/${grievanceId}/updates`, payload: { note: "Internal: ask the accounts office.", visibleToComplainant: false }, headers });
    await t.app.inject({ method: "POST", url: `/api/admin/grievances/${grievanceId}/updates`, payload: { note: "We have written to the scholarship office.", visibleToComplainant: true }, headers });

    const copy = await t.app.inject({ url: `/api/admin/privacy-requests/${id}/copy`, headers });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers["content-disposition"]).toBe(`attachment; filename="${filed.requestNumber}-copy.json"`);
    const copied = copy.json();
    expect(copied.applications).toHaveLength(1);
    expect(copied.applications[0]).toMatchObject({ applicationNumber: application.applicationNumber, name: person.name, tenthSchoolName: "Vidya Niketan Kavita School", twelfthPercentage: sampleApplication.twelfthPercentage });
    expect(copied.grievances).toHaveLength(1);
    expect(copied.grievances[0]).toMatchObject({ grievanceNumber: filedGrievance.grievanceNumber, description: expect.stringContaining("not credited") });
    expect(copied.grievanceUpdates.map((update: { note: string }) => update.note)).toEqual(["", "We have written to the scholarship office."]);
    expect(copy.body).not.toContain(stranger.grievanceNumber);
    expect((await auditEntries()).find((entry) => entry.action === "export" && entry.recordId === id)?.summary).toBe(`Exported a copy of 2 records for privacy request ${filed.requestNumber}`);

    // A record that is not the requester's is refused, and nothing is erased.
    const strangerId = (await t.app.inject({ url: `/api/admin/grievances?q=${stranger.grievanceNumber}`, headers })).json()[0]._id as string;
    const unrelated = await fileGrievance({ name: "Not Related", email: "not.related@mail.example", mobile: "9000000099" });
    const foreign = (await t.app.inject({ url: `/api/admin/grievances?q=${unrelated.grievanceNumber}`, headers })).json<{ _id: string }[]>()[0]!;
    const refused = await t.app.inject({ method: "POST", url: `/api/admin/privacy-requests/${id}/erase`, payload: { records: [{ kind: "grievance", _id: foreign._id }] }, headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([`Records must be among this request's matches: grievance ${foreign._id} is not`]);

    // Until the erasure, the family's links work.
    const receiptApi = application.receiptUrl.replace("/apply-now/received/", "/api/admissions/receipt/");
    expect((await t.app.inject({ url: receiptApi })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/grievances/status/${tokenOf(filedGrievance.statusUrl)}` })).statusCode).toBe(200);

    const erase = await t.app.inject({ method: "POST", url: `/api/admin/privacy-requests/${id}/erase`, payload: { records: opened.matches.map(({ kind, _id }: { kind: string; _id: string }) => ({ kind, _id })) }, headers });
    expect(erase.statusCode, erase.body).toBe(200);
    expect(erase.json()).toEqual({ success: true, message: "The chosen records have been erased", erased: 2 });

    const everyRow = JSON.stringify((await dumpDatabase(t.app.database)).tables);
    for (const value of ["Vidya Niketan Kavita School", "Kavita Junior College of Science", "not credited yet", "Kavita's scholarship", "written to the scholarship office"]) {
      expect(everyRow, value).not.toContain(value);
    }
    // What is left of them: the erased records keep their numbers; the requester's own request keeps her name until it too is past its time.
    expect(everyRow).toContain(application.applicationNumber);
    expect((await t.app.inject({ url: receiptApi })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/grievances/status/${tokenOf(filedGrievance.statusUrl)}` })).statusCode).toBe(404);
    // The record only the mobile shares was not chosen and stays whole.
    expect((await t.app.inject({ url: `/api/admin/grievances/${strangerId}`, headers })).json().name).toBe("Somebody Else");

    const entry = (await auditEntries()).find((one) => one.action === "erase" && one.recordId === id)!;
    expect(entry.summary).toBe(`Erased 2 records for privacy request ${filed.requestNumber}`);
    // A second look finds nothing more to erase of hers.
    expect((await t.app.inject({ url: `/api/admin/privacy-requests/${id}`, headers })).json().matches).toEqual([]);
  });
});

describe("POST /api/admin/privacy/retention-run", () => {
  it("is the administrator's alone, and refuses a day that is not one", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/admin/privacy/retention-run", payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/privacy/retention-run", payload: {}, headers: await t.headersAs("grievance") })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: "POST", url: "/api/admin/privacy/retention-run", payload: { asOf: "tomorrow" }, headers: await t.adminHeaders() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join(" ")).toContain("asOf");
  });

  it("as of a chosen day, erases the applications submitted and the grievances and requests decided more than the settings' months before it", async () => {
    const headers = await t.adminHeaders();
    const application = await apply({ name: "Retained Applicant", email: "retained.applicant@mail.example" });
    const decided = await fileGrievance({ name: "Decided Complainant", email: "decided@mail.example" });
    const open = await fileGrievance({ name: "Open Complainant", email: "open@mail.example" });
    const decidedId = (await t.app.inject({ url: `/api/admin/grievances?q=${decided.grievanceNumber}`, headers })).json()[0]._id as string;
    await t.app.inject({ method: "POST", url: `/api/admin/grievances/${decidedId}/updates`, payload: { status: "resolved", note: "Resolved.", visibleToComplainant: true }, headers });
    const request = await fileRequest({ name: "Decided Requester", email: "decided.requester@mail.example" });
    await t.app.inject({ method: "POST", url: `/api/admin/privacy-requests/${await idOf(request.requestNumber)}/updates`, payload: { status: "rejected", note: "No records.", visibleToRequester: true }, headers });

    const run = (asOf: string) => t.app.inject({ method: "POST", url: "/api/admin/privacy/retention-run", payload: { asOf }, headers });
    // 24 months after today nothing of today is older than 24 months yet.
    const today = todayInKolkata();
    const notYet = await run(addDays(monthsBefore(today, -24), 0));
    expect(notYet.json().erased).toEqual({ applications: 0, grievances: 0, privacyRequests: 0 });
    const later = await run(addDays(monthsBefore(today, -24), 1));
    expect(later.statusCode, later.body).toBe(200);
    const { erased } = later.json();
    expect(erased.applications).toBeGreaterThanOrEqual(1);
    expect(erased.grievances).toBeGreaterThanOrEqual(1);
    expect(erased.privacyRequests).toBeGreaterThanOrEqual(1);
    const everyRow = JSON.stringify((await dumpDatabase(t.app.database)).tables);
    for (const name of ["Retained Applicant", "Decided Complainant", "Decided Requester"]) expect(everyRow, name).not.toContain(name);
    // An open grievance is kept, however old.
    expect(everyRow).toContain("Open Complainant");
    expect((await t.app.inject({ url: application.receiptUrl.replace("/apply-now/received/", "/api/admissions/receipt/") })).statusCode).toBe(404);
    expect((await statusOf(request.statusUrl)).statusCode).toBe(404);
    expect(open.grievanceNumber).toMatch(/^GRV-/);
    const entry = (await auditEntries()).find((one) => one.action === "retention")!;
    expect(entry.summary).toBe(`Erased personal data past its retention: ${erased.applications} applications, ${erased.grievances} grievances, ${erased.privacyRequests} privacy requests`);
    // Run again the same day: nothing more.
    expect((await run(addDays(monthsBefore(today, -24), 1))).json().erased).toEqual({ applications: 0, grievances: 0, privacyRequests: 0 });
  });
});

describe("the daily retention run", () => {
  it("as of its clock's day erases what is past its months with one activity log entry; a run that finds nothing leaves none", async () => {
    const application = await apply({ name: "Scheduled Applicant", email: "scheduled.applicant@mail.example" });
    const { runScheduledRetention } = t.app.services.privacyRequests;
    const entries = async () => (await auditEntries()).filter((entry) => entry.action === "retention" && entry.username === null);
    const before = (await entries()).length;
    // The test clock: 24 months and two days from now, when today's application is past its keeping.
    const later = new Date(`${addDays(monthsBefore(todayInKolkata(), -24), 2)}T12:00:00+05:30`);
    const erased = await runScheduledRetention(later);
    expect(erased!.applications).toBeGreaterThanOrEqual(1);
    const written = await entries();
    expect(written).toHaveLength(before + 1);
    expect(written[0]!.summary).toMatch(/^Erased personal data past its retention: \d+ applications, \d+ grievances, \d+ privacy requests$/);
    expect(JSON.stringify((await dumpDatabase(t.app.database)).tables)).not.toContain("Scheduled Applicant");
    expect((await t.app.inject({ url: application.receiptUrl })).statusCode).toBe(404);
    expect(await runScheduledRetention(later)).toEqual({ applications: 0, grievances: 0, privacyRequests: 0 });
    expect(await entries()).toHaveLength(before + 1);
  });

  it("runs on one instance at a time: two runs at once erase each record once, with one entry", async () => {
    await apply({ name: "Twice Applicant", email: "twice.one@mail.example" });
    await apply({ name: "Twice Applicant", email: "twice.two@mail.example" });
    const { runScheduledRetention } = t.app.services.privacyRequests;
    const entries = async () => (await auditEntries()).filter((entry) => entry.action === "retention" && entry.username === null).length;
    const before = await entries();
    const later = new Date(`${addDays(monthsBefore(todayInKolkata(), -24), 3)}T12:00:00+05:30`);
    const runs = await Promise.all([runScheduledRetention(later), runScheduledRetention(later)]);
    expect(runs.reduce((sum, erased) => sum + (erased?.applications ?? 0), 0)).toBe(2);
    expect(await entries()).toBe(before + 1);
  });
});

describe("the privacy notice each application and grievance was given", () => {
  type Words = { title: string; titleMr: string; sections: unknown[]; version: string };
  const notice = async () => (await t.app.inject({ url: "/api/pages/privacy" })).json<Words>();
  const saveNotice = async ({ title, titleMr, sections }: Words) => {
    const response = await t.app.inject({ method: "PUT", url: "/api/admin/pages/privacy", payload: { title, titleMr, sections }, headers: await t.adminHeaders() });
    expect(response.statusCode, response.body).toBe(200);
  };
  const applicationVersion = async (applicationNumber: string) => {
    const list = (await t.app.inject({ url: "/api/admin/admissions", headers: await t.adminHeaders() })).json<{ applicationNumber: string; _id: string }[]>();
    const { _id } = list.find((application) => application.applicationNumber === applicationNumber)!;
    return (await t.app.inject({ url: `/api/admin/admissions/${_id}`, headers: await t.adminHeaders() })).json<{ privacyNoticeVersion: string }>().privacyNoticeVersion;
  };
  const grievanceVersion = async (grievanceNumber: string) => {
    const [{ _id }] = (await t.app.inject({ url: `/api/admin/grievances?q=${grievanceNumber}`, headers: await t.adminHeaders() })).json<{ _id: string }[]>() as [{ _id: string }];
    return (await t.app.inject({ url: `/api/admin/grievances/${_id}`, headers: await t.adminHeaders() })).json<{ privacyNoticeVersion: string }>().privacyNoticeVersion;
  };

  it("is the privacy page's version when it was submitted, and stays so when the page changes later", async () => {
    const before = await notice();
    const applied = await apply({ email: "notice.version@mail.example", name: "Notice Version" });
    const filed = await fileGrievance({ email: "notice.version@mail.example" });
    expect(await applicationVersion(applied.applicationNumber)).toBe(before.version);
    expect(await grievanceVersion(filed.grievanceNumber)).toBe(before.version);

    await saveNotice({ ...before, title: `${before.title} (revised)` });
    try {
      const after = await notice();
      expect(after.version).not.toBe(before.version);
      expect(await applicationVersion(applied.applicationNumber)).toBe(before.version);
      expect(await grievanceVersion(filed.grievanceNumber)).toBe(before.version);
      const later = await fileGrievance({ email: "notice.later@mail.example" });
      expect(await grievanceVersion(later.grievanceNumber)).toBe(after.version);
    } finally {
      await saveNotice(before);
    }
  });
});

describe("GET /api/admin/privacy/retention-run", () => {
  it("is the administrator's alone, and says when retention last erased and what, as the latest run wrote it", async () => {
    const path = "/api/admin/privacy/retention-run";
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
    expect((await t.app.inject({ url: path, headers: await t.headersAs("grievance") })).statusCode).toBe(403);
    const headers = await t.adminHeaders();
    const ran = await t.app.inject({ method: "POST", url: path, payload: { asOf: "2099-01-01" }, headers });
    expect(ran.statusCode, ran.body).toBe(200);
    const { applications, grievances, privacyRequests } = ran.json<{ erased: Record<string, number> }>().erased;
    const answer = (await t.app.inject({ url: path, headers })).json<{ lastRun: { at: string; summary: string } }>();
    expect(answer.lastRun.summary).toBe(
      `Erased personal data past its retention: ${applications} applications, ${grievances} grievances, ${privacyRequests} privacy requests`,
    );
    const latest = (await auditEntries()).find((entry) => entry.action === "retention")!;
    expect(answer.lastRun.summary).toBe(latest.summary);
  });
});
