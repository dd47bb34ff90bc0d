import { devanagariDigits } from "../../common/digits";
import { formatDayAndTime } from "../../common/format-date";
import { formatMarathiDateTime, formatMarathiDayAndTime, marathiDate, marathiMonth } from "../../common/marathi-time";
import { intlLocaleOf, type Locale } from "./locale";

/**
 * Dates in the Indian way of each language (Intl with en-IN; in Marathi one way, with the month's
 * whole name and Devanagari digits, common/marathi-time.ts), and digits in the page's own. Building a formatter is
 * costly, so each one is made once per language and kind; where a loader can, it writes the date
 * on the server instead (see app/lib/document-update.server.ts).
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

type DateStyle = "date" | "paddedDate" | "longDate" | "dayMonthDay" | "month" | "monthYear" | "weekday";
const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: "numeric", month: "short", year: "numeric" },
  paddedDate: { day: "2-digit", month: "short", year: "numeric" },
  longDate: { day: "numeric", month: "long", year: "numeric" },
  dayMonthDay: { day: "numeric" },
  month: { month: "short" },
  monthYear: { month: "long", year: "numeric" },
  weekday: { weekday: "long" },
};

/**
 * A date in Marathi, in each style: a Marathi page writes a whole date one way, "२८ नोव्हेंबर २०२६"
 * (common/marathi-time.ts), and its parts with the month's whole name.
 */
/** The days of the week in Marathi, Sunday first (as `getUTCDay` counts them). */
const MARATHI_WEEKDAYS = ["रविवार", "सोमवार", "मंगळवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"] as const;

function marathiStyle(day: Date, style: DateStyle): string {
  if (style === "weekday") return MARATHI_WEEKDAYS[day.getUTCDay()]!;
  if (style === "dayMonthDay") return localDigits("mr", String(day.getUTCDate()));
  if (style === "month") return marathiMonth(day.getUTCMonth());
  if (style === "monthYear") return `${marathiMonth(day.getUTCMonth())} ${localDigits("mr", String(day.getUTCFullYear()))}`;
  return marathiDate(day);
}

/** A calendar date "2026-02-28" as "28 Feb 2026" / "२८ फेब्रुवारी २०२६" (no time zone may shift it). */
export function formatCalendarDate(locale: Locale, value: string, style: DateStyle = "date"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (locale === "mr") return marathiStyle(day, style);
  const formatter = cached(`date:${locale}:${style}`, () => new Intl.DateTimeFormat(intlLocaleOf[locale], { ...dateOptions[style], timeZone: "UTC" }));
  return formatter.format(day);
}

/** India has kept one offset from UTC, +5:30, all year since 1945. */
const KOLKATA_OFFSET_MS = 330 * 60_000;

/** A moment as the date it was in the college's time zone. */
export function formatDayInKolkata(locale: Locale, moment: number): string {
  if (locale === "mr") return marathiDate(new Date(moment + KOLKATA_OFFSET_MS));
  const formatter = cached(`day:${locale}`, () => new Intl.DateTimeFormat(intlLocaleOf[locale], { ...dateOptions.date, timeZone: "Asia/Kolkata" }));
  return formatter.format(moment);
}

/** An ISO timestamp in the college's time: "3 Mar 2025, 4:05 pm" / "३ मार्च २०२५, दुपारी ४:०५". */
export function formatMomentInKolkata(locale: Locale, value: string): string {
  if (locale === "mr") return formatMarathiDateTime(value);
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  const formatter = cached(`moment:${locale}`, () => new Intl.DateTimeFormat(intlLocaleOf[locale], { ...dateOptions.date, hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" }));
  return formatter.format(moment);
}

/** A time someone must keep, with its day: "Monday, 30 November 2026, 11:00 am" / "सोमवार, ३० नोव्हेंबर २०२६, सकाळी ११:००". */
export function formatDayAndTimeInKolkata(locale: Locale, value: string): string {
  return locale === "mr" ? formatMarathiDayAndTime(value) : formatDayAndTime(value);
}

/** "5 minutes ago", "३ तासांपूर्वी". */
export function formatAgo(locale: Locale, value: number, unit: "minute" | "hour"): string {
  return cached(`ago:${locale}`, () => new Intl.RelativeTimeFormat(intlLocaleOf[locale], { numeric: "auto" })).format(-value, unit);
}

/** The digits of a text such as a year ("2021-2022") in the language's own digits: २०२१-२०२२. */
export function localDigits(locale: Locale, text: string): string {
  return locale === "en" ? text : devanagariDigits(text);
}
