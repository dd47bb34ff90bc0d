import { E2E_ADMIN, expect, isPhone, test } from "./fixtures";

test.describe("administrator sign-in", () => {
  // On a phone Logout is in the admin menu's drawer.
  test("signs in, shows the dashboard, and logs out on the server", { tag: "@layout" }, async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Login successful!")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    for (const tile of ["Committees", "Faculty", "Admissions", "Events", "News", "Testimonials"]) {
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(tile) })).toBeVisible();
    }
    const token = await page.evaluate(() => window.localStorage.getItem("token"));

    if (isPhone(page)) await page.getByRole("button", { name: "Open admin menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
    const check = await page.request.get("/api/auth/check", { headers: { authorization: `Bearer ${token}` } });
    expect(check.status()).toBe(401);
  });

  test("the guard sends a visitor to /login, which asks for both fields before calling the server, shows the server's message for a wrong password until they type, and then goes back to the page they wanted", async ({
    page,
  }) => {
    await page.goto("/admin/news");
    await expect(page).toHaveURL(/\/login$/);

    await test.step("both fields are asked for before the server is called", async () => {
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText("Username is required")).toBeVisible();
      await expect(page.getByText("Password is required")).toBeVisible();
    });

    await test.step("a wrong password: the server's message, cleared on typing", async () => {
      await page.getByLabel("Username").fill("someone-else");
      await page.getByLabel("Password").fill("wrong password");
      await page.getByRole("button", { name: "Sign in" }).click();
      const inline = page.getByRole("alert").filter({ hasText: "Invalid username or password" });
      await expect(inline).toBeVisible();
      await page.getByLabel("Password").fill("wrong password again");
      await expect(inline).toBeHidden();
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step("signed in, back to the page they wanted, and Back does not return to the login screen", async () => {
      await page.getByLabel("Username").fill(E2E_ADMIN.username);
      await page.getByLabel("Password").fill(E2E_ADMIN.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/admin\/news$/);
      // The guard replaced the history entry, so Back does not return to the login screen.
      await page.goBack();
      await expect(page).not.toHaveURL(/\/login$/);
    });
  });
});
