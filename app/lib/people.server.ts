import { recordIn, type Collection } from "../../common/collection";
import { devanagariDigits } from "../../common/digits";
import type { Locale } from "../i18n/locale";

/** How an experience is nearly always typed in English: "21 years", "1 year", "10+ years". */
const YEARS = /^(\d{1,2}\+?)\s*(?:years?|yrs?\.?)$/i;

/**
 * An experience as a page in `locale` shows it, given the text shown (the Marathi one where the
 * clerk wrote it): an English "21 years" on a Marathi page reads "२१ वर्षे" (the glossary's
 * digits), since a Marathi sentence around "21 years" reads wrong; any other text stays as typed.
 */
export function experienceIn(locale: Locale, shown: string): string {
  const years = locale === "mr" ? YEARS.exec(shown.trim())?.[1] : undefined;
  if (!years) return shown;
  return `${devanagariDigits(years)} ${years === "1" ? "वर्ष" : "वर्षे"}`;
}

/** A faculty or staff member as a page in `locale` shows them: each twin in the page's language, the experience as `experienceIn` writes it. */
export function personIn<Person extends { experience: string }>(locale: Locale, collection: Pick<Collection, "fields">, person: Person): Person {
  const shown = recordIn(locale, collection, person);
  return { ...shown, experience: experienceIn(locale, shown.experience) };
}
