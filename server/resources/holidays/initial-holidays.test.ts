import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInKolkata } from "../../../common/fields";
import { holidayCollection } from "../../../common/holiday.collection";
import { maharashtraHolidays } from "../../../content/maharashtra-holidays";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { installHolidays, stateHolidaysOf } from "./initial-holidays";

type Holiday = { _id: string; date: string; name: string; nameMr: string };

let t: TestApp;
let editor: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.headersAs("editor");
});
afterAll(() => t.close());

const stored = async () => ((await t.app.inject({ url: "/api/admin/holidays", headers: editor })).json() as Holiday[]).map(({ date, name, nameMr }) => ({ date, name, nameMr }));
const quiet = { info: () => {}, warn: () => {} };
async function emptyTable() {
  const { holidays } = t.app.services;
  for (const { _id } of await holidays.listAll()) await holidays.remove(_id);
}

describe("Maharashtra's public holidays", () => {
  it("are the state's 24 each year, on real dates of that year, named in both languages", () => {
    for (const year of [2026, 2027, 2028]) {
      const dates = maharashtraHolidays.map((holiday) => holiday.dates[year]);
      expect(dates.every(Boolean), String(year)).toBe(true);
      for (const holiday of stateHolidaysOf(year)) {
        const parsed = holidayCollection.createSchema.safeParse(holiday);
        expect(parsed.success ? [] : parsed.error.issues, holiday.date).toEqual([]);
        expect(holiday.date.startsWith(`${year}-`)).toBe(true);
        expect(holiday.nameMr).toMatch(/^[\u0900-\u097F][\u0900-\u097F\s.,()-]*$/);
      }
    }
    expect(maharashtraHolidays).toHaveLength(24);
  });

  it("give a date that two holidays share one holiday, named after both", () => {
    const of2026 = stateHolidaysOf(2026);
    expect(of2026).toHaveLength(22);
    expect(of2026.find((holiday) => holiday.date === "2026-05-01")).toEqual({
      date: "2026-05-01",
      name: "Maharashtra Din and Buddha Pournima",
      nameMr: "महाराष्ट्र दिन व बुद्ध पौर्णिमा",
    });
    expect(stateHolidaysOf(2027).find((holiday) => holiday.date === "2027-08-15")).toEqual({
      date: "2027-08-15",
      name: "Independence Day, Parsi New Year (Shahenshahi) and Id-e-Milad",
      nameMr: "स्वातंत्र्य दिन, पारशी नववर्ष (शहेनशाही) व ईद-ए-मिलाद",
    });
    expect(stateHolidaysOf(2031)).toEqual([]);
  });

  it("are stored on a fresh install: this year's and next year's, as the state lists them", async () => {
    const thisYear = Number(todayInKolkata().slice(0, 4));
    expect(await stored()).toEqual([...stateHolidaysOf(thisYear), ...stateHolidaysOf(thisYear + 1)]);
  });

  it("are stored for the year it is in Kolkata, into an empty table only: a second start changes nothing", async () => {
    await emptyTable();
    // 31 December in London is already 1 January in Kolkata.
    await installHolidays(t.app.services, { log: quiet, now: new Date("2026-12-31T19:00:00Z") });
    const installed = await stored();
    expect(installed).toEqual([...stateHolidaysOf(2027), ...stateHolidaysOf(2028)]);

    const [first] = (await t.app.inject({ url: "/api/admin/holidays", headers: editor })).json() as Holiday[];
    await t.app.inject({ method: "DELETE", url: `/api/admin/holidays/${first!._id}`, headers: editor });
    await installHolidays(t.app.services, { log: quiet, now: new Date("2026-12-31T19:00:00Z") });
    expect(await stored()).toEqual(installed.slice(1));
  });

  it("say in the log which year this version does not know", async () => {
    await emptyTable();
    const warnings: string[] = [];
    await installHolidays(t.app.services, { log: { info: () => {}, warn: (message) => warnings.push(message) }, now: new Date("2028-06-01T00:00:00Z") });
    expect((await stored()).map((holiday) => holiday.date.slice(0, 4))).toEqual(stateHolidaysOf(2028).map(() => "2028"));
    expect(warnings).toEqual(["Maharashtra's public holidays of 2029 are not known to this version: enter them on the Holidays screen."]);
  });
});
