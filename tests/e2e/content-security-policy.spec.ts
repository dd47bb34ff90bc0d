import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { publicPaths } from "./public-paths";

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/**
 * Records every Content-Security-Policy violation from the first byte on: the browser's event
 * (also fired for a blocked `eval` whose error a library swallowed) and its console message.
 */
async function collectViolations(page: Page) {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => {
    // Violation events are queued as tasks, and what a scroll starts loads after the next frame:
    // let both happen first.
    const fromEvents = await page.evaluate(
      () => new Promise<string[]>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(window.cspViolations)))),
    );
    return [...fromEvents, ...fromConsole];
  };
}

test.describe("Content-Security-Policy: no page causes a violation", () => {
  for (const path of publicPaths) {
    test(path, async ({ page }) => {
      const violations = await collectViolations(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Down to the end, so what loads on scrolling (the PDF viewer, the map) is judged too.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await violations()).toEqual([]);
    });
  }

  test("the apply form, sent empty", async ({ page }) => {
    const violations = await collectViolations(page);
    await page.goto("/apply-now");
    // Sending an empty form runs the shared schema in the browser.
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByLabel("Full name")).toBeFocused();
    expect(await violations()).toEqual([]);
  });
});
