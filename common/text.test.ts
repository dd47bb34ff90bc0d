import fc from "fast-check";
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

  it("cuts plain ASCII text where the browser's grapheme segmenter would", () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    const graphemes = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);
    // Plain text, and plain text running into emoji, accents and Devanagari, where the fast path must step aside.
    const mixed = fc.string({ unit: fc.constantFrom("a", "Z", " ", ".", "-", "\u0301", "\u200d", "\ufe0f", "👩", "🏽", "⚕", "क", "्", "ष", "🇮", "🇳") });
    fc.assert(
      fc.property(fc.oneof(fc.string(), mixed), fc.integer({ min: 1, max: 12 }), (text, max) => {
        expect(firstCharacter(text)).toBe(graphemes(text)[0] ?? "");
        const cut = graphemes(text);
        expect(shortenText(text, max)).toBe(cut.length <= max ? text : `${cut.slice(0, max - 1).join("").trimEnd()}…`);
      }),
    );
  });
});
