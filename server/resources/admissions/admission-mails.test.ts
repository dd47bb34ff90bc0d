import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { sampleApplication } from "../../../tests/support/sample-application";
import { smtpUrl, startSmtpServer } from "../../../tests/support/smtp-test-server";

const APP_START_TIMEOUT = 120_000;
const OFFICE = "office.inbox@college.example";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtpUrl(smtp.port),
    MAIL_FROM: "Admissions <admissions@college.example>",
    ADMISSIONS_NOTIFY_EMAIL: OFFICE,
    PUBLIC_URL: "https://college.example",
  });
}, APP_START_TIMEOUT);
afterAll(async () => {
  // The app first: its outbox may still be talking to the server.
  await t?.close();
  await smtp?.close();
});

const recipientOf = (mail: { to?: unknown }) => (mail.to as { text: string }).text;

describe("the mail of an application", () => {
  it("carries a name typed with line breaks on one line, so it cannot add lines of its own", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admissions/apply",
      payload: {
        ...sampleApplication,
        email: "line.breaks@mail.example",
        name: "Ram\r\nBcc: someone@evil.example\r\n\r\nYour admission is confirmed. Pay the fee at http://evil.example",
        tenthSchoolName: "Zilla Parishad School\nAmbewadi",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await smtp.waitForMessages(2);

    const confirmation = smtp.messages.find((mail) => recipientOf(mail) === "line.breaks@mail.example")!;
    const lines = confirmation.text!.split(/\r?\n/);
    expect(lines).toContain(
      "Dear Ram Bcc: someone@evil.example Your admission is confirmed. Pay the fee at http://evil.example,",
    );
    expect(lines.filter((line) => /evil\.example/.test(line))).toHaveLength(1);
    expect(confirmation.bcc).toBeUndefined();

    const notice = smtp.messages.find((mail) => recipientOf(mail) === OFFICE)!;
    const noticeLines = notice.text!.split(/\r?\n/);
    expect(noticeLines.filter((line) => /evil\.example/.test(line))).toEqual([
      "Name: Ram Bcc: someone@evil.example Your admission is confirmed. Pay the fee at http://evil.example",
    ]);
    expect(noticeLines.some((line) => line.endsWith(", Zilla Parishad School Ambewadi"))).toBe(true);
  });

  it("links the applicant's receipt in English and in Marathi, whichever language they applied in", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admissions/apply",
      payload: { ...sampleApplication, email: "both.receipts@mail.example" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { receiptUrl } = response.json<{ receiptUrl: string }>();
    // After the two of the test above: this application's confirmation and notice.
    await smtp.waitForMessages(4);
    const lines = smtp.messages.find((mail) => recipientOf(mail) === "both.receipts@mail.example")!.text!.split(/\r?\n/);
    expect(lines).toContain(`Your receipt (PDF): https://college.example${receiptUrl}`);
    expect(lines).toContain(`मराठीतील पावती (PDF): https://college.example${receiptUrl}?lang=mr`);
  });
});
