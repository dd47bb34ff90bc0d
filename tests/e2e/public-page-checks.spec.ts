import type { Page } from "@playwright/test";
import { institution } from "../../content/institution";
import { adminApi, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";
import { seriousAxeViolations, watchCspViolations } from "./page-checks";
import { publicPaths } from "./public-paths";

/**
 * A page of each public page module (public-paths.ts), at the width of a phone (families read the
 * site on phones), opened once and judged three ways; a failure names the page and the check:
 * - the frame budget: on a large phone's first screen and on a small one's, the college's name, the
 *   menu and the page's heading;
 * - Content-Security-Policy: no violation, from the first byte down to the end of the page;
 * - axe: no serious or critical problem.
 */

// The top bar, letterhead and menu bar took 400 px of a 915-px phone screen; a quarter is the budget.
const FRAME_BUDGET_PX = 250;
/** A large phone, and a small one with as much of its screen as the browser leaves for the page. */
const phoneScreens = [
  { width: 412, height: 915 },
  { width: 360, height: 640 },
];

const sameSize = (one: { width: number; height: number }, other: { width: number; height: number }) => one.width === other.width && one.height === other.height;

async function expectFrameWithinBudget(page: Page, path: string) {
  const projectScreen = page.viewportSize()!;
  for (const screen of phoneScreens) {
    // Each change of size lays the page out again: none for the screen the tab already has.
    if (!sameSize(page.viewportSize()!, screen)) await page.setViewportSize(screen);
    const where = `${path}: frame budget at ${screen.width}×${screen.height}`;
    await expect.soft(page.getByRole("banner").getByText(institution.collegeName), where).toBeInViewport({ ratio: 1 });
    const menuBar = await page.getByRole("navigation", { name: "Main" }).boundingBox();
    expect.soft(menuBar!.y + menuBar!.height, where).toBeLessThanOrEqual(FRAME_BUDGET_PX);
    await expect.soft(page.getByRole("heading", { level: 1 }), where).toBeInViewport({ ratio: 1 });
  }
  if (!sameSize(page.viewportSize()!, projectScreen)) await page.setViewportSize(projectScreen);
}

/** Down to the end a screen at a time, so whatever loads on scrolling near it (the PDF viewer, the map) has started. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = window.innerHeight; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: "instant" });
      await nextFrame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
  });
}

async function checkPublicPage(page: Page, path: string, { frame = true } = {}) {
  const cspViolations = await watchCspViolations(page);
  // One visit, in the tab the sweep keeps from page to page, as a visitor who asks for reduced
  // motion sees it, so axe judges the page at rest (no fade-in or sliding photo caught half-way);
  // nothing the other checks look at moves with motion.
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
  if (frame) await expectFrameWithinBudget(page, path);
  // axe before the scroll, on the page as it opens: what loads on scrolling (an embedded PDF, a map) is not the page's own markup.
  expect.soft(await seriousAxeViolations(page), `${path}: axe, serious or critical problems`).toEqual([]);
  await scrollThrough(page);
  expect.soft(await cspViolations(), `${path}: Content-Security-Policy violations`).toEqual([]);
}

test.describe("a page of each kind at phone width: frame budget, Content-Security-Policy, axe", { tag: "@phone" }, () => {
  for (const path of publicPaths) {
    // The login screen has a frame of its own.
    test(path, ({ sweepPage }) => checkPublicPage(sweepPage, path, { frame: path !== "/login" }));
  }

  test("a faculty profile", async ({ sweepPage: page }) => {
    let faculty = (await (await page.request.get("/api/admin/faculty")).json()) as { id: string; name: string }[];
    const api = await adminApi(page);
    const tag = uniqueTag();
    if (!faculty.length) {
      // An empty database (no sample content): make one profile to look at, and remove it afterwards.
      await api.post("/api/admin/faculty", {
        name: `Dr. Page Check ${tag}`,
        designation: "Assistant Professor",
        qualification: "M.Pharm",
        experience: "5 years",
        dateOfJoining: "2020-06-15",
        email: `page-check-${tag}@example.org`,
        mobile: "9876543210",
        department: "bpharm",
      });
      faculty = (await (await page.request.get("/api/admin/faculty")).json()) as { id: string; name: string }[];
    }
    try {
      await checkPublicPage(page, `/management/faculty/details/${faculty[0]!.id}`);
    } finally {
      await api.deleteWhere<{ _id: string; name: string }>(
        "/api/admin/faculty",
        (id) => `/api/admin/faculty/${id}`,
        (member) => member.name.endsWith(tag),
      );
    }
  });

  test("a notice's page", async ({ sweepPage: page }) => {
    const api = await adminApi(page);
    const tag = uniqueTag();
    // Its own notice, with a text and a file, whether or not the site has sample content; removed afterwards.
    await api.post("/api/admin/notices", {
      title: `Page check ${tag}`,
      body: "A paragraph with **bold** words.\n\n- one item\n- another item",
      category: "general",
      file: "https://example.org/circular.pdf",
    });
    const notices = (await (await page.request.get("/api/notices")).json()) as { _id: string; title: string }[];
    try {
      await checkPublicPage(page, `/notices/${notices.find((notice) => notice.title.endsWith(tag))!._id}`);
    } finally {
      await api.deleteWhere<{ _id: string; title: string }>(
        "/api/admin/notices",
        (id) => `/api/admin/notices/${id}`,
        (notice) => notice.title.endsWith(tag),
      );
    }
  });
});

test("a page kept in the server's cache runs its own inline scripts and no other", async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto("/faqs");
  // The second visit gets the kept copy, the same bytes as every visitor (a kept copy has a validator);
  // into it, on its way, goes a script as an injection into the page would put it.
  await page.route("**/faqs", async (route) => {
    // Asked for whole, not as a revalidation the browser's copy would answer.
    const { "if-none-match": _validator, ...asked } = await route.request().allHeaders();
    const kept = await route.fetch({ headers: asked });
    expect(kept.headers().etag).toBeTruthy();
    const headers = kept.headers();
    delete headers["content-encoding"];
    delete headers["content-length"];
    const body = (await kept.text()).replace("</body>", "<script>window.injectedScriptRan = true</script></body>");
    await route.fulfill({ status: kept.status(), headers, body });
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "injectedScriptRan" in window)).toBe(false);
  // Only the injected script was refused (the event and the console's message about it): the
  // page's own ran (it hydrated), allowed by their hashes.
  expect(await violations()).toEqual([
    expect.stringMatching(/^script-src(-elem)? blocked inline/),
    expect.stringContaining("Executing inline script violates"),
  ]);
});
