import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import { grievance as sampleGrievance } from "../../../tests/support/json-write-routes";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { smtpUrl, startSmtpServer } from "../../../tests/support/smtp-test-server";

const APP_START_TIMEOUT = 120_000;
const DESK = "grievance.cell@college.example";
const SITE = "https://college.example";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtpUrl(smtp.port), MAIL_FROM: "College <office@college.example>", PUBLIC_URL: SITE });
  const saved = await t.app.inject({ method: "PUT", url: "/api/admin/settings", payload: { grievanceEmail: DESK }, headers: await t.adminHeaders() });
  expect(saved.statusCode).toBe(200);
}, APP_START_TIMEOUT);
afterAll(async () => {
  // The app first: its outbox may still be talking to the server.
  await t?.close();
  await smtp?.close();
});

const recipientOf = (mail: ParsedMail) => (mail.to as { text: string }).text;
const mailsTo = (address: string) => smtp.messages.filter((mail) => recipientOf(mail) === address);

let sent = 0;
/** Files a grievance and waits for the mail it sends (`expected` messages). */
async function file(overrides: Record<string, unknown>, expected: number) {
  const body = { ...sampleGrievance(), ...overrides };
  const response = await t.app.inject({ method: "POST", url: "/api/grievances", payload: body, remoteAddress: `198.51.100.${++sent}` });
  expect(response.statusCode, response.body).toBe(201);
  await smtp.waitForMessages(smtp.messages.length + expected);
  const answer = response.json() as { grievanceNumber: string; statusUrl: string; dueDate: string };
  const [listed] = (await t.app.inject({ method: "GET", url: `/api/admin/grievances?q=${answer.grievanceNumber}`, headers: await t.adminHeaders() })).json() as { _id: string }[];
  return { ...answer, ...body, _id: listed!._id };
}

describe("the mail of a grievance", () => {
  it("acknowledges it to the complainant with the number, the due date and the status link on PUBLIC_URL", async () => {
    const filed = await file({ email: "ack@mail.example", name: "Sneha Kale" }, 2);
    const [ack] = mailsTo("ack@mail.example");
    expect(ack!.subject).toBe(`Grievance ${filed.grievanceNumber} received – Godavari Institute of Pharmacy`);
    const text = ack!.text!;
    expect(text).toContain("Dear Sneha Kale,");
    expect(text).toContain(`Grievance number: ${filed.grievanceNumber}`);
    expect(text).toContain("Category: Examinations and results");
    expect(text).toMatch(/Decision due by: \d{1,2} \w{3} \d{4}/);
    expect(text.split("\n")).toContain(`${SITE}${filed.statusUrl}`);
    expect(text).toContain("Student Grievance Redressal Committee");
    expect(text).toContain("15 working days");
    expect(text).not.toContain("anti-ragging helpline");
  });

  it("tells the desk's address of it by number, category and due date, never by name or words", async () => {
    const filed = await file({ email: "private.person@mail.example", name: "Private Person", description: "A very private account of what happened in the lab." }, 2);
    const notice = mailsTo(DESK).find((mail) => mail.subject?.includes(filed.grievanceNumber))!;
    expect(notice.subject).toBe(`New grievance ${filed.grievanceNumber} for the Student Grievance Redressal Committee`);
    expect(notice.text).toContain(`${SITE}/admin/grievances?case=${filed._id}`);
    for (const secret of ["Private Person", "private.person", "very private account", filed.subject, "9822011223", "98220", filed.statusUrl]) {
      expect(notice.text).not.toContain(secret);
    }
  });

  it("writes to a complainant who filed in Marathi in Marathi, and names the helpline for ragging", async () => {
    const filed = await file({ email: "marathi@mail.example", category: "ragging", language: "mr" }, 2);
    const [ack] = mailsTo("marathi@mail.example");
    expect(ack!.subject).toBe(`तक्रार ${filed.grievanceNumber} मिळाली – Godavari Institute of Pharmacy`);
    expect(ack!.text).toContain(`तक्रार क्रमांक: ${filed.grievanceNumber}`);
    expect(ack!.text).toContain("तक्रारीचा प्रकार: रॅगिंग");
    expect(ack!.text).toContain("रॅगिंगविरोधी समिती आपल्या तक्रारीची गोपनीयपणे चौकशी करेल");
    expect(ack!.text).toContain("१५ कामकाजाच्या दिवसांत");
    expect(ack!.text).toMatch(/निर्णयाची मुदत: [०-९]+ [^\s,]+ [०-९]{4}$/m);
    // The time is said with the part of the day, as Marathi says it, not with AM or PM.
    expect(ack!.text).toMatch(/तक्रार मिळाल्याची वेळ: [०-९]+ [^\s,]+ [०-९]{4}, (रात्री|पहाटे|सकाळी|दुपारी|सायंकाळी) [०-९]{1,2}:[०-९]{2}\n/);
    expect(ack!.text).not.toMatch(/\b[AP]M\b/);
    expect(ack!.text).toContain(`${SITE}/mr/grievance/status/`);
    expect(ack!.text).toContain("1800-180-5522");
  });

  it("sends the complainant each note meant for them, with the new status, and nothing for the committee's own notes", async () => {
    const filed = await file({ email: "updates@mail.example" }, 2);
    const headers = await t.adminHeaders();
    const note = (payload: object) => t.app.inject({ method: "POST", url: `/api/admin/grievances/${filed._id}/updates`, payload, headers });
    expect((await note({ note: "Committee only: check the attendance register.", visibleToComplainant: false })).statusCode).toBe(201);
    const hearing = { hearingAt: "2099-11-30T11:00:00+05:30", hearingPlace: "Principal's office, first floor" };
    expect((await note({ status: "hearing-scheduled", note: "Please bring your fee receipts.", visibleToComplainant: true, ...hearing })).statusCode).toBe(201);
    await smtp.waitForMessages(smtp.messages.length + 1);
    await t.app.services.mailOutbox!.whenIdle();

    const mails = mailsTo("updates@mail.example");
    expect(mails).toHaveLength(2);
    const update = mails[1]!;
    expect(update.subject).toBe(`Grievance ${filed.grievanceNumber}: Hearing scheduled`);
    expect(update.text).toContain("Status now: Hearing scheduled");
    expect(update.text).toContain("Please bring your fee receipts.");
    expect(update.text!.split("\n")).toEqual(expect.arrayContaining(["Hearing time: Monday, 30 November 2099, 11:00 am", "Hearing place: Principal's office, first floor"]));
    expect(update.text).not.toContain("Committee only");
    expect(JSON.stringify(smtp.messages.map((mail) => mail.text))).not.toContain("Committee only");
  });

  it("writes the updates of a Marathi grievance in Marathi", async () => {
    const filed = await file({ email: "marathi.updates@mail.example", language: "mr" }, 2);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/grievances/${filed._id}/updates`,
      payload: { status: "resolved", note: "गुण दुरुस्त करून निकाल पुन्हा जाहीर केला आहे.", visibleToComplainant: true },
      headers: await t.adminHeaders(),
    });
    expect(response.statusCode).toBe(201);
    await smtp.waitForMessages(smtp.messages.length + 1);
    const update = mailsTo("marathi.updates@mail.example")[1]!;
    expect(update.subject).toBe(`तक्रार ${filed.grievanceNumber}: निवारण झाले`);
    expect(update.text).toContain("विद्यार्थी तक्रार निवारण समितीने आपल्यासाठी नोंद लिहिली आहे.");
    expect(update.text).toContain("तक्रारीची स्थिती आता: निवारण झाले");
  });

  it("tells a Marathi complainant the hearing's time and place in Marathi words and digits", async () => {
    const filed = await file({ email: "marathi.hearing@mail.example", language: "mr" }, 2);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/grievances/${filed._id}/updates`,
      payload: { status: "hearing-scheduled", note: "शुल्काच्या पावत्या सोबत आणा.", visibleToComplainant: true, hearingAt: "2099-11-30T16:30:00+05:30", hearingPlace: "प्राचार्यांचे कार्यालय" },
      headers: await t.adminHeaders(),
    });
    expect(response.statusCode, response.body).toBe(201);
    await smtp.waitForMessages(smtp.messages.length + 1);
    const update = mailsTo("marathi.hearing@mail.example")[1]!;
    expect(update.subject).toBe(`तक्रार ${filed.grievanceNumber}: सुनावणी ठरली`);
    expect(update.text!.split("\n")).toEqual(expect.arrayContaining(["सुनावणीची वेळ: सोमवार, ३० नोव्हेंबर २०९९, दुपारी ४:३०", "सुनावणीचे ठिकाण: प्राचार्यांचे कार्यालय"]));
  });

  it("keeps a name typed with line breaks on one line, so it cannot add lines of its own", async () => {
    await file({ email: "breaks@mail.example", name: "Ram\r\nBcc: someone@evil.example\r\n\r\nPay at http://evil.example" }, 2);
    const [ack] = mailsTo("breaks@mail.example");
    expect(ack!.text!.split(/\r?\n/).filter((line) => line.includes("evil.example"))).toEqual([
      "Dear Ram Bcc: someone@evil.example Pay at http://evil.example,",
    ]);
    expect(ack!.bcc).toBeUndefined();
  });
});

describe("without a grievance email", () => {
  it("sends the complainant's mail and no notice", async () => {
    await t.app.inject({ method: "PUT", url: "/api/admin/settings", payload: { grievanceEmail: "" }, headers: await t.adminHeaders() });
    const noticesBefore = mailsTo(DESK).length;
    await file({ email: "no.desk@mail.example" }, 1);
    await t.app.services.mailOutbox!.whenIdle();
    expect(mailsTo("no.desk@mail.example")).toHaveLength(1);
    expect(mailsTo(DESK)).toHaveLength(noticesBefore);
  });
});
