import { describe, expect, it } from "vitest";
import { PAGE_KEYS, PAGE_PLACEHOLDERS, PageUpdateSchema, type PageKey } from "../../../common/page.schema";
import { initialSettings } from "../../../content/initial-settings";
import { firstWordsCorrections } from "./corrected-first-words";
import { initialPages } from "./initial-pages";

/**
 * The words a fresh install starts with: each page's title, words the editor could have saved
 * themselves, and the layout each page's design reads. (They were compared with content/'s prose
 * word for word while content/ held it; the pages' browser tests now read them from here.)
 */

/** The main heading each page had before its words became a record. */
const titles: Record<PageKey, [string, string]> = {
  home: ["Welcome to Godavari Institute of Pharmacy", "आपले स्वागत आहे गोदावरी इन्स्टिट्यूट ऑफ फार्मसी"],
  "institute-at-glance": ["Institute at a Glance", "संस्था एका दृष्टिक्षेपात"],
  "principals-message": ["Principal's Message", "प्राचार्यांचा संदेश"],
  "presidents-message": ["President's Message", "अध्यक्षांचा संदेश"],
  "secretarys-message": ["Secretary's Message", "सचिवांचा संदेश"],
  principal: ["Principal", "प्राचार्य"],
  "academics-overview": ["Academics Overview", "शैक्षणिक आढावा"],
  "d-pharm": ["D.Pharm — Diploma in Pharmacy", "डी.फार्म — औषधनिर्माणशास्त्र पदविका"],
  "b-pharm": ["B.Pharm — Bachelor of Pharmacy", "बी.फार्म — औषधनिर्माणशास्त्र पदवी"],
  "academic-calendar": ["Academic Calendar", "शैक्षणिक दिनदर्शिका"],
  admissions: ["Admissions", "प्रवेश"],
  "admissions-process": ["Admission Process", "प्रवेश प्रक्रिया"],
  "refund-policy": ["Fee Refund Policy", "शुल्क परतावा धोरण"],
  "course-fees-fra": ["Fee Structure (FRA Approved)", "शुल्करचना (शुल्क नियामक प्राधिकरण मान्य)"],
  "course-fees-fca": ["Fellowship in Clinical Administration (FCA)", "क्लिनिकल प्रशासन फेलोशिप (FCA)"],
  library: ["Library", "ग्रंथालय"],
  awards: ["Awards and Recognition", "पुरस्कार व गौरव"],
  faqs: ["Frequently Asked Questions", "नेहमी विचारले जाणारे प्रश्न"],
  "mandatory-disclosure": ["Mandatory Disclosure", "अनिवार्य प्रकटीकरण"],
  privacy: ["Privacy Notice", "गोपनीयता सूचना"],
};

const sectionsOf = (key: PageKey) => initialPages[key].sections;
const allBodies = (key: PageKey) => sectionsOf(key).flatMap((section) => [section.body, section.bodyMr]);

describe("every page's first words", () => {
  it("have the page's title in both languages", () => {
    expect(Object.keys(initialPages)).toEqual(PAGE_KEYS);
    for (const key of PAGE_KEYS) expect([initialPages[key].title, initialPages[key].titleMr], key).toEqual(titles[key]);
  });

  it("are words the editor could save: the save's rules take them unchanged", () => {
    for (const key of PAGE_KEYS) {
      const parsed = PageUpdateSchema.safeParse(initialPages[key]);
      expect(parsed.success ? [] : parsed.error.issues, key).toEqual([]);
      expect(parsed.data, key).toEqual(initialPages[key]);
    }
  });

  it("have every text in Marathi too", () => {
    for (const key of PAGE_KEYS) {
      for (const [index, section] of sectionsOf(key).entries()) {
        expect(Boolean(section.bodyMr), `${key} ${index + 1}`).toBe(Boolean(section.body));
        expect(Boolean(section.headingMr), `${key} ${index + 1}`).toBe(Boolean(section.heading));
        expect(section.bodyMr, `${key} ${index + 1}`).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it("name the settings' figures by placeholder, never by their value", () => {
    const values = [initialSettings.phone, initialSettings.email, initialSettings.academicYear, initialSettings.privacyOfficerEmail];
    for (const key of PAGE_KEYS) {
      for (const body of allBodies(key)) {
        for (const value of values) expect(body, key).not.toContain(value);
        for (const [, name] of body.matchAll(/\{(\w+)\}/g)) expect(PAGE_PLACEHOLDERS, key).toContain(name);
      }
    }
    expect(allBodies("faqs").join("\n")).toContain("call {phone} or email {email}");
    expect(sectionsOf("d-pharm")[0]!.body).toBe("2 Years · {intakeDPharm} seats · Maharashtra State Board of Technical Education (MSBTE), Mumbai");
    expect(sectionsOf("b-pharm")[2]!.bodyMr).toContain("**प्रवेशक्षमता:** दरवर्षी {intakeBPharm} जागा");
    expect(sectionsOf("admissions-process")[0]!.body).toBe("Admission {academicYear}, step by step. Use college code 5791 and choice code 579182210 in your CAP option form.");
  });
});

describe("the programmes' intakes", () => {
  const intakes = (text: string) => [...text.matchAll(/\{(intakeDPharm|intakeBPharm)\}/g)].map((match) => match[1]).sort();
  const ownIntake: Partial<Record<PageKey, string>> = { "d-pharm": "intakeDPharm", "b-pharm": "intakeBPharm" };

  it("are each the programme's own: a text that gives one programme's intake is that programme's page, any other gives both", () => {
    for (const key of PAGE_KEYS) {
      for (const [index, section] of sectionsOf(key).entries()) {
        for (const body of [section.body, section.bodyMr]) {
          const named = new Set(intakes(body));
          if (named.size === 0) continue;
          const expected = ownIntake[key] ? [ownIntake[key]] : ["intakeBPharm", "intakeDPharm"];
          expect({ section: `${key} ${index + 1}`, named: [...named].sort() }).toEqual({ section: `${key} ${index + 1}`, named: expected });
        }
        // The Marathi says what the English says, figure for figure.
        expect(intakes(section.bodyMr), `${key} ${index + 1}`).toEqual(intakes(section.body));
      }
    }
  });

  it("replace the wrong words an earlier version stored, which no page says any more", () => {
    for (const correction of firstWordsCorrections) {
      expect(correction.now).not.toBe(correction.was);
      expect(allBodies(correction.key)).toContain(correction.now);
      for (const key of PAGE_KEYS) expect(allBodies(key)).not.toContain(correction.was);
    }
  });
});

describe("the pages read as they did before their words became records", () => {
  it("faqs: the introduction, then a section per question with its answer", () => {
    const [intro, ...questions] = sectionsOf("faqs");
    expect(intro!.heading).toBe("");
    expect(questions).toHaveLength(8);
    expect(questions[0]!.heading).toBe("Who is eligible for admission to D.Pharm and B.Pharm?");
    expect(questions[7]!.body).toMatch(/call \{phone\} or email \{email\}\.$/);
    expect(questions[0]!.headingMr).toBe("डी.फार्म व बी.फार्मच्या प्रवेशासाठी कोण पात्र आहे?");
  });

  it("awards: a section per award, the year and who gave it before the description", () => {
    const cards = sectionsOf("awards").slice(1);
    expect(cards).toHaveLength(6);
    for (const card of cards) expect(card.body).toMatch(/^\d{4}(-\d{4})? · [^\n]+\n\n[^\n]+$/);
    expect(cards[4]!.bodyMr.startsWith("२०२१-२०२२ · दख्खन तंत्रशिक्षण परिषद\n\n")).toBe(true);
  });

  it("the principal's message: who writes, then the message's paragraphs", () => {
    const [writer, message] = sectionsOf("principals-message");
    expect([writer!.heading, writer!.body, writer!.image]).toEqual(["Dr. Anjali S. Deshmukh", "Principal, Godavari Institute of Pharmacy", ""]);
    expect(message!.body.split("\n\n")).toHaveLength(4);
    expect(message!.bodyMr.split("\n\n")).toHaveLength(4);
  });

  it("the library's services and rules, and the admission steps in order", () => {
    const library = sectionsOf("library");
    expect(library[3]!.body.split("\n").every((line) => line.startsWith("- "))).toBe(true);
    expect(library[4]!.body.split("\n").map((line) => line.split(". ")[0])).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    const steps = sectionsOf("admissions-process").slice(1, -1);
    expect(steps.map((section) => section.heading)).toHaveLength(8);
    expect(steps[0]!.heading).toBe("Check your eligibility");
    expect(steps.at(-1)!.heading).toBe("Pay fees and apply for scholarship");
  });
});

describe("the fee refund policy", () => {
  it("follows the AICTE and UGC rules and says whom to ask, in both languages", () => {
    const english = allBodies("refund-policy").filter((_, index) => index % 2 === 0).join("\n");
    const marathi = sectionsOf("refund-policy").map((section) => `${section.headingMr}\n${section.bodyMr}`).join("\n");
    for (const words of ["all the fees you have paid", "at most ₹1,000", "pro rata", "within 15 days", "does not keep any original certificate", "{phone}", "{email}"]) {
      expect(english).toContain(words);
    }
    for (const words of ["संपूर्ण शुल्क", "₹१,०००", "प्रमाणशीर", "१५ दिवसांच्या आत", "मूळ प्रमाणपत्र", "{phone}", "{email}"]) expect(marathi).toContain(words);
    // The Marathi figures are Devanagari throughout: one script for every number on the page.
    expect(marathi.replace(/\{\w+\}/g, "")).not.toMatch(/[0-9]/);
  });
});

describe("the privacy notice", () => {
  it("says what each form collects, who sees it, how long it is kept, the rights, whom to ask and where to complain, in both languages", () => {
    const english = sectionsOf("privacy").map((section) => `${section.heading}\n${section.body}`).join("\n");
    const marathi = sectionsOf("privacy").map((section) => `${section.headingMr}\n${section.bodyMr}`).join("\n");
    for (const words of ["The application form", "The grievance form", "The privacy request form", "Who sees it", "{retentionMonths} months", "Your rights", "(/privacy/request)", "{privacyResponseDays} days", "{privacyOfficerName}", "mailto:{privacyOfficerEmail}", "tel:{privacyOfficerPhone}", "Data Protection Board of India"]) {
      expect(english).toContain(words);
    }
    for (const words of ["प्रवेश अर्ज", "तक्रार अर्ज", "वैयक्तिक माहितीविषयी विनंती", "कोण पाहू शकते", "{retentionMonths} महिने", "आपले अधिकार", "(/privacy/request)", "{privacyResponseDays} दिवसांत", "{privacyOfficerName}", "mailto:{privacyOfficerEmail}", "tel:{privacyOfficerPhone}", "भारतीय डेटा संरक्षण मंडळाकडे"]) {
      expect(marathi).toContain(words);
    }
    expect(marathi.replace(/\{\w+\}/g, "")).not.toMatch(/[0-9]/);
  });
});
