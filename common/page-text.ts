import { devanagariDigits } from "./digits";
import { PAGE_PLACEHOLDERS } from "./page.schema";
import type { SiteSettings } from "./settings.collection";

export type PagePlaceholder = (typeof PAGE_PLACEHOLDERS)[number];
export type PlaceholderValues = Readonly<Record<PagePlaceholder, string>>;

/** `{phone}`, `{email}`, …: the names of PAGE_PLACEHOLDERS in braces; any other `{word}` is text. */
const placeholderPattern = new RegExp(`\\{(${PAGE_PLACEHOLDERS.join("|")})\\}`, "g");

/**
 * What each placeholder shows on a page in `language`: the settings' current values, the figures
 * (the academic year, the intakes, the privacy periods) in the page's digits. The phone numbers,
 * email addresses and the privacy officer's name are written as the settings hold them, as the top bar and every contact card of the Marathi
 * pages write them: a number to dial is read digit by digit off the keypad's Western digits.
 */
export function placeholderValues(
  settings: Pick<
    SiteSettings,
    "phone" | "email" | "academicYear" | "intakeDPharm" | "intakeBPharm" | "privacyOfficerName" | "privacyOfficerEmail" | "privacyOfficerPhone" | "privacyResponseDays" | "retentionMonths"
  >,
  language: "en" | "mr",
): PlaceholderValues {
  const digits = (figure: string | number) => (language === "mr" ? devanagariDigits(String(figure)) : String(figure));
  return {
    phone: settings.phone,
    email: settings.email,
    academicYear: digits(settings.academicYear),
    intakeDPharm: digits(settings.intakeDPharm),
    intakeBPharm: digits(settings.intakeBPharm),
    privacyOfficerName: settings.privacyOfficerName,
    privacyOfficerEmail: settings.privacyOfficerEmail,
    privacyOfficerPhone: settings.privacyOfficerPhone,
    privacyResponseDays: digits(settings.privacyResponseDays),
    retentionMonths: digits(settings.retentionMonths),
  };
}

/** `text` with each placeholder replaced by its value. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(placeholderPattern, (_match, name: PagePlaceholder) => values[name]);
}

/** Whether `text` names a placeholder. */
export const hasPlaceholder = (text: string) => new RegExp(placeholderPattern.source).test(text);
