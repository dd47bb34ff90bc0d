import { todayInKolkata } from "./fields";

/**
 * Working days as the college counts them: Monday to Saturday in Asia/Kolkata, except the public
 * holidays the clerk keeps (the holidays collection).
 */

/** The UGC's Redressal of Grievances of Students Regulations (2023): a decision within 15 working days. */
export const GRIEVANCE_WORKING_DAYS = 15;

/** A calendar date at midnight UTC, so adding days never meets a time zone or a clock change. */
function calendarDay(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`${date} is not a date written YYYY-MM-DD`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** Dates of public holidays, `YYYY-MM-DD`. */
export type Holidays = ReadonlySet<string>;

const isWorkingDay = (day: Date, holidays: Holidays) => day.getUTCDay() !== 0 && !holidays.has(day.toISOString().slice(0, 10));

/** The date `days` working days after `date` (YYYY-MM-DD), `date` itself not counted. */
export function addWorkingDays(date: string, days: number, holidays: Holidays = new Set()): string {
  const day = calendarDay(date);
  for (let left = days; left > 0; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day, holidays)) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** A grievance's due date: the 15th working day after the day it was received, in the college's time zone. */
export const grievanceDueDate = (receivedAt: Date, holidays: Holidays = new Set()): string =>
  addWorkingDays(todayInKolkata(receivedAt), GRIEVANCE_WORKING_DAYS, holidays);

/** Whether a due date has passed: the day after it has begun in the college's time zone. */
export const isPastDue = (dueDate: string, now = new Date()): boolean => todayInKolkata(now) > dueDate;
