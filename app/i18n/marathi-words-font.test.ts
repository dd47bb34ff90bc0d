import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { marathiWordsFont, marathiWordsFontPath, marathiWordsOfEnglishPages } from "../../scripts/make-marathi-words-font";

const stylesheet = fs.readFileSync(new URL("../app.css", import.meta.url), "utf8");

/** The code points a face of app.css claims, from its unicode-range (single code points and ranges). */
function claimedBy(family: string): number[] {
  const face = [...stylesheet.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!).find((body) => body.includes(`font-family: "${family}"`));
  const range = /unicode-range:\s*([^;]+);/.exec(face ?? "")?.[1] ?? "";
  return range.split(",").flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, "").split("-").map((hex) => parseInt(hex!, 16));
    return Array.from({ length: to! - from! + 1 }, (_, index) => from! + index);
  });
}

describe("the font of the Marathi words on English pages", () => {
  it("is cut for the words the English pages show now (else run: npx tsx scripts/make-marathi-words-font.ts)", async () => {
    expect(Buffer.compare(fs.readFileSync(marathiWordsFontPath), await marathiWordsFont())).toBe(0);
  });

  it("claims exactly the Devanagari letters of those words, so no other Marathi text borrows from it", () => {
    const letters = [...new Set([...marathiWordsOfEnglishPages.join("")].map((character) => character.codePointAt(0)!))]
      .filter((codePoint) => codePoint >= 0x0900 && codePoint <= 0x097f)
      .sort((a, b) => a - b);
    expect(claimedBy("Marathi Words")).toEqual(letters);
  });

  it("leaves every other Marathi text of an English page to a whole Devanagari face", () => {
    expect(stylesheet).toMatch(/html\[lang="en"\] \[lang="mr"\] \{\s*font-family: "Devanagari Text"/);
    for (const letter of "प्रशिक्षणक्रीडा") expect(claimedBy("Devanagari Text")).toContain(letter.codePointAt(0));
  });
});
