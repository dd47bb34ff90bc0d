import { initialSettings } from "../../content/initial-settings";
import { institution } from "../../content/institution";
import { expect, shownWhollyIn, test } from "./fixtures";

test.describe("admin frame", () => {
  // The menu is a drawer only on small screens.
  test("on a phone the closed menu is out of the keyboard's way; opening moves focus in, Escape and Close bring it back", { tag: "@phone" }, async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/dashboard");
    const toggle = page.getByRole("button", { name: "Open admin menu" });
    const dashboardLink = page.getByRole("link", { name: "Dashboard", exact: true });
    await expect(dashboardLink).toBeHidden();
    // The stop before the toggle is not a link of the closed drawer (it was "Logout", off screen).
    await toggle.focus();
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("#admin-sidebar")?.id ?? null)).toBeNull();

    await toggle.click();
    await expect(dashboardLink).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dashboardLink).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.press("Enter");
    await expect(dashboardLink).toBeFocused();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(dashboardLink).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("at every width the header shows the address, the website and the email, a tab strip wider than the screen scrolls the selected tab into view, and the breadcrumb names a screen as the menu does, or an unknown one from its path", { tag: "@layout" }, async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/images");
    await test.step("the header's address, website and email", async () => {
      const header = page.getByRole("banner");
      await expect(header.getByText(initialSettings.address)).toBeVisible();
      await expect(header.getByRole("link", { name: institution.website.replace(/^https?:\/\//, "") })).toBeVisible();
      await expect(header.getByRole("link", { name: initialSettings.email })).toBeVisible();
    });

    await test.step("the tab strip scrolls the selected tab into view", async () => {
      const strip = page.getByRole("tablist", { name: "Image sections" });
      const library = page.getByRole("tab", { name: "Library" });
      await library.click();
      await expect(library).toHaveAttribute("aria-selected", "true");
      await expect.poll(() => shownWhollyIn(strip, library)).toBe(true);
    });

    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await test.step("the breadcrumb names a screen as the menu does", async () => {
      await page.goto("/admin/nonteachingstaff");
      await expect(trail.getByText("Non-Teaching Staff", { exact: true })).toHaveAttribute("aria-current", "page");
      await expect(trail).not.toContainText("Nonteachingstaff");
    });

    await test.step("any unknown admin path shows the dashboard, with breadcrumbs from the path", async () => {
      await page.goto("/admin/some-unknown-page");
      await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
      await expect(trail).toContainText("some unknown page");
    });
  });
});
