import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committeePath, menuNameOf } from "../../../common/committee.collection";
import { feeStructure } from "../../../content/admissions";
import { initialSettings } from "../../../content/initial-settings";
import { institution } from "../../../content/institution";
import { footerQuickLinks, navGroups } from "../../../content/navigation";
import { programmes } from "../../../content/programmes";
import { pathIn } from "../../../app/i18n/locale";
import { sampleCommittees } from "../../seed/sample-committees";
import { sampleGoverningBody } from "../../seed/sample-governing-body";
import { confirmationPathOf } from "../../../common/admission.resource";
import { htmlErrors, type CheckedPage } from "../../../tests/support/html-checker";
import { grievance } from "../../../tests/support/json-write-routes";
import { renderedPage, textOf } from "../../../tests/support/rendered-page";
import { sampleApplication } from "../../../tests/support/sample-application";
import { smtpUrl, startSmtpServer } from "../../../tests/support/smtp-test-server";
import {
  seededAdmissionSteps,
  seededAwards,
  seededDisclosureParagraphs,
  seededFca,
  seededFeeContacts,
  seededGlanceFacts,
  seededLeadershipMessages,
  seededPrincipal,
  seededProgramme,
  seededTitle,
} from "../../../tests/support/seeded-words";
import { createSampleContentApp, type TestApp } from "../../../tests/support/test-app";

/**
 * What the English public pages of a new site with sample content say and link to, as the server
 * renders them: the text, tables, links and addresses a visitor meets before any script runs. What
 * the pages do in a browser (downloads, embedded PDFs, the FAQs' answers, moving between pages) is
 * tests/e2e/static-pages.spec.ts.
 */
const SITE = "https://college.example";
const SEEDING_TIMEOUT = 180_000;

let t: TestApp;
// The mail server receives the privacy request's acknowledgement, whose link opens the page that confirms it.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createSampleContentApp({ PUBLIC_URL: SITE, SMTP_URL: smtpUrl(smtp.port), MAIL_FROM: "College <office@college.example>" });
}, SEEDING_TIMEOUT);
afterAll(async () => {
  // The app first: its outbox may still be talking to the mail server.
  await t?.close();
  await smtp?.close();
});

const open = (url: string) => renderedPage(t.app, url);
const tel = (number: string) => `tel:${number.replace(/[^+\d]/g, "")}`;
const hrefOf = (element: Element) => element.getAttribute("href");

describe("the frame of every page", () => {
  it("offers staff their sign-in only as a small link in the footer, not among the top bar's contacts", async () => {
    const { document, page } = await open("/");
    const signIns = [...document.querySelectorAll('a[href="/login"]')];
    expect(signIns.map((link) => textOf(link))).toEqual(["Staff sign-in"]);
    expect(signIns[0]!.closest("footer")).toBe(page.getByRole("contentinfo"));
    expect(page.queryByRole("link", { name: /log ?in/i })).toBeNull();
  });

  it("leads from the footer to the grievance form", async () => {
    const { page } = await open("/committees/training-&-placement");
    const footer = page.getByRole("contentinfo");
    expect(Array.from(footer.querySelectorAll("a"), (link) => [textOf(link), hrefOf(link)])).toContainEqual(["Raise a grievance", "/grievance"]);
  });
});

it("the home page shows the hero, the feature cards, the departments, mission and vision, and leads to the form and the institute", async () => {
  const { heading1, main, mainElement } = await open("/");
  expect(heading1).toBe(`Welcome to ${institution.collegeName}`);
  const text = textOf(mainElement);
  expect(text).toContain(institution.tagline);
  const links = main.getAllByRole("link").map((link) => [textOf(link), hrefOf(link)]);
  expect(links).toEqual(
    expect.arrayContaining([
      ["Apply Now", "/apply-now"],
      ["About Us", "/about/institute-at-glance"],
      ["Learn More about our mission", "/about"],
      ["Learn More about our vision", "/about"],
    ]),
  );
  const headings = main.getAllByRole("heading").map(textOf);
  expect(headings).toEqual(
    expect.arrayContaining(["Quality Education", "Diverse Community", "Comprehensive Programs", "Excellence in Achievement", "Empowering Future Pharmacists", "A Centre of Excellence", "What Our Alumni Say"]),
  );
  const departments = main.getByRole("region", { name: "Our Departments" });
  expect(textOf(departments)).toContain(`Admissions Open ${initialSettings.academicYear}`);
  const departmentNames = Array.from(departments.querySelectorAll("h1, h2, h3, h4"), textOf);
  expect(departmentNames).toEqual(expect.arrayContaining(["Pharmaceutics", "Pharmaceutical Quality Assurance", "Pharmaceutical Chemistry", "Pharmacognosy"]));
});

describe("section landing pages", () => {
  // /admissions is a page of its own (admission information), not a landing page.
  for (const group of navGroups.filter((candidate) => candidate.basePath && candidate.basePath !== "/admissions")) {
    it(`${group.basePath} lists the pages of ${group.label}`, async () => {
      const { status, heading1, main, mainElement } = await open(group.basePath!);
      expect(status).toBe(200);
      expect(heading1).toBe(group.label);
      expect(textOf(mainElement)).toContain(group.description);
      // The Committees group lists the stored committees: on a new site, the seven it starts with.
      const children =
        group.id === "committees" ? sampleCommittees.map((committee) => ({ label: menuNameOf(committee), to: committeePath(committee.slug) })) : group.children;
      for (const link of children) expect(hrefOf(main.getByRole("link", { name: link.label })), link.label).toBe(link.to);
    });
  }
});

describe("about the institute", () => {
  it("institute at a glance shows the six facts", async () => {
    const { heading1, main } = await open("/about/institute-at-glance");
    expect(heading1).toBe("Institute at a Glance");
    const cards = main.getAllByRole("listitem").filter((item) => item.querySelector("h2"));
    expect(cards.map((card) => ({ label: textOf(card.querySelector("h2")), text: textOf(card) }))).toEqual(
      seededGlanceFacts.map((fact) => ({ label: fact.label, text: expect.stringContaining(fact.value) })),
    );
    expect(cards).toHaveLength(6);
    for (const value of ["2009-2010", "D.Pharm & B.Pharm", "2.5 Acres", "5,000+ Books", "12 Labs"]) expect(main.getByText(value)).toBeTruthy();
  });

  for (const message of seededLeadershipMessages) {
    it(`${message.heading} is at the menu's address and the apostrophe spelling redirects there`, async () => {
      const canonical = `/about/${message.slug}`;
      const redirect = await t.app.inject({ url: canonical.replace(/s-message$/, "'s-message") });
      expect(redirect.statusCode).toBe(301);
      expect(new URL(String(redirect.headers.location), "http://relative.invalid").pathname).toBe(canonical);

      const { status, heading1, mainElement } = await open(canonical);
      expect(status).toBe(200);
      expect(heading1).toBe(message.heading);
      expect(textOf(mainElement)).toContain(message.firstParagraph);
      expect(textOf(mainElement)).toContain(message.name);
    });
  }

  it("the principal's page shows her profile and links to her message", async () => {
    const { heading1, main, mainElement } = await open("/management/principal");
    expect(heading1).toBe("Principal");
    expect(main.getByRole("heading", { name: seededPrincipal.name })).toBeTruthy();
    expect(textOf(mainElement)).toContain(seededPrincipal.fact("Qualification"));
    const email = seededPrincipal.fact("Email");
    expect(hrefOf(main.getByRole("link", { name: email }))).toBe(`mailto:${email}`);
    expect(hrefOf(main.getByRole("link", { name: "Read the Principal's Message" }))).toBe("/about/principals-message");
  });
});

it("the governing body table has its four columns and 11 members", async () => {
  const { heading1, main } = await open("/management/governing-body");
  expect(heading1).toBe("Governing Body");
  const table = main.getByRole("table", { name: /Members of the Governing Body/ });
  const headers = Array.from(table.querySelectorAll("thead th"), textOf);
  expect(headers).toEqual(["Sr.No", "Name", "Designation", "Position"]);
  expect(sampleGoverningBody).toHaveLength(11);
  // Cells: Sr.No, Designation, Position (the name is the row header).
  const rows = Array.from(table.querySelectorAll("tbody tr"), (row) => ({ name: textOf(row.querySelector("th[scope=row]")), cells: Array.from(row.querySelectorAll("td"), textOf) }));
  expect(rows).toEqual(sampleGoverningBody.map((member, index) => ({ name: member.name, cells: [String(index + 1), member.designation, member.position] })));
});

describe("academics", () => {
  it("the overview links to both programmes and the calendar", async () => {
    const { heading1, main } = await open("/academics/overview");
    expect(heading1).toBe("Academics Overview");
    for (const programme of programmes) {
      expect(hrefOf(main.getByRole("link", { name: `${programme.name} details and syllabus` }))).toBe(`/academics/${programme.slug}`);
    }
    expect(hrefOf(main.getByRole("link", { name: "Academic calendar and timetable" }))).toBe("/academics/academic-calendar");
  });

  for (const programme of programmes) {
    const seeded = seededProgramme(programme.key);
    it(`${programme.name}: facts, syllabus download and WhatsApp share`, async () => {
      const { heading1, main, mainElement, document } = await open(`/academics/${programme.slug}`);
      expect(heading1).toBe(`${programme.name} — ${seeded.fullName}`);
      const facts = textOf(main.getByRole("region", { name: "Programme facts" }));
      expect(facts).toContain(seeded.fact("Duration"));
      expect(facts).toContain(`${initialSettings[programme.intakeSetting]} seats per year`);
      expect(facts).toContain(seeded.fact("Eligibility"));

      const pdfPath = `/api/pdfdownload/${programme.syllabusPdf}`;
      const download = main.getByRole("link", { name: "Download Syllabus PDF" });
      expect({ href: hrefOf(download), download: download.getAttribute("download") }).toEqual({ href: pdfPath, download: programme.syllabusPdf });

      const share = main.getByRole("link", { name: /Share on WhatsApp/ });
      const text = `${programme.name} Syllabus — ${seeded.fullName} ${SITE}${pdfPath}`;
      expect({ href: hrefOf(share), target: share.getAttribute("target"), rel: share.getAttribute("rel") }).toEqual({
        href: `https://wa.me/?text=${encodeURIComponent(text)}`,
        target: "_blank",
        rel: "noopener noreferrer",
      });
      // Embedded where the page has no script to embed it when the visitor scrolls to it.
      expect(document.querySelector(`iframe[title="${programme.name} Syllabus"]`)?.getAttribute("src")).toBe(pdfPath);
      expect(textOf(mainElement)).not.toContain("No syllabus available.");
    });
  }

  for (const path of ["/academics/academic-calendar", "/academics/university-calender"]) {
    it(`${path} offers the calendar and the timetable`, async () => {
      const { status, heading1, main, document } = await open(path);
      expect(status).toBe(200);
      expect(heading1).toBe("Academic Calendar");
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}/academics/academic-calendar`);
      expect(hrefOf(main.getByRole("link", { name: "Download Academic Calendar" }))).toBe("/api/pdfdownload/university_calender.pdf");
      expect(hrefOf(main.getByRole("link", { name: "Download Timetable" }))).toBe("/api/pdfdownload/timetable.pdf");
      expect(hrefOf(main.getByRole("link", { name: /Share on WhatsApp/ }))).toBe(
        `https://wa.me/?text=${encodeURIComponent(`Academic Calendar — ${institution.collegeName} ${SITE}/api/pdfdownload/university-calender.pdf`)}`,
      );
      expect(document.querySelector('iframe[title="Academic Calendar"]')?.getAttribute("src")).toBe("/api/pdfdownload/university-calender.pdf");
    });
  }
});

describe("committees", () => {
  // A new site shows the seven committees it starts with, as the site always has.
  for (const committee of sampleCommittees) {
    it(`${committee.name}: purpose and member table`, async () => {
      const { status, heading1, main, mainElement } = await open(committeePath(committee.slug));
      expect(status).toBe(200);
      expect(heading1).toBe(committee.name);
      expect(textOf(mainElement)).toContain(committee.description);

      const table = main.getByRole("table", { name: `Members of the ${committee.name}` });
      expect(Array.from(table.querySelectorAll("thead th"), textOf)).toEqual(["#", "Name", "Designation", "Position", "Contact", "Email"]);
      const rows = Array.from(table.querySelectorAll("tbody tr"));
      const members = committee.members ?? [];
      // Cells: #, Designation, Position, Contact, Email (the name is the row header).
      expect(rows.map((row) => ({ name: textOf(row.querySelector("th[scope=row]")), cells: Array.from(row.querySelectorAll("td"), textOf) }))).toEqual(
        members.map((member, index) => ({
          name: member.name,
          cells: [String(index + 1), member.designation, member.position, member.contact ?? "N/A", member.email ?? "N/A"],
        })),
      );
      for (const [index, member] of members.entries()) {
        const contact = rows[index]!.querySelectorAll("td")[3]!.querySelector("a");
        expect(contact && hrefOf(contact)).toBe(member.contact ? tel(member.contact) : null);
      }
    });
  }

  it("the anti-ragging page shows the toll-free helpline as a number to call; the others do not", async () => {
    const linksOf = async (path: string) => (await open(path)).page.getAllByRole("link").map((link) => ({ name: textOf(link), href: hrefOf(link) }));
    const call = `Call toll-free ${institution.antiRaggingTollFree}`;
    expect(await linksOf("/committees/anti-ragging")).toContainEqual({ name: call, href: tel(institution.antiRaggingTollFree) });
    expect((await linksOf("/committees/student-grievance")).filter((link) => link.name.startsWith("Call toll-free"))).toEqual([]);
  });

  it("the committees that hear grievances lead to the form, ragging and harassment with their kind chosen; the others do not", async () => {
    const grievanceLinks = async (path: string, name: string) =>
      (await open(path)).main.queryAllByRole("link", { name }).map((link) => hrefOf(link));
    expect(await grievanceLinks("/committees/anti-ragging", "Raise a grievance")).toEqual(["/grievance?category=ragging"]);
    expect(await grievanceLinks("/committees/anti-harassment", "Raise a grievance")).toEqual(["/grievance?category=sexual-harassment"]);
    expect(await grievanceLinks("/mr/committees/student-grievance", "तक्रार नोंदवा")).toEqual(["/mr/grievance"]);
    expect(await grievanceLinks("/committees/training-&-placement", "Raise a grievance")).toEqual([]);
  });

  it("an unknown committee is a 404 page inside the site's frame", async () => {
    const { status, heading1, page } = await open("/committees/no-such-committee");
    expect(status).toBe(404);
    expect(heading1).toBe("404 Page Not Found");
    expect(page.getByRole("navigation", { name: "Main" })).toBeTruthy();
  });

  it("a committee's page links to every other committee", async () => {
    const { page } = await open("/committees/training-&-placement");
    const strip = page.getByRole("navigation", { name: "Committees" });
    expect(Array.from(strip.querySelectorAll("a"), hrefOf)).toEqual(sampleCommittees.map((committee) => committeePath(committee.slug)));
  });
});

it("the mandatory disclosure explains itself, embeds the SIF and offers it for download", async () => {
  const { heading1, main, mainElement, document } = await open("/mandatory-disclosure");
  expect(heading1).toBe(seededTitle("mandatory-disclosure"));
  expect(textOf(mainElement)).toContain(seededDisclosureParagraphs[0]);
  expect(document.querySelector('iframe[title="Standard Information Format (SIF)"]')?.getAttribute("src")).toBe("/api/pdfdownload/SIF.pdf");
  expect(hrefOf(main.getByRole("link", { name: "Download Mandatory Disclosure (PDF)" }))).toBe("/api/pdfdownload/SIF.pdf");
});

it("awards shows six award cards", async () => {
  const { main } = await open("/awards");
  expect(seededAwards).toHaveLength(6);
  expect(main.getAllByRole("heading", { level: 2 }).map(textOf)).toEqual(seededAwards.map((award) => award.title));
  for (const award of seededAwards) {
    const card = textOf(main.getByRole("heading", { name: award.title }).closest("li"));
    expect(card).toContain(award.year);
    expect(card).toContain(award.awardedBy);
    expect(card).toContain(award.description);
  }
});

describe("course fees", () => {
  it("FRA: fee structure download, direct fallback link and fee contacts", async () => {
    const { heading1, main } = await open("/course-fees/fra");
    expect(heading1).toBe(seededTitle("course-fees-fra"));
    expect(hrefOf(main.getByRole("link", { name: "Download Fee Structure PDF" }))).toBe(`/api/pdfdownload/${feeStructure.pdfFile}`);
    const fallback = `/api/pdfdownload/${feeStructure.fallbackPdfFile}`;
    expect(hrefOf(main.getByRole("link", { name: "Open the fee structure directly" }))).toBe(fallback);
    const direct = await t.app.inject({ url: fallback });
    expect({ status: direct.statusCode, type: direct.headers["content-type"] }).toEqual({ status: 200, type: expect.stringContaining("application/pdf") });
    expect(seededFeeContacts.length).toBeGreaterThan(0);
    for (const contact of seededFeeContacts) {
      const card = main.getByRole("heading", { name: contact.name }).closest("article")!;
      expect(textOf(card)).toContain(contact.role);
      const links = Array.from(card.querySelectorAll("a"), (link) => ({ name: textOf(link), href: hrefOf(link) }));
      expect(links).toEqual(expect.arrayContaining([{ name: contact.phone, href: tel(contact.phone) }, { name: contact.email, href: `mailto:${contact.email}` }]));
    }
  });

  it("FCA: two years, 30 seats, graduation in any stream", async () => {
    const { heading1, main } = await open("/course-fees/fca");
    expect(heading1).toBe(`${seededFca.name} (FCA)`);
    expect(main.getAllByRole("definition").map(textOf)).toEqual(["2 Years", "30 seats", "Graduation in any stream from a recognised university"]);
    expect(seededFca.modules.length).toBeGreaterThan(0);
    for (const module of seededFca.modules) expect(main.getByText(module)).toBeTruthy();
  });
});

it("the admission process lists every step and links to the form", async () => {
  const { heading1, main } = await open("/admissions/process");
  expect(heading1).toBe("Admission Process");
  expect(seededAdmissionSteps.length).toBeGreaterThan(0);
  const headings = main.getAllByRole("heading").map(textOf);
  expect(headings).toEqual(expect.arrayContaining(seededAdmissionSteps.map((title, index) => `Step ${index + 1}: ${title}`)));
  expect(hrefOf(main.getByRole("link", { name: "Apply Now" }))).toBe("/apply-now");
});

describe("for search engines", () => {
  it("sitemap.xml lists every public page, faculty profile and notice in both languages, and each one answers", async () => {
    const response = await t.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

    const expected = [
      "/",
      ...navGroups.flatMap((group) => [group.basePath, ...group.children.map((link) => link.to)]).filter((path): path is string => Boolean(path)),
      "/mandatory-disclosure",
      ...footerQuickLinks.map((link) => link.to),
      // The privacy notice, linked from every page's footer.
      "/privacy",
    ];
    const committees = (await t.app.inject({ url: "/api/committees" })).json<{ slug: string }[]>();
    expected.push(...committees.map((committee) => committeePath(committee.slug)));
    const faculty = (await t.app.inject({ url: "/api/admin/faculty" })).json<{ id: string }[]>();
    expect(faculty.length).toBeGreaterThan(0);
    expected.push(...faculty.map((member) => `/management/faculty/details/${member.id}`));
    const notices = (await t.app.inject({ url: "/api/notices" })).json<{ _id: string }[]>();
    expect(notices.length).toBeGreaterThan(0);
    expected.push(...notices.map((notice) => `/notices/${notice._id}`));
    // Every page in both languages, so a search engine finds the Marathi pages too: English at its path, Marathi under /mr.
    const inBothLanguages = expected.flatMap((path) => [path, pathIn("mr", path)]);
    expect(new Set(locations)).toEqual(new Set(inBothLanguages.map((path) => `${SITE}${path}`)));
    expect(locations).toHaveLength(new Set(locations).size);

    for (const location of locations) {
      const answer = await t.app.inject({ url: encodeURI(location.slice(SITE.length)) });
      expect({ location, status: answer.statusCode }).toEqual({ location, status: 200 });
    }
  });

  it("robots.txt allows the site, keeps out the back office and names the sitemap", async () => {
    const response = await t.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.body.split("\n")).toEqual(
      expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /login", `Sitemap: ${SITE}/sitemap.xml`]),
    );
  });

  it("each page has its own title, description, canonical address and share image", async () => {
    const { document } = await open("/faqs");
    expect(document.title).toBe(`Frequently Asked Questions | ${institution.collegeName}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/eligibility/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}/faqs`);
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(`${SITE}/og-image.png`);
    const image = await t.app.inject({ url: "/og-image.png" });
    expect({ status: image.statusCode, type: image.headers["content-type"] }).toEqual({ status: 200, type: "image/png" });
  });
});

describe("for every browser", () => {
  /** A form posted without script, as a browser sends it. */
  const post = (path: string, fields: Record<string, string | number>) =>
    t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
      payload: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString(),
    });

  it("puts each problem of a posted form under its own field, as the server named it", async () => {
    const response = await post("/apply-now", { ...sampleApplication, email: "not-an-email", tenthPassingYear: 1999 });
    expect(response.statusCode).toBe(400);
    const { document } = new JSDOM(response.body).window;
    const messageUnder = (field: string) => document.getElementById(`apply-${field}`)?.getAttribute("aria-describedby")?.split(" ").map((id) => document.getElementById(id)?.textContent).join(" ");
    expect(messageUnder("email")).toMatch(/email/i);
    expect(messageUnder("tenthPassingYear")).toMatch(/2000/);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2);
  });

  it("every page is valid HTML: each page of the sitemap, each form and what it answers, and the pages after it, in both languages", { timeout: 240_000 }, async () => {
    const sitemap = await t.app.inject({ url: "/sitemap.xml" });
    const sitemapPaths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&").slice(SITE.length));
    expect(sitemapPaths.length).toBeGreaterThan(90);
    const pages: CheckedPage[] = [];
    const add = (name: string, response: { statusCode: number; body: string }, status = 200) => {
      expect({ name, status: response.statusCode }).toEqual({ name, status });
      pages.push({ name, html: response.body });
    };
    // The search's pages: asked nothing, results with their marks, nothing found.
    const searchPaths = ["/search", "/search?q=fees", "/mr/search?q=शुल्क", "/mr/search?q=zzqvx"];
    for (const path of [...sitemapPaths, "/grievance", "/mr/grievance", "/login", ...searchPaths]) add(path, await t.app.inject({ url: encodeURI(path) }));
    for (const path of ["/no-such-page", "/mr/no-such-page"]) add(path, await t.app.inject({ url: path }), 404);

    for (const language of ["en", "mr"] as const) {
      const at = (path: string) => pathIn(language, path);
      // Each form refused with every field's message, then accepted with its number and links.
      add(`${at("/apply-now")} (posted empty)`, await post(at("/apply-now"), {}), 400);
      add(`${at("/apply-now")} (posted)`, await post(at("/apply-now"), { ...sampleApplication, email: `valid.${language}@mail.example`, programme: "bpharm" }));
      add(`${at("/grievance")} (posted empty)`, await post(at("/grievance"), {}), 400);
      add(`${at("/grievance")} (posted)`, await post(at("/grievance"), { ...grievance(), category: "ragging" }));
      // The pages a family opens afterwards: the application's confirmation and the grievance's status.
      const applied = await t.app.inject({ method: "POST", url: "/api/admissions/apply", payload: { ...sampleApplication, email: `after.${language}@mail.example` } });
      add(`${at("/apply-now")} (its confirmation page)`, await t.app.inject({ url: at(confirmationPathOf(applied.json<{ receiptUrl: string }>().receiptUrl)) }));
      const filed = await t.app.inject({ method: "POST", url: "/api/grievances", payload: { ...grievance(), category: "ragging", language } });
      add(`${at("/grievance")} (its status page)`, await t.app.inject({ url: new URL(filed.json<{ statusUrl: string }>().statusUrl, SITE).pathname }));
      // The privacy request form, its answers, and the pages its links open: the status page and the acknowledgement's confirmation.
      const asked = { name: "Asha Pawar", email: `privacy.${language}@mail.example`, mobile: "9822045678", kind: "access", details: "Please send me a copy of my application." };
      add(`${at("/privacy/request")} (posted empty)`, await post(at("/privacy/request"), {}), 400);
      const requested = await post(at("/privacy/request"), asked);
      add(`${at("/privacy/request")} (posted)`, requested);
      const statusPath = new JSDOM(requested.body).window.document.querySelector('main a[href*="/privacy/request/status/"]')!.getAttribute("href")!;
      add(`${at("/privacy/request")} (its status page)`, await t.app.inject({ url: statusPath }));
      const acknowledgement = await smtp.messageTo(asked.email);
      const confirmLink = acknowledgement.text!.split("\n").find((line) => line.includes("/privacy/request/confirm/"))!;
      add(`${at("/privacy/request")} (its confirmation page)`, await t.app.inject({ url: new URL(confirmLink).pathname }));
    }

    expect(await htmlErrors(pages)).toEqual([]);
  });
});
