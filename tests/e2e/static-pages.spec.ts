import type { Page } from "@playwright/test";
import { feeStructure } from "../../content/admissions";
import { initialSettings } from "../../content/initial-settings";
import { institution } from "../../content/institution";
import { footerQuickLinks, navGroups } from "../../content/navigation";
import { programmes } from "../../content/programmes";
import {
  seededAdmissionSteps,
  seededAwards,
  seededDisclosureParagraphs,
  seededFaqs,
  seededFca,
  seededFeeContacts,
  seededGlanceFacts,
  seededLeadershipMessages,
  seededPrincipal,
  seededProgramme,
  seededTitle,
} from "../support/seeded-words";
import { committeePath, menuNameOf } from "../../common/committee.resource";
import { sampleCommittees } from "../../server/seed/sample-committees";
import { sampleGoverningBody } from "../../server/seed/sample-governing-body";
import { exclusively } from "./exclusive";
import { expect, shownWhollyIn, test } from "./fixtures";
import { pathIn } from "../../app/i18n/locale";

const origin = (page: Page) => new URL(page.url()).origin;

/**
 * The text of the next alert, once the alert is closed: the test may end as soon as it has the
 * text, and closing an alert of a page already torn down fails ("No dialog is showing").
 */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve, reject) =>
    page.once("dialog", (dialog) => {
      dialog.dismiss().then(() => resolve(dialog.message()), reject);
    }),
  );
}

const heading1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** An embedded PDF viewer creates its frame once the visitor scrolls near it; this scrolls there. */
async function pdfFrame(page: Page, title: string) {
  await page.getByRole("figure", { name: title }).scrollIntoViewIfNeeded();
  return page.locator(`iframe[title="${title}"]`);
}

test.describe("section landing pages", () => {
  // /admissions is a page of its own (admission information), not a landing page.
  for (const group of navGroups.filter((candidate) => candidate.basePath && candidate.basePath !== "/admissions")) {
    test(`${group.basePath} lists the pages of ${group.label}`, async ({ page }) => {
      const response = await page.goto(group.basePath!);
      expect(response?.status()).toBe(200);
      await expect(heading1(page)).toHaveText(group.label);
      await expect(page.getByText(group.description)).toBeVisible();
      const main = page.getByRole("main");
      // The Committees group lists the stored committees: on a new site, the seven it starts with.
      const children = group.id === "committees" ? sampleCommittees.map((committee) => ({ label: menuNameOf(committee), to: committeePath(committee.slug) })) : group.children;
      for (const link of children) {
        await expect(main.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
      }
    });
  }
});

test.describe("about the institute", () => {
  test("institute at a glance shows the six facts", async ({ page }) => {
    await page.goto("/about/institute-at-glance");
    await expect(heading1(page)).toHaveText("Institute at a Glance");
    const cards = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(6);
    for (const [index, fact] of seededGlanceFacts.entries()) {
      await expect(cards.nth(index).getByRole("heading")).toHaveText(fact.label);
      await expect(cards.nth(index)).toContainText(fact.value);
    }
    for (const value of ["2009-2010", "D.Pharm & B.Pharm", "2.5 Acres", "5,000+ Books", "12 Labs"]) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    }
  });

  for (const message of seededLeadershipMessages) {
    test(`${message.heading} is at the menu's address and the apostrophe spelling redirects there`, async ({ page }) => {
      const canonical = `/about/${message.slug}`;
      const apostrophe = canonical.replace(/s-message$/, "'s-message");

      const redirect = await page.request.get(apostrophe, { maxRedirects: 0 });
      expect(redirect.status()).toBe(301);
      expect(new URL(redirect.headers()["location"]!, "http://relative.invalid").pathname).toBe(canonical);

      await page.goto(apostrophe);
      await expect(page).toHaveURL(new RegExp(`${canonical.replace(/\./g, "\\.")}$`));
      await expect(heading1(page)).toHaveText(message.heading);
      await expect(page.getByText(message.firstParagraph)).toBeVisible();
      await expect(page.getByText(message.name).first()).toBeVisible();
    });
  }

  test("the principal's page shows her profile and links to her message", async ({ page }) => {
    await page.goto("/management/principal");
    await expect(heading1(page)).toHaveText("Principal");
    await expect(page.getByRole("heading", { name: seededPrincipal.name })).toBeVisible();
    await expect(page.getByText(seededPrincipal.fact("Qualification"))).toBeVisible();
    const email = seededPrincipal.fact("Email");
    await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await page.getByRole("link", { name: "Read the Principal's Message" }).click();
    await expect(heading1(page)).toHaveText("Principal's Message");
  });
});

test("the governing body table has its four columns and 11 members", async ({ page }) => {
  // Not while the governing body screen's test has changed them for a moment.
  await exclusively("governing-body", async () => {
    await page.goto("/management/governing-body");
    await expect(heading1(page)).toHaveText("Governing Body");
    const table = page.getByRole("table", { name: /Members of the Governing Body/ });
    await expect(table.getByRole("columnheader")).toHaveText(["Sr.No", "Name", "Designation", "Position"]);
    const rows = table.getByRole("rowgroup").last().getByRole("row");
    await expect(rows).toHaveCount(11);
    expect(sampleGoverningBody).toHaveLength(11);
    for (const [index, member] of sampleGoverningBody.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole("cell").first()).toHaveAccessibleName(String(index + 1));
      await expect(row.getByRole("rowheader")).toHaveText(member.name);
      await expect(row).toContainText(member.position);
      await expect(row).toContainText(member.designation);
    }
  });
});

test.describe("academics", () => {
  test("the overview links to both programmes and the calendar", async ({ page }) => {
    await page.goto("/academics/overview");
    await expect(heading1(page)).toHaveText("Academics Overview");
    for (const programme of programmes) {
      await expect(page.getByRole("link", { name: `${programme.name} details and syllabus` })).toHaveAttribute(
        "href",
        `/academics/${programme.slug}`,
      );
    }
    await expect(page.getByRole("link", { name: "Academic calendar and timetable" })).toBeVisible();
  });

  for (const programme of programmes) {
    const seeded = seededProgramme(programme.key);
    test(`${programme.name}: facts, syllabus download, WhatsApp share and embedded syllabus`, async ({ page }) => {
      await page.goto(`/academics/${programme.slug}`);
      await expect(heading1(page)).toHaveText(`${programme.name} — ${seeded.fullName}`);
      const facts = page.getByRole("region", { name: "Programme facts" });
      await expect(facts).toContainText(seeded.fact("Duration"));
      await expect(facts).toContainText(`${initialSettings[programme.intakeSetting]} seats per year`);
      await expect(facts).toContainText(seeded.fact("Eligibility"));

      const pdfPath = `/api/pdfdownload/${programme.syllabusPdf}`;
      const download = page.getByRole("link", { name: "Download Syllabus PDF" });
      await expect(download).toHaveAttribute("href", pdfPath);
      await expect(download).toHaveAttribute("download", programme.syllabusPdf);

      const share = page.getByRole("link", { name: /Share on WhatsApp/ });
      const text = `${programme.name} Syllabus — ${seeded.fullName} ${origin(page)}${pdfPath}`;
      await expect(share).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(text)}`);
      await expect(share).toHaveAttribute("target", "_blank");
      await expect(share).toHaveAttribute("rel", "noopener noreferrer");

      await expect(await pdfFrame(page, `${programme.name} Syllabus`)).toHaveAttribute("src", pdfPath);
      await expect(page.getByText("No syllabus available.")).toBeHidden();
      const downloaded = page.waitForEvent("download");
      await download.click();
      expect((await downloaded).suggestedFilename()).toBe(programme.syllabusPdf);
    });
  }

  for (const path of ["/academics/academic-calendar", "/academics/university-calender"]) {
    test(`${path} offers the calendar and the timetable`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(heading1(page)).toHaveText("Academic Calendar");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin(page)}/academics/academic-calendar`);
      await expect(page.getByRole("link", { name: "Download Academic Calendar" })).toHaveAttribute(
        "href",
        "/api/pdfdownload/university_calender.pdf",
      );
      await expect(page.getByRole("link", { name: "Download Timetable" })).toHaveAttribute("href", "/api/pdfdownload/timetable.pdf");
      await expect(page.getByRole("link", { name: /Share on WhatsApp/ })).toHaveAttribute(
        "href",
        `https://wa.me/?text=${encodeURIComponent(`Academic Calendar — ${institution.collegeName} ${origin(page)}/api/pdfdownload/university-calender.pdf`)}`,
      );
      await expect(await pdfFrame(page, "Academic Calendar")).toHaveAttribute("src", "/api/pdfdownload/university-calender.pdf");
    });
  }

  // On a phone the viewer is far below the first screen.
  test("the embedded syllabus is downloaded only when the visitor scrolls to it", { tag: "@phone" }, async ({ page }) => {
    const pdfRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".pdf")) pdfRequests.push(request.url());
    });
    await page.goto("/academics/b.pharm");
    expect(pdfRequests).toEqual([]);
    await pdfFrame(page, "B.Pharm Syllabus");
    await expect(page.getByRole("status").filter({ hasText: "Loading syllabus" })).toHaveCount(0);
    expect(pdfRequests.length).toBeGreaterThan(0);
  });

  test("a failed timetable download explains itself in the timetable's words", async ({ page }) => {
    await page.goto("/academics/academic-calendar");
    await page.route("**/api/pdfdownload/timetable.pdf", (route) => route.fulfill({ status: 500, body: "" }));
    const alert = nextAlert(page);
    await page.getByRole("link", { name: "Download Timetable" }).click();
    expect(await alert).toBe("Error downloading Timetable PDF. Please try again later.");
  });
});

test.describe("committees", () => {
  // A new site shows the seven committees it starts with, as the site always has.
  for (const committee of sampleCommittees) {
    test(`${committee.name}: purpose and member table`, async ({ page }) => {
      const response = await page.goto(committeePath(committee.slug));
      expect(response?.status()).toBe(200);
      await expect(heading1(page)).toHaveText(committee.name);
      await expect(page.getByText(committee.description!)).toBeVisible();

      const table = page.getByRole("table", { name: `Members of the ${committee.name}` });
      await expect(table.getByRole("columnheader")).toHaveText(["#", "Name", "Designation", "Position", "Contact", "Email"]);
      const rows = table.getByRole("rowgroup").last().getByRole("row");
      const members = committee.members ?? [];
      await expect(rows).toHaveCount(members.length);
      for (const [index, member] of members.entries()) {
        // Cells: #, Designation, Position, Contact, Email (the name is the row header).
        const cells = rows.nth(index).getByRole("cell");
        await expect(rows.nth(index).getByRole("rowheader")).toHaveText(member.name);
        await expect(cells.nth(0)).toHaveAccessibleName(String(index + 1));
        await expect(cells.nth(1)).toHaveAccessibleName(member.designation);
        await expect(cells.nth(2)).toHaveAccessibleName(member.position);
        await expect(cells.nth(3)).toHaveAccessibleName(member.contact ?? "N/A");
        await expect(cells.nth(4)).toHaveAccessibleName(member.email ?? "N/A");
        if (member.contact) {
          await expect(cells.nth(3).getByRole("link")).toHaveAttribute("href", `tel:${member.contact.replace(/[^+\d]/g, "")}`);
        }
      }
      const missing = members.filter((member) => !member.contact).length + members.filter((member) => !member.email).length;
      await expect(table.getByRole("cell", { name: "N/A", exact: true })).toHaveCount(missing);
    });
  }

  test("the anti-ragging page shows the toll-free helpline as a number to call", async ({ page }) => {
    await page.goto("/committees/anti-ragging");
    const call = page.getByRole("link", { name: `Call toll-free ${institution.antiRaggingTollFree}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:${institution.antiRaggingTollFree.replace(/[^+\d]/g, "")}`);
  });

  test("other committees do not show the helpline", async ({ page }) => {
    await page.goto("/committees/student-grievance");
    await expect(page.getByRole("link", { name: /Call toll-free/ })).toHaveCount(0);
  });

  test("an unknown committee is a 404 page inside the site's frame", async ({ page }) => {
    const response = await page.goto("/committees/no-such-committee");
    expect(response?.status()).toBe(404);
    await expect(heading1(page)).toHaveText("404 Page Not Found");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("the committee links move between committees", async ({ page }) => {
    await page.goto("/committees/training-&-placement");
    await page.getByRole("navigation", { name: "Committees" }).getByRole("link", { name: "SC/ST Cell" }).click();
    await expect(page).toHaveURL(/\/committees\/sc-st-cell$/);
    await expect(heading1(page)).toHaveText("SC/ST Cell");
  });

  test("on a phone the committee strip shows the current committee whole, where the page opens and after a move", { tag: "@phone" }, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const strip = page.getByRole("navigation", { name: "Committees" });
    await page.goto("/committees/anti-ragging");
    await expect.poll(() => shownWhollyIn(strip, strip.getByRole("link", { name: "Anti-Ragging" }))).toBe(true);
    await strip.getByRole("link", { name: "Anti-Harassment" }).click();
    await expect(page).toHaveURL(/\/committees\/anti-harassment$/);
    await expect.poll(() => shownWhollyIn(strip, strip.getByRole("link", { name: "Anti-Harassment" }))).toBe(true);
  });
});

test.describe("mandatory disclosure", () => {
  test("explains the disclosure, embeds the SIF and downloads it", async ({ page }) => {
    await page.goto("/mandatory-disclosure");
    await expect(heading1(page)).toHaveText(seededTitle("mandatory-disclosure"));
    await expect(page.getByText(seededDisclosureParagraphs[0]!)).toBeVisible();
    await expect(await pdfFrame(page, "Standard Information Format (SIF)")).toHaveAttribute("src", "/api/pdfdownload/SIF.pdf");
    const link = page.getByRole("link", { name: "Download Mandatory Disclosure (PDF)" });
    await expect(link).toHaveAttribute("href", "/api/pdfdownload/SIF.pdf");
    const downloaded = page.waitForEvent("download");
    await link.click();
    expect((await downloaded).suggestedFilename()).toBe("SIF.pdf");
  });

  test("a failed download shows the spec's alert", async ({ page }) => {
    await page.goto("/mandatory-disclosure");
    await page.route("**/api/pdfdownload/SIF.pdf", (route) => route.fulfill({ status: 404, body: "" }));
    const alert = nextAlert(page);
    await page.getByRole("link", { name: "Download Mandatory Disclosure (PDF)" }).click();
    expect(await alert).toBe("Error downloading PDF. Please try again later.");
  });

  test("the embedded PDF loads when scrolled to, and its spinner goes", async ({ page }) => {
    await page.goto("/mandatory-disclosure");
    await pdfFrame(page, "Standard Information Format (SIF)");
    await expect(page.getByRole("status").filter({ hasText: "Loading disclosure document" })).toHaveCount(0);
  });
});

test.describe("FAQs", () => {
  const faqs = seededFaqs;
  test("eight questions; one answer open at a time; the open one closes again", async ({ page }) => {
    await page.goto("/faqs");
    await expect(heading1(page)).toHaveText("Frequently Asked Questions");
    expect(faqs).toHaveLength(8);
    const questions = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button");
    await expect(questions).toHaveCount(8);
    await expect(questions).toHaveText(faqs.map((faq) => new RegExp(faq.question.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))));
    for (let index = 0; index < 8; index++) await expect(questions.nth(index)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(faqs[0]!.answer)).toBeHidden();
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: faqs[0]!.question })).toHaveText(faqs[0]!.answer);

    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(faqs[0]!.answer)).toBeHidden();
    await expect(page.getByText(faqs[3]!.answer)).toBeVisible();

    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(faqs[3]!.answer)).toBeHidden();
  });

  test("works from the keyboard", async ({ page }) => {
    await page.goto("/faqs");
    const question = page.getByRole("button", { name: faqs[6]!.question });
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(faqs[6]!.answer)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(question).toHaveAttribute("aria-expanded", "false");
  });
});

test("awards shows six award cards", async ({ page }) => {
  await page.goto("/awards");
  const awards = seededAwards;
  expect(awards).toHaveLength(6);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(awards.map((award) => award.title));
  for (const award of awards) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: award.title }) });
    await expect(card).toContainText(award.year);
    await expect(card).toContainText(award.awardedBy);
    await expect(card).toContainText(award.description);
  }
});

test.describe("course fees", () => {
  test("FRA: fee structure download, direct fallback link and fee contacts", async ({ page }) => {
    await page.goto("/course-fees/fra");
    await expect(heading1(page)).toHaveText(seededTitle("course-fees-fra"));
    await expect(page.getByRole("link", { name: "Download Fee Structure PDF" })).toHaveAttribute(
      "href",
      `/api/pdfdownload/${feeStructure.pdfFile}`,
    );
    const fallback = page.getByRole("link", { name: "Open the fee structure directly" });
    await expect(fallback).toHaveAttribute("href", `/api/pdfdownload/${feeStructure.fallbackPdfFile}`);
    const direct = await page.request.get(`/api/pdfdownload/${feeStructure.fallbackPdfFile}`);
    expect(direct.status()).toBe(200);
    expect(direct.headers()["content-type"]).toContain("application/pdf");
    for (const contact of seededFeeContacts) {
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: contact.name }) });
      await expect(card).toContainText(contact.role);
      await expect(card.getByRole("link", { name: contact.phone })).toHaveAttribute("href", `tel:${contact.phone.replace(/[^+\d]/g, "")}`);
      await expect(card.getByRole("link", { name: contact.email })).toHaveAttribute("href", `mailto:${contact.email}`);
    }
  });

  test("FCA: two years, 30 seats, graduation in any stream", async ({ page }) => {
    await page.goto("/course-fees/fca");
    await expect(heading1(page)).toHaveText(`${seededFca.name} (FCA)`);
    const facts = page.getByRole("main").getByRole("definition");
    await expect(facts).toHaveText(["2 Years", "30 seats", "Graduation in any stream from a recognised university"]);
    for (const module of seededFca.modules) await expect(page.getByText(module, { exact: true })).toBeVisible();
  });
});

test("the admission process lists every step and links to the form", async ({ page }) => {
  await page.goto("/admissions/process");
  await expect(heading1(page)).toHaveText("Admission Process");
  for (const [index, title] of seededAdmissionSteps.entries()) {
    await expect(page.getByRole("heading", { name: `Step ${index + 1}: ${title}` })).toBeVisible();
  }
  await page.getByRole("main").getByRole("link", { name: "Apply Now" }).click();
  await expect(page).toHaveURL(/\/apply-now$/);
});

test.describe("for search engines", () => {
  test("sitemap.xml lists every public page and faculty profile in both languages, and each one answers", async ({ page, request }) => {
    await page.goto("/");
    const base = origin(page);
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

    const expected = [
      "/",
      ...navGroups.flatMap((group) => [group.basePath, ...group.children.map((link) => link.to)]).filter((path): path is string => Boolean(path)),
      "/mandatory-disclosure",
      ...footerQuickLinks.map((link) => link.to),
    ];
    const committees = (await (await request.get("/api/committees")).json()) as { slug: string }[];
    expected.push(...committees.map((committee) => committeePath(committee.slug)));
    const faculty = (await (await request.get("/api/admin/faculty")).json()) as { id: string }[];
    expected.push(...faculty.map((member) => `/management/faculty/details/${member.id}`));
    // Every page in both languages (issue 12): English at its path, Marathi under /mr.
    const inBothLanguages = expected.flatMap((path) => [path, pathIn("mr", path)]);
    expect(new Set(locations)).toEqual(new Set(inBothLanguages.map((path) => `${base}${path}`)));
    expect(locations).toHaveLength(new Set(locations).size);

    for (const location of locations) {
      const answer = await request.get(location, { maxRedirects: 0 });
      expect(answer.status(), location).toBe(200);
    }
  });

  test("robots.txt allows the site, keeps out the back office and names the sitemap", async ({ page, request }) => {
    await page.goto("/");
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /login", `Sitemap: ${origin(page)}/sitemap.xml`]),
    );
  });

  test("each page has its own title, description, canonical address and share image", async ({ page }) => {
    await page.goto("/faqs");
    await expect(page).toHaveTitle(`Frequently Asked Questions | ${institution.collegeName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /eligibility/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin(page)}/faqs`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin(page)}/og-image.png`);
    const image = await page.request.get("/og-image.png");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });
});
