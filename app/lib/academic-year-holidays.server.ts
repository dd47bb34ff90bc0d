import type { AppLoadContext } from "react-router";
import { recordIn } from "../../common/collection";
import { holidayCollection } from "../../common/holiday.collection";
import { formatCalendarDate } from "../i18n/format";
import type { Locale } from "../i18n/locale";

/** A holiday as the academic calendar lists it, written in the page's language and digits. */
export type ListedHoliday = { date: string; day: string; weekday: string; sunday: boolean; name: string };

type StoredHoliday = { _id: string; date: string; name: string; nameMr: string };

const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

/**
 * The holidays of an academic year ("2026-2027": 1 June 2026 to 31 May 2027), a holiday on a
 * Sunday among them, in date order; null when they cannot be read now (the page still shows).
 */
export async function holidaysOfAcademicYear(context: AppLoadContext, locale: Locale, academicYear: string): Promise<ListedHoliday[] | null> {
  const [first, second] = academicYear.split("-").map(Number) as [number, number];
  const { holidays } = context.services;
  try {
    const stored = (await Promise.all([holidays.listPublic({ year: first }), holidays.listPublic({ year: second })])).flat() as StoredHoliday[];
    return stored
      .filter(({ date }) => date >= `${first}-06-01` && date <= `${second}-05-31`)
      .map((holiday) => ({
        date: holiday.date,
        day: formatCalendarDate(locale, holiday.date),
        weekday: formatCalendarDate(locale, holiday.date, "weekday"),
        sunday: isSunday(holiday.date),
        name: recordIn(locale, holidayCollection, holiday).name,
      }));
  } catch (error) {
    context.reportLoadError("Academic calendar: the holidays could not be loaded", error);
    return null;
  }
}
