import { z } from "./zod";
import { indianMobile } from "./admission.schema";
import { email, optionalText, queryText, requiredText } from "./fields";

/**
 * The grievance desk (UGC Redressal of Grievances of Students Regulations, 2023): what a student
 * or a family files on the public form, how the committee answers it, and what each side reads.
 */

export const grievanceCategories = [
  "admission",
  "fees",
  "scholarship",
  "examination",
  "academic",
  "infrastructure",
  "ragging",
  "sexual-harassment",
  "discrimination",
  "other",
] as const;
export type GrievanceCategory = (typeof grievanceCategories)[number];

export const grievanceStatuses = ["received", "under-review", "hearing-scheduled", "resolved", "rejected"] as const;
export type GrievanceStatus = (typeof grievanceStatuses)[number];

/** A decided grievance: resolved or rejected. Every other status is open, and an open one past its due date is overdue. */
export const isDecided = (status: GrievanceStatus) => status === "resolved" || status === "rejected";

/** How far along a status is: a grievance moves forward, and may skip a step. */
const stage: Record<GrievanceStatus, number> = { received: 0, "under-review": 1, "hearing-scheduled": 2, resolved: 3, rejected: 3 };

/**
 * The statuses a grievance may move to from `current`: any later step while it is open, and back
 * to review once decided (reopened). Never back to received, which only the filing sets.
 */
export function nextStatuses(current: GrievanceStatus): GrievanceStatus[] {
  if (isDecided(current)) return ["under-review"];
  return grievanceStatuses.filter((status) => stage[status] > stage[current]);
}

/**
 * The committee that hears a grievance, by the slug of its page: the seeded committees'
 * (server/seed/sample-committees.ts), whose pages link to the form.
 */
export const grievanceCommitteeSlugs = {
  grievanceRedressal: "student-grievance",
  antiRagging: "anti-ragging",
  internalComplaints: "anti-harassment",
} as const;
export type GrievanceCommittee = (typeof grievanceCommitteeSlugs)[keyof typeof grievanceCommitteeSlugs];

export function committeeOf(category: GrievanceCategory): GrievanceCommittee {
  if (category === "ragging") return grievanceCommitteeSlugs.antiRagging;
  if (category === "sexual-harassment") return grievanceCommitteeSlugs.internalComplaints;
  return grievanceCommitteeSlugs.grievanceRedressal;
}

/** The category a committee's page preselects on the form it links to. */
export const categoryOfCommittee = (slug: string): GrievanceCategory | undefined =>
  slug === grievanceCommitteeSlugs.antiRagging ? "ragging" : slug === grievanceCommitteeSlugs.internalComplaints ? "sexual-harassment" : undefined;

export const MIN_DESCRIPTION = 20;
export const MAX_DESCRIPTION = 5000;

/** A form leaves a choice it does not use empty: empty is missing. */
const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const atLeast = (label: string, min: number) => ({ error: `${label} must be at least ${min} characters`, abort: true }) as const;

/** The labels of the form's fields, which the messages name and the Marathi page translates. */
export const grievanceLabels = {
  name: "Full name",
  email: "Email",
  mobile: "Mobile number",
  category: "Category",
  subject: "Subject",
  description: "Description",
  reference: "Application or enrolment number",
} as const;

const grievanceFields = {
  name: requiredText(grievanceLabels.name, 100).min(2, atLeast(grievanceLabels.name, 2)),
  email: email(grievanceLabels.email),
  mobile: indianMobile(grievanceLabels.mobile),
  category: z.preprocess(
    blankAsMissing,
    z.enum(grievanceCategories, {
      error: (issue) => (issue.input === undefined ? `${grievanceLabels.category} is required` : "Category must be one of the listed categories"),
    }),
  ),
  subject: requiredText(grievanceLabels.subject, 150),
  description: requiredText(grievanceLabels.description, MAX_DESCRIPTION, { multiline: true }).min(
    MIN_DESCRIPTION,
    atLeast(grievanceLabels.description, MIN_DESCRIPTION),
  ),
  /** An application number (GIP-2026-00001) or an enrolment number, if the complainant has one. */
  reference: optionalText(grievanceLabels.reference, 50),
};

/** `POST /api/grievances` and the public form. */
export const GrievanceSchema = z.object(grievanceFields, { error: "Send the grievance as a set of fields" });
export type GrievanceFormInput = z.input<typeof GrievanceSchema>;
export type GrievanceInput = z.output<typeof GrievanceSchema>;
export type GrievanceField = keyof GrievanceInput;

export const MAX_HEARING_PLACE = 200;

/** The labels of a note's fields, which the messages name. */
export const grievanceUpdateLabels = {
  status: "Status",
  note: "Note",
  visibleToComplainant: "Visible to the complainant",
  hearingAt: "Hearing time",
  hearingPlace: "Hearing place",
} as const;

/** A hearing's time: an ISO 8601 time with its zone, later than now. */
const hearingTime = z.iso
  .datetime({ offset: true, error: `${grievanceUpdateLabels.hearingAt} must be an ISO 8601 time with its zone, such as 2026-11-30T11:00:00+05:30`, abort: true })
  .refine((value) => Date.parse(value) > Date.now(), `${grievanceUpdateLabels.hearingAt} must be in the future`);

/**
 * `POST /api/admin/grievances/:id/updates`: a note, for the committee or for the complainant too,
 * with a status change or none. Scheduling a hearing (again, to move it) says when and where it is:
 * the time and the place go with the status `hearing-scheduled`, and with no other.
 */
export const GrievanceUpdateSchema = z
  .object({
    status: z.preprocess(
      blankAsMissing,
      z
        .enum(grievanceStatuses, { error: "Status must be received, under-review, hearing-scheduled, resolved or rejected" })
        .optional(),
    ),
    note: requiredText(grievanceUpdateLabels.note, MAX_DESCRIPTION, { multiline: true }),
    visibleToComplainant: z.boolean({ error: "Visible to the complainant must be true or false" }),
    hearingAt: z.preprocess(blankAsMissing, hearingTime.optional()),
    hearingPlace: z.preprocess(blankAsMissing, requiredText(grievanceUpdateLabels.hearingPlace, MAX_HEARING_PLACE).optional()),
  })
  .superRefine(({ status, hearingAt, hearingPlace }, context) => {
    const scheduling = status === "hearing-scheduled";
    for (const [field, value] of [["hearingAt", hearingAt], ["hearingPlace", hearingPlace]] as const) {
      const label = grievanceUpdateLabels[field];
      if (scheduling && value === undefined) context.addIssue({ code: "custom", path: [field], message: `${label} is required with the status hearing-scheduled` });
      if (!scheduling && value !== undefined) context.addIssue({ code: "custom", path: [field], message: `${label} goes only with the status hearing-scheduled` });
    }
  });
export type GrievanceUpdateInput = z.output<typeof GrievanceUpdateSchema>;

/** `GET /api/admin/grievances?status=&category=&q=`: empty means no such filter. */
export const GrievanceListQuerySchema = z.object({
  status: z.preprocess(
    blankAsMissing,
    z.enum(grievanceStatuses, { error: "Status must be received, under-review, hearing-scheduled, resolved or rejected" }).optional(),
  ),
  category: z.preprocess(blankAsMissing, z.enum(grievanceCategories, { error: "Category must be one of the listed categories" }).optional()),
  q: queryText("Search (q)", 200).optional().default(""),
});
export type GrievanceListQuery = z.output<typeof GrievanceListQuerySchema>;

/** One grievance in the committee's list. */
export type GrievanceSummary = {
  _id: string;
  /** `GRV-2026-00001`: what the complainant quotes. */
  grievanceNumber: string;
  name: string;
  email: string;
  mobile: string;
  category: GrievanceCategory;
  committee: GrievanceCommittee;
  subject: string;
  status: GrievanceStatus;
  /** ISO 8601 with zone. */
  receivedAt: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** Open and past its due date. */
  overdue: boolean;
};

/** One entry of a grievance's history: the receipt (by nobody), then each note of the committee. */
export type GrievanceUpdate = {
  _id: string;
  at: string;
  /** The account that wrote it; null for the receipt. */
  by: string | null;
  /** The status it set, if it changed one. */
  status: GrievanceStatus | null;
  note: string;
  visibleToComplainant: boolean;
  /** When the hearing this note scheduled is (ISO 8601), and where; null for every other note. */
  hearingAt: string | null;
  hearingPlace: string | null;
};

/** The language of the form a grievance was filed on, which its mail is written in. */
export type GrievanceLanguage = "en" | "mr";

/** A grievance as the committee opens it, with the language the complainant wrote in. */
export type GrievanceCase = GrievanceSummary & {
  description: string;
  reference: string;
  language: GrievanceLanguage;
  updates: GrievanceUpdate[];
  /** The version of the privacy notice the complainant was given (the privacy page's when they filed it). */
  privacyNoticeVersion: string;
};

/** What the status page and its JSON call show the complainant: no name, no description, only the notes meant for them. */
export type GrievanceStatusView = {
  grievanceNumber: string;
  category: GrievanceCategory;
  subject: string;
  receivedAt: string;
  dueDate: string;
  status: GrievanceStatus;
  updates: Pick<GrievanceUpdate, "at" | "status" | "note" | "hearingAt" | "hearingPlace">[];
};

/** What the complainant is told at once: the number, the due date and the private status page. */
export type FiledGrievance = {
  _id: string;
  grievanceNumber: string;
  category: GrievanceCategory;
  receivedAt: string;
  dueDate: string;
  /** The status page's site path, in the language the grievance was filed in. */
  statusUrl: string;
};

/** The dashboard's figures: open grievances, and how many of them are past their due date. */
export type GrievanceFigures = { open: number; overdue: number };
