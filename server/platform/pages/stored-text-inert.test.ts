import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathIn } from "../../../app/i18n/locale";
import { confirmationPathOf } from "../../../common/admission.resource";
import { IMAGE_SECTIONS } from "../../../common/image.collection";
import type { Page as PageRecord } from "../../../common/page.schema";
import { initialSettings } from "../../../content/initial-settings";
import { navGroups } from "../../../content/navigation";
import { stateHolidaysOf } from "../../resources/holidays/initial-holidays";
import { grievance } from "../../../tests/support/json-write-routes";
import { sampleApplication } from "../../../tests/support/sample-application";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * What a clerk or a family types is shown as text, never as markup: markup, script and
 * `javascript:` links stored in every text field of every kind of record the public pages show, and
 * in a page's Markdown, come out of the server inert on every public page, in both languages. The
 * pages are read as a browser parses them (JSDOM), the data handed to their script included: an
 * element the words would make is looked for, not a dialog, because the pages' Content-Security-
 * Policy would stop an injected handler from running anyway; the escaping is what this checks.
 * That nothing runs once a page's script has taken over is tests/e2e/stored-content-safety.spec.ts;
 * the back office, which draws its records in the browser, is tests/e2e/admin-accessibility.spec.ts.
 */

const SITE = "https://college.example";
// One window's parser for every page: a window of its own for each page took twice as long.
const parser = new new JSDOM().window.DOMParser();
const parsed = (html: string) => parser.parseFromString(html, "text/html");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE, ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}) });
}, 120_000);
afterAll(() => t?.close());

const tag = "inert7q";
/** Each part tries another way in; short enough for every field (the shortest takes 100 characters). */
const payload = (field: string) => `<script>alert(1)</script><img src=x onerror=alert(2)><svg onload=alert(3)> ${field} ${tag}`;

async function call(method: "POST" | "PUT", url: string, payload: unknown, status = method === "POST" ? 201 : 200) {
  const response = await t.app.inject({ method, url, payload: payload as object, headers: await t.adminHeaders() });
  expect({ url, status: response.statusCode, body: response.statusCode === status ? "" : response.body }).toEqual({ url, status, body: "" });
  return response;
}

/** A day of the academic year the site starts with (the academic calendar lists its holidays) that is no state holiday. */
function holidayDate() {
  const year = Number(initialSettings.academicYear.slice(0, 4));
  const taken = new Set(stateHolidaysOf(year).map((holiday) => holiday.date));
  return Array.from({ length: 30 }, (_, day) => `${year}-06-${String(day + 1).padStart(2, "0")}`).find((date) => !taken.has(date))!;
}

const person = (kind: string) => ({
  name: payload(`${kind} name`),
  designation: payload(`${kind} role`),
  qualification: payload(`${kind} degree`),
  experience: payload(`${kind} years`),
  dateOfJoining: "2020-06-15",
  email: `safety.${kind}@example.org`,
  mobile: "98765 43210",
});

/** What a page shows that the stored words could have made of it, counted; all zero when they stayed text. */
function madeOf(document: Document) {
  const linksTo = (scheme: RegExp) => [...document.querySelectorAll("[href], [src]")].filter((element) => scheme.test(element.getAttribute("href") ?? element.getAttribute("src") ?? "")).length;
  return {
    scripts: [...document.scripts].filter((script) => /^alert\(\d+\)$/.test(script.textContent?.trim() ?? "")).length,
    images: document.querySelectorAll('img[src="x"], img[onerror]').length,
    svgs: document.querySelectorAll("svg[onload]").length,
    // No element of the page carries an event handler of its own: every one there came from the words.
    handlers: [...document.querySelectorAll("body *")].filter((element) => [...element.attributes].some((attribute) => /^on/i.test(attribute.name))).length,
    scriptLinks: linksTo(/^\s*javascript:/i),
    dataLinks: linksTo(/^\s*data:/i),
  };
}
const inert = { scripts: 0, images: 0, svgs: 0, handlers: 0, scriptLinks: 0, dataLinks: 0 };

/** The text of part of a page as a visitor reads it, without the data for the page's script. */
function textOf(element: Element) {
  const copy = element.cloneNode(true) as Element;
  for (const script of copy.querySelectorAll("script")) script.remove();
  return copy.textContent ?? "";
}

describe("text stored with markup, script and javascript: links", () => {
  it("is refused where a field is a link, however it is written", async () => {
    for (const [url, body] of [
      ["/api/admin/latestnews", { title: `Safety ${tag}`, expiryDate: "2999-12-31", path: "javascript:alert(3)" }],
      ["/api/testimonials", { name: "Safety", batch: "B.Pharm", quote: "Safe", image: "javascript:alert(3)" }],
      ["/api/admin/images", { url: "JavaScript:alert(3)", section: "gallery" }],
      ["/api/admin/faculty", { ...person("link"), department: "bpharm", photo: " JavaScript:alert(3)" }],
      ["/api/admin/notices", { title: `Safety ${tag}`, category: "general", file: "javascript:alert(3)" }],
    ] as const) {
      await call("POST", url, body, 400);
    }
  });

  // Some 85 pages, each rendered for the first time: on the loaded 2-core machine this took up to two minutes.
  it("is shown as text on every public page, in both languages", { timeout: 240_000 }, async () => {
    await call("POST", "/api/admin/faculty", { ...person("faculty"), department: "bpharm" });
    await call("POST", "/api/admin/nonteachingstaff", person("staff"));
    await call("POST", "/api/admin/latestnews", { title: payload("news title"), titleMr: payload("news titlemr"), expiryDate: "2999-12-31", path: "" });
    const notice = (
      await call("POST", "/api/admin/notices", {
        title: payload("notice title"),
        titleMr: payload("notice titlemr"),
        body: payload("notice body"),
        bodyMr: payload("notice bodymr"),
        category: "general",
      })
    ).json<{ notice: { _id: string } }>().notice;
    await call("POST", "/api/admin/holidays", { date: holidayDate(), name: payload("holiday name"), nameMr: payload("holiday namemr") });
    await call("POST", "/api/admin/events", {
      title: payload("event title"),
      titleMr: payload("event titlemr"),
      date: "2999-02-28",
      description: payload("event description"),
      descriptionMr: payload("event descriptionmr"),
    });
    // The committees the menu links to by name (the Students' Corner's), which a site without sample content lacks.
    const menuCommittees = navGroups.flatMap((group) => group.children).filter((link) => link.to.startsWith("/committees/"));
    expect(menuCommittees.length).toBeGreaterThan(0);
    for (const link of menuCommittees) {
      await call("POST", "/api/admin/committees", {
        slug: link.to.slice("/committees/".length),
        name: payload("committee name"),
        nameMr: payload("committee namemr"),
        description: payload("committee description"),
        descriptionMr: payload("committee descriptionmr"),
        members: [
          {
            name: payload("committee member"),
            designation: payload("committee role"),
            designationMr: payload("committee rolemr"),
            position: payload("committee seat"),
            positionMr: payload("committee seatmr"),
          },
        ],
      });
    }
    await call("POST", "/api/testimonials", { name: payload("testimonial name"), batch: payload("testimonial batch"), quote: payload("testimonial quote") });
    for (const section of IMAGE_SECTIONS) {
      await call("POST", "/api/admin/images", {
        url: "/logos/college-logo.svg",
        section,
        title: payload(`${section}picture title`),
        description: payload(`${section}picture description`),
        caption: payload(`${section}picture caption`),
      });
    }
    // What a family typed, on the pages they open afterwards: the application's confirmation and the grievance's status.
    const applied = await t.app.inject({
      method: "POST",
      url: "/api/admissions/apply",
      payload: { ...sampleApplication, name: payload("applicant name"), education: payload("applicant education"), tenthSchoolName: payload("applicant school"), twelfthCollegeName: payload("applicant college") },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const filed = await t.app.inject({
      method: "POST",
      url: "/api/grievances",
      payload: { ...grievance(), name: payload("grievance name"), subject: payload("grievance subject"), description: payload("grievance description") },
    });
    expect(filed.statusCode, filed.body).toBe(201);

    const sitemap = await t.app.inject({ url: "/sitemap.xml" });
    const sitemapPaths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&").slice(SITE.length));
    expect(sitemapPaths).toEqual(expect.arrayContaining(["/", "/mr", `/notices/${notice._id}`, `/mr/notices/${notice._id}`, "/mr/academics/academic-calendar"]));
    const confirmationPath = confirmationPathOf(applied.json<{ receiptUrl: string }>().receiptUrl);
    const paths = [
      ...sitemapPaths,
      ...["/grievance", `/search?q=${tag}`, confirmationPath].flatMap((path) => [path, pathIn("mr", path)]),
      // In the language the grievance was filed in.
      new URL(filed.json<{ statusUrl: string }>().statusUrl, SITE).pathname,
      "/login",
    ];

    const shown = new Set<string>();
    for (const path of paths) {
      const response = await t.app.inject({ url: encodeURI(path) });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
      const document = parsed(response.body);
      expect({ path, ...madeOf(document) }).toEqual({ path, ...inert });
      for (const match of textOf(document.body).matchAll(new RegExp(`<svg onload=alert\\(3\\)> (\\w+) [\\w ]+ ${tag}`, "g"))) shown.add(match[1]!);
    }
    // The words are there, as text: some field of each kind of record, on the pages that show it
    // (no public page shows the laboratories' pictures).
    const kinds = ["faculty", "staff", "news", "notice", "holiday", "event", "committee", "testimonial", "applicant", "grievance"];
    expect([...shown].sort()).toEqual([...kinds, ...IMAGE_SECTIONS.filter((section) => section !== "laboratories").map((section) => `${section}picture`)].sort());
  });

  it("in a page's Markdown, with handlers and javascript: or data: links however written, is shown as text on the page and its Marathi twin", async () => {
    const hostile = (language: string) =>
      [
        payload(`page body ${language}`),
        `<a href="javascript:alert(4)" onclick="alert(5)">markup link</a> <p onmouseover="alert(6)">${language}</p>`,
        "[script link](javascript:alert(7)) [mixed case](JaVaScRiPt:alert(8)) [entity](&#106;avascript:alert(9)) <javascript:alert(10)>",
        "[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMSk8L3NjcmlwdD4=) ![picture](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTIpPjwvc3ZnPg==)",
        `| <b onclick="alert(13)">cell</b> |\n|---|\n| <img src=x onerror=alert(14)> |`,
      ].join("\n\n");
    const before = (await t.app.inject({ url: "/api/pages/refund-policy" })).json<PageRecord>();
    await call("PUT", "/api/admin/pages/refund-policy", {
      title: before.title,
      titleMr: before.titleMr,
      sections: [...before.sections, { heading: payload("page heading"), headingMr: payload("page heading mr"), body: hostile("en"), bodyMr: hostile("mr"), image: "" }],
    });
    for (const [path, language] of [
      ["/admissions/refund-policy", "en"],
      ["/mr/admissions/refund-policy", "mr"],
    ] as const) {
      const document = parsed((await t.app.inject({ url: path })).body);
      expect({ path, ...madeOf(document) }).toEqual({ path, ...inert });
      const text = textOf(document.querySelector("main")!);
      for (const words of [payload(`page heading${language === "mr" ? " mr" : ""}`), payload(`page body ${language}`), "[script link](javascript:alert(7))", '<b onclick="alert(13)">cell</b>']) {
        expect({ path, words, shown: text.includes(words) }).toEqual({ path, words, shown: true });
      }
    }
  });
});
