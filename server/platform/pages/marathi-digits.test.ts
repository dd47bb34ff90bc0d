import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmationPathOf } from "../../../common/admission.resource";
import { institution } from "../../../content/institution";
import { grievance } from "../../../tests/support/json-write-routes";
import { seededTwins } from "../../../tests/support/marathi-texts";
import { sampleApplication } from "../../../tests/support/sample-application";
import { sampleImages } from "../../seed/seed-sample-content";
import { sampleNotices } from "../../seed/sample-notices";
import { createSampleContentApp, type TestApp } from "../../../tests/support/test-app";

/**
 * The Marathi pages of a site with the sample content, so the lists, tables and records have
 * something to show. The glossary's rule for figures (app/i18n/catalogs/glossary.md): a Marathi
 * page writes them in Devanagari digits — years, counts, dates, a list's numbers and badges — and
 * keeps Latin digits only in identifiers that a family types or dials elsewhere as they are printed
 * there. And a seeded record shows its Marathi twin, never its English, wherever a page shows it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSampleContentApp({ ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}) });
}, 60_000);
afterAll(() => t.close());

/** What a reader sees: the body's text nodes, without scripts, styles, comments and attributes. */
const visibleTexts = (html: string): string[] =>
  html
    .slice(html.indexOf("<body"))
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .split(/<[^>]*>/)
    .map((text) => text.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&nbsp;/g, " ").trim())
    .filter(Boolean);

/**
 * The identifiers that keep Latin digits, each taken out of a text before its digits are counted:
 * e-mail and web addresses; phone numbers as Indian numbers are printed (mobile with or without +91,
 * the STD landline, the toll-free helpline), which a family dials; application and grievance
 * numbers (GIP-2026-00001), which they quote; and the college's codes as the CAP portal and the
 * regulators print them (DTE, MSBTE, PCI, choice code).
 */
const codes = [institution.collegeCode, institution.choiceCode, ...institution.approvalCodes.map(({ code }) => code)];
const identifiers = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /(https?:\/\/|www\.)\S+/g,
  /(\+91[\s-]?)?\b\d{5}[\s-]?\d{5}\b/g,
  /\b0\d{2,4}[\s-]?\d{3}[\s-]?\d{3,4}\b/g,
  /\b1800[\s-]?\d{3}[\s-]?\d{4}\b/g,
  /\b[A-Z]{2,}-\d{4}-\d+\b/g,
  new RegExp(`(?<![\\w-])(${codes.join("|")})(?![\\w-])`, "g"),
];
const withoutIdentifiers = (text: string) => identifiers.reduce((rest, identifier) => rest.replace(identifier, " "), text);

/**
 * A text in English, without a Devanagari letter: a record's words where the clerk gave no Marathi
 * (the page shows the English rather than nothing), whose figures are written as English writes them.
 */
const isEnglish = (text: string) => !/[\u0900-\u097F]/.test(text) && /[a-z]{2}/.test(text);

/** The texts of a page that show Latin digits outside identifiers. */
const westernFigures = (html: string): string[] =>
  visibleTexts(html).filter((text) => !isEnglish(text) && /[0-9]/.test(withoutIdentifiers(text)));

let marathiPages: Promise<{ path: string; status: number; html: string }[]> | undefined;
/** Every /mr page of the sitemap, as the server renders it: fetched once for the checks that read them all. */
function sitemapMarathiPages() {
  marathiPages ??= (async () => {
    const sitemap = await t.app.inject({ url: "/sitemap.xml" });
    const paths = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/]+(\/mr[^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
    const pages = [];
    for (const path of paths) {
      const page = await t.app.inject({ url: path });
      pages.push({ path, status: page.statusCode, html: page.body });
    }
    return pages;
  })();
  return marathiPages;
}

describe("the Marathi pages' figures", () => {
  it("keep Latin digits in identifiers only: phone numbers, codes, addresses, application numbers", () => {
    const page = `<body><p>+91 90110 45218, 02551 274 310, 1800-180-5522, GIP-2026-00001, office@college.example, https://pci.nic.in/2024</p>
      <p>कोड: ${institution.collegeCode}, ${institution.choiceCode}, MH-2931</p><p>21 years</p><script>const a = 1;</script><span title="3">४</span></body>`;
    expect(westernFigures(page)).toEqual([]);
    expect(westernFigures("<body><span>1</span><p>२०२६ मध्ये 12 जागा</p><p>5791-2</p></body>")).toEqual(["1", "२०२६ मध्ये 12 जागा", "5791-2"]);
  });

  it("are in Devanagari digits on every /mr page of the sitemap, outside identifiers", { timeout: 120_000 }, async () => {
    const pages = await sitemapMarathiPages();
    expect(pages.length).toBeGreaterThan(40);
    const found = [];
    for (const { path, status, html } of pages) {
      expect(status, path).toBe(200);
      const western = westernFigures(html);
      if (western.length > 0) found.push({ path, western });
    }
    expect(found).toEqual([]);
  });

  it("are in Devanagari digits on the private pages a family reaches after applying or filing a grievance in Marathi", async () => {
    const applied = await t.app.inject({ method: "POST", url: "/api/admissions/apply", payload: { ...sampleApplication, email: "digits@mail.example", programme: "bpharm" } });
    expect(applied.statusCode, applied.body).toBe(201);
    const filed = await t.app.inject({ method: "POST", url: "/api/grievances", payload: { ...grievance(), language: "mr" } });
    expect(filed.statusCode, filed.body).toBe(201);
    // A Marathi grievance's status link is already its /mr page.
    for (const path of [`/mr${confirmationPathOf(applied.json<{ receiptUrl: string }>().receiptUrl)}`, filed.json<{ statusUrl: string }>().statusUrl]) {
      const page = await t.app.inject({ url: path });
      expect(page.statusCode, path).toBe(200);
      expect({ path, western: westernFigures(page.body), dated: /[०-९]{4}/.test(visibleTexts(page.body).join(" ")) }).toEqual({ path, western: [], dated: true });
    }
  });
});

describe("the sample content on the Marathi pages", () => {
  it("shows each record's Marathi twin, never the English it translates, on every /mr page of the sitemap", { timeout: 120_000 }, async () => {
    // The English a Marathi page must not show: each text that has a twin, and a picture's title and
    // description, which have none: a Marathi page describes a picture by its caption's twin.
    const english = [
      ...seededTwins().map(({ where, english }) => ({ where, english })),
      ...sampleImages.flatMap((image, index) =>
        (["title", "description"] as const).flatMap((field) => (image[field] ? [{ where: `sample images[${index}].${field}`, english: image[field] }] : [])),
      ),
    ];
    // The English a Marathi page shows on purpose: a sample notice left without Marathi words shows
    // its own, which may hold a seeded text ("Second Year D.Pharm" holds a qualification, D.Pharm).
    const untranslated = sampleNotices.flatMap(({ title, titleMr, body, bodyMr }) => [...(titleMr ? [] : [title]), ...(bodyMr ? [] : [body])]);
    const found = [];
    const pages = await sitemapMarathiPages();
    expect(pages.length).toBeGreaterThan(40);
    for (const { path, html } of pages) {
      const shown = untranslated.reduce((text, english) => text.replaceAll(english, ""), visibleTexts(html).join("\n"));
      for (const text of english) if (shown.includes(text.english)) found.push(`${path}: ${text.where}: ${text.english}`);
    }
    expect(found).toEqual([]);
  });

  it("describes an event photograph by its caption, in the page's language", async () => {
    const photographs = sampleImages.filter((image) => image.section === "events");
    expect(photographs.length).toBeGreaterThan(0);
    for (const [path, caption] of [["/events", "caption"], ["/mr/events", "captionMr"]] as const) {
      const shown = visibleTexts((await t.app.inject({ url: path })).body);
      expect(photographs.map((image) => [path, shown.includes(image[caption]!)])).toEqual(photographs.map(() => [path, true]));
    }
  });
});
