import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDayInKolkata, formatMomentInKolkata, localDigits } from "./format";

describe("a text's digits in the page's language", () => {
  it("are Devanagari on Marathi pages, the same digits Intl writes for mr-IN", () => {
    const marathi = new Intl.NumberFormat("mr-IN", { useGrouping: false });
    for (let digit = 0; digit <= 9; digit++) expect(localDigits("mr", String(digit))).toBe(marathi.format(digit));
    expect(localDigits("mr", "2021-2022")).toBe("२०२१-२०२२");
  });

  it("stay as they are on English pages", () => {
    expect(localDigits("en", "2021-2022")).toBe("2021-2022");
  });
});

describe("a date on a Marathi page", () => {
  it("is written one way in every style that shows a whole date: the month's whole name, no comma", () => {
    for (const style of ["date", "paddedDate", "longDate"] as const) expect(formatCalendarDate("mr", "2026-11-28", style)).toBe("२८ नोव्हेंबर २०२६");
    expect(formatDayInKolkata("mr", Date.parse("2026-11-27T20:00:00Z"))).toBe("२८ नोव्हेंबर २०२६");
    expect(formatMomentInKolkata("mr", "2026-11-28T04:30:00Z")).toBe("२८ नोव्हेंबर २०२६, सकाळी १०:००");
  });

  it("names the month in full where a page shows it apart", () => {
    expect(formatCalendarDate("mr", "2026-11-28", "dayMonthDay")).toBe("२८");
    expect(formatCalendarDate("mr", "2026-11-28", "month")).toBe("नोव्हेंबर");
    expect(formatCalendarDate("mr", "2026-11-28", "monthYear")).toBe("नोव्हेंबर २०२६");
  });
});
