import type { APIRequestContext, Page } from "@playwright/test";
import type { Role } from "../../common/roles";
import { adminHeaders, expect, test } from "./fixtures";
import { uniqueTag } from "./admin-support";

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

test("an editor sees the site's content but no application; a role changed while signed in takes effect on the open page; an admissions clerk sees the applications, their figures and the year's settings, and nothing else", async ({
  page,
  request,
}) => {
  // One account, an editor and then an admissions clerk. Giving an account its role on the Users
  // screen is accounts.spec.ts; which calls each role may make, server/platform/auth/roles.test.ts.
  const account = await signInAs(page, "editor");

  await test.step("the editor's menu and dashboard: the site's content, no applications, no backups", async () => {
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

  await test.step("the role changed to admissions while the Faculty screen is open: its next call is refused, and the back office learns the new role from it", async () => {
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

  await test.step("the admissions clerk's dashboard: the applications and their figures; other screens are not for the role", async () => {
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
});
