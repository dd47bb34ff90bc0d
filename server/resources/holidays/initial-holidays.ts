import { todayInKolkata } from "../../../common/fields";
import { holidayCollection } from "../../../common/holiday.collection";
import { maharashtraHolidays } from "../../../content/maharashtra-holidays";
import type { CollectionService } from "../../platform/collections/collection-service";
import type { Transact } from "../../platform/db/transaction";
import { parseInput } from "../../platform/http/parse-input";
import type { HolidayDependencies } from "./holidays.hooks";

export type InitialHoliday = { date: string; name: string; nameMr: string };

const listed = (names: readonly string[], and: string) => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)!}`);

/**
 * The state's holidays of `year` in date order, one per date: a date holds one holiday, so two
 * that fall on one day (Maharashtra Din and Buddha Pournima in 2026) are one, named after both.
 */
export function stateHolidaysOf(year: number): InitialHoliday[] {
  const byDate = new Map<string, (typeof maharashtraHolidays)[number][]>();
  for (const holiday of maharashtraHolidays) {
    const monthDay = holiday.dates[year];
    if (!monthDay) continue;
    const date = `${year}-${monthDay}`;
    byDate.set(date, [...(byDate.get(date) ?? []), holiday]);
  }
  return [...byDate]
    .sort(([one], [other]) => one.localeCompare(other))
    .map(([date, holidays]) => ({
      date,
      name: listed(holidays.map((holiday) => holiday.name), "and"),
      nameMr: listed(holidays.map((holiday) => holiday.nameMr), "व"),
    }));
}

type Log = { info: (message: string) => void; warn: (message: string) => void };

/**
 * On a fresh install, an empty holidays table gets the state's holidays of this year and the next
 * (in Kolkata), in one transaction. A table with any holiday is the clerk's: left as it is. A
 * year content/maharashtra-holidays.ts does not know yet is said in the log, for the clerk to enter.
 */
export async function installHolidays(
  { holidays, grievances, transact }: { holidays: CollectionService; grievances: HolidayDependencies["grievances"]; transact: Transact },
  { log, now = new Date() }: { log: Log; now?: Date },
): Promise<void> {
  if ((await holidays.listAll()).length > 0) return;
  const thisYear = Number(todayInKolkata(now).slice(0, 4));
  const years = [thisYear, thisYear + 1];
  const known = years.map((year) => ({ year, list: stateHolidaysOf(year) }));
  await transact(async () => {
    // In one statement, and the open grievances' due dates moved once for all of them, where adding
    // each through the service would move them after each (holidayHooks.afterChange), 40 times on
    // every fresh start. That is all adding a holiday does besides: holidays are not searched and
    // show no picture.
    await holidays.repository.insertAll(known.flatMap(({ list }) => list.map((holiday) => parseInput(holidayCollection.createSchema, holiday))));
    await grievances.rescheduleOpenGrievances();
  });
  const stored = known.filter(({ list }) => list.length > 0);
  if (stored.length > 0) log.info(`Stored Maharashtra's public holidays of ${stored.map(({ year }) => year).join(" and ")}.`);
  for (const { year } of known.filter(({ list }) => list.length === 0)) {
    log.warn(`Maharashtra's public holidays of ${year} are not known to this version: enter them on the Holidays screen.`);
  }
}
