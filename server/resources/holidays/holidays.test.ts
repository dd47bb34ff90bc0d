import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInKolkata } from "../../../common/fields";
import { addWorkingDays, GRIEVANCE_WORKING_DAYS } from "../../../common/working-days";
import { grievance } from "../../../tests/support/json-write-routes";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { itAboveTheDatabase } from "../../../tests/support/database-subject";

let t: TestApp;
let editor: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.headersAs("editor");
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = editor) => t.app.inject({ method, url, payload, headers });

type Holiday = { _id: string; date: string; name: string; nameMr: string };
const holidaysOf = async (query: string) => (await call("GET", `/api/holidays${query}`, undefined, {})).json() as Holiday[];

  it("adds a holiday, lists a year's in date order, and refuses a second holiday on one date", async () => {
    const later = await call("POST", "/api/admin/holidays", { date: "2031-10-02", name: "Gandhi Jayanti", nameMr: "गांधी जयंती" });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json()).toEqual({
      success: true,
      message: "Holiday added successfully",
      holiday: { _id: expect.any(String), date: "2031-10-02", name: "Gandhi Jayanti", nameMr: "गांधी जयंती" },
    });
    await call("POST", "/api/admin/holidays", { date: "2031-01-26", name: "Republic Day" });
    expect((await holidaysOf("?year=2031")).map((holiday) => holiday.date)).toEqual(["2031-01-26", "2031-10-02"]);
    expect(await holidaysOf("?year=2030")).toEqual([]);

    const twice = await call("POST", "/api/admin/holidays", { date: "2031-10-02", name: "Another" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ success: false, message: "There is already a holiday on 2031-10-02" });
  });

  it("answers this year's and next year's holidays without a year, and 400 for a bad one", async () => {
    const thisYear = Number(todayInKolkata().slice(0, 4));
    await call("POST", "/api/admin/holidays", { date: `${thisYear + 1}-12-25`, name: "Christmas" });
    await call("POST", "/api/admin/holidays", { date: `${thisYear + 2}-12-25`, name: "Christmas" });
    const dates = (await holidaysOf("")).map((holiday) => holiday.date);
    expect(dates).toContain(`${thisYear + 1}-12-25`);
    expect(dates).not.toContain(`${thisYear + 2}-12-25`);
    const bad = await call("GET", "/api/holidays?year=soon", undefined, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(["Year must be a year like 2027"]);
  });

  itAboveTheDatabase("answers 400 naming a missing name and a date that is not real", async () => {
    const response = await call("POST", "/api/admin/holidays", { date: "2031-02-30", name: "  " });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["Date must be a real date written YYYY-MM-DD", "Name is required"]);
  });

describe("a grievance's due date", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const allHolidays = async () => new Set(((await call("GET", "/api/admin/holidays")).json() as Holiday[]).map((holiday) => holiday.date));

  /** Files a grievance and answers its due date as its status page's call and the desk give it. */
  async function fileGrievance() {
    const filed = await t.app.inject({ method: "POST", url: "/api/grievances", payload: grievance(), remoteAddress: `10.9.${counter++}.1` });
    expect(filed.statusCode, filed.body).toBe(201);
    const { statusUrl, dueDate, grievanceNumber } = filed.json() as { statusUrl: string; dueDate: string; grievanceNumber: string };
    const token = statusUrl.slice(statusUrl.lastIndexOf("/") + 1);
    return { dueDate, grievanceNumber, now: async () => ((await t.app.inject({ url: `/api/grievances/status/${token}` })).json() as { dueDate: string }).dueDate };
  }
  let counter = 1;

  /** The first working day after today (not a Sunday, not a holiday): a holiday put there falls inside every new grievance's 15 working days. */
  async function nextWorkingDay() {
    const holidays = await allHolidays();
    return addWorkingDays(todayInKolkata(), 1, holidays);
  }

  it("skips the holidays: the 15th working day after receipt, Sundays and holidays not counted", async () => {
    const { dueDate } = await fileGrievance();
    expect(dueDate).toBe(addWorkingDays(todayInKolkata(), GRIEVANCE_WORKING_DAYS, await allHolidays()));
  });

  it("moves when a holiday is added inside an open grievance's days, and back when it is removed, on its status page too", async () => {
    const { dueDate, now } = await fileGrievance();
    const day = await nextWorkingDay();
    const added = await call("POST", "/api/admin/holidays", { date: day, name: "A day the college closed" });
    expect(added.statusCode, added.body).toBe(201);
    const later = addWorkingDays(dueDate, 1, await allHolidays());
    expect(await now()).toBe(later);

    // Moving the holiday past the due date gives the day back.
    const moved = await call("PUT", `/api/admin/holidays/${added.json().holiday._id}`, { date: todayInKolkata(new Date(Date.now() + 400 * DAY)), name: "Moved" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await now()).toBe(dueDate);

    await call("PUT", `/api/admin/holidays/${added.json().holiday._id}`, { date: day, name: "Back again" });
    expect(await now()).toBe(later);
    expect((await call("DELETE", `/api/admin/holidays/${added.json().holiday._id}`)).statusCode).toBe(200);
    expect(await now()).toBe(dueDate);
  });

  it("leaves a decided grievance's due date alone", async () => {
    const { dueDate, grievanceNumber, now } = await fileGrievance();
    const desk = (await t.app.inject({ url: "/api/admin/grievances", headers: await t.adminHeaders() })).json() as { _id: string; grievanceNumber: string }[];
    const decided = desk.find((each) => each.grievanceNumber === grievanceNumber)!;
    const note = await t.app.inject({
      method: "POST",
      url: `/api/admin/grievances/${decided._id}/updates`,
      headers: await t.adminHeaders(),
      payload: { status: "resolved", note: "Resolved at the committee's meeting.", visibleToComplainant: true },
    });
    expect(note.statusCode, note.body).toBe(201);
    const added = await call("POST", "/api/admin/holidays", { date: await nextWorkingDay(), name: "Another closed day" });
    expect(added.statusCode).toBe(201);
    const after = (await t.app.inject({ url: `/api/admin/grievances/${decided._id}`, headers: await t.adminHeaders() })).json() as { dueDate: string };
    expect(after.dueDate).toBe(dueDate);
    expect(await now()).toBe(dueDate);
  });
});
