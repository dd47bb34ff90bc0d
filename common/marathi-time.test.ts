import { describe, expect, it } from "vitest";
import { formatMarathiDateTime, formatMarathiDayAndTime, marathiDate, marathiDayPeriod } from "./marathi-time";

/** The moment it is `hour`:`minute` on 3 March 2026 in Kolkata (UTC+5:30). */
const kolkata = (hour: number, minute = 5) => new Date(Date.UTC(2026, 2, 3, hour, minute) - 330 * 60_000).toISOString();

describe("a Marathi date", () => {
  it("is written one way: the day, the month's whole name and the year, without a comma", () => {
    expect(marathiDate(new Date(Date.UTC(2026, 10, 28)))).toBe("२८ नोव्हेंबर २०२६");
    expect(formatMarathiDateTime("2026-11-28T04:30:00Z")).toBe("२८ नोव्हेंबर २०२६, सकाळी १०:००");
    expect(formatMarathiDayAndTime("2026-11-30T05:30:00Z")).toBe("सोमवार, ३० नोव्हेंबर २०२६, सकाळी ११:००");
  });

  it("names each month and weekday as Intl's mr-IN spells it in full", () => {
    const intl = new Intl.DateTimeFormat("mr-IN", { weekday: "long", month: "long", timeZone: "UTC" });
    for (let month = 0; month < 12; month++) {
      const day = new Date(Date.UTC(2026, month, 1));
      const names = Object.fromEntries(intl.formatToParts(day).map((part) => [part.type, part.value]));
      expect(marathiDate(day)).toBe(`१ ${names.month} २०२६`);
      expect(formatMarathiDayAndTime(day.toISOString())).toMatch(new RegExp(`^${names.weekday}, `));
    }
  });
});

describe("a Marathi clock time", () => {
  it("says the part of the day, never AM or PM, on the 12-hour clock in Devanagari digits", () => {
    expect(formatMarathiDateTime(kolkata(0))).toBe("३ मार्च २०२६, रात्री १२:०५");
    expect(formatMarathiDateTime(kolkata(5, 30))).toBe("३ मार्च २०२६, पहाटे ५:३०");
    expect(formatMarathiDateTime(kolkata(9, 0))).toBe("३ मार्च २०२६, सकाळी ९:००");
    expect(formatMarathiDateTime(kolkata(12))).toBe("३ मार्च २०२६, दुपारी १२:०५");
    expect(formatMarathiDateTime(kolkata(16))).toBe("३ मार्च २०२६, दुपारी ४:०५");
    expect(formatMarathiDateTime(kolkata(18, 45))).toBe("३ मार्च २०२६, सायंकाळी ६:४५");
    expect(formatMarathiDateTime(kolkata(23, 59))).toBe("३ मार्च २०२६, रात्री ११:५९");
    for (let hour = 0; hour < 24; hour++) expect(formatMarathiDateTime(kolkata(hour))).not.toMatch(/AM|PM|[0-9]/i);
  });

  it("is on the day it was in Kolkata, not in UTC", () => {
    expect(formatMarathiDateTime("2026-03-02T20:00:00Z")).toBe("३ मार्च २०२६, रात्री १:३०");
  });

  it("names each hour's part of the day as the office's hours do (सकाळी १० ते सायंकाळी ५, रात्री ८ पर्यंत)", () => {
    expect([4, 6, 10, 12, 17, 20].map(marathiDayPeriod)).toEqual(["पहाटे", "सकाळी", "सकाळी", "दुपारी", "सायंकाळी", "रात्री"]);
  });

  it("leaves a text that is no moment as it is", () => {
    expect(formatMarathiDateTime("not a date")).toBe("not a date");
  });
});
