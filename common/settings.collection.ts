import { z } from "./zod";
import { defineCollection, type RecordOf } from "./collection";
import { custom, emailField, text, wholeNumberField } from "./collection-fields";
import { EMAIL_MAX_LENGTH, requiredText, textOrEmpty, type FieldDescription } from "./fields";

/**
 * The values of the site that change from year to year and that the college's clerk edits in
 * the back office: one record, read by every page that shows them. A fresh install starts with
 * those of content/initial-settings.ts.
 */

/** "2026-2027": two years, the second one more than the first. */
export function isAcademicYear(value: string): boolean {
  const match = /^(\d{4})-(\d{4})$/.exec(value);
  return Boolean(match) && Number(match![2]) === Number(match![1]) + 1;
}

/** Digits with the spaces, dashes, brackets and leading + people write them with; 6 to 15 digits. */
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s()-]+$/.test(value) && digits >= 6 && digits <= 15;
}

/** A YouTube video's id: the 11 characters after `v=` in its address. */
export const isYouTubeVideoId = (value: string) => /^[A-Za-z0-9_-]{11}$/.test(value);

export const MAX_INTAKE = 600;

const intake = (label: string) =>
  ({ label, input: "number", range: { min: 0, max: MAX_INTAKE }, hint: "Seats in the first year." }) satisfies FieldDescription;

const academicYear = { label: "Academic year", max: 9, placeholder: "2026-2027", hint: "Shown on every page: “Admissions Open 2026-2027”." } satisfies FieldDescription;
const admissionsOpen = { label: "Admissions open" } satisfies FieldDescription;
const phone = { label: "Phone", input: "tel", max: 30, hint: "The mobile number in the top bar and the footer." } satisfies FieldDescription;
const admissionsVideoId = {
  label: "YouTube video id",
  required: false,
  max: 11,
  placeholder: "x6Hb3kQpN2s",
  hint: "The 11 characters after “v=” in the video's address. Leave empty to show no video on the Admissions page.",
} satisfies FieldDescription;
const grievanceEmail = {
  label: "Grievance email",
  input: "email",
  required: false,
  max: EMAIL_MAX_LENGTH,
  hint: "Gets a notice of each new grievance: its number, category and due date, never the complainant's name or words. Leave empty for no notice.",
} satisfies FieldDescription;

const privacyOfficerName = {
  label: "Privacy officer",
  max: 100,
  placeholder: "Ganesh T. Wagh",
  hint: "The person who answers questions and requests about personal data. The privacy notice names them.",
} satisfies FieldDescription;
const privacyOfficerPhone = { label: "Privacy officer's phone", input: "tel", max: 30, hint: "Shown in the privacy notice." } satisfies FieldDescription;
const privacyResponseDays = {
  label: "Days to answer a privacy request",
  input: "number",
  range: { min: 7, max: 90 },
  hint: "A request is due this many days after it is received; the privacy notice promises it.",
} satisfies FieldDescription;
const retentionMonths = {
  label: "Months to keep personal data",
  input: "number",
  range: { min: 6, max: 120 },
  hint: "Applications are erased this many months after they were submitted, grievances and privacy requests this many months after they were decided.",
} satisfies FieldDescription;

/** Text that may be empty, kept in a column that is empty unless the clerk fills it. */
const emptyUnlessGiven = { storage: { type: "text" }, default: "" } as const;

export const settingsCollection = defineCollection({
  name: "settings",
  key: "settings",
  noun: "site settings",
  area: "settings",
  paths: { admin: "/api/admin/settings", public: "/api/settings" },
  fields: {
    academicYear: custom({
      description: academicYear,
      schema: requiredText(academicYear).refine(isAcademicYear, "Academic year must be two years like 2026-2027, the second one more than the first"),
      storage: { type: "text" },
    }),
    /** The form has a switch of its own. */
    admissionsOpen: custom({
      description: admissionsOpen,
      schema: z.boolean({ error: `${admissionsOpen.label} must be true or false` }),
      storage: { type: "boolean", default: true },
    }),
    intakeDPharm: wholeNumberField(intake("D.Pharm intake")),
    intakeBPharm: wholeNumberField(intake("B.Pharm intake")),
    phone: custom({
      description: phone,
      schema: requiredText(phone).refine(isPhoneNumber, "Phone must be a phone number, like +91 90110 45218"),
      storage: { type: "text" },
    }),
    email: emailField({ label: "Email", input: "email", max: EMAIL_MAX_LENGTH }),
    /** The Marathi pages show the Marathi address; empty, the English one. */
    address: text(
      { label: "Address", input: "textarea", rows: 2, max: 300 },
      { twin: true, twinDescription: { hint: "Shown on the Marathi pages; left empty, they show the English address." } },
    ),
    /** Empty: the admissions page shows no video. */
    admissionsVideoId: custom({
      description: admissionsVideoId,
      schema: textOrEmpty(admissionsVideoId).refine(
        (value) => value === "" || isYouTubeVideoId(value),
        "YouTube video id must be the 11 letters, digits, - or _ after v= in the video's address, or empty",
      ),
      ...emptyUnlessGiven,
    }),
    /** Where the notice of each new grievance goes (its number, category and due date); empty: nowhere. */
    grievanceEmail: custom({
      description: grievanceEmail,
      schema: textOrEmpty(grievanceEmail).refine(
        (value) => value === "" || z.email().safeParse(value).success,
        "Grievance email must be a valid email address, or empty",
      ),
      ...emptyUnlessGiven,
    }),
    /** Whom the privacy notice names for questions and requests about personal data (a site from before it existed starts with an empty one). */
    privacyOfficerName: custom({ description: privacyOfficerName, schema: requiredText(privacyOfficerName), ...emptyUnlessGiven }),
    privacyOfficerEmail: { ...emailField({ label: "Privacy officer's email", input: "email", max: EMAIL_MAX_LENGTH, hint: "Shown in the privacy notice." }), default: "" },
    privacyOfficerPhone: custom({
      description: privacyOfficerPhone,
      schema: requiredText(privacyOfficerPhone).refine(isPhoneNumber, "Privacy officer's phone must be a phone number, like 02551 274 310"),
      ...emptyUnlessGiven,
    }),
    /** Each privacy request's due date is this many calendar days after it is received. */
    privacyResponseDays: { ...wholeNumberField(privacyResponseDays), default: 30 },
    /** How long personal data is kept: applications from their submission, grievances and privacy requests from their decision. */
    retentionMonths: { ...wholeNumberField(retentionMonths), default: 24 },
  },
  // The admissions office runs its own year: whether admissions are open, the year and the seats.
  limitedRoles: {
    fields: { admissions: ["admissionsOpen", "academicYear", "intakeDPharm", "intakeBPharm"] },
    refusal: (role, labels) => `Your role (${role}) may change only these settings: ${labels.join(", ")}.`,
  },
  order: [],
  abilities: { singleton: { partial: true } },
  table: { name: "site_settings" },
  messages: {
    notFound: "Settings not found",
    updated: "Settings saved successfully",
  },
  labels: {
    title: "Site Settings",
    loadFailed: "Failed to load the settings",
    saveFailed: "Failed to save the settings",
  },
});

/** The site settings, as every page reads them. */
export type SiteSettings = Omit<RecordOf<typeof settingsCollection>, "_id">;
