import { describe, expect, it } from "vitest";
import { foldWord, indexedWords, markWords, queryWords, snippetOf, SNIPPET_LENGTH } from "./search-words";

describe("the search's words", () => {
  it("folds case and Latin accents, never Devanagari's vowel signs", () => {
    expect(foldWord("CAFÉ")).toBe("cafe");
    expect(foldWord("Ñandú")).toBe("nandu");
    expect(foldWord("İstanbul")).toBe("istanbul");
    expect(foldWord("शिष्यवृत्ती")).toBe("शिष्यवृत्ती");
    expect(foldWord("फार्मसीची")).toBe("फार्मसीची");
    // A nukta is Devanagari's own mark: kept, and written one way however it was typed.
    expect(foldWord("क़लम")).toBe(foldWord("क\u093Cलम"));
  });

  it("writes Devanagari digits as Latin ones, and drops the joiners inside a Marathi word", () => {
    expect(foldWord("२०२६")).toBe("2026");
    expect(foldWord("कर्\u200Dयांना")).toBe("कर्यांना");
    expect(indexedWords("कर्\u200Dयांना")).toEqual([["कर्यांना"]]);
  });

  it("splits words at spaces and punctuation, Devanagari's danda among them", () => {
    expect(indexedWords("वाक्य। पुढे॥ “Fees” – 2026-27")).toEqual([["वाक्य"], ["पुढे"], ["fees"], ["2026"], ["27"]]);
  });

  it("keeps a compound's parts and the parts run together; a query asks for the whole", () => {
    expect(indexedWords("B.Pharm principal's")).toEqual([
      ["b", "pharm", "bpharm"],
      ["principal", "s", "principals"],
    ]);
    expect(queryWords("B.Pharm fees fees")).toEqual(["bpharm", "fees"]);
    expect(queryWords("B. Pharm.")).toEqual(["b", "pharm"]);
    expect(queryWords("?! –")).toEqual([]);
  });

  it("marks each word a search found, whole", () => {
    expect(markWords("The B.Pharm fee refund", ["pharm", "refu"])).toEqual([
      { text: "The ", marked: false },
      { text: "B.Pharm", marked: true },
      { text: " fee ", marked: false },
      { text: "refund", marked: true },
    ]);
    expect(markWords("शिष्यवृत्तीचा अर्ज २०२६", ["शिष्यवृत्ती", "2026"])).toEqual([
      { text: "शिष्यवृत्तीचा", marked: true },
      { text: " अर्ज ", marked: false },
      { text: "२०२६", marked: true },
    ]);
  });

  it("cuts a snippet around the first word found, between words, within its length", () => {
    const long = `${"alpha beta gamma ".repeat(10)}delta refund epsilon ${"zeta eta theta ".repeat(20)}`;
    const snippet = snippetOf(long, ["refund"]);
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(snippet).toMatch(/^…(alpha|beta|gamma) .*delta refund epsilon .*(zeta|eta|theta)…$/);
    expect(snippetOf(long, ["nowhere"])).toMatch(/^alpha beta gamma .*…$/);
    expect(snippetOf("  Short   text ", ["x"])).toBe("Short text");
    const oneWord = "x".repeat(300);
    expect(snippetOf(oneWord, ["x"])).toHaveLength(SNIPPET_LENGTH);
  });
});
