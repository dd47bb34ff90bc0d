import { z } from "./zod";
import { calendarDate, queryText } from "./fields";

/**
 * The audit log: who did what, to which record, when, in a sentence a clerk can read.
 */

/**
 * What an entry is about, by the contract's key for that kind of record; the Activity screen
 * filters by these, and by the record of every admin screen that names one
 * (app/components/admin/admin-screens.ts), so a new resource with a screen needs no line here.
 */
export const auditResources = {
  session: "Sign-ins and sessions",
  backup: "Backups",
  user: "Admin users",
  faculty: "Faculty",
  staff: "Non-teaching staff",
  news: "News",
  image: "Images",
  testimonial: "Testimonials",
  application: "Admission applications",
  settings: "Site settings",
  document: "Documents",
  committee: "Committees",
  governingBody: "Governing body",
  event: "Events",
  grievance: "Grievances",
  privacyRequest: "Privacy requests",
} as const;
export type AuditResource = keyof typeof auditResources;

export type AuditEntry = {
  _id: string;
  at: string;
  /** Who did it (for a failed sign-in: the account that was tried), or null when no known account was involved. */
  username: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  summary: string;
};

export const MAX_AUDIT_PAGE = 200;
const DEFAULT_AUDIT_PAGE = 50;

const isoTime = (label: string) =>
  z
    .string({ error: `${label} must be a time` })
    .refine((value) => value.length <= 40 && !Number.isNaN(Date.parse(value)), `${label} must be an ISO time such as 2026-06-01T10:00:00.000Z`)
    .transform((value) => new Date(value));

/** A form leaves a filter it does not use empty: `?from=` means no such filter. */
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

const optionalFilter = (label: string) =>
  queryText(label, 64)
    .optional()
    .transform((value) => value || undefined);

/**
 * `GET /api/admin/audit`: newest first, entries older than `before` (and, for entries at that
 * same millisecond, with an `_id` below `beforeId`), at most `limit`. `username`, `resource` and
 * the days `from`–`to` (college time, inclusive) narrow the list.
 */
export const AuditQuerySchema = z.object({
  before: isoTime("before").optional(),
  beforeId: z
    .string({ error: "beforeId must be an entry's _id" })
    .regex(/^\d{1,18}$/, "beforeId must be an entry's _id")
    .optional(),
  limit: z.coerce
    .number<unknown>({ error: `limit must be a whole number from 1 to ${MAX_AUDIT_PAGE}` })
    .int(`limit must be a whole number from 1 to ${MAX_AUDIT_PAGE}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_AUDIT_PAGE}`)
    .max(MAX_AUDIT_PAGE, `limit must be a whole number from 1 to ${MAX_AUDIT_PAGE}`)
    .default(DEFAULT_AUDIT_PAGE),
  username: optionalFilter("username"),
  resource: optionalFilter("resource"),
  from: z.preprocess(blankAsMissing, calendarDate("from").optional()),
  to: z.preprocess(blankAsMissing, calendarDate("to").optional()),
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;
