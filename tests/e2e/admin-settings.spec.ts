import type { Page } from "@playwright/test";
import { initialSettings } from "../../content/initial-settings";
import { application } from "../support/json-write-routes";
import { adminApi, toast } from "./admin-support";
import { expect, test } from "./fixtures";
import { seriousAxeViolations } from "./page-checks";

// This test changes what every page shows; it runs after all other specs (playwright.config.ts),
// and puts the fresh install's settings back. What the pages say once a setting changes (the
// academic year, seats and contacts on the home page, each programme's intake, the apply page and
// the API while admissions are closed, the page as a browser without JavaScript gets it) is
// server/resources/settings/settings.test.ts; here, the screen that changes them.
test.describe.configure({ mode: "serial" });

test.afterEach(async ({ page }) => {
  const api = await adminApi(page);
  await api.put("/api/admin/settings", initialSettings);
});

const settingsForm = (page: Page) => page.getByRole("form", { name: "Site Settings" });

/** The settings as every page reads them. */
const savedSettings = async (page: Page) => (await (await page.request.get("/api/settings")).json()) as typeof initialSettings;

test("Site Settings: a value the rules refuse is named at its field and nothing is saved; the academic year, seats and contacts are saved; closing admissions closes the apply page", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/settings");
  const form = settingsForm(page);
  const year = form.getByLabel("Academic year");

  await test.step("a value the rules refuse is named at its field, focused, and nothing is saved", async () => {
    await expect(year).toHaveValue(initialSettings.academicYear);
    await year.fill("2026-2028");
    await form.getByLabel("YouTube video id").fill("https://youtu.be/x6Hb3kQpN2s");
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect(year).toBeFocused();
    await expect(year).toHaveAttribute("aria-invalid", "true");
    await expect(year).toHaveAccessibleDescription(/Academic year must be two years like 2026-2027/);
    await expect(form.getByLabel("YouTube video id")).toHaveAccessibleDescription(/YouTube video id must be the 11 letters/);
    expect((await savedSettings(page)).academicYear).toBe(initialSettings.academicYear);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  await test.step("the academic year, with a hint of what every page will say, the seats and the phone are saved", async () => {
    await form.getByLabel("YouTube video id").fill(initialSettings.admissionsVideoId);
    await year.fill("2031-2032");
    // The hint shows what every page will say, from what is typed now.
    await expect(year).toHaveAccessibleDescription("Every page will show “Admissions Open 2031-2032”.");
    await form.getByLabel("D.Pharm intake").fill("75");
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("+91 91234 56780");
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Settings saved successfully")).toBeVisible();
    expect(await savedSettings(page)).toMatchObject({ academicYear: "2031-2032", intakeDPharm: 75, phone: "+91 91234 56780" });
  });

  await test.step("the switch closes admissions: the apply page says so instead of the form, and the API refuses", async () => {
    const open = form.getByRole("switch", { name: "Admissions open" });
    await expect(open).toHaveAttribute("aria-checked", "true");
    await open.click();
    await expect(open).toHaveAttribute("aria-checked", "false");
    await form.getByRole("button", { name: "Save Settings" }).click();
    // The first save's toast may still be up: what is stored says this save is done.
    await expect.poll(async () => (await savedSettings(page)).admissionsOpen).toBe(false);

    await page.goto("/apply-now");
    await expect(page.getByRole("heading", { name: `Admissions for 2031-2032 are closed.` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Application" })).toHaveCount(0);
    const refused = await page.request.post("/api/admissions/apply", { data: application() });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toContain("closed");
  });
});
