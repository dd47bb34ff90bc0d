import { describe, expect, it } from "vitest";
import { describeNewsAge } from "./news-age";

const now = Date.parse("2025-06-12T10:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("describeNewsAge", () => {
  it("marks an item posted minutes ago as new, with a relative time", () => {
    expect(describeNewsAge(ago(5 * 60_000), now)).toMatchObject({ isNew: true, ago: "5 minutes ago" });
  });

  it("says 'just now' in the first minute and counts hours after the first hour", () => {
    expect(describeNewsAge(ago(10_000), now).ago).toBe("just now");
    expect(describeNewsAge(ago(3 * 3_600_000 + 20 * 60_000), now).ago).toBe("3 hours ago");
  });

  it("stops being new at 24 hours and shows no relative time then", () => {
    expect(describeNewsAge(ago(24 * 3_600_000 - 1), now)).toMatchObject({ isNew: true, ago: "23 hours ago" });
    expect(describeNewsAge(ago(24 * 3_600_000), now)).toMatchObject({ isNew: false, ago: null });
  });

  it("prints the posting date in the college's time zone", () => {
    // 20:00 UTC on 11 June is already 12 June in India.
    expect(describeNewsAge("2025-06-11T20:00:00Z", now).postedOn).toBe("12 Jun 2025");
  });

  it("speaks Marathi on Marathi pages, with Devanagari digits", () => {
    expect(describeNewsAge(ago(3 * 3_600_000), now, "mr")).toMatchObject({ ago: "३ तासांपूर्वी", postedOn: "१२ जून २०२५" });
    expect(describeNewsAge(ago(10_000), now, "mr").ago).toBe("आत्ताच");
  });

  it("treats a timestamp slightly ahead of the clock as just posted", () => {
    expect(describeNewsAge(new Date(now + 5_000).toISOString(), now)).toMatchObject({ isNew: true, ago: "just now" });
  });
});
