import { formatAgo, formatDayInKolkata } from "../../i18n/format";
import type { Locale } from "../../i18n/locale";

/** A news item counts as new, with its "New" badge, for this long after it is posted. */
export const NEW_BADGE_WINDOW_MS = 24 * 60 * 60 * 1000;

export type NewsAge = {
  isNew: boolean;
  /** "3 hours ago", "३ तासांपूर्वी"… — only for new items. */
  ago: string | null;
  /** The posting date in the college's time zone, e.g. "12 Jun 2025". */
  postedOn: string;
};

const justNow: Record<Locale, string> = { en: "just now", mr: "आत्ताच" };

function describeElapsed(locale: Locale, elapsedMs: number): string {
  const minutes = Math.floor(elapsedMs / 60_000);
  if (minutes < 1) return justNow[locale];
  if (minutes < 60) return formatAgo(locale, minutes, "minute");
  return formatAgo(locale, Math.floor(minutes / 60), "hour");
}

/**
 * How old a news item is, measured against one clock (the server's, at request time) so the
 * server-rendered page and the hydrated page print the same words.
 */
export function describeNewsAge(postedAt: string, now: number, locale: Locale = "en"): NewsAge {
  const posted = Date.parse(postedAt);
  const elapsed = Math.max(0, now - posted);
  const isNew = elapsed < NEW_BADGE_WINDOW_MS;
  return { isNew, ago: isNew ? describeElapsed(locale, elapsed) : null, postedOn: formatDayInKolkata(locale, posted) };
}
