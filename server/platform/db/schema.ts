import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PageSection } from "../../../common/page.schema";
import type { Role } from "../../../common/roles";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Bytes (a PDF): PGlite reads them as a Uint8Array, node-postgres as a Buffer; both are given back as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const admins = pgTable(
  "admins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    // When the admin last signed in; shown in the users list.
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    // What the account may do (common/roles.ts); accounts from before roles are administrators.
    role: text("role").$type<Role>().notNull().default("administrator"),
  },
  (table) => [
    uniqueIndex("admins_username_lower_idx").on(sql`lower(${table.username})`),
    check("admins_role_known", sql`${table.role} in ('administrator', 'editor', 'admissions', 'grievance')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** The absolute end: 7 days after sign-in, however often the session is used. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    // A session ends after 12 hours without use, counted from lastUsedAt, which is written at
    // most once a minute; the device is shown in the admin's list of sessions.
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent").notNull().default(""),
  },
  (table) => [
    index("sessions_expires_at_idx").on(table.expiresAt),
    index("sessions_admin_id_idx").on(table.adminId),
    index("sessions_last_used_at_idx").on(table.lastUsedAt),
  ],
);

/** Attempts counted for rate limits (failed sign-ins, applications), kept in the database so every instance sees them. */
export const attempts = pgTable(
  "attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("attempts_bucket_key_created_idx").on(table.bucket, table.key, table.createdAt)],
);


export const admissions = pgTable(
  "admission_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    education: text("education").notNull(),
    tenthPercentage: numeric("tenth_percentage", { precision: 5, scale: 2, mode: "number" }).notNull(),
    tenthPassingYear: integer("tenth_passing_year").notNull(),
    tenthSchoolName: text("tenth_school_name").notNull(),
    twelfthPercentage: numeric("twelfth_percentage", { precision: 5, scale: 2, mode: "number" }).notNull(),
    twelfthPassingYear: integer("twelfth_passing_year").notNull(),
    twelfthCollegeName: text("twelfth_college_name").notNull(),
    status: text("status").notNull().default("pending"),
    applicationDate: timestamp("application_date", { withTimezone: true }).notNull().defaultNow(),
    // Given at submission: the number families quote, the year it counts in, the sha256 of the
    // secret of the receipt URL (the secret itself is never stored), and the programme chosen on
    // the form (null: not decided yet).
    applicationNumber: text("application_number").notNull(),
    academicYear: text("academic_year").notNull(),
    receiptTokenHash: text("receipt_token_hash").notNull(),
    programme: text("programme"),
    /** The privacy page's `version` when it was submitted: the notice the family was given. */
    privacyNoticeVersion: text("privacy_notice_version").notNull().default(""),
    /** When its personal fields were erased (a privacy request or retention); null while they are kept. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (table) => [
    // One applicant applies once a year: the same email and the same name, ignoring case, spaces
    // and dots. Brothers and sisters may share a parent's email. The database itself refuses the
    // second, so two concurrent submissions cannot both pass. Erased applications all carry the
    // same mark and name nobody.
    uniqueIndex("admissions_applicant_year_idx")
      .on(sql`lower(${table.email})`, sql`lower(regexp_replace(${table.name}, '[[:space:].]', '', 'g'))`, table.academicYear)
      .where(sql`${table.erasedAt} is null`),
    index("admissions_application_date_idx").on(table.applicationDate),
    check("admissions_status_check", sql`${table.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex("admissions_application_number_idx").on(table.applicationNumber),
    uniqueIndex("admissions_receipt_token_hash_idx").on(table.receiptTokenHash),
    index("admissions_academic_year_idx").on(table.academicYear),
    check("admissions_programme_check", sql`${table.programme} in ('dpharm', 'bpharm')`),
  ],
);

/**
 * Each application's receipt as drawn, in each language it was asked for: kept until what it shows
 * changes (`drawn_from`, the hash of the application's details and the office's contacts), so a
 * receipt is drawn once however many receipts of others are drawn meanwhile, by any instance.
 * Gone with its application.
 */
export const admissionReceipts = pgTable(
  "admission_receipts",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => admissions.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    drawnFrom: text("drawn_from").notNull(),
    pdf: bytes("pdf").notNull(),
    drawnAt: timestamp("drawn_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.language] })],
);

// ---------------------------------------------------------------------------------------------
// After an application is submitted: numbering and the mail outbox
// ---------------------------------------------------------------------------------------------

/**
 * The last application number given out in each academic year (by its first year). Incremented
 * in the transaction that stores the application, so numbers never repeat, and a refused
 * application leaves no gap.
 */
export const applicationNumberCounters = pgTable("application_number_counters", {
  firstYear: integer("first_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * Mail waiting to be sent, written in the same transaction as what it tells about. A worker
 * claims due messages (`next_attempt_at`), sends them, and marks them sent, or schedules a retry.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the message will not be tried again (refused for good, or too many attempts). */
    abandonedAt: timestamp("abandoned_at", { withTimezone: true }),
    lastError: text("last_error").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    index("mail_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.abandonedAt} is null`),
  ],
);

// ---- Audit log ----

/**
 * One entry per change, sign-in, failed sign-in and sign-out, written in the same transaction as
 * what it records. `username` is kept as text, so an entry still names an admin who was deleted.
 * Times have millisecond precision, so the ISO time a page of entries ends with is exact as the
 * next page's `before`.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull(),
    username: text("username"),
    action: text("action").notNull(),
    resource: text("resource").notNull(),
    recordId: text("record_id"),
    summary: text("summary").notNull(),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at, table.id),
    index("audit_log_resource_at_idx").on(table.resource, table.at),
    index("audit_log_username_at_idx").on(table.username, table.at),
  ],
);
// ---- Documents ----

/**
 * Every file a document has had: the one a fresh install started with and each upload. Files
 * are stored under the hash of their bytes, so the same bytes are stored once.
 */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentKey: text("document_key").notNull(),
    storageName: text("storage_name").notNull(),
    size: integer("size").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin who uploaded it; null for the file a fresh install started with. */
    uploadedBy: text("uploaded_by"),
  },
  (table) => [index("document_versions_key_uploaded_idx").on(table.documentKey, table.uploadedAt)],
);

/** Which version of each document is served now, and since when (its upload or its restore). */
export const documents = pgTable("documents", {
  key: text("key").primaryKey(),
  versionId: uuid("version_id")
    .notNull()
    .references(() => documentVersions.id),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// The college's own voice: its pages' words, and the grievance desk.
// ---------------------------------------------------------------------------------------------

/** The words of each public page, by its key (`home`, `faqs`, …), in English and Marathi. */
export const pages = pgTable("pages", {
  key: text("key").primaryKey(),
  title: text("title").notNull(),
  titleMr: text("title_mr").notNull().default(""),
  /** In display order; always read and replaced as a whole list. */
  sections: jsonb("sections").$type<PageSection[]>().notNull(),
  /** When and by whom the current words were saved; null for the words a fresh install starts with. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/**
 * A page's next words, saved beside the current ones and public only once published: at once, or
 * at `publishAt` (then `scheduledBy` asked for it). One draft per page.
 */
export const pageDrafts = pgTable(
  "page_drafts",
  {
    pageKey: text("page_key")
      .primaryKey()
      .references(() => pages.key, { onDelete: "cascade" }),
    title: text("title").notNull(),
    titleMr: text("title_mr").notNull(),
    sections: jsonb("sections").$type<PageSection[]>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    savedBy: text("saved_by").notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    scheduledBy: text("scheduled_by"),
  },
  (table) => [index("page_drafts_publish_at_idx").on(table.publishAt)],
);

/** Each state of a page that a save or a restore replaced, with when and by whom that state had been saved. */
export const pageVersions = pgTable(
  "page_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageKey: text("page_key")
      .notNull()
      .references(() => pages.key, { onDelete: "cascade" }),
    title: text("title").notNull(),
    titleMr: text("title_mr").notNull(),
    sections: jsonb("sections").$type<PageSection[]>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    savedBy: text("saved_by"),
    /** When it stopped being the current state: versions are listed newest first by it. */
    replacedAt: timestamp("replaced_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("page_versions_key_replaced_idx").on(table.pageKey, table.replacedAt)],
);

/**
 * A grievance filed by a student or a family. Its status page's address holds a random token of
 * which only the hash is stored, so a copy of the database cannot read a complainant's case by it.
 */
export const grievances = pgTable(
  "grievances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    grievanceNumber: text("grievance_number").notNull(),
    statusTokenHash: text("status_token_hash").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    category: text("category").notNull(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    reference: text("reference").notNull().default(""),
    status: text("status").notNull().default("received"),
    receivedAt: timestamp("received_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The 15th working day after receipt (Monday to Saturday, Asia/Kolkata). */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** The page's language when it was filed: the language of the mail the complainant gets. */
    language: text("language").notNull().default("en"),
    /** The privacy page's `version` when it was filed: the notice the complainant was given. */
    privacyNoticeVersion: text("privacy_notice_version").notNull().default(""),
    /** When its personal fields were erased (a privacy request or retention); null while they are kept. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("grievances_number_idx").on(table.grievanceNumber),
    uniqueIndex("grievances_status_token_idx").on(table.statusTokenHash),
    index("grievances_received_idx").on(table.receivedAt),
    check(
      "grievances_status_check",
      sql`${table.status} in ('received', 'under-review', 'hearing-scheduled', 'resolved', 'rejected')`,
    ),
  ],
);

/** The history of a grievance: each note of the committee, with the status it set, if any. */
export const grievanceUpdates = pgTable(
  "grievance_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    grievanceId: uuid("grievance_id")
      .notNull()
      .references(() => grievances.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The account that wrote it; null for what the site itself recorded (the receipt). */
    by: text("by"),
    status: text("status"),
    note: text("note").notNull(),
    visibleToComplainant: boolean("visible_to_complainant").notNull(),
    /** When and where the hearing this note scheduled is; both null for every other note. */
    hearingAt: timestamp("hearing_at", { withTimezone: true, precision: 3 }),
    hearingPlace: text("hearing_place"),
  },
  (table) => [
    index("grievance_updates_grievance_at_idx").on(table.grievanceId, table.at),
    check("grievance_updates_hearing_check", sql`(${table.hearingAt} is null) = (${table.hearingPlace} is null)`),
  ],
);

/**
 * A request about one's personal data (to see, correct or erase it, …), filed by anyone. Like a
 * grievance, its status page's token is stored only as a hash.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestNumber: text("request_number").notNull(),
    statusTokenHash: text("status_token_hash").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    kind: text("kind").notNull(),
    details: text("details").notNull(),
    reference: text("reference").notNull().default(""),
    status: text("status").notNull().default("received"),
    receivedAt: timestamp("received_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** `privacyResponseDays` calendar days after receipt (Asia/Kolkata), fixed at receipt. */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** When the requester opened the link of the acknowledgement mail: the request came from that address. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The sha256 of the acknowledgement's confirmation token; null once confirmed or without mail. */
    confirmTokenHash: text("confirm_token_hash"),
    language: text("language").notNull().default("en"),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("privacy_requests_number_idx").on(table.requestNumber),
    uniqueIndex("privacy_requests_status_token_idx").on(table.statusTokenHash),
    uniqueIndex("privacy_requests_confirm_token_idx").on(table.confirmTokenHash),
    index("privacy_requests_received_idx").on(table.receivedAt),
    check("privacy_requests_status_check", sql`${table.status} in ('received', 'in-progress', 'completed', 'rejected')`),
    check("privacy_requests_kind_check", sql`${table.kind} in ('access', 'correction', 'erasure', 'withdraw-consent', 'nominate', 'complaint')`),
  ],
);

/** The history of a privacy request: each note of the desk, with the status it set, if any. */
export const privacyRequestUpdates = pgTable(
  "privacy_request_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => privacyRequests.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    by: text("by"),
    status: text("status"),
    note: text("note").notNull(),
    visibleToRequester: boolean("visible_to_requester").notNull(),
  },
  (table) => [index("privacy_request_updates_request_at_idx").on(table.requestId, table.at)],
);

/**
 * The last number given out in each series (`GRV` for grievances, `DPR` for privacy requests) and
 * calendar year, incremented in the transaction that stores the numbered record (yearly-numbers.ts).
 */
export const numberCounters = pgTable(
  "number_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

// ---------------------------------------------------------------------------------------------
// The site search: what the public site shows, kept findable (server/platform/search/).
// ---------------------------------------------------------------------------------------------

/** PostgreSQL's text-search document: each word with its positions and weights (A titles, B headings, C body text). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One thing the public site shows, as the search finds it: a page, a notice, a person, … by its
 * kind and its record's key. Written in the same transaction as the record, so a change is
 * findable on the next request, on every instance. Drafts and records only staff see are never
 * here; what only time makes public or ends (a scheduled notice, an expiry) is here with its times,
 * which each search compares with the clock.
 */
export const searchEntries = pgTable(
  "search_entries",
  {
    kind: text("kind").notNull(),
    recordKey: text("record_key").notNull(),
    /** The title and the text a snippet is cut from, in English and in Marathi (the English where a Marathi twin is empty). */
    title: text("title").notNull(),
    titleMr: text("title_mr").notNull(),
    text: text("text").notNull(),
    textMr: text("text_mr").notNull(),
    /** The public page it is on, in English (the Marathi page is under /mr). */
    path: text("path").notNull(),
    /** Public from then on; null: at once. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** Public up to and including that day in Kolkata; null: no end. */
    expiresOn: date("expires_on", { mode: "string" }),
    /** The words of both languages as the search reads them (common/search-words.ts). */
    terms: tsvector("terms").notNull(),
    /** The version of how entries are made: a start with another version builds the index again. */
    format: integer("format").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.recordKey] }), index("search_entries_terms_idx").using("gin", table.terms)],
);
