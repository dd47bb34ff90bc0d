import { describe, expect, it } from "vitest";
import { addWorkingDays, grievanceDueDate, isPastDue } from "./working-days";

describe("addWorkingDays", () => {
  it("counts Monday to Saturday and skips Sundays", () => {
    // Monday 1 June 2026: Tuesday is the first working day after it, Saturday the fifth, Monday the sixth.
    expect(addWorkingDays("2026-06-01", 1)).toBe("2026-06-02");
    expect(addWorkingDays("2026-06-01", 5)).toBe("2026-06-06");
    expect(addWorkingDays("2026-06-01", 6)).toBe("2026-06-08");
    expect(addWorkingDays("2026-06-01", 15)).toBe("2026-06-18");
  });

  it("does not count the day itself, nor a Sunday to start from", () => {
    // Saturday 6 June → Monday 8 June; Sunday 7 June → Monday 8 June too.
    expect(addWorkingDays("2026-06-06", 1)).toBe("2026-06-08");
    expect(addWorkingDays("2026-06-07", 1)).toBe("2026-06-08");
    expect(addWorkingDays("2026-06-07", 15)).toBe("2026-06-24");
    expect(addWorkingDays("2026-06-01", 0)).toBe("2026-06-01");
  });

  it("crosses a month end, February included, and a leap day", () => {
    // Wednesday 28 January 2026: 29, 30, 31 Jan, then 2–7, 9–14 Feb, 16–18 Feb.
    expect(addWorkingDays("2026-01-28", 15)).toBe("2026-02-14");
    // Thursday 26 February 2026 (no 29th): 27, 28 Feb, 2–7, 9–14, 16 Mar.
    expect(addWorkingDays("2026-02-26", 15)).toBe("2026-03-16");
    // 2028 is a leap year: Monday 28 February 2028 → 29 Feb is the first working day after it.
    expect(addWorkingDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addWorkingDays("2028-02-28", 15)).toBe("2028-03-16");
  });

  it("crosses a year end", () => {
    // Thursday 24 December 2026: 25, 26, 28–31 Dec, 1, 2, 4–9, 11 Jan 2027.
    expect(addWorkingDays("2026-12-24", 15)).toBe("2027-01-11");
    expect(addWorkingDays("2027-12-27", 15)).toBe("2028-01-13");
  });

  it("refuses what is not a date", () => {
    expect(() => addWorkingDays("1 June 2026", 1)).toThrow("YYYY-MM-DD");
  });
});

describe("grievanceDueDate", () => {
  it("is the 15th working day after the day of receipt in Asia/Kolkata", () => {
    // 10:00 in Kolkata on Monday 1 June.
    expect(grievanceDueDate(new Date("2026-06-01T04:30:00Z"))).toBe("2026-06-18");
  });

  it("takes the day from the college's clock, not UTC's", () => {
    // 19:00 UTC on Monday is 00:30 on Tuesday 2 June in Kolkata: counting starts from Tuesday.
    expect(grievanceDueDate(new Date("2026-06-01T19:00:00Z"))).toBe("2026-06-19");
    // 23:59 on Sunday 31 May in Kolkata is still Sunday there.
    expect(grievanceDueDate(new Date("2026-05-31T18:29:00Z"))).toBe("2026-06-17");
    // New Year's Eve in the evening UTC is already 1 January 2027 in Kolkata (a Friday).
    expect(grievanceDueDate(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-19");
  });
});

describe("isPastDue", () => {
  it("is true from the day after the due date, in Kolkata", () => {
    expect(isPastDue("2026-06-18", new Date("2026-06-18T18:29:00Z"))).toBe(false);
    expect(isPastDue("2026-06-18", new Date("2026-06-18T18:30:00Z"))).toBe(true);
    expect(isPastDue("2026-06-18", new Date("2026-06-10T12:00:00Z"))).toBe(false);
  });
});
