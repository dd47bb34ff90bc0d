import type { Page } from "@playwright/test";
import { programmes } from "../../content/programmes";
import { seededFaqs, seededTitle } from "../support/seeded-words";
import { expect, shownWhollyIn, test } from "./fixtures";

/**
 * What the public pages do in a browser: the embedded PDFs that load when the visitor scrolls to
 * them, downloads and their failures, the FAQs' answers, moving between committees. What the pages
 * say and link to, as served, is server/platform/pages/public-pages.test.ts.
 */

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

/**
 * Keeps the embedded PDF frames empty. Chromium's PDF viewer starting up in a frame near the first
 * screen can close an alert that is open at that moment (about one run in fifteen at 1280 px); the
 * alert tests are about the download link, not the viewer.
 */
async function withoutPdfViewer(page: Page) {
  await page.route("**/api/pdfdownload/**", (route) =>
    route.request().frame() !== page.mainFrame() ? route.fulfill({ contentType: "text/html", body: "" }) : route.fallback(),
  );
}

const heading1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** An embedded PDF viewer creates its frame once the visitor scrolls near it; this scrolls there. */
async function pdfFrame(page: Page, title: string) {
  await page.getByRole("figure", { name: title }).scrollIntoViewIfNeeded();
  return page.locator(`iframe[title="${title}"]`);
}

test.describe("academics", () => {
  // On a phone the viewer is far below the first screen.
  test("the embedded syllabus is downloaded only when the visitor scrolls to it", { tag: "@phone" }, async ({ page }) => {
    const pdfRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".pdf")) pdfRequests.push(request.url());
    });
    const bPharm = programmes.find((programme) => programme.key === "b-pharm")!;
    await page.goto(`/academics/${bPharm.slug}`);
    expect(pdfRequests).toEqual([]);
    await expect(await pdfFrame(page, "B.Pharm Syllabus")).toHaveAttribute("src", `/api/pdfdownload/${bPharm.syllabusPdf}`);
    await expect(page.getByRole("status").filter({ hasText: "Loading syllabus" })).toHaveCount(0);
    expect(pdfRequests.length).toBeGreaterThan(0);
  });
});

test.describe("committees", () => {
  test("on a phone the committee strip shows the current committee whole, where the page opens and after a move to another", { tag: "@phone" }, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const strip = page.getByRole("navigation", { name: "Committees" });
    await page.goto("/committees/anti-ragging");
    await expect.poll(() => shownWhollyIn(strip, strip.getByRole("link", { name: "Anti-Ragging" }))).toBe(true);
    await strip.getByRole("link", { name: "Anti-Harassment" }).click();
    await expect(page).toHaveURL(/\/committees\/anti-harassment$/);
    await expect(heading1(page)).toHaveText("Anti-Sexual Harassment Committee (Internal Complaints Committee)");
    await expect.poll(() => shownWhollyIn(strip, strip.getByRole("link", { name: "Anti-Harassment" }))).toBe(true);
  });
});

test.describe("downloads", () => {
  test("a failed download explains itself in its document's words; the disclosure embeds the SIF once scrolled to, its spinner goes, and the link downloads it", async ({ page }) => {
    await withoutPdfViewer(page);

    await test.step("the timetable's failed download", async () => {
      await page.goto("/academics/academic-calendar");
      await page.route("**/api/pdfdownload/timetable.pdf", (route) => route.fulfill({ status: 500, body: "" }));
      const alert = nextAlert(page);
      await page.getByRole("link", { name: "Download Timetable" }).click();
      expect(await alert).toBe("Error downloading Timetable PDF. Please try again later.");
    });

    await page.goto("/mandatory-disclosure");
    await expect(heading1(page)).toHaveText(seededTitle("mandatory-disclosure"));
    const download = page.getByRole("link", { name: "Download Mandatory Disclosure (PDF)" });

    await test.step("the disclosure's failed download", async () => {
      const failing = "**/api/pdfdownload/SIF.pdf";
      await page.route(failing, (route) => route.fulfill({ status: 404, body: "" }));
      const alert = nextAlert(page);
      await download.click();
      expect(await alert).toBe("Error downloading PDF. Please try again later.");
      await page.unroute(failing);
    });

    await test.step("the SIF embedded once scrolled to, its spinner gone, and downloaded by the link", async () => {
      await expect(await pdfFrame(page, "Standard Information Format (SIF)")).toHaveAttribute("src", "/api/pdfdownload/SIF.pdf");
      await expect(page.getByRole("status").filter({ hasText: "Loading disclosure document" })).toHaveCount(0);
      const downloaded = page.waitForEvent("download");
      await download.click();
      expect((await downloaded).suggestedFilename()).toBe("SIF.pdf");
    });
  });
});

test.describe("FAQs", () => {
  const faqs = seededFaqs;
  test("eight questions; one answer open at a time; the open one closes again; all of it from the keyboard too", async ({ page }) => {
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

    await test.step("from the keyboard", async () => {
      const question = page.getByRole("button", { name: faqs[6]!.question });
      await question.focus();
      await page.keyboard.press("Enter");
      await expect(question).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByText(faqs[6]!.answer)).toBeVisible();
      await page.keyboard.press("Space");
      await expect(question).toHaveAttribute("aria-expanded", "false");
    });
  });
});
