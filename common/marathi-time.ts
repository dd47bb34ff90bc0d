import { devanagariDigits } from "./digits";

/**
 * Marathi clock times, said with the part of the day where English says AM or PM: Intl's mr-IN
 * writes "४:०५ PM", and its day periods are nouns ("दुपार ४:०५"). Shared by the pages, the mail
 * and the PDFs, and independent of the browser's Intl data, so a page hydrates to the same words.
 */

/** India has kept one offset from UTC, +5:30, all year since 1945. */
const KOLKATA_OFFSET_MS = 330 * 60_000;

/** रात्री until 4, पहाटे until 6, सकाळी until noon, दुपारी until 5, सायंकाळी until 8, रात्री after. */
export function marathiDayPeriod(hour: number): string {
  if (hour < 4) return "रात्री";
  if (hour < 6) return "पहाटे";
  if (hour < 12) return "सकाळी";
  if (hour < 17) return "दुपारी";
  if (hour < 20) return "सायंकाळी";
  return "रात्री";
}

// Built when first needed: a formatter is costly to make while a page loads.
const dateFormats = new Map<"short" | "long", Intl.DateTimeFormat>();
function dateFormat(month: "short" | "long"): Intl.DateTimeFormat {
  let format = dateFormats.get(month);
  if (!format) {
    format = new Intl.DateTimeFormat("mr-IN", { day: "numeric", month, year: "numeric", timeZone: "UTC" });
    dateFormats.set(month, format);
  }
  return format;
}

/** An ISO timestamp in the college's time, in Marathi: "३ मार्च, २०२५, दुपारी ४:०५" (the month's short or whole name). */
export function formatMarathiDateTime(value: string, month: "short" | "long" = "short"): string {
  const moment = new Date(value).getTime();
  if (Number.isNaN(moment)) return value;
  const inKolkata = new Date(moment + KOLKATA_OFFSET_MS);
  const hour = inKolkata.getUTCHours();
  const time = devanagariDigits(`${hour % 12 || 12}:${String(inKolkata.getUTCMinutes()).padStart(2, "0")}`);
  return `${dateFormat(month).format(inKolkata)}, ${marathiDayPeriod(hour)} ${time}`;
}

let weekdayFormat: Intl.DateTimeFormat | undefined;

/**
 * An ISO timestamp in the college's time with its day of the week, for a time someone must keep (a
 * hearing): "सोमवार, ३० नोव्हेंबर २०२६, सकाळी ११:००".
 */
export function formatMarathiDayAndTime(value: string): string {
  const moment = new Date(value).getTime();
  if (Number.isNaN(moment)) return value;
  const inKolkata = new Date(moment + KOLKATA_OFFSET_MS);
  weekdayFormat ??= new Intl.DateTimeFormat("mr-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const part = (type: Intl.DateTimeFormatPartTypes) => weekdayFormat!.formatToParts(inKolkata).find((each) => each.type === type)?.value ?? "";
  const hour = inKolkata.getUTCHours();
  const time = devanagariDigits(`${hour % 12 || 12}:${String(inKolkata.getUTCMinutes()).padStart(2, "0")}`);
  return `${part("weekday")}, ${part("day")} ${part("month")} ${part("year")}, ${marathiDayPeriod(hour)} ${time}`;
}
