import { describe, expect, it } from "vitest";
import type { SubmittedApplication } from "../../../common/admission.schema";
import { sampleApplication } from "../../../tests/support/sample-application";
import { applicantConfirmation, officeNotice } from "./admission-mails";

/** A line of its own that a value with line breaks would add to a mail. */
const FORGED = "Bcc: someone@evil.example";

/** An application as a row may hold it without the form having folded it: restored from a backup, or older than that rule. */
const stored = {
  ...sampleApplication,
  _id: "0190c2a4-0000-7000-8000-000000000001",
  name: `Ram\r\n${FORGED}\r\n\r\nYour admission is confirmed. Pay the fee at http://evil.example`,
  tenthSchoolName: "Zilla Parishad School\nAmbewadi",
  applicationNumber: "GIP-2026-00042",
  applicationDate: "2026-06-01T10:00:00.000Z",
  status: "pending",
  academicYear: "2026-2027",
  receiptUrl: "/api/admissions/receipt/abc",
} as SubmittedApplication;
const context = { siteUrl: "https://college.example", contacts: { phone: "02551 123456", email: "office@college.example", address: "Ambewadi\nTal. Sinnar" } };

describe("the mail of an application", () => {
  it("writes every value on the line it is slotted into, whatever line breaks the stored value has", () => {
    for (const mail of [applicantConfirmation(stored, context), officeNotice(stored, context, "office@college.example")]) {
      const lines = mail.text.split("\n");
      expect(lines).not.toContain(FORGED);
      expect(lines.some((line) => line.startsWith("Your admission is confirmed"))).toBe(false);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    expect(applicantConfirmation(stored, context).text.split("\n")).toContain(
      `Dear Ram ${FORGED} Your admission is confirmed. Pay the fee at http://evil.example,`,
    );
    expect(officeNotice(stored, context, "office@college.example").text).toContain("2023, Janata Junior College, Niphad");
    expect(officeNotice(stored, context, "office@college.example").text).toContain("2021, Zilla Parishad School Ambewadi\n");
    // The college's address keeps its lines, as the settings hold it.
    expect(applicantConfirmation(stored, context).text.endsWith("Ambewadi\nTal. Sinnar")).toBe(true);
  });
});
