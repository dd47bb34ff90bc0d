import type { APIRequestContext, Page } from "@playwright/test";
import type { Role } from "../../common/roles";
import { adminHeaders, expect, test } from "./fixtures";
import { confirmDelete, toast, uniqueTag } from "./admin-support";

/** Accounts of a role each, added through the API for one test and deleted after it. */
const added: string[] = [];

async function addAccount(request: APIRequestContext, role: Role) {
  const username = `${role}.${uniqueTag()}`;
  const password = "sahyadri monsoon trek";
  const response = await request.post("/api/admin/users", { headers: await adminHeaders(request), data: { username, password, role } });
  expect(response.status()).toBe(201);
  added.push((await response.json()).user._id);
  return { username, password };
}

/** Opens the back office signed in as a new account of `role`, the way the login screen leaves it. */
async function signInAs(page: Page, role: Role) {
  const account = await addAccount(page.request, role);
  const login = await page.request.post("/api/auth/login", { data: account });
  const token = (await login.json()).token as string;
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
  return account;
}

test.afterEach(async ({ request }) => {
  for (const id of added.splice(0)) await request.delete(`/api/admin/users/${id}`, { headers: await adminHeaders(request) });
});

const menu = (page: Page) => page.getByRole("navigation", { name: "Admin" }).getByRole("link");
const notForYourRole = (page: Page) => page.getByRole("heading", { level: 1, name: "Not for your role" });

test("an admissions clerk sees the applications, their figures and the year's settings, and nothing else", async ({ page }) => {
  await signInAs(page, "admissions");
  await page.goto("/admin/dashboard");
  await expect(menu(page)).toHaveText(["Dashboard", "Admissions", "Account", "Settings"]);
  await expect(page.getByRole("main").getByRole("link", { name: /Admissions/ }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Applications/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Backups" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("heading", { name: /^(Faculty|Users|News)$/ })).toHaveCount(0);

  for (const screen of ["users", "pages", "faculty"]) {
    await page.goto(`/admin/${screen}`);
    await expect(notForYourRole(page)).toBeVisible();
    await expect(page.getByText("whose role is Admissions")).toBeVisible();
  }
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("an editor sees the site's content but no application", async ({ page }) => {
  await signInAs(page, "editor");
  await page.goto("/admin/dashboard");
  await expect(menu(page)).toHaveText([
    "Dashboard",
    "Faculty",
    "Non-Teaching Staff",
    "News",
    "Notices",
    "Images",
    "Testimonials",
    "Account",
    "Documents",
    "Settings",
    "Committees",
    "Governing Body",
    "Events",
    "Holidays",
    "Pages",
  ]);
  await expect(page.getByRole("heading", { level: 2, name: /^Applications/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Backups" })).toHaveCount(0);

  await page.goto("/admin/admissions");
  await expect(notForYourRole(page)).toBeVisible();
  await expect(page.getByText("Admissions is open to the role Administrator or Admissions.")).toBeVisible();
});

test("an administrator gives a new account its role and changes it later", async ({ adminPage: page }) => {
  const username = `clerk.${uniqueTag()}`;
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("Username").fill(username);
  await dialog.getByLabel("Password").fill("nashik grape harvest");
  await dialog.getByLabel("Role").selectOption({ label: "Admissions" });
  await dialog.getByRole("button", { name: "Add User" }).click();
  await expect(toast(page, "User added successfully")).toBeVisible();

  const role = page.getByLabel(`Role of ${username}`);
  await expect(role).toHaveValue("admissions");
  await role.selectOption({ label: "Editor" });
  await page.getByRole("alertdialog").getByRole("button", { name: "Change role" }).click();
  await expect(toast(page, "Role changed successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Role of ${username}`)).toHaveValue("editor");

  await page.getByRole("button", { name: `Delete ${username}` }).click();
  await confirmDelete(page, "Are you sure you want to delete this user?");
  await expect(toast(page, "User deleted successfully")).toBeVisible();
});

test("a role changed while the account is signed in takes effect on its open page", async ({ page, request }) => {
  const account = await signInAs(page, "editor");
  await page.goto("/admin/faculty");
  await expect(page.getByRole("heading", { level: 1, name: "Faculty" })).toBeVisible();

  const users = (await (await request.get("/api/admin/users", { headers: await adminHeaders(request) })).json()) as { _id: string; username: string }[];
  const id = users.find((user) => user.username === account.username)!._id;
  expect((await request.put(`/api/admin/users/${id}`, { headers: await adminHeaders(request), data: { role: "admissions" } })).status()).toBe(200);

  // The next call the open back office makes (the testimonials' list, all of them, is the editor's) is
  // refused, and the back office learns the new role from it.
  await menu(page).filter({ hasText: "Testimonials" }).click();
  await expect(notForYourRole(page)).toBeVisible();
  await expect(menu(page)).toHaveText(["Dashboard", "Admissions", "Account", "Settings"]);
});
