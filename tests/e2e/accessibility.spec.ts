import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { adminApi, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";
import { publicPaths } from "./public-paths";

/** The serious and critical problems axe finds on the page, in a form that reads well in a test failure. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
}

test.describe("accessibility (axe): no serious or critical problems", () => {
  // axe judges the page at rest: with reduced motion, fade-ins cannot be caught half-way (visitors
  // who ask for reduced motion see exactly this page).
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  for (const path of publicPaths) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("a faculty profile", async ({ page }) => {
    let faculty = (await (await page.request.get("/api/admin/faculty")).json()) as { id: string; name: string }[];
    const api = await adminApi(page);
    const tag = uniqueTag();
    if (!faculty.length) {
      // An empty database (no sample content): make one profile to look at, and remove it afterwards.
      await api.post("/api/admin/faculty", {
        name: `Dr. Axe Check ${tag}`,
        designation: "Assistant Professor",
        qualification: "M.Pharm",
        experience: "5 years",
        dateOfJoining: "2020-06-15",
        email: `axe-${tag}@example.org`,
        mobile: "9876543210",
        department: "bpharm",
      });
      faculty = (await (await page.request.get("/api/admin/faculty")).json()) as { id: string; name: string }[];
    }
    try {
      await page.goto(`/management/faculty/details/${faculty[0]!.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await api.deleteWhere<{ _id: string; name: string }>(
        "/api/admin/faculty",
        (id) => `/api/admin/faculty/${id}`,
        (member) => member.name.endsWith(tag),
      );
    }
  });
});
