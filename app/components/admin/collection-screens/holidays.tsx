import { formatDate } from "../../../../common/format-date";
import type { CollectionScreenParts } from "../collection-screen";

const weekday = new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "UTC" });

/** "Thursday, 2 Oct 2031": a holiday's date, with its day of the week (a calendar date, so no time zone may shift it). */
const dayAndDate = (date: string) => `${weekday.format(new Date(`${date}T00:00:00Z`))}, ${formatDate(date)}`;

/** The holidays' screen: the list by year, each holiday with its day of the week. */
export const holidayScreen: CollectionScreenParts = {
  group: { label: "Year", all: "Any year", of: (holiday) => String(holiday.date).slice(0, 4) },
  facts: (holiday, facts) => facts.map((fact) => (fact.name === "date" ? { ...fact, text: dayAndDate(String(holiday.date)) } : fact)),
};
