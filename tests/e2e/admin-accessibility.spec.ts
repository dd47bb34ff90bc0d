import { todayInKolkata } from "../../common/fields";
import { adminApi, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";
import { seriousAxeViolations, watchCspViolations } from "./page-checks";

const screens = [
  { path: "/admin/dashboard", heading: "Dashboard" },
  { path: "/admin/faculty", heading: "Faculty Management" },
  { path: "/admin/nonteachingstaff", heading: "Non-Teaching Staff Management" },
  { path: "/admin/news", heading: "Latest News Management" },
  { path: "/admin/notices", heading: "Notices" },
  { path: "/admin/images", heading: "Image Gallery Management" },
  { path: "/admin/admissions", heading: "Admission Applications" },
  { path: "/admin/testimonials", heading: "Manage Testimonials" },
  { path: "/admin/account", heading: "Account" },
  { path: "/admin/users", heading: "Admin Users" },
  { path: "/admin/activity", heading: "Activity" },
  { path: "/admin/settings", heading: "Site Settings" },
  { path: "/admin/documents", heading: "Documents" },
  { path: "/admin/committees", heading: "Committee Management" },
  { path: "/admin/governing-body", heading: "Governing Body" },
  { path: "/admin/events", heading: "Event Management" },
  { path: "/admin/holidays", heading: "Holidays" },
  { path: "/admin/pages", heading: "Pages" },
  { path: "/admin/grievances", heading: "Grievances" },
];

test.describe("admin screens (axe): no serious or critical problems", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  // Each screen is also watched for Content-Security-Policy violations while it is open: the
  // public pages' check (public-page-checks.spec.ts), on the same visit.
  for (const screen of screens) {
    test(screen.path, async ({ adminSweepPage: page }) => {
      const cspViolations = await watchCspViolations(page);
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
      // Judged once the list has loaded, whatever it holds.
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      expect.soft(await seriousAxeViolations(page), `${screen.path}: axe, serious or critical problems`).toEqual([]);
      expect.soft(await cspViolations(), `${screen.path}: Content-Security-Policy violations`).toEqual([]);
    });
  }

  test("the add form with its error messages", async ({ adminPage: page }) => {
    await page.goto("/admin/faculty");
    await page.getByRole("button", { name: "Add New Faculty" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Faculty" });
    await dialog.getByRole("button", { name: "Add Faculty" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the committee form with member rows and their error messages", async ({ adminPage: page }) => {
    await page.goto("/admin/committees");
    await page.getByRole("button", { name: "Add Committee" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Committee" });
    await dialog.getByRole("button", { name: "Add member" }).click();
    await dialog.getByRole("button", { name: "Add member" }).click();
    await dialog.getByRole("button", { name: "Add Committee" }).click();
    await expect(dialog.getByText("Member position is required").first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the notices with their states, and the notice form with its publishing choice and its error messages", async ({ adminPage: page }) => {
    const api = await adminApi(page);
    const tag = uniqueTag();
    const publications = [{ status: "draft" }, { publishAt: "2999-12-31T10:00:00+05:30" }, { pinned: true, file: "/files/0123456789abcdef-timetable.pdf" }];
    for (const [index, publication] of publications.entries()) {
      await api.post("/api/admin/notices", { title: `Accessibility check ${index} ${tag}`, titleMr: "सूचना", category: "general", ...publication });
    }
    try {
      await page.goto("/admin/notices");
      await page.getByRole("searchbox", { name: "Search notices" }).fill(tag);
      await expect(page.getByRole("article")).toHaveCount(3);
      await expect(page.getByText(/^Scheduled for 31 Dec 2999/)).toBeVisible();
      expect.soft(await seriousAxeViolations(page), "the list").toEqual([]);

      await page.getByRole("button", { name: "Add Notice" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Notice" });
      await dialog.getByRole("radio", { name: /^Publish at/ }).check();
      await dialog.getByRole("button", { name: "Schedule" }).click();
      await expect(dialog.getByText("Title is required")).toBeVisible();
      await expect(dialog.getByText("Publish at needs a date and a time")).toBeVisible();
      expect(await seriousAxeViolations(page), "the form").toEqual([]);
    } finally {
      await api.deleteWhere<{ _id: string; title: string }>("/api/admin/notices", (id) => `/api/admin/notices/${id}`, (notice) => notice.title.includes(tag));
    }
  });

  test("the event form with its photos", async ({ adminPage: page }) => {
    await page.goto("/admin/events");
    await page.getByRole("article").filter({ has: page.getByRole("img") }).first().getByRole("button", { name: /^Edit / }).click();
    await expect(page.getByRole("dialog", { name: "Edit Event" }).getByRole("button", { name: "Remove photo 1" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the delete question", async ({ adminPage: page }) => {
    const api = await adminApi(page);
    const title = `Accessibility check ${uniqueTag()}`;
    const { news } = await api.post<{ news: { _id: string } }>("/api/admin/latestnews", { title, expiryDate: todayInKolkata(), path: "" });
    try {
      await page.goto("/admin/news");
      await page.getByRole("listitem").filter({ hasText: title }).getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("alertdialog", { name: "Please confirm" })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await api.deleteWhere<{ _id: string }>("/api/admin/latestnews", (id) => `/api/admin/latestnews/${id}`, (item) => item._id === news._id);
    }
  });
});
