import type { Role } from "./roles";
import { z } from "./zod";
import { describeFields, email, EMAIL_MAX_LENGTH, marathiTwin, optionalMarathiText, requiredText, textOrEmpty, wholeNumber, type FieldDescription } from "./fields";

/**
 * The values of the site that change from year to year and that the college's clerk edits in
 * the back office: one record, read by every page that shows them.
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
const addressField = { label: "Address", input: "textarea", rows: 2, max: 300 } satisfies FieldDescription;

export const settingsFields = describeFields({
  academicYear: { label: "Academic year", max: 9, placeholder: "2026-2027", hint: "Shown on every page: “Admissions Open 2026-2027”." },
  /** The form has a switch of its own. */
  admissionsOpen: { label: "Admissions open" },
  intakeDPharm: intake("D.Pharm intake"),
  intakeBPharm: intake("B.Pharm intake"),
  phone: { label: "Phone", input: "tel", max: 30, hint: "The mobile number in the top bar and the footer." },
  email: { label: "Email", input: "email", max: EMAIL_MAX_LENGTH },
  address: addressField,
  /** The address on the Marathi pages; empty shows the English one. */
  addressMr: marathiTwin(addressField, "Shown on the Marathi pages; left empty, they show the English address."),
  /** Empty: the admissions page shows no video. */
  admissionsVideoId: {
    label: "YouTube video id",
    required: false,
    max: 11,
    placeholder: "x6Hb3kQpN2s",
    hint: "The 11 characters after “v=” in the video's address. Leave empty to show no video on the Admissions page.",
  },
  /** Where the notice of each new grievance goes (its number, category and due date); empty: nowhere. */
  grievanceEmail: {
    label: "Grievance email",
    input: "email",
    required: false,
    max: EMAIL_MAX_LENGTH,
    hint: "Gets a notice of each new grievance: its number, category and due date, never the complainant's name or words. Leave empty for no notice.",
  },
  /** Whom the privacy notice names for questions and requests about personal data. */
  privacyOfficerName: { label: "Privacy officer", max: 100, placeholder: "Ganesh T. Wagh", hint: "The person who answers questions and requests about personal data. The privacy notice names them." },
  privacyOfficerEmail: { label: "Privacy officer's email", input: "email", max: EMAIL_MAX_LENGTH, hint: "Shown in the privacy notice." },
  privacyOfficerPhone: { label: "Privacy officer's phone", input: "tel", max: 30, hint: "Shown in the privacy notice." },
  /** Each privacy request's due date is this many calendar days after it is received. */
  privacyResponseDays: {
    label: "Days to answer a privacy request",
    input: "number",
    range: { min: 7, max: 90 },
    hint: "A request is due this many days after it is received; the privacy notice promises it.",
  },
  /** How long personal data is kept: applications from their submission, grievances and privacy requests from their decision. */
  retentionMonths: {
    label: "Months to keep personal data",
    input: "number",
    range: { min: 6, max: 120 },
    hint: "Applications are erased this many months after they were submitted, grievances and privacy requests this many months after they were decided.",
  },
});

const settingsShape = {
  academicYear: requiredText(settingsFields.academicYear).refine(
    isAcademicYear,
    "Academic year must be two years like 2026-2027, the second one more than the first",
  ),
  admissionsOpen: z.boolean({ error: `${settingsFields.admissionsOpen.label} must be true or false` }),
  intakeDPharm: wholeNumber(settingsFields.intakeDPharm),
  intakeBPharm: wholeNumber(settingsFields.intakeBPharm),
  phone: requiredText(settingsFields.phone).refine(isPhoneNumber, "Phone must be a phone number, like +91 90110 45218"),
  email: email(settingsFields.email),
  address: requiredText(settingsFields.address),
  addressMr: optionalMarathiText(settingsFields.addressMr),
  admissionsVideoId: textOrEmpty(settingsFields.admissionsVideoId).refine(
    (value) => value === "" || isYouTubeVideoId(value),
    "YouTube video id must be the 11 letters, digits, - or _ after v= in the video's address, or empty",
  ),
  grievanceEmail: textOrEmpty(settingsFields.grievanceEmail).refine(
    (value) => value === "" || z.email().safeParse(value).success,
    "Grievance email must be a valid email address, or empty",
  ),
  privacyOfficerName: requiredText(settingsFields.privacyOfficerName),
  privacyOfficerEmail: email(settingsFields.privacyOfficerEmail),
  privacyOfficerPhone: requiredText(settingsFields.privacyOfficerPhone).refine(isPhoneNumber, "Privacy officer's phone must be a phone number, like 02551 274 310"),
  privacyResponseDays: wholeNumber(settingsFields.privacyResponseDays),
  retentionMonths: wholeNumber(settingsFields.retentionMonths),
};

/** Every setting, as the settings screen sends them all. */
export const SiteSettingsSchema = z.object(settingsShape);
export type SiteSettings = z.output<typeof SiteSettingsSchema>;

/** `PUT /api/admin/settings`: any subset of the settings; a field left out keeps its value, unknown ones are ignored. */
export const SettingsUpdateSchema = SiteSettingsSchema.partial();
export type SettingsUpdate = z.output<typeof SettingsUpdateSchema>;

/** The settings of the admissions office's own year: all that an `admissions` account may change. */
const AdmissionsYearSettingsSchema = SiteSettingsSchema.pick({ admissionsOpen: true, academicYear: true, intakeDPharm: true, intakeBPharm: true });

/** The settings an account of `role` may change, as its settings screen sends them. */
export const settingsSchemaFor = (role: Role) => (role === "admissions" ? AdmissionsYearSettingsSchema : SiteSettingsSchema);

/** The only settings an account of `role` may change (an admissions account: its year's four); null for every one. */
export function settingsLimitedFor(role: Role): readonly (keyof SiteSettings)[] | null {
  const schema = settingsSchemaFor(role);
  return schema === SiteSettingsSchema ? null : (Object.keys(schema.shape) as (keyof SiteSettings)[]);
}
