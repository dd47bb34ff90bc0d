import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmationPathOf } from "../../../common/admission.resource";
import { initialSettings } from "../../../content/initial-settings";
import { institution } from "../../../content/institution";
import { sampleApplication } from "../../../tests/support/sample-application";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { catalogs } from "../../../app/i18n/catalogs";

let t: TestApp;
beforeAll(async () => {
  // The pages as built (BUILD_DIR when a local run keeps its build apart, as the browser tests do).
  t = await createTestApp(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {});
});
afterAll(() => t.close());

const devanagari = /[\u0900-\u097F]/;
/** A figure as a Marathi page writes it: ० to ९ are U+0966 to U+096F. */
const inDevanagariDigits = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));
const mainHeading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";

/** The Marathi pages the sitemap lists whose heading is a fixed text (a person's or committee's page is headed by a record). */
async function marathiPages(): Promise<string[]> {
  const sitemap = await t.app.inject({ url: "/sitemap.xml" });
  return [...sitemap.body.matchAll(/<loc>https?:\/\/[^/]+(\/mr[^<]*)<\/loc>/g)]
    .map((match) => match[1]!.replace(/&amp;/g, "&"))
    .filter((path) => !/^\/mr\/(committees|management\/faculty\/details)\/./.test(path));
}

describe("the Marathi pages", () => {
  it("answer 200 with lang=\"mr\" and a main heading in Devanagari, at every /mr address of the sitemap", async () => {
    const paths = await marathiPages();
    expect(paths).toEqual(expect.arrayContaining(["/mr", "/mr/apply-now", "/mr/course-fees/fra", "/mr/about"]));
    for (const path of paths) {
      const response = await t.app.inject({ url: path });
      const heading = mainHeading(response.body);
      expect({ path, status: response.statusCode, lang: /<html lang="mr"/.test(response.body), heading: devanagari.test(heading) }).toEqual({
        path,
        status: 200,
        lang: true,
        heading: true,
      });
    }
  });

  it("carry none of the English catalogs' words, neither in the page nor in the messages handed to its script", async () => {
    // Each English text cut at its placeholders; the longer pieces that no Marathi text shares.
    const marathi = Object.values(catalogs.mr).flatMap((namespace) => Object.values(namespace)).join("\n");
    const englishOnly = Object.values(catalogs.en)
      .flatMap((namespace) => Object.values(namespace))
      .flatMap((text) => text.split(/\{[^}]*\}/))
      .map((piece) => piece.trim())
      // Pieces HTML or JSON would escape are left out, so each is looked for exactly as written.
      .filter((piece) => piece.length >= 16 && /[a-z]{3}/.test(piece) && !/["'&<>\\]/.test(piece) && !marathi.includes(piece));
    expect(englishOnly.length).toBeGreaterThan(100);
    for (const path of await marathiPages()) {
      const page = (await t.app.inject({ url: path })).body;
      expect({ path, english: englishOnly.filter((piece) => page.includes(piece)) }).toEqual({ path, english: [] });
    }
  });

  it("describe themselves in Marathi to search engines and share previews", async () => {
    for (const path of await marathiPages()) {
      const page = (await t.app.inject({ url: path })).body;
      const description = /<meta name="description" content="([^"]*)"/.exec(page)?.[1] ?? "";
      expect({ path, description, marathi: devanagari.test(description) }).toMatchObject({ marathi: true });
    }
    const home = (await t.app.inject({ url: "/mr" })).body;
    expect(home).not.toContain(institution.tagline);
  });

  it("write the academic year and the seats in Devanagari digits, and the CAP codes as the portal prints them", async () => {
    const { academicYear, intakeDPharm } = initialSettings;
    for (const path of ["/mr", "/mr/admissions", "/mr/admissions/process", "/mr/apply-now"]) {
      const page = (await t.app.inject({ url: path })).body;
      const body = page.slice(page.indexOf("<body")).replace(/<script[\s\S]*?<\/script>/g, "");
      expect({ path, marathiYear: body.includes(inDevanagariDigits(academicYear)), englishYear: body.includes(academicYear) }).toEqual({
        path,
        marathiYear: true,
        englishYear: false,
      });
    }
    const admissions = (await t.app.inject({ url: "/mr/admissions" })).body;
    expect(admissions).toContain(`>${inDevanagariDigits(String(intakeDPharm))}<!-- --> <span`);
    expect(admissions).toContain(institution.choiceCode);
    expect(admissions).toContain(institution.collegeCode);
    // The numbered steps too: beside the apply form, on the admission process and the FAQs.
    for (const path of ["/mr/apply-now", "/mr/admissions/process", "/mr/faqs"]) {
      const page = (await t.app.inject({ url: path })).body;
      expect({ path, first: page.includes(">१</span>"), western: page.includes(">1</span>") }).toEqual({ path, first: true, western: false });
    }
  });

  it("offer staff their sign-in only as a small Marathi link in the footer, leading to the back office's English sign-in", async () => {
    const html = (await t.app.inject({ url: "/mr" })).body;
    const signIns = [...html.matchAll(/<a[^>]*href="(\/(?:mr\/)?login)"[^>]*>([^<]*)<\/a>/g)].map((match) => [match[1], match[2]]);
    expect(signIns).toEqual([["/login", "कर्मचारी साइन-इन"]]);
    expect(html.slice(html.indexOf("<footer"))).toContain('href="/login"');
    expect(html).not.toContain("लॉगिन");
  });

  it("say the footer's map texts in Marathi", async () => {
    const page = (await t.app.inject({ url: "/mr/about" })).body.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(page).toContain("मोठा नकाशा उघडा");
    expect(page).toContain("इथपर्यंत आल्यावर नकाशा दिसेल");
    expect(page).not.toMatch(/Open larger map|Map loads when|opens in a new tab/);
  });

  it("confirm an application in Marathi, with the time and the programme in Marathi", async () => {
    const applied = await t.app.inject({
      method: "POST",
      url: "/api/admissions/apply",
      payload: { ...sampleApplication, email: "marathi.confirmation@mail.example", programme: "dpharm" },
    });
    expect(applied.statusCode).toBe(201);
    const { receiptUrl } = applied.json<{ receiptUrl: string }>();
    const path = confirmationPathOf(receiptUrl);
    const page = (await t.app.inject({ url: `/mr${path}` })).body.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(mainHeading(page)).toBe("अर्ज मिळाला");
    // The receipt in the language of the page, the English one on the English page.
    expect(page).toContain(`href="${receiptUrl}?lang=mr" download=""`);
    expect((await t.app.inject({ url: path })).body).toContain(`href="${receiptUrl}" download=""`);
    expect(page).toContain(`धन्यवाद, ${sampleApplication.name}.`);
    expect(page).toContain("प्रवेश कार्यालयाशी संपर्क साधा");
    expect(page).toContain("<dd>डी.फार्म</dd>");
    expect(page).toMatch(/<dd>[०-९]+ [^<]*[०-९]{4}, (रात्री|पहाटे|सकाळी|दुपारी|सायंकाळी) [०-९]{1,2}:[०-९]{2}<\/dd>/);
    expect(page).not.toMatch(/\b[AP]M\b/);
    expect(page).not.toMatch(/Thank you|Contact the admissions office|Received<|Programme</);
  });

  it("link the English page and back (hreflang), each with its own canonical address", async () => {
    const marathi = await t.app.inject({ url: "/mr/apply-now" });
    const english = await t.app.inject({ url: "/apply-now" });
    for (const page of [marathi.body, english.body]) {
      expect(page).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/apply-now"/);
      expect(page).toMatch(/<link rel="alternate" hrefLang="mr" href="[^"]*\/mr\/apply-now"/);
    }
    expect(marathi.body).toMatch(/<link rel="canonical" href="[^"]*\/mr\/apply-now"/);
    expect(english.body).toMatch(/<link rel="canonical" href="[^"]*\/apply-now"/);
    expect(english.body).toMatch(/<html lang="en"/);
  });

  it("answer an unknown Marathi address with the Marathi 404, and an unknown prefix with the English one", async () => {
    const marathi = await t.app.inject({ url: "/mr/no-such-page" });
    expect(marathi.statusCode).toBe(404);
    expect(mainHeading(marathi.body)).toMatch(devanagari);
    const other = await t.app.inject({ url: "/xx/about" });
    expect(other.statusCode).toBe(404);
    expect(mainHeading(other.body)).toBe("404 Page Not Found");
  });

  it("suggest Marathi on the English home page to a browser that asks for it first, and not after the visitor chose English", async () => {
    // The banner's link itself (the catalog's words also travel in the page's data).
    const suggestion = /href="\/mr"[^>]*>मराठीत वाचा<\/a>/;
    const asksMarathi = { "accept-language": "mr-IN,mr;q=0.9,en;q=0.8" };
    expect((await t.app.inject({ url: "/" })).body).not.toMatch(suggestion);
    const suggested = await t.app.inject({ url: "/", headers: asksMarathi });
    expect(suggested.statusCode).toBe(200);
    expect(suggested.body).toMatch(suggestion);
    expect((await t.app.inject({ url: "/", headers: { ...asksMarathi, cookie: "lang=en" } })).body).not.toMatch(suggestion);
  });

  it("show a news item's Marathi title, and the English one where it has none", async () => {
    const headers = await t.adminHeaders();
    const expiryDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    for (const payload of [
      { title: "Merit list displayed", titleMr: "गुणवत्ता यादी प्रसिद्ध", expiryDate },
      { title: "Library closed on Friday", expiryDate },
    ]) {
      expect((await t.app.inject({ method: "POST", url: "/api/admin/latestnews", headers, payload })).statusCode).toBe(201);
    }
    // What the page shows, without the data for its script (which carries both titles).
    const shown = async (url: string) => {
      const page = (await t.app.inject({ url })).body;
      return page.slice(page.indexOf("<body")).replace(/<script[\s\S]*?<\/script>/g, "");
    };
    const marathi = await shown("/mr");
    expect(marathi).toContain("गुणवत्ता यादी प्रसिद्ध");
    expect(marathi).not.toContain("Merit list displayed");
    expect(marathi).toContain("Library closed on Friday");
    const english = await shown("/");
    expect(english).toContain("Merit list displayed");
    expect(english).not.toContain("गुणवत्ता यादी प्रसिद्ध");
    const listed = (await t.app.inject({ url: "/api/admin/latestnews" })).json() as { title: string; titleMr: string }[];
    expect(listed.map(({ title, titleMr }) => ({ title, titleMr }))).toEqual([
      { title: "Library closed on Friday", titleMr: "" },
      { title: "Merit list displayed", titleMr: "गुणवत्ता यादी प्रसिद्ध" },
    ]);
  });

  it("show an event's and a committee's Marathi words, and the English ones where none were given", async () => {
    const headers = await t.adminHeaders();
    const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers, payload });
    expect((await post("/api/admin/events", { title: "Blood donation camp", titleMr: "रक्तदान शिबिर", date: "2026-03-01" })).statusCode).toBe(201);
    expect((await post("/api/admin/events", { title: "Industrial visit to Nashik", date: "2026-03-02" })).statusCode).toBe(201);
    const events = (await t.app.inject({ url: "/mr/events" })).body;
    expect(events).toContain("रक्तदान शिबिर");
    expect(events).toContain("Industrial visit to Nashik");
    expect(events).toContain("आगामी कार्यक्रम");
    expect((await t.app.inject({ url: "/events" })).body).toContain("Blood donation camp");

    const members = [{ name: "Dr. Asha Patil", designation: "Principal", position: "Chairperson" }];
    const translated = { name: "Women Grievance Cell", nameMr: "महिला तक्रार निवारण कक्ष", description: "Hears complaints.", descriptionMr: "तक्रारी ऐकून घेते.", members };
    expect((await post("/api/admin/committees", translated)).statusCode).toBe(201);
    expect((await post("/api/admin/committees", { name: "Canteen Committee", description: "Looks after the canteen.", members })).statusCode).toBe(201);
    const committee = (await t.app.inject({ url: "/mr/committees/women-grievance-cell" })).body;
    expect(mainHeading(committee)).toBe("महिला तक्रार निवारण कक्ष");
    expect(committee).toContain("तक्रारी ऐकून घेते.");
    // The menu of every Marathi page names the committee in Marathi.
    expect((await t.app.inject({ url: "/mr/about" })).body).toMatch(/href="\/mr\/committees\/women-grievance-cell"[^>]*>महिला तक्रार निवारण कक्ष</);
    const untranslated = (await t.app.inject({ url: "/mr/committees/canteen-committee" })).body;
    expect(mainHeading(untranslated)).toBe("Canteen Committee");
    expect(untranslated).toContain("Looks after the canteen.");
    expect(untranslated).toContain(">सदस्य<");
    expect(mainHeading((await t.app.inject({ url: "/committees/women-grievance-cell" })).body)).toBe("Women Grievance Cell");
  });

  it("answer a missing record under /mr with the Marathi not-found page", async () => {
    for (const url of ["/mr/committees/no-such-committee", "/mr/management/faculty/details/no-such-person"]) {
      const response = await t.app.inject({ url });
      expect({ url, status: response.statusCode, lang: /<html lang="mr"/.test(response.body), heading: devanagari.test(mainHeading(response.body)) }).toEqual({
        url,
        status: 404,
        lang: true,
        heading: true,
      });
    }
  });
});
