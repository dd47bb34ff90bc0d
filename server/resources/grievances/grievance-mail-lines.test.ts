import { describe, expect, it } from "vitest";
import { committeeOf, type GrievanceUpdate } from "../../../common/grievance.schema";
import { complainantAcknowledgement, complainantUpdate } from "./grievance-mails";
import type { StoredGrievance } from "./grievances.repository";

/** A line of its own that a value with line breaks would add to a mail. */
const FORGED = "Bcc: someone@evil.example";

/** A grievance as a row may hold it without the form having folded it: restored from a backup, or older than that rule. */
const storedIn = (language: StoredGrievance["language"]) =>
  ({
    _id: "0190c2a4-0000-7000-8000-000000000002",
    grievanceNumber: "GRV-2026-00007",
    privacyNoticeVersion: "",
    name: `Sneha\r\n${FORGED}`,
    email: "sneha@mail.example",
    mobile: "9822011223",
    category: "examination",
    committee: committeeOf("examination"),
    subject: `Marks\n${FORGED}`,
    status: "received",
    receivedAt: "2026-06-01T10:00:00.000Z",
    dueDate: "2026-06-18",
    overdue: false,
    description: "",
    reference: "",
    updates: [],
    language,
  }) as StoredGrievance;
const update = { _id: "u1", at: "2026-06-02T10:00:00.000Z", by: "member", status: "under-review", note: "First line.\nSecond line.", visibleToComplainant: true } as GrievanceUpdate;
const context = { siteUrl: "https://college.example", contacts: { phone: "02551 123456", email: "office@college.example" } };

describe("the mail of a grievance", () => {
  it("writes every value on the line it is slotted into, in either language, and the committee's note keeps its lines", () => {
    for (const language of ["en", "mr"] as const) {
      const grievance = storedIn(language);
      for (const mail of [complainantAcknowledgement(grievance, "/grievance/status/t", context), complainantUpdate(grievance, update, context)]) {
        expect(mail.text.split("\n"), language).not.toContain(FORGED);
        expect(mail.text).toContain(`Sneha ${FORGED},`);
        expect(mail.subject).not.toMatch(/[\r\n]/);
      }
      expect(complainantUpdate(grievance, update, context).text).toContain("\nFirst line.\nSecond line.\n");
    }
  });
});
