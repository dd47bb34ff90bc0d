import { afterAll, describe, expect, it } from "vitest";
import { clerkTime, kolkataInputValue, kolkataTime, nextPublication, publicationLabel, publicationState } from "./publication";

const zoneBefore = process.env.TZ;
afterAll(() => {
  process.env.TZ = zoneBefore;
});

/**
 * Zones far from India's, on both sides of UTC and with a quarter-hour offset: the back office may
 * be opened anywhere. India's comes last: the formatters are made once, in the first zone.
 */
const zones = ["America/Los_Angeles", "Pacific/Chatham", "UTC", "Asia/Kolkata"];

describe.each(zones)("publication in Kolkata time, with the computer's zone %s", (zone) => {
  process.env.TZ = zone;
  const now = new Date("2026-06-11T12:00:00Z");

  it("runs in that zone", () => {
    process.env.TZ = zone;
    const offsets = { "Asia/Kolkata": -330, "America/Los_Angeles": 420, "Pacific/Chatham": -765, UTC: 0 } as const;
    expect(now.getTimezoneOffset() + 0).toBe(offsets[zone as keyof typeof offsets]);
  });

  it("says a draft, a scheduled record in the clerk's words, and a published one", () => {
    process.env.TZ = zone;
    expect(publicationLabel({ status: "draft", publishAt: "2026-06-12T04:30:00.000Z" }, now)).toBe("Draft");
    expect(publicationLabel({ status: "published", publishAt: "2026-06-12T04:30:00.000Z" }, now)).toBe("Scheduled for 12 Jun, 10:00");
    expect(publicationLabel({ status: "published", publishAt: "2026-06-11T11:59:00.000Z" }, now)).toBe("Published");
    expect(publicationLabel({ status: "published", publishAt: null }, now)).toBe("Published");
    // Past midnight in Kolkata is the next day there, whatever day it is in the computer's zone.
    expect(publicationLabel({ status: "published", publishAt: "2026-06-12T18:45:00.000Z" }, now)).toBe("Scheduled for 13 Jun, 00:15");
    // Another year says which.
    expect(publicationLabel({ status: "published", publishAt: "2027-01-05T03:30:00.000Z" }, now)).toBe("Scheduled for 5 Jan 2027, 09:00");
  });

  it("changes from scheduled to published when the time comes", () => {
    process.env.TZ = zone;
    const record = { status: "published" as const, publishAt: "2026-06-11T12:01:00.000Z" };
    expect(publicationState(record, now)).toBe("scheduled");
    expect(publicationState(record, new Date("2026-06-11T12:01:00.000Z"))).toBe("published");
  });

  it("shows and reads a date-and-time input as India time", () => {
    process.env.TZ = zone;
    expect(kolkataInputValue("2026-06-12T04:30:00.000Z")).toBe("2026-06-12T10:00");
    expect(kolkataInputValue(null)).toBe("");
    expect(kolkataTime("2026-06-12T10:00")).toBe("2026-06-12T10:00:00+05:30");
    expect(kolkataTime("2026-06-12T10:00:30")).toBe("2026-06-12T10:00:30+05:30");
    expect(new Date(kolkataTime(kolkataInputValue("2026-12-31T20:00:00.000Z"))).toISOString()).toBe("2026-12-31T20:00:00.000Z");
    expect(clerkTime("2026-12-31T20:00:00.000Z", now)).toBe("1 Jan 2027, 01:30");
  });
});

describe("nextPublication", () => {
  it("is the earliest coming time of a published record, if any", () => {
    const now = new Date("2026-06-11T12:00:00Z");
    const records = [
      { status: "published" as const, publishAt: "2026-06-13T00:00:00Z" },
      { status: "draft" as const, publishAt: "2026-06-12T00:00:00Z" },
      { status: "published" as const, publishAt: "2026-06-12T06:00:00Z" },
      { status: "published" as const, publishAt: "2026-06-10T00:00:00Z" },
      { status: "published" as const, publishAt: null },
    ];
    expect(nextPublication(records, now)).toBe(Date.parse("2026-06-12T06:00:00Z"));
    expect(nextPublication(records.slice(3), now)).toBeNull();
  });
});
