import { todayInKolkata } from "./fields";

/**
 * Working days as the college counts them: Monday to Saturday, in Asia/Kolkata. Sunday is the one
 * day off; public holidays are not known here yet (a holiday list can come later, and then only
 * `isWorkingDay` changes).
 */

/** The UGC's Redressal of Grievances of Students Regulations (2023): a decision within 15 working days. */
export const GRIEVANCE_WORKING_DAYS = 15;

/** A calendar date at midnight UTC, so adding days never meets a time zone or a clock change. */
function calendarDay(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`${date} is not a date written YYYY-MM-DD`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const isWorkingDay = (day: Date) => day.getUTCDay() !== 0;

/** The date `days` working days after `date` (YYYY-MM-DD), `date` itself not counted. */
export function addWorkingDays(date: string, days: number): string {
  const day = calendarDay(date);
  for (let left = days; left > 0; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** A grievance's due date: the 15th working day after the day it was received, in the college's time zone. */
export const grievanceDueDate = (receivedAt: Date): string => addWorkingDays(todayInKolkata(receivedAt), GRIEVANCE_WORKING_DAYS);

/** Whether a due date has passed: the day after it has begun in the college's time zone. */
export const isPastDue = (dueDate: string, now = new Date()): boolean => todayInKolkata(now) > dueDate;
