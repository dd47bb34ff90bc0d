import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { initialSettings } from "../../content/initial-settings";
import { application } from "../support/json-write-routes";
import { adminApi, toast } from "./admin-support";
import { expect, test } from "./fixtures";

// These tests change what every page shows; they run one after another, after all other specs
// (playwright.config.ts), and put the fresh install's settings back after each.
test.describe.configure({ mode: "serial" });

test.afterEach(async ({ page }) => {
  const api = await adminApi(page);
  await api.put("/api/admin/settings", initialSettings);
});

const closedMessage = `Admissions for ${initialSettings.academicYear} are closed.`;
const settingsForm = (page: Page) => page.getByRole("form", { name: "Site Settings" });

async function saveSettings(page: Page) {
  await settingsForm(page).getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(page, "Settings saved successfully")).toBeVisible();
}

test.describe("Site Settings", () => {
  test("change the academic year → the home page shows it, with the seats and contacts saved beside it", async ({ adminPage: page }) => {
    await page.goto("/admin/settings");
    const form = settingsForm(page);
    await expect(form.getByLabel("Academic year")).toHaveValue(initialSettings.academicYear);
    await form.getByLabel("Academic year").fill("2031-2032");
    // The hint shows what every page will say, from what is typed now.
    await expect(form.getByLabel("Academic year")).toHaveAccessibleDescription("Every page will show “Admissions Open 2031-2032”.");
    await form.getByLabel("D.Pharm intake").fill("75");
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("+91 91234 56780");
    await saveSettings(page);

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Our Departments" }).locator("..")).toContainText("Admissions Open 2031-2032");
    await expect(page.getByText(`Admissions Open ${initialSettings.academicYear}`)).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "+91 91234 56780" })).toHaveAttribute("href", "tel:+919123456780");

    await page.goto("/academics/d.pharm");
    await expect(page.getByRole("region", { name: "Programme facts" })).toContainText("75 seats per year");
  });

  test("a value the rules refuse is named at its field, focused, and nothing is saved", async ({ adminPage: page }) => {
    await page.goto("/admin/settings");
    const form = settingsForm(page);
    await form.getByLabel("Academic year").fill("2026-2028");
    await form.getByLabel("YouTube video id").fill("https://youtu.be/x6Hb3kQpN2s");
    await form.getByRole("button", { name: "Save Settings" }).click();

    const year = form.getByLabel("Academic year");
    await expect(year).toBeFocused();
    await expect(year).toHaveAttribute("aria-invalid", "true");
    await expect(year).toHaveAccessibleDescription(/Academic year must be two years like 2026-2027/);
    await expect(form.getByLabel("YouTube video id")).toHaveAccessibleDescription(/YouTube video id must be the 11 letters/);
    expect((await (await page.request.get("/api/settings")).json()).academicYear).toBe(initialSettings.academicYear);

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);
  });

  test("close admissions → the apply page says so, and the API refuses", async ({ adminPage: page }) => {
    await page.goto("/admin/settings");
    const open = settingsForm(page).getByRole("switch", { name: "Admissions open" });
    await expect(open).toHaveAttribute("aria-checked", "true");
    await open.click();
    await expect(open).toHaveAttribute("aria-checked", "false");
    await saveSettings(page);

    await page.goto("/apply-now");
    await expect(page.getByRole("heading", { name: closedMessage })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Application" })).toHaveCount(0);

    const refused = await page.request.post("/api/admissions/apply", { data: application() });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toContain("closed");
  });
});

test.describe("Site Settings, the apply page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("with admissions closed, the page says so instead of the form", async ({ page }) => {
    const api = await adminApi(page);
    await page.goto("/apply-now");
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeVisible();
    await api.put("/api/admin/settings", { admissionsOpen: false });
    await page.goto("/apply-now");
    await expect(page.getByRole("heading", { name: closedMessage })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Application" })).toHaveCount(0);
  });
});
