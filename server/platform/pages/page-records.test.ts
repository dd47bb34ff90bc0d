import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_KEYS, pagePaths, type Page, type PageKey } from "../../../common/page.schema";
import { initialSettings } from "../../../content/initial-settings";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * The contract's promise about a page's words: after a save, every section's body is on the page at
 * `path`, and its Marathi twin on `/mr` + `path` — whatever the page's design does with the section
 * (a card, an accordion's answer, a contact, a fact), and for sections an editor adds beyond the
 * design's places. Pages are fetched as a browser would, their scripts cut away so that words only
 * in the page's data for the browser do not count.
 */

let t: TestApp;
beforeAll(async () => {
  // The pages as built (BUILD_DIR when a local run keeps its build apart, as the browser tests do).
  t = await createTestApp(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {});
}, 120_000);
afterAll(() => t?.close());

/**
 * The page at `path` as a visitor meets it: what they read (its HTML without scripts, its entities
 * decoded, on one line) and its main content as a document.
 */
async function shownPage(path: string): Promise<{ text: string; main: Element }> {
  const response = await t.app.inject({ url: path });
  expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
  const body = response.body.slice(response.body.indexOf("<body"));
  const text = body
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
  // Parsed alone: a whole document's parse would also read its styles and build a window for it.
  const main = JSDOM.fragment(response.body.slice(response.body.indexOf("<main"), response.body.indexOf("</main>") + "</main>".length));
  return { text, main: main.querySelector("main")! };
}
const pageText = async (path: string) => (await shownPage(path)).text;

const marathiPath = (path: string) => (path === "/" ? "/mr" : `/mr${path}`);
const read = async (key: PageKey) => (await t.app.inject({ url: `/api/pages/${key}` })).json() as Page;
const save = async (key: PageKey, words: Pick<Page, "title" | "titleMr" | "sections">) =>
  t.app.inject({ method: "PUT", url: `/api/admin/pages/${key}`, payload: words, headers: await t.adminHeaders() });

/** Words no page has, one per section and language, added to each body as a paragraph of its own. */
const englishMark = (key: PageKey, index: number) => `Saved words of ${key} section ${index + 1}`;
const marathiMark = (key: PageKey, index: number) => `जतन केलेले शब्द ${key} विभाग ${index + 1}`;

/** A link and a list item of its own in each section and language, for a page whose design lays the section out however it does. */
const markedLink = (key: PageKey, index: number, marathi: boolean) => ({
  href: `https://example.org/${marathi ? "mr/" : ""}${key}/${index + 1}`,
  text: marathi ? `दुवा ${key} ${index + 1}` : `link ${key} ${index + 1}`,
});
const markedItem = (key: PageKey, index: number, marathi: boolean) => (marathi ? `यादीतील मुद्दा ${key} ${index + 1}` : `listed point ${key} ${index + 1}`);

/** The body with a link at the end of its first line (in a card's figure, a byline, a fact or a title's line) and a list after it. */
function withMarkdown(body: string, key: PageKey, index: number, marathi: boolean): string {
  const [first = "", ...lines] = body.split("\n");
  const link = markedLink(key, index, marathi);
  const lead = marathi ? "पुढील यादी:" : "A list follows:";
  return [`${first} [${link.text}](${link.href})`, ...lines, "", lead, "", `- ${markedItem(key, index, marathi)}`].join("\n");
}

/** What `main` shows of each marked section: its link as a link, its list item as an item of a list. */
function shownMarks(main: Element, key: PageKey, count: number, marathi: boolean) {
  const items = [...main.querySelectorAll("li")].map((item) => item.textContent ?? "");
  return Array.from({ length: count }, (_, index) => {
    const link = markedLink(key, index, marathi);
    return {
      section: index + 1,
      link: [...main.querySelectorAll(`a[href="${link.href}"]`)].some((anchor) => anchor.textContent === link.text),
      listItem: items.some((item) => item.includes(markedItem(key, index, marathi))),
    };
  });
}

describe("a page after a save", () => {
  for (const key of PAGE_KEYS) {
    it(`${key}: every section's body on ${pagePaths[key]}, its Marathi twin on ${marathiPath(pagePaths[key])}, an added section too, with their links and lists`, async () => {
      const page = await read(key);
      const sections = [
        ...page.sections,
        // A section the design has no place of its own for.
        { heading: "Added by the editor", headingMr: "संपादकाने जोडलेला विभाग", body: "A new section.", bodyMr: "नवा विभाग.", image: "" },
      ].map((section, index) => ({
        ...section,
        body: `${withMarkdown(section.body, key, index, false)}\n\n${englishMark(key, index)}`,
        bodyMr: `${withMarkdown(section.bodyMr, key, index, true)}\n\n${marathiMark(key, index)}`,
      }));
      expect((await save(key, { title: page.title, titleMr: page.titleMr, sections })).statusCode).toBe(200);

      const english = await shownPage(pagePaths[key]);
      const marathi = await shownPage(marathiPath(pagePaths[key]));
      for (const index of sections.keys()) {
        expect({ section: index + 1, english: english.text.includes(englishMark(key, index)) }).toEqual({ section: index + 1, english: true });
        expect({ section: index + 1, marathi: marathi.text.includes(marathiMark(key, index)) }).toEqual({ section: index + 1, marathi: true });
        expect({ section: index + 1, englishOnMarathi: marathi.text.includes(englishMark(key, index)) }).toEqual({ section: index + 1, englishOnMarathi: false });
      }
      expect(english.text).toContain("A new section.");
      expect(marathi.text).toContain("नवा विभाग.");
      // No layout flattens a body: its Markdown shows as Markdown wherever the design puts it, as the Pages preview shows it.
      const everywhere = sections.map((_, index) => ({ section: index + 1, link: true, listItem: true }));
      expect(shownMarks(english.main, key, sections.length, false)).toEqual(everywhere);
      expect(shownMarks(marathi.main, key, sections.length, true)).toEqual(everywhere);
    });
  }
});

describe("a body's Markdown on the page", () => {
  it("shows raw HTML as text, makes no link of a javascript: or data: target, fills the placeholders and draws a table", async () => {
    const page = await read("refund-policy");
    const body = [
      '<img src=x onerror="alert(1)"> and <script>alert(2)</script>',
      "[Pay now](javascript:alert(3)) [Form](data:text/html;base64,PHNjcmlwdD4=) [Fees](/course-fees/fra)",
      "Call {phone} or write to {email} for {academicYear}.",
      "| When you withdraw | Refund |\n|---|---|\n| Before the course starts | All fees less ₹1,000 |",
    ].join("\n\n");
    const sections = [{ heading: "", headingMr: "", body, bodyMr: body, image: "" }];
    expect((await save("refund-policy", { title: page.title, titleMr: page.titleMr, sections })).statusCode).toBe(200);

    for (const path of ["/admissions/refund-policy", "/mr/admissions/refund-policy"]) {
      const response = await t.app.inject({ url: path });
      const html = response.body.slice(response.body.indexOf("<main"), response.body.indexOf("</main>"));
      expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; and &lt;script&gt;alert(2)&lt;/script&gt;");
      expect(html).not.toMatch(/<img[^>]*onerror|<script>alert/);
      expect(html).not.toMatch(/href="(javascript|data):/i);
      expect(html).toContain("[Pay now](javascript:alert(3))");
      expect(html).toContain(`href="${path.startsWith("/mr") ? "/mr" : ""}/course-fees/fra"`);
      expect(html).toContain(`Call ${initialSettings.phone} or write to ${initialSettings.email}`);
      expect(html).toMatch(/<table>[\s\S]*<td>Before the course starts<\/td>/);
    }
    const marathi = await pageText("/mr/admissions/refund-policy");
    // The academic year in the Marathi page's digits.
    expect(marathi).toContain("२०२५-२०२६");
  });
});

describe("a page that shows another page's words", () => {
  it("a programme's facts keep their links on the Academics Overview's card", async () => {
    for (const key of ["d-pharm", "b-pharm"] as const) {
      const page = await read(key);
      const factsAt = page.sections.findIndex((section) => section.body.startsWith("- **"));
      const sections = page.sections.map((section, index) => (index === factsAt ? { ...section, body: withMarkdown(section.body, key, index, false) } : section));
      expect((await save(key, { title: page.title, titleMr: page.titleMr, sections })).statusCode).toBe(200);
      const [shown] = shownMarks((await shownPage("/academics/overview")).main, key, factsAt + 1, false).slice(factsAt);
      expect(shown!.link, key).toBe(true);
      expect((await save(key, { title: page.title, titleMr: page.titleMr, sections: page.sections })).statusCode).toBe(200);
    }
  });
});
