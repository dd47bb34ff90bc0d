import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { marathiWordsFont, marathiWordsFontPath } from "../../scripts/make-marathi-words-font";

describe("the font of the Marathi words on English pages", () => {
  it("is cut for the words the English pages show now (else run: npx tsx scripts/make-marathi-words-font.ts)", async () => {
    expect(Buffer.compare(fs.readFileSync(marathiWordsFontPath), await marathiWordsFont())).toBe(0);
  });
});
