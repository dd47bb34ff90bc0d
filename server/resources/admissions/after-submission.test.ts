import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marathiDayPeriod } from "../../../common/marathi-time";
import { devanagariDigits } from "../../../common/digits";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { admissionReceipts } from "../../platform/db/schema";
import { pdfText } from "../../../tests/support/pdf-text";
import { sampleApplication } from "../../../tests/support/sample-application";
import { itAboveTheDatabase } from "../../../tests/support/database-subject";

let t: TestApp;
const APP_START_TIMEOUT = 120_000;
beforeAll(async () => {
  t = await createTestApp();
}, APP_START_TIMEOUT);
afterAll(async () => {
  await t?.close();
});


type Answer = { success: true; message: string; applicationNumber: string; receiptUrl: string };

let addressCounter = 0;
const apply = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/admissions/apply", payload, remoteAddress: `198.51.100.${++addressCounter % 250}` });

async function submit(overrides: Record<string, unknown>): Promise<Answer> {
  const response = await apply({ ...sampleApplication, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function saveSettings(payload: object) {
  const response = await t.app.inject({ method: "PUT", url: "/api/admin/settings", payload, headers: await t.adminHeaders() });
  expect(response.statusCode, response.body).toBe(200);
}

const adminGet = async (url: string) => t.app.inject({ method: "GET", url, headers: await t.adminHeaders() });

// The tests share one database and run in order: each academic year below is used by one test only.

describe("application numbers", () => {
  it("are GIP-<first year of the academic year>-<five digits>, counted per year from 00001", async () => {
    await saveSettings({ academicYear: "2030-2031", admissionsOpen: true });
    const first = await submit({ email: "first.2030@mail.example" });
    const second = await submit({ email: "second.2030@mail.example" });
    expect([first.applicationNumber, second.applicationNumber]).toEqual(["GIP-2030-00001", "GIP-2030-00002"]);

    await saveSettings({ academicYear: "2031-2032" });
    expect((await submit({ email: "first.2031@mail.example" })).applicationNumber).toBe("GIP-2031-00001");
    await saveSettings({ academicYear: "2030-2031" });
    expect((await submit({ email: "third.2030@mail.example" })).applicationNumber).toBe("GIP-2030-00003");
  });

  it("are unique and increasing under 50 concurrent submissions, and a refused one leaves no gap", async () => {
    await saveSettings({ academicYear: "2032-2033" });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => apply({ ...sampleApplication, email: `rush${index}@mail.example` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses.map((response) => (response.json() as Answer).applicationNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => `GIP-2032-${String(index + 1).padStart(5, "0")}`));

    // Numbers follow the order in which the applications were stored.
    const stored = ((await adminGet("/api/admin/admissions")).json() as { applicationNumber: string; applicationDate: string }[])
      .filter((application) => application.applicationNumber.startsWith("GIP-2032-"))
      .reverse();
    expect(stored.map((application) => application.applicationNumber)).toEqual(numbers);

    expect((await apply({ ...sampleApplication, email: "RUSH7@mail.example" })).statusCode).toBe(409);
    expect((await submit({ email: "after.rush@mail.example" })).applicationNumber).toBe("GIP-2032-00051");
  });

  itAboveTheDatabase("appear in the admin answers, one and all", async () => {
    await saveSettings({ academicYear: "2033-2034" });
    const answer = await submit({ email: "listed@mail.example" });
    const list = (await adminGet("/api/admin/admissions")).json() as { _id: string; applicationNumber: string }[];
    const listed = list.find((application) => application.applicationNumber === answer.applicationNumber)!;
    expect(listed).toBeDefined();
    const one = await adminGet(`/api/admin/admissions/${listed._id}`);
    expect(one.json()).toEqual(listed);
    const decided = await t.app.inject({
      method: "PUT",
      url: `/api/admin/admissions/${listed._id}`,
      payload: { status: "approved" },
      headers: await t.adminHeaders(),
    });
    expect(decided.json().application.applicationNumber).toBe(answer.applicationNumber);
  });
});

/** The font subsets a PDF embeds, e.g. `CZZZZZ+NotoSansDevanagari-Bold` (every part of the family has that name). */
const embeddedFonts = (pdf: string) => [...new Set(pdf.match(/\/BaseFont \/[A-Z]{6}\+NotoSans\S+/g))];

describe("the receipt", () => {
  async function receipt(url: string) {
    return t.app.inject({ method: "GET", url });
  }

  itAboveTheDatabase("is a one-page PDF behind an unguessable address", async () => {
    await saveSettings({ academicYear: "2035-2036", admissionsOpen: true });
    const answer = await submit({ email: "receipt@mail.example", programme: "dpharm" });
    const token = answer.receiptUrl.split("/").at(-1)!;
    // 32 random bytes: as hard to guess as a session token.
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    const response = await receipt(answer.receiptUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="receipt-${answer.applicationNumber}.pdf"`);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const pdf = response.rawPayload.toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toContain(`(Application receipt ${answer.applicationNumber})`);
    // Latin text only: the regular and bold Latin parts of Noto Sans.
    expect(embeddedFonts(pdf)).toHaveLength(2);
  });

  itAboveTheDatabase("embeds a Devanagari font for a Marathi name", async () => {
    const answer = await submit({ email: "marathi@mail.example", name: "स्नेहल गायकवाड", tenthSchoolName: "जिल्हा परिषद शाळा, सिन्नर" });
    const response = await receipt(answer.receiptUrl);
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload.toString("latin1");
    // The Devanagari part is embedded besides the Latin ones, for the name and the school.
    expect(embeddedFonts(pdf)).toHaveLength(3);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  itAboveTheDatabase("is in Marathi behind ?lang=mr, for a family that applied on a Marathi page, and in English as before without", async () => {
    await saveSettings({ academicYear: "2039-2040", admissionsOpen: true });
    // The part of the day the receipt names is the one in Kolkata when it was applied for (either side of a boundary).
    const dayPeriodInKolkata = () => marathiDayPeriod(new Date(Date.now() + 330 * 60_000).getUTCHours());
    const dayPeriods = [dayPeriodInKolkata()];
    const answer = await submit({ email: "marathi.receipt@mail.example", programme: "bpharm", tenthPercentage: 82.4, tenthPassingYear: 2021 });
    dayPeriods.push(dayPeriodInKolkata());

    const english = await receipt(answer.receiptUrl);
    expect(english.statusCode).toBe(200);
    const englishText = pdfText(english.rawPayload);
    for (const words of ["APPLICATION RECEIPT", "Admission 2039-2040", "Applicant's details", "82.4%, passed in 2021", "Please note"]) expect(englishText).toContain(words);
    expect(englishText).toContain(`Quote your application number ${answer.applicationNumber} whenever you call or write to the admissions office.`);
    expect(englishText).not.toMatch(/[\u0900-\u097F]/);

    const marathi = await receipt(`${answer.receiptUrl}?lang=mr`);
    expect(marathi.statusCode).toBe(200);
    expect(marathi.headers["content-disposition"]).toBe(`attachment; filename="receipt-${answer.applicationNumber}.pdf"`);
    const marathiPdf = marathi.rawPayload.toString("latin1");
    expect(marathiPdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(embeddedFonts(marathiPdf).some((font) => font.includes("Devanagari"))).toBe(true);
    const marathiText = pdfText(marathi.rawPayload);
    // The letterhead is the college's own and stays as printed; everything under it is Marathi.
    for (const english of ["APPLICATION RECEIPT", "Applicant's details", "Full name", "Programme", "passed in", "Please note", "Admissions office", "Issued"]) {
      expect(marathiText).not.toContain(english);
    }
    // Words whose glyphs are drawn in the order of their letters (a reph or an ि is drawn out of it).
    for (const words of ["पावती", "दहावी (SSC)", "बारावी (HSC)", "गुण", "प्रवेश", answer.applicationNumber]) expect(marathiText.replaceAll(" ", "")).toContain(words.replaceAll(" ", ""));
    // Figures in Devanagari digits (the academic year, the marks), the time of day in words; no glyph left unshaped.
    expect(marathiText.replaceAll(" ", "")).toContain("२०३९-२०४०");
    expect(marathiText.replaceAll(" ", "")).toContain("८२.४%");
    // The applicant's own mobile number is a detail among figures, in the same digits; the office's phone stays to be dialled as printed.
    expect(marathiText.replaceAll(" ", "")).toContain(devanagariDigits(sampleApplication.mobile));
    expect(marathiText.replaceAll(" ", "")).not.toContain(sampleApplication.mobile);
    expect(englishText.replaceAll(" ", "")).toContain(sampleApplication.mobile);
    // An e-matra (पहाटे) is a glyph of its own, which the text extraction sets apart with a space.
    expect(dayPeriods.some((period) => marathiText.replaceAll(" ", "").includes(period))).toBe(true);
    expect(marathiText).not.toContain("\u25CC");

    const unknown = await receipt(`${answer.receiptUrl}?lang=fr`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(["Language must be en or mr"]);
  });

  it("answers 404 to every other address: forged, guessed, another record's id or number", async () => {
    const answer = await submit({ email: "forged@mail.example" });
    const token = answer.receiptUrl.split("/").at(-1)!;
    const list = (await adminGet("/api/admin/admissions")).json() as { _id: string; applicationNumber: string }[];
    const record = list.find((application) => application.applicationNumber === answer.applicationNumber)!;
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const guess of [
      flipped,
      randomBytes(32).toString("base64url"),
      token.slice(1),
      `${token}A`,
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
      record._id,
      answer.applicationNumber,
      "..%2F..%2Fetc%2Fpasswd",
      "%00",
    ]) {
      const response = await receipt(`/api/admissions/receipts/${guess}`);
      expect(response.statusCode, guess).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Receipt not found" });
    }
    expect((await receipt("/api/admissions/receipts/")).statusCode).toBe(404);
  });

  itAboveTheDatabase("comes from the back office too, for a family that lost theirs: the same PDF as their link gives, in either language", async () => {
    const answer = await submit({ email: "lost.receipt@mail.example" });
    const list = (await adminGet("/api/admin/admissions")).json() as { _id: string; applicationNumber: string }[];
    const record = list.find((application) => application.applicationNumber === answer.applicationNumber)!;
    const office = await t.headersAs("admissions");
    const fromOffice = (query = "") => t.app.inject({ method: "GET", url: `/api/admin/admissions/${record._id}/receipt${query}`, headers: office });

    for (const query of ["", "?lang=mr"]) {
      const family = await receipt(`${answer.receiptUrl}${query}`);
      const office = await fromOffice(query);
      expect(office.statusCode, office.body).toBe(200);
      expect(office.headers["content-type"]).toBe("application/pdf");
      expect(office.headers["content-disposition"]).toBe(`attachment; filename="receipt-${answer.applicationNumber}.pdf"`);
      expect(office.headers["cache-control"]).toBe("no-store");
      expect(office.rawPayload.equals(family.rawPayload)).toBe(true);
    }
    expect(pdfText((await fromOffice("?lang=mr")).rawPayload)).toContain("पावती");

    expect((await fromOffice("?lang=fr")).statusCode).toBe(400);
    const unknown = await t.app.inject({ method: "GET", url: "/api/admin/admissions/6f1c2a8e-8d4b-4c1e-9a57-3b2f0e6d9c11/receipt", headers: office });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: "Application not found" });
    expect((await t.app.inject({ method: "GET", url: "/api/admin/admissions/not-an-id/receipt", headers: office })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/admin/admissions/${record._id}/receipt` })).statusCode).toBe(401);
  });

  it("is drawn once and kept in the database until its application changes, and gone with it", async () => {
    const answer = await submit({ email: "kept.receipt@mail.example" });
    const list = (await adminGet("/api/admin/admissions")).json() as { _id: string; applicationNumber: string }[];
    const { _id: id } = list.find((application) => application.applicationNumber === answer.applicationNumber)!;
    const kept = async () =>
      (await t.app.database.select().from(admissionReceipts).where(eq(admissionReceipts.applicationId, id))).map(({ language, pdf }) => ({ language, pdf }));

    const drawn = (await receipt(answer.receiptUrl)).rawPayload;
    expect(await kept()).toEqual([{ language: "en", pdf: drawn }]);
    // What is served is what is kept, not drawn again.
    await t.app.database.update(admissionReceipts).set({ pdf: Buffer.from("%PDF- as kept") }).where(eq(admissionReceipts.applicationId, id));
    expect((await receipt(answer.receiptUrl)).rawPayload.toString()).toBe("%PDF- as kept");

    const edited = await t.app.inject({ method: "PUT", url: `/api/admin/admissions/${id}`, payload: { name: "Snehal R. Gaikwad" }, headers: await t.adminHeaders() });
    expect(edited.statusCode).toBe(200);
    expect(await kept()).toEqual([]);
    const redrawn = (await receipt(answer.receiptUrl)).rawPayload;
    expect(pdfText(redrawn)).toContain("Snehal R. Gaikwad");
    expect((await kept()).map((row) => row.language)).toEqual(["en"]);

    await t.app.inject({ method: "DELETE", url: `/api/admin/admissions/${id}`, headers: await t.adminHeaders() });
    expect(await kept()).toEqual([]);
  });

  it("is gone with its application", async () => {
    const answer = await submit({ email: "deleted@mail.example" });
    const list = (await adminGet("/api/admin/admissions")).json() as { _id: string; applicationNumber: string }[];
    const record = list.find((application) => application.applicationNumber === answer.applicationNumber)!;
    await t.app.inject({ method: "DELETE", url: `/api/admin/admissions/${record._id}`, headers: await t.adminHeaders() });
    expect((await receipt(answer.receiptUrl)).statusCode).toBe(404);
  });
});

describe("GET /api/admin/admissions/export", () => {
  let numbers: string[] = [];
  beforeAll(async () => {
    await saveSettings({ academicYear: "2036-2037", admissionsOpen: true });
    numbers = [
      (await submit({ email: "export.one@mail.example", name: "अमृता पाटील", programme: "bpharm", tenthPercentage: 91.5 })).applicationNumber,
      (await submit({ email: "export.two@mail.example", name: "=HYPERLINK(\"http://evil.example\")", twelfthPercentage: 60 }))
        .applicationNumber,
    ];
  });

  const exportUrl = (query: string) => `/api/admin/admissions/export?${query}`;

  itAboveTheDatabase("answers 401 without a token", async () => {
    expect((await t.app.inject({ method: "GET", url: exportUrl("format=csv") })).statusCode).toBe(401);
  });

  itAboveTheDatabase.each([
    ["format=pdf", "Format must be csv or xlsx"],
    ["", "Format must be csv or xlsx"],
    ["format=csv&status=accepted", "Status must be pending, approved or rejected"],
  ])("answers 400 for %s", async (query, error) => {
    const response = await adminGet(exportUrl(query));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String), errors: [error] });
  });

  itAboveTheDatabase("gives a UTF-8 CSV with a byte-order mark, a header row and one row per matching application", async () => {
    const response = await adminGet(exportUrl("format=csv&q=export."));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="applications-all-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = parseCsv(response.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      "Application number",
      "Application date",
      "Status",
      "Programme",
      "Full name",
      "Email",
      "Mobile number",
      "Education",
      "10th percentage",
      "10th passing year",
      "10th school name",
      "12th percentage",
      "12th passing year",
      "12th college name",
    ]);
    expect(rows.map((row) => row["Application number"])).toEqual([...numbers].reverse());
    const [two, one] = rows;
    expect(one).toMatchObject({
      "Full name": "अमृता पाटील",
      Programme: "B.Pharm",
      Status: "pending",
      "10th percentage": "91.5",
      "10th passing year": "2021",
      "Mobile number": "9876543210",
    });
    expect(one!["Application date"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // A name that looks like a formula stays text in a spreadsheet.
    expect(two).toMatchObject({ "Full name": "'=HYPERLINK(\"http://evil.example\")", Programme: "Not decided yet" });
  });

  itAboveTheDatabase("leaves an entry in the activity log saying who took how many applications, without the search's words", async () => {
    await adminGet(exportUrl("format=xlsx&status=pending&q=export."));
    const [entry] = (await adminGet("/api/admin/audit?limit=1")).json();
    expect(entry).toMatchObject({ action: "export", resource: "application", summary: "Downloaded 2 applications as XLSX (pending only), those matching a search" });
  });

  it("applies the status filter and the search, including by number", async () => {
    const byNumber = parseCsv((await adminGet(exportUrl(`format=csv&q=${numbers[0]}`))).rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(byNumber.map((row) => row["Application number"])).toEqual([numbers[0]]);
    const approved = await adminGet(exportUrl("format=csv&status=approved&q=export."));
    expect(approved.headers["content-disposition"]).toContain("applications-approved-");
    expect(parseCsv(approved.rawPayload, { bom: true, columns: true })).toEqual([]);
  });

  it("gives an Excel workbook with a header row, numbers as numbers and the date as a date", async () => {
    const response = await adminGet(exportUrl("format=xlsx&q=export.one"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers["content-disposition"]).toMatch(/\.xlsx"$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe("Application number");
    const row = sheet.getRow(2);
    const cell = (name: string) => row.getCell(header.indexOf(name) + 1).value;
    expect(cell("Application number")).toBe(numbers[0]);
    expect(cell("Full name")).toBe("अमृता पाटील");
    expect(cell("10th percentage")).toBe(91.5);
    expect(cell("12th passing year")).toBe(2023);
    expect(cell("Mobile number")).toBe("9876543210");
    const date = cell("Application date");
    expect(date).toBeInstanceOf(Date);
    // The wall-clock time in India, as the office reads it.
    const stored = (await adminGet("/api/admin/admissions")).json().find((a: { applicationNumber: string }) => a.applicationNumber === numbers[0]);
    const kolkata = new Date(Date.parse(stored.applicationDate) + 330 * 60_000);
    expect(Math.abs((date as Date).getTime() - kolkata.getTime())).toBeLessThan(60_000);
  });
});

describe("GET /api/admin/admissions/figures", () => {
  it("counts the current academic year's applications by programme and status", async () => {
    await saveSettings({ academicYear: "2037-2038", admissionsOpen: true });
    const empty = await adminGet("/api/admin/admissions/figures");
    // The applications earlier tests of this file sent in other years, still pending.
    const earlier = empty.json().pendingFromEarlierYears as number;
    expect(earlier).toBeGreaterThan(0);
    expect(empty.json()).toEqual({
      pendingFromEarlierYears: earlier,
      academicYear: "2037-2038",
      total: 0,
      byProgramme: [
        { programme: "bpharm", pending: 0, approved: 0, rejected: 0, total: 0 },
        { programme: "dpharm", pending: 0, approved: 0, rejected: 0, total: 0 },
        { programme: null, pending: 0, approved: 0, rejected: 0, total: 0 },
      ],
    });

    for (const [index, programme] of ["bpharm", "bpharm", "dpharm", ""].entries()) {
      await submit({ email: `figures${index}@mail.example`, programme });
    }
    const list = (await adminGet("/api/admin/admissions")).json() as { _id: string; email: string }[];
    const idOf = (email: string) => list.find((application) => application.email === email)!._id;
    const decide = async (email: string, status: string) =>
      t.app.inject({ method: "PUT", url: `/api/admin/admissions/${idOf(email)}`, payload: { status }, headers: await t.adminHeaders() });
    await decide("figures0@mail.example", "approved");
    await decide("figures2@mail.example", "rejected");

    const figures = await adminGet("/api/admin/admissions/figures");
    expect(figures.statusCode).toBe(200);
    expect(figures.json()).toEqual({
      pendingFromEarlierYears: earlier,
      academicYear: "2037-2038",
      total: 4,
      byProgramme: [
        { programme: "bpharm", pending: 1, approved: 1, rejected: 0, total: 2 },
        { programme: "dpharm", pending: 0, approved: 0, rejected: 1, total: 1 },
        { programme: null, pending: 1, approved: 0, rejected: 0, total: 1 },
      ],
    });
    expect((await t.app.inject({ method: "GET", url: "/api/admin/admissions/figures" })).statusCode).toBe(401);

    // A new academic year: this year's two still-pending applications are not lost from sight.
    await saveSettings({ academicYear: "2038-2039", admissionsOpen: true });
    expect((await adminGet("/api/admin/admissions/figures")).json()).toMatchObject({ total: 0, pendingFromEarlierYears: earlier + 2 });
  });
});

describe("the programme", () => {
  itAboveTheDatabase("is optional; an unknown one is a 400 naming it", async () => {
    const response = await apply({ ...sampleApplication, email: "programme@mail.example", programme: "mpharm" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["Programme must be D.Pharm (dpharm) or B.Pharm (bpharm)"]);
  });
});
