import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Automated WCAG 2.1 A/AA checks of a page's own content, in a state only a test can reach (a
 * form showing its errors, the answer to it): every page at rest, its frame included, is the
 * sweeps' (public-page-checks.spec.ts, marathi.spec.ts).
 */
export async function expectNoAccessibilityViolations(page: Page) {
  // axe finishes its default run in a page of its own, needed only to reach frames of another
  // origin; these pages embed none, so it runs in the page itself, a second sooner.
  const origin = new URL(page.url()).origin;
  expect(page.frames().every((frame) => /^about:/.test(frame.url()) || new URL(frame.url()).origin === origin)).toBe(true);
  const { violations } = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode(true).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}
