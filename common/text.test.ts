import { describe, expect, it } from "vitest";
import { firstCharacter, initialsOf, shortenText } from "./text";

const isWellFormed = (text: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe("cutting text by whole characters", () => {
  it("takes initials of first and last names, skipping titles and single letters", () => {
    expect(initialsOf("Dr. Anjali S. Deshmukh")).toBe("AD");
    expect(initialsOf("Priya")).toBe("P");
  });

  it("never takes half of an emoji or of a Devanagari character", () => {
    for (const name of ["😀 Priya Patil", "😀", "👩🏽‍⚕️ Asha", "क्षितिज पाटील", "🇮🇳🇮🇳"]) {
      const initials = initialsOf(name);
      expect(isWellFormed(initials), `${name} → ${initials}`).toBe(true);
      expect(initials).not.toBe("");
    }
    expect(initialsOf("😀 Priya Patil")).toBe("PP");
    expect(initialsOf("👩🏽‍⚕️")).toBe("👩🏽‍⚕️");
    expect(initialsOf("क्षितिज पाटील")).toBe("क्षिपा");
  });

  it("shortens at a character boundary", () => {
    expect(shortenText("😀😀😀😀", 3)).toBe("😀😀…");
    expect(shortenText("short", 10)).toBe("short");
    expect(firstCharacter("")).toBe("");
    expect(firstCharacter("👩🏽‍⚕️x")).toBe("👩🏽‍⚕️");
  });
});
