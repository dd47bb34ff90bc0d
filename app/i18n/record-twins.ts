import { devanagariDigits } from "../../common/digits";
import { inLocale, type Locale } from "./locale";

/** How an experience is nearly always typed in English: "21 years", "1 year", "10+ years". */
const YEARS = /^(\d{1,2}\+?)\s*(?:years?|yrs?\.?)$/i;

/**
 * A person's experience in the page's language: the Marathi text where the clerk gave one. Else
 * an English "21 years" reads on a Marathi page as "२१ वर्षे" (the glossary's digits), since a
 * Marathi sentence around "21 years" reads wrong; any other English text stays as typed.
 */
export function experienceIn(locale: Locale, english: string, marathi: string | null | undefined): string {
  if (locale === "en" || marathi?.trim()) return inLocale(locale, english, marathi);
  const years = YEARS.exec(english.trim())?.[1];
  if (!years) return english;
  return `${devanagariDigits(years)} ${years === "1" ? "वर्ष" : "वर्षे"}`;
}

type Person = { designation: string; designationMr: string; experience: string; experienceMr: string };

/** A faculty or staff member with their designation and experience in the page's language. */
export const personIn = <Record extends Person>(locale: Locale, person: Record): Record => ({
  ...person,
  designation: inLocale(locale, person.designation, person.designationMr),
  experience: experienceIn(locale, person.experience, person.experienceMr),
});

