import { describe, expect, it } from "vitest";
import { localDigits } from "./format";

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
