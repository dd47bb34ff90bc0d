import type { APIRequestContext, Page } from "@playwright/test";
import { confirmDelete, toast, uniqueTag } from "./admin-support";
import { adminHeaders, E2E_ADMIN, expect, test } from "./fixtures";

/**
 * Accounts, sessions and the audit log in the browser. Tests run side by side against one server,
 * so each test works with an admin account of its own and removes it afterwards.
 */

type Credentials = { username: string; password: string };

// Each test hashes and checks several passwords (Argon2id, slow on purpose): more time than a page test.
test.slow();

async function createAdmin(request: APIRequestContext): Promise<Credentials & { _id: string }> {
  const credentials = { username: `clerk.${uniqueTag()}`, password: `shravan rains ${uniqueTag()}` };
  const response = await request.post("/api/admin/users", { headers: await adminHeaders(request), data: credentials });
  expect(response.status(), await response.text()).toBe(201);
  return { ...credentials, _id: (await response.json()).user._id };
}

async function deleteAdmin(request: APIRequestContext, id: string) {
  await request.delete(`/api/admin/users/${id}`, { headers: await adminHeaders(request) });
}

async function signInAs(request: APIRequestContext, credentials: Credentials, userAgent: string) {
  const response = await request.post("/api/auth/login", { data: credentials, headers: { "user-agent": userAgent } });
  expect(response.status()).toBe(200);
  return (await response.json()).token as string;
}

const checkToken = async (request: APIRequestContext, token: string) =>
  (await request.get("/api/auth/check", { headers: { authorization: `Bearer ${token}` } })).status();

async function fillSignIn(page: Page, credentials: Credentials) {
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
}

test.describe("the sign-in form posts", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("answers a wrong password in the page, then signs in, never with the credentials or a query string in the URL, and says the admin area needs JavaScript", async ({ page }) => {
      const posts: string[] = [];
      page.on("request", (request) => request.method() === "POST" && posts.push(new URL(request.url()).pathname));
      await page.goto("/login");
      await test.step("a wrong password is answered in the page", async () => {
        await fillSignIn(page, { username: E2E_ADMIN.username, password: "not the password at all" });
        await page.getByRole("button", { name: "Sign in" }).click();
        await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
        expect(new URL(page.url()).search).toBe("");
      });
      await test.step("the right one signs in", async () => {
        await fillSignIn(page, E2E_ADMIN);
        await page.getByRole("button", { name: "Sign in" }).click();
        await expect(page.getByRole("status")).toContainText("You are signed in.");
        await expect(page.getByRole("status")).toContainText("The admin area needs JavaScript.");
        expect(page.url()).not.toContain("password");
        expect(new URL(page.url()).search).toBe("");
        expect(posts).toEqual(["/login", "/login"]);
      });
    });
  });

  test("sent before the page's script ran, it signs in once the script arrives", async ({ context }) => {
    // A page without the fixture's wait for hydration: here the script is held back on purpose.
    const page = await context.newPage();
    let releaseScripts!: () => void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsReleased;
      await route.continue().catch(() => {});
    });
    try {
      await page.goto("/login", { waitUntil: "domcontentloaded" });
      await fillSignIn(page, E2E_ADMIN);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText("You are signed in. Opening the admin area…")).toBeVisible();
      expect(new URL(page.url()).search).toBe("");
      releaseScripts();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem("token"))).toEqual(expect.any(String));
    } finally {
      releaseScripts();
    }
  });
});

test("Account: lists where the admin is signed in and signs out elsewhere; changing the password signs out the other sessions", async ({ page, request }) => {
  const admin = await createAdmin(request);
  try {
    const phoneToken = await signInAs(request, admin, "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36");
    const deskToken = await signInAs(request, admin, "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0");
    const browserToken = await signInAs(request, admin, "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36");
    await page.addInitScript((token) => window.localStorage.setItem("token", token), browserToken);
    await page.goto("/admin/account");
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();

    await test.step("the sessions, this device's marked; one signed out, then every other", async () => {
      const sessions = page.getByRole("region", { name: "Where you are signed in" });
      await expect(sessions.getByRole("article")).toHaveCount(3);
      await expect(sessions.getByRole("article").filter({ hasText: "This device" })).toContainText("Chrome on Linux");
      await expect(sessions.getByRole("heading", { name: "Chrome on Android" })).toBeVisible();

      await sessions.getByRole("article").filter({ hasText: "Chrome on Android" }).getByRole("button", { name: /^Sign out Chrome on Android/ }).click();
      const dialog = page.getByRole("alertdialog", { name: "Please confirm" });
      await dialog.getByRole("button", { name: "Sign out" }).click();
      await expect(sessions.getByRole("article")).toHaveCount(2);
      expect(await checkToken(request, phoneToken)).toBe(401);

      await sessions.getByRole("button", { name: "Sign out everywhere else" }).click();
      await dialog.getByRole("button", { name: "Sign out" }).click();
      await expect(toast(page, "1 other session signed out.")).toBeVisible();
      await expect(sessions.getByRole("article")).toHaveCount(1);
      expect(await checkToken(request, deskToken)).toBe(401);
      expect(await checkToken(request, browserToken)).toBe(200);
    });

    await test.step("the password: a wrong current one and a common new one are refused; the change signs out the admin's other sessions", async () => {
      const otherToken = await signInAs(request, admin, "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0");
      const form = page.getByRole("form", { name: "Change password" });
      await form.getByLabel("Current password").fill("this is not it at all");
      await form.getByRole("textbox", { name: "New password", exact: true }).fill("godavari river banks");
      await form.getByLabel("New password again").fill("godavari river banks");
      await form.getByRole("button", { name: "Change password" }).click();
      await expect(form.getByRole("alert")).toHaveText("The current password is not correct.");
      // A wrong current password does not sign the admin out.
      await expect(page).toHaveURL(/\/admin\/account$/);

      await form.getByLabel("Current password").fill(admin.password);
      await form.getByRole("textbox", { name: "New password", exact: true }).fill("qwerty123456");
      await form.getByLabel("New password again").fill("qwerty123456");
      await form.getByRole("button", { name: "Change password" }).click();
      await expect(form.getByRole("alert")).toContainText("New password is one of the most commonly used passwords");

      await form.getByRole("textbox", { name: "New password", exact: true }).fill("godavari river banks");
      await form.getByLabel("New password again").fill("godavari river banks");
      await form.getByRole("button", { name: "Change password" }).click();
      await expect(toast(page, "Password changed. Your 1 other session was signed out.")).toBeVisible();
      expect(await checkToken(request, otherToken)).toBe(401);
      await expect(page.getByRole("heading", { level: 3, name: /Firefox on Windows/ })).toHaveCount(0);

      const relogin = await request.post("/api/auth/login", { data: { username: admin.username, password: "godavari river banks" } });
      expect(relogin.status()).toBe(200);
    });
  } finally {
    await deleteAdmin(request, admin._id);
  }
});

test("Users: adds an account with its role (a short password refused), who can sign in; changes its role after a question; deletes it after another", async ({ adminPage: page, request }) => {
  const username = `new.clerk.${uniqueTag()}`;
  try {
    await page.goto("/admin/users");
    await test.step("added with a role, after a password too short is refused", async () => {
      await page.getByRole("button", { name: "Add User" }).click();
      const dialog = page.getByRole("dialog", { name: "Add User" });
      await dialog.getByLabel("Username").fill(username);
      await dialog.getByLabel("Password").fill("short");
      await dialog.getByRole("button", { name: "Add User" }).click();
      await expect(dialog.getByText("Password must be at least 12 characters")).toBeVisible();
      await dialog.getByLabel("Password").fill("nashik grape harvest");
      await dialog.getByLabel("Role").selectOption({ label: "Admissions" });
      await dialog.getByRole("button", { name: "Add User" }).click();
      await expect(toast(page, "User added successfully")).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: username })).toBeVisible();
      expect((await request.post("/api/auth/login", { data: { username, password: "nashik grape harvest" } })).status()).toBe(200);
    });

    await test.step("its role changed after a question, as a reload shows", async () => {
      const role = page.getByLabel(`Role of ${username}`);
      await expect(role).toHaveValue("admissions");
      await role.selectOption({ label: "Editor" });
      await page.getByRole("alertdialog").getByRole("button", { name: "Change role" }).click();
      await expect(toast(page, "Role changed successfully")).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(`Role of ${username}`)).toHaveValue("editor");
    });

    await test.step("deleted after a question; the signed-in admin has no delete button of their own", async () => {
      await expect(page.getByRole("article").filter({ has: page.getByText("You", { exact: true }) }).getByRole("button")).toHaveCount(0);
      await page.getByRole("button", { name: `Delete ${username}` }).click();
      await confirmDelete(page, "Are you sure you want to delete this user?");
      await expect(toast(page, "User deleted successfully")).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: username })).toHaveCount(0);
    });
  } finally {
    const users = (await (await request.get("/api/admin/users", { headers: await adminHeaders(request) })).json()) as { _id: string; username: string }[];
    const left = users.find((user) => user.username === username);
    if (left) await deleteAdmin(request, left._id);
  }
});

test("Activity: shows who signed in and what they changed, filtered by user", async ({ page, request }) => {
  const admin = await createAdmin(request);
  try {
    const token = await signInAs(request, admin, "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36");
    await request.post("/api/auth/login", { data: { username: admin.username, password: "a wrong password" } });
    await request.put("/api/auth/password", {
      headers: { authorization: `Bearer ${token}` },
      data: { currentPassword: admin.password, newPassword: "ajanta caves morning" },
    });
    await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
    await page.goto("/admin/activity");
    await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
    await page.getByLabel("Who").selectOption(admin.username);
    const entries = page.getByRole("list", { name: "Activity, newest first" }).getByRole("listitem");
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText(`${admin.username} · Changed their password; 0 other sessions ended`);
    await expect(entries.nth(1)).toContainText(`Failed sign-in as ${admin.username}`);
    await expect(entries.nth(2)).toContainText("Signed in from");
    await expect(entries.nth(2)).toContainText("(Chrome on Android)");

    await page.getByLabel("What").selectOption({ label: "Admin users" });
    await expect(entries).toHaveCount(1);
    const text = await page.getByRole("main").innerText();
    expect(text).not.toContain(admin.password);
    expect(text).not.toContain("ajanta caves morning");
  } finally {
    await deleteAdmin(request, admin._id);
  }
});
