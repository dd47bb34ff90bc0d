/**
 * The site's two languages and how a page's address says which one it is in: English at its
 * path, Marathi under /mr. Everything that turns a path into the other language's goes through
 * here, so no component writes "/mr" itself.
 */
export const locales = ["en", "mr"] as const;
export type Locale = (typeof locales)[number];

export const MARATHI_PREFIX = "/mr";

/** For Intl: Indian English and Marathi as written in India (lakh grouping, Devanagari digits for Marathi). */
export const intlLocaleOf: Record<Locale, string> = { en: "en-IN", mr: "mr-IN" };

/** Open Graph's spelling of the same. */
export const ogLocaleOf: Record<Locale, string> = { en: "en_IN", mr: "mr_IN" };

/** Each language's name in itself, as the switch offers it. */
export const languageName: Record<Locale, string> = { en: "English", mr: "मराठी" };

export const isMarathiPath = (pathname: string) => pathname === MARATHI_PREFIX || pathname.startsWith(`${MARATHI_PREFIX}/`);

export const localeOfPath = (pathname: string): Locale => (isMarathiPath(pathname) ? "mr" : "en");

/** "/mr/about" → "/about", "/mr" → "/"; an English path is returned as it is. */
export function pathWithoutLocale(pathname: string): string {
  if (!isMarathiPath(pathname)) return pathname;
  return pathname.slice(MARATHI_PREFIX.length) || "/";
}

/** A site path ("/about", "/", "/about?x#y") in `locale`; links to anything but a page (files, the API, other sites) are left alone. */
export function pathIn(locale: Locale, path: string): string {
  const english = pathWithoutLocale(path);
  if (locale === "en" || !english.startsWith("/") || english.startsWith("//") || isUnlocalisedPath(english)) return english;
  return english === "/" ? MARATHI_PREFIX : `${MARATHI_PREFIX}${english}`;
}

/** The back office's screens and its sign-in, which are in English only. */
export const isBackOfficePath = (pathname: string) => /^\/(?:admin|login)(?:\/|$)/.test(pathname);

/** Paths that are the same in both languages: the back office, the API and stored files. */
function isUnlocalisedPath(path: string): boolean {
  return /^\/(?:api|admin|login|uploads|files|documents|assets)(?:[/?#]|$)/.test(path);
}

/** A text the clerk may give in both languages: the Marathi one on Marathi pages, else the English one. */
export const inLocale = (locale: Locale, english: string, marathi: string | null | undefined): string =>
  locale === "mr" && marathi?.trim() ? marathi : english;
