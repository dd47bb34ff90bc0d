import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentYearInKolkata } from "../../../common/admission.schema";
import { sampleApplication } from "../../../tests/support/sample-application";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { applicationAttemptsPerAddress, applicationsPerAddress } from "./admissions.service";
import { describeAboveTheDatabase, itAboveTheDatabase } from "../../../tests/support/database-subject";

// Starting an app (migrations, password hashing) takes well under a second alone, far longer on a busy CI runner.
const APP_START_TIMEOUT = 120_000;
/**
 * One database for the file: its tests never see each other's data, since each applies with an
 * email of its own, from addresses of its own, and looks only at the applications it made.
 */
let shared: TestApp;
/** The app the test at hand calls: the shared one, or a group's own. */
let t: TestApp;
beforeAll(async () => {
  t = shared = await createTestApp();
}, APP_START_TIMEOUT);
afterAll(async () => {
  await shared?.close();
});
/** A database of the group's own, for tests about what a database holds as a whole. */
function useOwnApp() {
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    t = shared;
  });
}

let emailCounter = 0;
/** An email no other application of the file uses, so each applicant is one of a kind. */
const ownEmail = () => `applicant.${++emailCounter}@mail.example`;

let addressCounter = 0;
/** Each call comes from its own address unless one is given, so tests do not share a limit by accident. */
const apply = (payload: unknown, remoteAddress = `198.51.100.${++addressCounter % 250}`) =>
  t.app.inject({ method: "POST", url: "/api/admissions/apply", payload: payload as object, remoteAddress });

/** Applies (with an email of its own unless told) and answers the stored application, as the admin list shows it. */
async function submit(overrides: Record<string, unknown> = {}) {
  const payload = { ...sampleApplication, email: ownEmail(), ...overrides };
  const response = await apply(payload);
  expect(response.statusCode).toBe(201);
  const list = await t.app.inject({ method: "GET", url: "/api/admin/admissions", headers: await t.adminHeaders() });
  return list.json().find((application: { email: string }) => application.email === payload.email.trim());
}

/** The applications of the admin list sent with `email`, in the list's order. */
async function listedWithEmail(email: string) {
  const list = await t.app.inject({ method: "GET", url: "/api/admin/admissions", headers: await t.adminHeaders() });
  return (list.json() as { email: string; name: string }[]).filter((application) => application.email.toLowerCase() === email.toLowerCase());
}

describeAboveTheDatabase("POST /api/admissions/apply: input rules", () => {
  it("accepts the numbers as text, as an HTML form sends them, and trims every field", async () => {
    const application = await submit({
      name: "  Rohan Patil ",
      email: " rohan.patil@mail.example ",
      tenthPercentage: "91.5",
      tenthPassingYear: "2019",
      twelfthPercentage: " 100 ",
      twelfthPassingYear: "2021",
    });
    expect(application).toMatchObject({
      name: "Rohan Patil",
      email: "rohan.patil@mail.example",
      tenthPercentage: 91.5,
      tenthPassingYear: 2019,
      twelfthPercentage: 100,
      twelfthPassingYear: 2021,
    });
  });

  it.each([
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["98765-43210", "9876543210"],
    ["6000000000", "6000000000"],
    ["7123456789", "7123456789"],
    [8123456789, "8123456789"],
  ])("accepts the mobile number %s and keeps its 10 digits", async (mobile, stored) => {
    const application = await submit({
      mobile,
      email: `m.${String(mobile).replace("+", "plus").replace(/\s/g, "_")}@mail.example`,
    });
    expect(application.mobile).toBe(stored);
  });

  it.each([
    ["name", "Full name is required"],
    ["email", "Email is required"],
    ["mobile", "Mobile number is required"],
    ["education", "Education is required"],
    ["tenthPercentage", "10th percentage is required"],
    ["tenthPassingYear", "10th passing year is required"],
    ["tenthSchoolName", "10th school name is required"],
    ["twelfthPercentage", "12th percentage is required"],
    ["twelfthPassingYear", "12th passing year is required"],
    ["twelfthCollegeName", "12th college name is required"],
  ])("answers 400 naming %s when it is missing, blank or empty", async (field, message) => {
    const { [field as keyof typeof sampleApplication]: _omitted, ...withoutField } = sampleApplication;
    for (const payload of [
      withoutField,
      { ...sampleApplication, [field]: "   " },
      { ...sampleApplication, [field]: null },
    ]) {
      const response = await apply(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String), errors: [message] });
    }
  });

  it("lists every problem at once", async () => {
    const response = await apply({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveLength(10);
  });

  it.each(["not-an-email", "asha@", "@mail.example", "asha mail@mail.example"])(
    "answers 400 for the email %s",
    async (email) => {
      const response = await apply({ ...sampleApplication, email });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(["Email must be a valid email address"]);
    },
  );

  it.each(["12345", "5876543210", "98765432100", "+92 98765 43210", "0091 9876543210", "98765abcde", "+91 5876543210"])(
    "answers 400 for the mobile number %s",
    async (mobile) => {
      const response = await apply({ ...sampleApplication, mobile });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        "Mobile number must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9",
      ]);
    },
  );

  it.each([
    [{ tenthPercentage: 100.01 }, "10th percentage must be between 0 and 100"],
    [{ twelfthPercentage: -1 }, "12th percentage must be between 0 and 100"],
    [{ tenthPercentage: 85.123 }, "10th percentage can have at most two decimals"],
    [{ twelfthPercentage: "72.505" }, "12th percentage can have at most two decimals"],
    [{ tenthPercentage: "eighty" }, "10th percentage must be a number"],
    [{ tenthPassingYear: 1999, twelfthPassingYear: 2001 }, "10th passing year must be 2000 or later"],
    [{ tenthPassingYear: 2020.5 }, "10th passing year must be a whole year, like 2023"],
    [{ twelfthPassingYear: "soon" }, "12th passing year must be a number"],
  ])("answers 400 for %o", async (overrides, message) => {
    const response = await apply({ ...sampleApplication, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([message]);
  });

  it("accepts the limits themselves: 0, 100, two decimals, the year 2000 and this year", async () => {
    const thisYear = currentYearInKolkata();
    await submit({
      email: "limits@mail.example",
      tenthPercentage: 0,
      twelfthPercentage: 99.99,
      tenthPassingYear: 2000,
      twelfthPassingYear: thisYear,
    });
    await submit({ email: "limits.two@mail.example", tenthPercentage: 100, twelfthPercentage: "35.50" });
  });

  it("answers 400 for a passing year after this year", async () => {
    const nextYear = currentYearInKolkata() + 1;
    const response = await apply({ ...sampleApplication, twelfthPassingYear: nextYear });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([`12th passing year cannot be later than ${nextYear - 1}`]);
  });

  it.each([2023, 2022])(
    "answers 400 naming the 12th year when it is not after the 10th (%i after 2023)",
    async (twelfthPassingYear) => {
      const response = await apply({ ...sampleApplication, tenthPassingYear: 2023, twelfthPassingYear });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(["12th passing year must be later than the 10th passing year"]);
    },
  );

  it("reports the order of the years together with other problems", async () => {
    const response = await apply({ ...sampleApplication, name: "", tenthPassingYear: 2022, twelfthPassingYear: 2020 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      "Full name is required",
      "12th passing year must be later than the 10th passing year",
    ]);
  });

  it("is what the apply page calls without JavaScript: same messages, same storage", async () => {
    await expect(
      t.app.services.admissions.applyForAdmission({ ...sampleApplication, email: "x" }, { clientAddress: "192.0.2.1" }),
    ).rejects.toMatchObject({
      statusCode: 400,
      errors: ["Email must be a valid email address"],
    });
    const applicant = { ...sampleApplication, email: "no.script@mail.example" };
    const created = await t.app.services.admissions.applyForAdmission(
      { ...applicant, tenthPercentage: "86.4", tenthPassingYear: "2021" },
      { clientAddress: "192.0.2.1" },
    );
    expect(created).toMatchObject({ ...applicant, status: "pending" });
  });
});

describe("POST /api/admissions/apply: storage, duplicates and limits", () => {
  it("answers 409 'already registered' when the same applicant applies again: the same email and name, ignoring case, spaces and dots", async () => {
    const applicant = { ...sampleApplication, email: "snehal.twice@mail.example" };
    expect((await apply(applicant)).statusCode).toBe(201);
    const again = await apply({ ...applicant, email: "  SNEHAL.Twice@Mail.Example", name: "SNEHAL  GAIK.WAD." });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: expect.stringContaining("already registered") });
    expect(again.json().message).toContain("brother or sister");

    expect(await listedWithEmail(applicant.email)).toHaveLength(1);
  });

  it("accepts a brother or sister who applies with the parent's email under their own name", async () => {
    const parentEmail = "parent.kale@mail.example";
    const first = await apply({ ...sampleApplication, email: parentEmail, name: "Ravi Kale" });
    const sister = await apply({ ...sampleApplication, email: parentEmail.toUpperCase(), name: "Sonal Kale" });
    expect([first.statusCode, sister.statusCode]).toEqual([201, 201]);
    expect(sister.json().applicationNumber).not.toBe(first.json().applicationNumber);

    expect((await listedWithEmail(parentEmail)).map((application) => application.name).sort()).toEqual(["Ravi Kale", "Sonal Kale"]);
  });

  it("lets exactly one of several simultaneous applications of one applicant through, and every sibling", async () => {
    const sameApplicant = ["Asha More", "asha more", "ASHA  MORE", "A.sha More", "Asha More."];
    const siblings = ["Vijay More", "Kiran More", "Meena More"];
    const responses = await Promise.all(
      [...sameApplicant, ...siblings].map((name, index) =>
        apply({ ...sampleApplication, name, email: index % 2 ? "more.family@dup.example" : "MORE.Family@DUP.example" }),
      ),
    );
    const statusOf = (name: string) => responses[[...sameApplicant, ...siblings].indexOf(name)]!.statusCode;
    expect(sameApplicant.map(statusOf).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(siblings.map(statusOf)).toEqual([201, 201, 201]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toContain("already registered");
    }
  });

  itAboveTheDatabase("answers 429 after the hourly number of applications from one address, while others still apply", async () => {
    const address = "203.0.113.20";
    // The limit lets a whole cyber café through: at least 100 an hour.
    expect(applicationsPerAddress.max).toBeGreaterThanOrEqual(100);
    await t.app.services.rateLimiter.record(applicationsPerAddress, address, applicationsPerAddress.max - 1);
    expect((await apply({ ...sampleApplication, email: "last@mail.example" }, address)).statusCode).toBe(201);

    const blocked = await apply({ ...sampleApplication, email: "blocked@mail.example" }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      message: "Too many applications from this network. Please try again in an hour.",
    });
    expect((await apply({ ...sampleApplication, email: "other@mail.example" }, "203.0.113.21")).statusCode).toBe(201);
  });

  itAboveTheDatabase("answers 429 after too many attempts from one address, even refused ones", async () => {
    const address = "203.0.113.30";
    await t.app.services.rateLimiter.record(applicationAttemptsPerAddress, address, applicationAttemptsPerAddress.max - 1);
    const applicant = { ...sampleApplication, email: "after.refusals@mail.example" };
    expect((await apply({ name: "" }, address)).statusCode).toBe(400);
    expect((await apply(applicant, address)).statusCode).toBe(429);
    expect((await apply(applicant, "203.0.113.31")).statusCode).toBe(201);
  });

  // 100 real applications, one after another: about 2 s alone, longer than the usual limit on a loaded machine.
  itAboveTheDatabase("lets 100 applications an hour through from one shared address", { timeout: 90_000 }, async () => {
    const address = "203.0.113.40";
    for (let i = 0; i < 100; i++) {
      const response = await apply({ ...sampleApplication, email: `student${i}@cafe.example` }, address);
      expect(response.statusCode).toBe(201);
    }
  });
});

describe("admin routes", () => {
  const unknownId = "6f1c2a8e-8d4b-4c1e-9a57-3b2f0e6d9c11";

  itAboveTheDatabase("answer 401 without a token and with a bad one", async () => {
    const application = await submit();
    const calls = [
      { method: "GET", url: "/api/admin/admissions" },
      { method: "GET", url: `/api/admin/admissions/${application._id}` },
      { method: "PUT", url: `/api/admin/admissions/${application._id}`, payload: { status: "approved" } },
      { method: "DELETE", url: `/api/admin/admissions/${application._id}` },
    ] as const;
    for (const call of calls) {
      for (const headers of [{}, { authorization: "Bearer not-a-real-token" }]) {
        const response = await t.app.inject({ ...call, headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(response.json()).toEqual({ success: false, message: expect.any(String) });
      }
    }
    const after = await t.app.inject({
      method: "GET",
      url: `/api/admin/admissions/${application._id}`,
      headers: await t.adminHeaders(),
    });
    expect(after.json().status).toBe("pending");
  });

  it("lists applications newest first", async () => {
    const names = ["First Applicant", "Second Applicant", "Third Applicant"];
    for (const name of names) {
      await submit({ name, email: `${name.split(" ")[0]!.toLowerCase()}.in.line@mail.example` });
    }
    const list = await t.app.inject({ method: "GET", url: "/api/admin/admissions", headers: await t.adminHeaders() });
    expect(list.statusCode).toBe(200);
    const theirs = (list.json() as { name: string; email: string }[]).filter((application) => application.email.endsWith(".in.line@mail.example"));
    expect(theirs.map((application) => application.name)).toEqual([
      "Third Applicant",
      "Second Applicant",
      "First Applicant",
    ]);
  });

  it("returns one application, and 404 for an unknown or malformed id", async () => {
    const application = await submit();
    const headers = await t.adminHeaders();
    const found = await t.app.inject({ method: "GET", url: `/api/admin/admissions/${application._id}`, headers });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(application);

    for (const id of [unknownId, "not-an-id", "123", "%27%3B%20drop%20table"]) {
      for (const method of ["GET", "PUT", "DELETE"] as const) {
        const payload = method === "PUT" ? { status: "approved" } : undefined;
        const response = await t.app.inject({ method, url: `/api/admin/admissions/${id}`, headers, payload });
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ success: false, message: "Application not found" });
      }
      const edit = await t.app.inject({
        method: "PUT",
        url: `/api/admin/admissions/${id}`,
        headers,
        payload: { name: "New Name" },
      });
      expect(edit.statusCode).toBe(404);
    }
  });

  itAboveTheDatabase.each(["approved", "rejected"])("moves a pending application to %s, and no further", async (status) => {
    const application = await submit();
    const headers = await t.adminHeaders();
    const url = `/api/admin/admissions/${application._id}`;
    const decided = await t.app.inject({ method: "PUT", url, headers, payload: { status } });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({
      success: true,
      message: expect.any(String),
      application: { ...application, status },
    });

    for (const next of ["approved", "rejected", "pending"]) {
      const again = await t.app.inject({ method: "PUT", url, headers, payload: { status: next } });
      expect(again.statusCode, `${status} → ${next}`).toBe(409);
      expect(again.json()).toEqual({ success: false, message: expect.any(String) });
    }
    expect((await t.app.inject({ method: "GET", url, headers })).json().status).toBe(status);
  });

  itAboveTheDatabase("refuses to set a pending application to pending with 409, and an unknown status with 400", async () => {
    const application = await submit();
    const headers = await t.adminHeaders();
    const url = `/api/admin/admissions/${application._id}`;
    const pending = await t.app.inject({ method: "PUT", url, headers, payload: { status: "pending" } });
    expect(pending.statusCode).toBe(409);
    for (const payload of [{ status: "accepted" }, {}, { status: "" }]) {
      const response = await t.app.inject({ method: "PUT", url, headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: expect.any(String),
        errors: ["Status must be approved or rejected"],
      });
    }
  });

  itAboveTheDatabase("sets a decision taken by mistake back to pending on its own call, which the activity log records", async () => {
    const application = await submit();
    const headers = await t.adminHeaders();
    const url = `/api/admin/admissions/${application._id}`;
    await t.app.inject({ method: "PUT", url, headers, payload: { status: "rejected" } });

    const reopened = await t.app.inject({ method: "POST", url: `${url}/reopen`, headers });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual({ success: true, message: "Application set back to pending", application: { ...application, status: "pending" } });
    const [entry] = (await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=1", headers })).json();
    expect(entry).toMatchObject({ action: "reopen", resource: "application", recordId: application._id, summary: `Set the application of ${application.name} back to pending (it was rejected)` });

    // Pending again, it can be decided again; a pending one has nothing to reopen.
    expect((await t.app.inject({ method: "POST", url: `${url}/reopen`, headers })).statusCode).toBe(409);
    expect((await t.app.inject({ method: "PUT", url, headers, payload: { status: "approved" } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: `/api/admin/admissions/${crypto.randomUUID()}/reopen`, headers })).statusCode).toBe(404);
  });

  it("lets only one of two simultaneous decisions win", async () => {
    const application = await submit();
    const headers = await t.adminHeaders();
    const url = `/api/admin/admissions/${application._id}`;
    const responses = await Promise.all(
      ["approved", "rejected"].map((status) => t.app.inject({ method: "PUT", url, headers, payload: { status } })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  itAboveTheDatabase("edits name, email, mobile and education and ignores the other fields", async () => {
    const application = await submit();
    const headers = await t.adminHeaders();
    const url = `/api/admin/admissions/${application._id}`;
    const response = await t.app.inject({
      method: "PUT",
      url,
      headers,
      payload: {
        ...application,
        name: " Snehal R. Gaikwad ",
        email: "snehal.r@mail.example",
        mobile: "+91 70000 12345",
        education: "12th Science (PCM)",
        tenthPercentage: 12,
        twelfthPassingYear: 2010,
        status: "approved",
        applicationDate: "2001-01-01T00:00:00.000Z",
        _id: "something else",
      },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      ...application,
      name: "Snehal R. Gaikwad",
      email: "snehal.r@mail.example",
      mobile: "7000012345",
      education: "12th Science (PCM)",
    };
    expect(response.json()).toEqual({
      success: true,
      message: "Application updated successfully",
      application: expected,
    });
    expect((await t.app.inject({ method: "GET", url, headers })).json()).toEqual(expected);
  });

  itAboveTheDatabase("edits a single detail and keeps the others", async () => {
    const application = await submit();
    const headers = await t.adminHeaders();
    const url = `/api/admin/admissions/${application._id}`;
    const response = await t.app.inject({ method: "PUT", url, headers, payload: { education: "Diploma" } });
    expect(response.statusCode).toBe(200);
    expect(response.json().application).toEqual({ ...application, education: "Diploma" });
  });

  itAboveTheDatabase("answers 400 for an invalid edit and leaves the application unchanged", async () => {
    const application = await submit();
    const headers = await t.adminHeaders();
    const url = `/api/admin/admissions/${application._id}`;
    const response = await t.app.inject({
      method: "PUT",
      url,
      headers,
      payload: { name: "", email: "nope", mobile: "12345", education: "BSc" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      "Full name is required",
      "Email must be a valid email address",
      "Mobile number must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9",
    ]);
    expect((await t.app.inject({ method: "GET", url, headers })).json()).toEqual(application);
  });

  it("answers 409 when an edit makes an application the same applicant as another, and allows a sibling's or one's own", async () => {
    const first = await submit();
    const second = await submit({ name: "Second Applicant" });
    const headers = await t.adminHeaders();
    const edit = (id: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: `/api/admin/admissions/${id}`, headers, payload });

    const sibling = await edit(second._id, { email: first.email.toUpperCase() });
    expect(sibling.statusCode, sibling.body).toBe(200);
    const taken = await edit(second._id, { name: `${first.name.toUpperCase()}.` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: expect.stringContaining("already registered") });
    expect((await t.app.inject({ method: "GET", url: `/api/admin/admissions/${second._id}`, headers })).json().name).toBe("Second Applicant");

    const ownRecased = first.email.replace(/^./, (letter: string) => letter.toUpperCase());
    const own = await edit(first._id, { email: ownRecased, name: first.name });
    expect(own.statusCode).toBe(200);
    expect(own.json().application.email).toBe(ownRecased);
  });

  it("deletes an application, after which it is gone and its email can apply again", async () => {
    const application = await submit();
    const headers = await t.adminHeaders();
    const url = `/api/admin/admissions/${application._id}`;
    const deleted = await t.app.inject({ method: "DELETE", url, headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: "Application deleted successfully" });
    expect((await t.app.inject({ method: "GET", url, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url, headers })).statusCode).toBe(404);
    expect((await apply({ ...sampleApplication, email: application.email })).statusCode).toBe(201);
  });
});

describe("a database nobody applied to yet", () => {
  useOwnApp();
  // In this order: the list is empty before the first application, which is the year's number
  // 00001 and the list's only one; the academic year changes last.
  it("GET /api/admin/admissions answers an empty array when nobody applied", async () => {
    const list = await t.app.inject({ method: "GET", url: "/api/admin/admissions", headers: await t.adminHeaders() });
    expect(list.json()).toEqual([]);
  });

  it("POST /api/admissions/apply accepts a complete application and stores it as pending", async () => {
    const response = await apply(sampleApplication);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: expect.stringMatching(/^Application submitted successfully!/),
      applicationNumber: "GIP-2025-00001",
      receiptUrl: expect.stringMatching(/^\/api\/admissions\/receipts\/[A-Za-z0-9_-]{43}$/),
    });

    const list = await t.app.inject({ method: "GET", url: "/api/admin/admissions", headers: await t.adminHeaders() });
    expect(list.json()).toEqual([
      {
        ...sampleApplication,
        _id: expect.any(String),
        applicationNumber: "GIP-2025-00001",
        applicationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/),
        status: "pending",
        privacyNoticeVersion: (await t.app.inject({ method: "GET", url: "/api/pages/privacy" })).json().version,
      },
    ]);
    const submittedAt = Date.parse(list.json()[0].applicationDate);
    expect(Math.abs(Date.now() - submittedAt)).toBeLessThan(60_000);
  });

  it("POST /api/admissions/apply accepts the same applicant again in another academic year", async () => {
    const applicant = { ...sampleApplication, email: "next.year@mail.example" };
    expect((await apply(applicant)).statusCode).toBe(201);
    const headers = await t.adminHeaders();
    const nextYear = await t.app.inject({ method: "PUT", url: "/api/admin/settings", headers, payload: { academicYear: "2026-2027" } });
    expect(nextYear.statusCode, nextYear.body).toBe(200);
    const again = await apply(applicant);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().applicationNumber).toBe("GIP-2026-00001");
  });
});
