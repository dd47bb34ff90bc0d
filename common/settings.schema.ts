import { z } from "./zod";
import { email, optionalMarathiText, requiredText, textOrEmpty, wholeNumber } from "./fields";

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

const settingsFields = {
  academicYear: requiredText("Academic year", 9).refine(
    isAcademicYear,
    "Academic year must be two years like 2026-2027, the second one more than the first",
  ),
  admissionsOpen: z.boolean({ error: "Admissions open must be true or false" }),
  intakeDPharm: wholeNumber("D.Pharm intake", 0, MAX_INTAKE),
  intakeBPharm: wholeNumber("B.Pharm intake", 0, MAX_INTAKE),
  phone: requiredText("Phone", 30).refine(isPhoneNumber, "Phone must be a phone number, like +91 90110 45218"),
  email: email("Email"),
  address: requiredText("Address", 300, { multiline: true }),
  /** The address on the Marathi pages; empty shows the English one. */
  addressMr: optionalMarathiText("Address in Marathi", 300, { multiline: true }),
  /** Empty: the admissions page shows no video. */
  admissionsVideoId: textOrEmpty("YouTube video id", 11).refine(
    (value) => value === "" || isYouTubeVideoId(value),
    "YouTube video id must be the 11 letters, digits, - or _ after v= in the video's address, or empty",
  ),
  /** Where the notice of each new grievance goes (its number, category and due date); empty: nowhere. */
  grievanceEmail: textOrEmpty("Grievance email", 254).refine(
    (value) => value === "" || z.email().safeParse(value).success,
    "Grievance email must be a valid email address, or empty",
  ),
};

/** Every setting, as the settings screen sends them all. */
export const SiteSettingsSchema = z.object(settingsFields);
export type SiteSettings = z.output<typeof SiteSettingsSchema>;

/** `PUT /api/admin/settings`: any subset of the settings; a field left out keeps its value, unknown ones are ignored. */
export const SettingsUpdateSchema = SiteSettingsSchema.partial();
export type SettingsUpdate = z.output<typeof SettingsUpdateSchema>;
