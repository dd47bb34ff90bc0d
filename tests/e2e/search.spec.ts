import { initialPages } from "../../server/resources/college-pages/initial-pages";
import { expect, test } from "./fixtures";

/**
 * The site search as a family uses it: the box in every page's header (in the menu on a phone),
 * the results page in both languages, and what it says when it finds nothing. What matches and
 * what is never found are the API's tests (server/platform/search/search.test.ts).
 */

const refundPolicy = initialPages["refund-policy"];

test.describe("the site search", () => {
  test.describe("before any script runs", () => {
    test.use({ javaScriptEnabled: false });

    test("the header's box finds the refund policy, its word marked, and its result opens the page; a Marathi page's box searches in Marathi; nothing found offers the main pages; a one-letter query asks for more; neither page is indexed", async ({
      page,
    }) => {
      await test.step("in English, from the header's box to the page found", async () => {
        await page.goto("/admissions");
        const box = page.getByRole("search", { name: "Search the site" });
        await box.getByRole("searchbox", { name: "Search the site" }).fill("refund");
        await box.getByRole("button", { name: "Search" }).click();

        await expect(page).toHaveURL(/\/search\?q=refund$/);
        const results = page.getByRole("region", { name: /results? for “refund”/ });
        await expect(results.getByRole("heading", { level: 2 })).toHaveText(/^\d+ results? for “refund”$/);
        const result = results.getByRole("listitem").filter({ hasText: refundPolicy.title });
        await expect(result.locator("mark").first()).toHaveText(/^refund/i);
        await result.getByRole("link", { name: refundPolicy.title }).click();
        await expect(page).toHaveURL(/\/admissions\/refund-policy$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(refundPolicy.title);
      });

      await test.step("in Marathi: results under /mr, counted in Devanagari digits", async () => {
        await page.goto("/mr/notices");
        const box = page.getByRole("search", { name: "संकेतस्थळावर शोधा" });
        await box.getByRole("searchbox").fill("शिष्यवृत्ती");
        await box.getByRole("button", { name: "शोधा" }).click();

        await expect(page).toHaveURL(/\/mr\/search\?q=/);
        await expect(page.locator("html")).toHaveAttribute("lang", "mr");
        const results = page.getByRole("region", { name: /परिणाम/ });
        await expect(results.getByRole("heading", { level: 2 })).toHaveText(/^[०-९]+ परिणाम: “शिष्यवृत्ती”$/);
        const links = results.getByRole("listitem").getByRole("link");
        await expect(links.first()).toHaveAttribute("href", /^\/mr\//);
        await expect(results.locator("mark").first()).toHaveText(/^शिष्यवृत्ती/);
      });

      await test.step("nothing found, and a query too short", async () => {
        await page.goto("/search?q=zzqvx+refund");
        await expect(page.getByRole("status")).toHaveText("Nothing on the site has all of these words: “zzqvx refund”.");
        await expect(page.getByRole("main").getByRole("link", { name: "Fee Refund Policy" })).toHaveAttribute("href", "/admissions/refund-policy");
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        // The query stays in the box, to change it.
        await expect(page.getByRole("main").getByRole("searchbox", { name: "Words to search for" })).toHaveValue("zzqvx refund");

        await page.goto("/mr/search?q=a");
        await expect(page.getByRole("main").getByRole("status")).toHaveText("शोधण्यासाठी किमान २ अक्षरे लिहा.");
      });
    });
  });

  test("on a phone the box is the menu's first item, and a teacher's surname leads to the profile", { tag: "@phone" }, async ({ page }) => {
    const faculty = (await (await page.request.get("/api/admin/faculty")).json()) as { name: string; id: string }[];
    const teacher = faculty[0]!;
    const surname = teacher.name.split(" ").at(-1)!;

    await page.goto("/");
    await expect(page.getByRole("search", { name: "Search the site" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const box = page.getByRole("navigation", { name: "Main" }).getByRole("search", { name: "Search the site" });
    await box.getByRole("searchbox").fill(surname);
    await box.getByRole("searchbox").press("Enter");

    await expect(page).toHaveURL(new RegExp(`/search\\?q=${surname}$`));
    // The menu closes on the way, leaving the results in view.
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await page.getByRole("main").getByRole("link", { name: teacher.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/management/faculty/details/${teacher.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(teacher.name);
  });
});
