import { describe, expect, it } from "vitest";
import { withLooseCaseEndings } from "../tests/support/marathi-case-endings";
import { marathiTextsOfTheSite, seededTwins, type MarathiText } from "../tests/support/marathi-texts";

/**
 * The rules of app/i18n/catalogs/glossary.md over every Marathi text the code writes: the catalogs,
 * the pages' first words, the sample content and the mail. What a clerk types later is theirs; a
 * page's figures are checked on the rendered pages (server/platform/pages/marathi-digits.test.ts).
 */
const texts = marathiTextsOfTheSite();
const devanagariText = /[\u0900-\u097F]/;
const offending = (test: (text: MarathiText) => boolean) => texts.filter(test).map(({ where, text }) => `${where}: ${text.slice(0, 120)}`);

describe("the site's Marathi", () => {
  it("is read from the catalogs, the pages, the settings, the grievance desk's names, the sample content, the mail and the receipt", () => {
    const sources = new Set(texts.map(({ where }) => where.split(/[ [.]/)[0]));
    expect([...sources].sort()).toEqual(["catalog", "grievance", "page", "receipt", "sample", "settings"]);
    expect(texts.length).toBeGreaterThan(500);
  });

  it("joins every case ending to the name it follows, or gives it a word of its own: after a placeholder, a name slotted into a mail, an abbreviation, a number or an address", () => {
    expect(withLooseCaseEndings(["{college} ची शुल्करचना", "NEET चा वैध गुण", "02551 274 310 वर फोन करा"])).toHaveLength(3);
    expect(withLooseCaseEndings(["{college}ची शुल्करचना", "NEET या परीक्षेतील वैध गुण", "{phone} या क्रमांकावर", "नाही. वरील मेनू"])).toEqual([]);
    expect(offending(({ text }) => withLooseCaseEndings([text]).length > 0)).toEqual([]);
    // A possessive agrees with the noun it qualifies, whose gender a slotted name does not tell ("…फार्मसीची समिती" but "…फार्मसीचा कक्ष").
    expect(offending(({ text }) => /\}(चा|ची|चे|च्या) \{/.test(text))).toEqual([]);
    // The trust's name as the letterhead prints it, "… मंडळ संचलित" (run by …), takes no ending: "… मंडळाचे बोधचिन्ह".
    expect(offending(({ text }) => /संचलित यां/.test(text))).toEqual([]);
  });

  it("puts no space before a colon", () => {
    expect(offending(({ text }) => /\S[ \u00a0]+:(?!\/)/.test(text))).toEqual([]);
  });

  it("writes a date one way: the day, the month's whole name and the year, without a comma (२८ नोव्हेंबर २०२६)", () => {
    const month = "(जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर)";
    const shortMonth = "(जाने|फेब्रु|एप्रि|ऑग|सप्टें|ऑक्टो|नोव्हें|डिसें)";
    expect(offending(({ text }) => new RegExp(`[०-९] ${month}, [०-९]{4}|[०-९] ${shortMonth}(,| [०-९])`).test(text))).toEqual([]);
  });

  it("says or with किंवा, and gives fees back with परत करणे", () => {
    // "असो वा" (whether … or) is the one वा Marathi keeps.
    expect(offending(({ text }) => /(?<!असो) वा /.test(text))).toEqual([]);
    expect(offending(({ text }) => /परतावा कर/.test(text))).toEqual([]);
  });

  it("addresses the reader as आपण, never as तुम्ही", () => {
    expect(offending(({ text }) => /तुम्ही|तुम्हा|तुमच|तुझ|तुला|तू /.test(text))).toEqual([]);
  });

  it("has one word for each idea: पाठ्यक्रम a syllabus, अभ्यासक्रम a programme, गुणपत्रक a marksheet, एका दृष्टिक्षेपात at a glance", () => {
    const syllabus = /syllab|curricul/i;
    const programme = /programm?e|course/i;
    expect(offending(({ text, english }) => english !== undefined && syllabus.test(english) && !text.includes("पाठ्यक्रम"))).toEqual([]);
    expect(offending(({ text, english }) => english !== undefined && syllabus.test(english) && !programme.test(english) && text.includes("अभ्यासक्रम"))).toEqual([]);
    expect(offending(({ text, english }) => english !== undefined && !syllabus.test(english) && text.includes("पाठ्यक्रम"))).toEqual([]);
    expect(offending(({ text }) => /गुणपत्रिक|एका नजरेत/.test(text))).toEqual([]);
  });
});

describe("the sample content", () => {
  it("gives every text that has a Marathi twin its Marathi: a Marathi page shows no English of a seeded record but people's names", () => {
    const twins = seededTwins();
    expect(twins.length).toBeGreaterThan(150);
    expect(twins.filter(({ marathi }) => !devanagariText.test(marathi)).map(({ where, english }) => `${where}: ${english}`)).toEqual([]);
  });
});
