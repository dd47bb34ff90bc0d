import { expect, isPhone, test } from "./fixtures";
import { initialSettings } from "../../content/initial-settings";
import { institution } from "../../content/institution";

test.describe("public frame", () => {
  test("shows the top bar, header, menu and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: initialSettings.email }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(page.getByText(institution.collegeName).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Quick links" })).toBeVisible();
    await expect(footer.getByRole("link", { name: /Facebook/ })).toBeVisible();
  });

  test("the menu toggle opens and closes the menu on small screens", async ({ page }) => {
    test.skip(!isPhone(page), "the toggle exists only on small screens");
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const aboutGroup = page.getByRole("button", { name: "About Us" });
    await expect(aboutGroup).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await aboutGroup.click();
    await expect(page.getByRole("link", { name: "Institute at a Glance" }).first()).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(aboutGroup).toBeHidden();
  });

  test("dropdowns open on hover and by keyboard on wide screens", async ({ page }) => {
    test.skip(isPhone(page), "hover menus are for wide screens");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Management" }).hover();
    await expect(nav.getByRole("link", { name: "Governing Body" })).toBeVisible();

    await nav.getByRole("button", { name: "Academics" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Academics overview" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("button", { name: "Academics" })).toBeFocused();
    await expect(nav.getByRole("button", { name: "Academics" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the menu bar changes once the page scrolls past 50 px", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(nav).toHaveAttribute("data-scrolled", "true");
  });

  test("an unknown path shows 404 Page Not Found with status 404", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("an English page downloads no Devanagari font", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto("/");
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((url) => url.includes("devanagari"))).toEqual([]);
  });

  test("navigating to another page moves focus to the main area", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.locator("main")).toBeFocused();
  });
});
