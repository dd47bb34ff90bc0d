import type { PersonalRecordKind, PrivacyRequestKind, PrivacyRequestStatus } from "./privacy-request.schema";

/** The back office's names for what a requester asked (the public form words it as the requester would). */
export const privacyRequestKindNames: Record<PrivacyRequestKind, string> = {
  access: "Copy of their data",
  correction: "Correction",
  erasure: "Erasure",
  "withdraw-consent": "Withdrawal of consent",
  nominate: "Nomination",
  complaint: "Complaint",
};

export const privacyRequestStatusNames: Record<PrivacyRequestStatus, string> = {
  received: "Received",
  "in-progress": "In progress",
  completed: "Completed",
  rejected: "Rejected",
};

export const personalRecordKindNames: Record<PersonalRecordKind, string> = {
  application: "Application",
  grievance: "Grievance",
};
