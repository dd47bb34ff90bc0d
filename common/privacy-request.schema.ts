import { z } from "./zod";
import { indianMobile } from "./admission.schema";
import { email, optionalText, requiredText } from "./fields";

/**
 * The privacy request desk (Digital Personal Data Protection Act, 2023): what anyone files on the
 * public form to see, correct or erase their personal data, how the desk answers it, and what each
 * side reads.
 */

export const privacyRequestKinds = ["access", "correction", "erasure", "withdraw-consent", "nominate", "complaint"] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

export const privacyRequestStatuses = ["received", "in-progress", "completed", "rejected"] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

/** A decided request: completed or rejected. Every other status is open, and an open one past its due date is overdue. */
export const isRequestDecided = (status: PrivacyRequestStatus) => status === "completed" || status === "rejected";

/** The statuses a request may move to from `status`: forward, a step may be skipped; a decided one stays decided. */
export function nextRequestStatuses(status: PrivacyRequestStatus): PrivacyRequestStatus[] {
  if (isRequestDecided(status)) return [];
  return privacyRequestStatuses.slice(privacyRequestStatuses.indexOf(status) + 1);
}

export const MIN_DETAILS = 10;
export const MAX_DETAILS = 5000;

const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const privacyRequestLabels = {
  name: "Full name",
  email: "Email",
  mobile: "Mobile number",
  kind: "Request",
  details: "Details",
  reference: "Application or grievance number",
} as const;

/** A list is chosen, not filled in: its own words when nothing or something else is chosen. */
const kindMessage = (issue: { input?: unknown }) =>
  issue.input === undefined ? `${privacyRequestLabels.kind} is required` : `${privacyRequestLabels.kind} must be one of the listed requests`;

/** `POST /api/privacy-requests` and the public form: the name, email and mobile as on a grievance. */
export const PrivacyRequestSchema = z.object(
  {
    name: requiredText(privacyRequestLabels.name, 100).min(2, { error: `${privacyRequestLabels.name} must be at least 2 characters`, abort: true }),
    email: email(privacyRequestLabels.email),
    mobile: indianMobile(privacyRequestLabels.mobile),
    kind: z.preprocess(blankAsMissing, z.enum(privacyRequestKinds, { error: kindMessage })),
    details: requiredText(privacyRequestLabels.details, MAX_DETAILS, { multiline: true }).min(MIN_DETAILS, {
      error: `${privacyRequestLabels.details} must be at least ${MIN_DETAILS} characters`,
      abort: true,
    }),
    reference: optionalText(privacyRequestLabels.reference, 50),
  },
  { error: "Send the request as a set of fields" },
);
export type PrivacyRequestInput = z.output<typeof PrivacyRequestSchema>;
export type PrivacyRequestField = keyof PrivacyRequestInput;

/** `POST /api/admin/privacy-requests/:id/updates`: a note, for the desk or for the requester too, with a status change or none. */
export const PrivacyRequestUpdateSchema = z.object({
  status: z.preprocess(blankAsMissing, z.enum(privacyRequestStatuses, { error: "Status must be received, in-progress, completed or rejected" }).optional()),
  note: requiredText("Note", MAX_DETAILS, { multiline: true }),
  visibleToRequester: z.boolean({ error: "Visible to the requester must be true or false" }),
});
export type PrivacyRequestUpdateInput = z.output<typeof PrivacyRequestUpdateSchema>;

/** `GET /api/admin/privacy-requests?status=`. */
export const PrivacyRequestListQuerySchema = z.object({
  status: z.preprocess(blankAsMissing, z.enum(privacyRequestStatuses, { error: "Status must be received, in-progress, completed or rejected" }).optional()),
});

/** The kinds of record a request may find and erase. */
export const personalRecordKinds = ["application", "grievance"] as const;
export type PersonalRecordKind = (typeof personalRecordKinds)[number];

/** `POST /api/admin/privacy-requests/:id/erase`: the records to erase, each among the request's matches. */
export const PrivacyEraseSchema = z.object({
  records: z
    .array(
      z.object({
        kind: z.enum(personalRecordKinds, { error: "Record kind must be application or grievance" }),
        _id: z.string({ error: "Record must name its _id" }),
      }, { error: "Record must be an object with its kind and _id" }),
      { error: "Records must be a list" },
    )
    .min(1, "Records must name at least one record")
    .max(200, "Records must be at most 200"),
});
export type PrivacyEraseInput = z.output<typeof PrivacyEraseSchema>;

/** `POST /api/admin/privacy/retention-run`: the day to run as (YYYY-MM-DD, Asia/Kolkata), today by default. */
export const RetentionRunSchema = z.object({
  asOf: z.preprocess(blankAsMissing, z.iso.date({ error: "asOf must be a date such as 2027-06-01" }).optional()),
});

/** One request in the desk's list. */
export type PrivacyRequestSummary = {
  _id: string;
  /** `DPR-2026-00001`: what the requester quotes. */
  requestNumber: string;
  name: string;
  email: string;
  mobile: string;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  receivedAt: string;
  dueDate: string;
  overdue: boolean;
};

export type PrivacyRequestUpdate = {
  _id: string;
  at: string;
  by: string | null;
  status: PrivacyRequestStatus | null;
  note: string;
  visibleToRequester: boolean;
};

/** A record of the requester's, found by their email (`matches`) or only by their mobile number (`mobileMatches`). */
export type PersonalRecordMatch = { kind: PersonalRecordKind; _id: string; number: string };

/** A request as the desk opens it. */
export type PrivacyRequestCase = PrivacyRequestSummary & {
  details: string;
  reference: string;
  confirmedAt: string | null;
  updates: PrivacyRequestUpdate[];
  matches: PersonalRecordMatch[];
  mobileMatches: PersonalRecordMatch[];
};

/** What the status page shows the requester: only the notes meant for them. */
export type PrivacyRequestStatusView = {
  requestNumber: string;
  kind: PrivacyRequestKind;
  receivedAt: string;
  dueDate: string;
  status: PrivacyRequestStatus;
  updates: Pick<PrivacyRequestUpdate, "at" | "status" | "note">[];
};

export type FiledPrivacyRequest = { _id: string; requestNumber: string; receivedAt: string; dueDate: string; statusUrl: string };
