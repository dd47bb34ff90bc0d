import { initialSettings } from "../../content/initial-settings";
import { initialPages } from "../../server/resources/college-pages/initial-pages";
import { markdownText } from "../../app/lib/markdown";
import { expect, test } from "./fixtures";

const refund = initialPages["refund-policy"];

test("the fee refund policy, reached from the Admissions menu, shows every section of the policy, in English and in Marathi", async ({ page }) => {
  for (const { locale, path, title } of [
    { locale: "en", path: "/admissions/refund-policy", title: refund.title },
    { locale: "mr", path: "/mr/admissions/refund-policy", title: refund.titleMr },
  ] as const) {
    await test.step(path, async () => {
      await page.goto(locale === "en" ? "/admissions" : "/mr/admissions");
      const menu = page.getByRole("navigation", { name: locale === "en" ? "Main" : "मुख्य मेनू" });
      await menu.getByRole("button", { name: locale === "en" ? "Admissions" : "प्रवेश", exact: true }).hover();
      await menu.getByRole("link", { name: locale === "en" ? "Fee Refund Policy" : "शुल्क परतावा धोरण" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);

      const main = page.getByRole("main");
      for (const section of refund.sections) {
        const heading = locale === "en" ? section.heading : section.headingMr || section.heading;
        if (heading) await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
        // Each paragraph of the body, as the reader sees it: Markdown gone, the settings' phone and email filled in.
        const body = locale === "en" ? section.body : section.bodyMr || section.body;
        for (const paragraph of body.split("\n\n")) {
          await expect(main).toContainText(markdownText(paragraph, locale, initialSettings));
        }
      }
      await expect(main.getByText("**")).toHaveCount(0);
    });
  }
});
