import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The checks several specs make of a whole page: axe, the page's Content-Security-Policy, and what stored text made of it. */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Whether every frame of the page (an embedded PDF, say) is of the page's own origin; a frame without an address yet counts as another's. */
function framesAllOwnOrigin(page: Page) {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => /^about:/.test(frame.url()) || (URL.canParse(frame.url()) && new URL(frame.url()).origin === origin));
}

/**
 * The serious and critical problems axe finds on the page, in a form that reads well in a test
 * failure. `skipRules` names rules the caller has proven elsewhere to give this page's answer
 * (marathi.spec.ts says which and why).
 */
export async function seriousAxeViolations(page: Page, { skipRules = [] as string[] } = {}) {
  // axe's default run finishes in a page of its own, opened and closed for every check (about a
  // second each on a 2-core machine); that is needed only to reach frames of another origin. Without
  // such frames, axe runs in the page and its own frames, and finds the same.
  // Only the violations are read: axe's other results (every passing node of every rule, a page's
  // worth of selectors) are cut to one node a rule, which takes a third to half off each run.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(framesAllOwnOrigin(page))
    .options({ resultTypes: ["violations"] })
    .disableRules(skipRules)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
}

/** The Content-Security-Policy messages each watched page has written to its console, in order. */
const cspConsoleMessages = new WeakMap<Page, string[]>();

/**
 * Records every Content-Security-Policy violation from the first byte on: the browser's event
 * (also fired for a blocked `eval` whose error a library swallowed) and its console message. Call
 * it before the page is opened; the function it returns gives what the page caused since. A tab
 * kept from test to test (the `sweepPage` fixture) is watched once and read afresh each time.
 */
export async function watchCspViolations(page: Page) {
  let fromConsole = cspConsoleMessages.get(page);
  if (!fromConsole) {
    const messages: string[] = [];
    cspConsoleMessages.set(page, (fromConsole = messages));
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
    });
    // Each document starts its own list.
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
  }
  const since = fromConsole.length;
  return async () => {
    // Violation events are queued as tasks, and what a scroll starts loads after the next frame:
    // let both happen first.
    const fromEvents = await page.evaluate(
      () => new Promise<string[]>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(window.cspViolations)))),
    );
    return [...fromEvents, ...fromConsole.slice(since)];
  };
}

/**
 * Text as a clerk or a family might type it to break a page: markup, script and event handlers,
 * each part another way in. Short enough for every field (the shortest takes 100 characters).
 */
export const hostileText = (field: string, tag: string) => `<script>alert(1)</script><img src=x onerror=alert(2)><svg onload=alert(3)> ${field} ${tag}`;

/**
 * What hostile text stored in the page's records made of the page, counted: a script, an img with
 * an error handler, an svg with a load handler, a javascript: link. All zero when the words stayed
 * text. The elements are looked for, not only the dialogs the payloads would open, because the
 * pages' Content-Security-Policy would stop an injected handler from running: the escaping is what
 * this checks. The public pages' HTML is checked so for every page, before any script runs
 * (server/platform/pages/stored-text-inert.test.ts); this is for what the browser draws.
 */
export function storedMarkupFound(page: Page) {
  return page.evaluate(() => ({
    scripts: [...document.scripts].filter((script) => /^alert\(\d+\)$/.test(script.textContent?.trim() ?? "")).length,
    images: document.querySelectorAll('img[src="x"], img[onerror]').length,
    svgs: document.querySelectorAll("svg[onload]").length,
    scriptLinks: [...document.querySelectorAll("a[href]")].filter((link) => /^\s*javascript:/i.test(link.getAttribute("href") ?? "")).length,
  }));
}
export const noStoredMarkup = { scripts: 0, images: 0, svgs: 0, scriptLinks: 0 };

/** The messages of the dialogs `page` opens from now on, each dismissed: hostile text that ran would open one. */
export function watchDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}
