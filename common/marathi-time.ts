import { devanagariDigits } from "./digits";

/**
 * Marathi dates and clock times. A date is written one way: "२८ नोव्हेंबर २०२६" (Intl's mr-IN writes
 * "२८ नोव्हें, २०२६" or "२८ नोव्हेंबर, २०२६"). A time says the part of the day where English says AM
 * or PM: Intl's mr-IN writes "४:०५ PM", and its day periods are nouns ("दुपार ४:०५"). Shared by the
 * pages, the mail and the PDFs, and independent of the browser's Intl data, so a page hydrates to
 * the same words.
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

/** The months' and weekdays' whole names, fixed here: a page written on the server hydrates to the same words whatever Intl data the browser has. */
const months = ["जानेवारी", "फेब्रुवारी", "मार्च", "एप्रिल", "मे", "जून", "जुलै", "ऑगस्ट", "सप्टेंबर", "ऑक्टोबर", "नोव्हेंबर", "डिसेंबर"];
const weekdays = ["रविवार", "सोमवार", "मंगळवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"];

/** A month's whole name, January being 0: "नोव्हेंबर". */
export const marathiMonth = (index: number) => months[index]!;

/**
 * A calendar day, written one way on every Marathi page and in every mail: "२८ नोव्हेंबर २०२६", the
 * month's whole name and no comma. The date's UTC fields are the day.
 */
export const marathiDate = (day: Date) => devanagariDigits(`${day.getUTCDate()} ${marathiMonth(day.getUTCMonth())} ${day.getUTCFullYear()}`);

/** A moment's day and clock time in the college's time zone, null for a text that is no moment. */
function inKolkata(value: string): { day: Date; time: string } | null {
  const moment = new Date(value).getTime();
  if (Number.isNaN(moment)) return null;
  const day = new Date(moment + KOLKATA_OFFSET_MS);
  const hour = day.getUTCHours();
  const clock = devanagariDigits(`${hour % 12 || 12}:${String(day.getUTCMinutes()).padStart(2, "0")}`);
  return { day, time: `${marathiDayPeriod(hour)} ${clock}` };
}

/** An ISO timestamp in the college's time, in Marathi: "३ मार्च २०२५, दुपारी ४:०५". */
export function formatMarathiDateTime(value: string): string {
  const moment = inKolkata(value);
  return moment ? `${marathiDate(moment.day)}, ${moment.time}` : value;
}

/**
 * An ISO timestamp in the college's time with its day of the week, for a time someone must keep (a
 * hearing): "सोमवार, ३० नोव्हेंबर २०२६, सकाळी ११:००".
 */
export function formatMarathiDayAndTime(value: string): string {
  const moment = inKolkata(value);
  return moment ? `${weekdays[moment.day.getUTCDay()]}, ${marathiDate(moment.day)}, ${moment.time}` : value;
}
