import type { Page } from "@playwright/test";
import { adminScreens } from "../../app/components/admin/admin-screens";
import { adminApi, uniqueTag } from "./admin-support";
import { adminHeaders, expect, test } from "./fixtures";
import { hostileText, noStoredMarkup, seriousAxeViolations, storedMarkupFound, watchCspViolations, watchDialogs } from "./page-checks";

/**
 * Every screen of the back office, opened once with hostile text (markup, script, event handlers)
 * stored in every field of every kind of record the screens list, and judged on that visit: axe
 * finds no serious or critical problem, nothing breaks the Content-Security-Policy, and the
 * stored words are shown as text, never made into markup (the screens draw their records in the
 * browser, so this is where that is proven for them). A screen with a form or a question of its
 * own opens it on the same visit, and axe judges it with its error messages shown.
 */

const tag = uniqueTag();
const payload = (field: string) => hostileText(field, tag);
const person = (kind: string) => ({
  name: payload(`${kind} name`),
  designation: payload(`${kind} role`),
  qualification: payload(`${kind} degree`),
  experience: payload(`${kind} years`),
  dateOfJoining: "2020-06-15",
  email: `safety.${kind}.${tag}@example.org`,
  mobile: "98765 43210",
});

type Screen = { path: string; heading: string; alsoOpens?: (page: Page) => Promise<void> };

const screens: Screen[] = [
  { path: "/admin/dashboard", heading: "Dashboard" },
  {
    path: "/admin/faculty",
    heading: "Faculty Management",
    async alsoOpens(page) {
      await page.getByRole("button", { name: "Add New Faculty" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Faculty" });
      await dialog.getByRole("button", { name: "Add Faculty" }).click();
      await expect(dialog.getByText("Name is required")).toBeVisible();
      expect.soft(await seriousAxeViolations(page), "the add form with its error messages").toEqual([]);
    },
  },
  { path: "/admin/nonteachingstaff", heading: "Non-Teaching Staff Management" },
  {
    path: "/admin/news",
    heading: "Latest News Management",
    async alsoOpens(page) {
      await page.getByRole("listitem").filter({ hasText: payload("newstitle") }).getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("alertdialog", { name: "Please confirm" })).toBeVisible();
      expect.soft(await seriousAxeViolations(page), "the delete question").toEqual([]);
    },
  },
  {
    path: "/admin/notices",
    heading: "Notices",
    async alsoOpens(page) {
      // The words as they were typed, in every state: published and pinned with a file, draft, scheduled.
      await expect(page.getByRole("heading", { name: payload("noticetitle") })).toHaveCount(3);
      await expect(page.getByText(/^Scheduled for 31 Dec 2999/).first()).toBeVisible();
      await page.getByRole("button", { name: "Add Notice" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Notice" });
      await dialog.getByRole("radio", { name: /^Publish at/ }).check();
      await dialog.getByRole("button", { name: "Schedule" }).click();
      await expect(dialog.getByText("Title is required")).toBeVisible();
      await expect(dialog.getByText("Publish at needs a date and a time")).toBeVisible();
      expect.soft(await seriousAxeViolations(page), "the notice form with its publishing choice and its error messages").toEqual([]);
    },
  },
  { path: "/admin/images", heading: "Image Gallery Management" },
  { path: "/admin/admissions", heading: "Admission Applications" },
  {
    path: "/admin/testimonials",
    heading: "Manage Testimonials",
    async alsoOpens(page) {
      // The screen quotes it: “…”.
      await expect(page.getByText(`“${payload("testimonialquote")}”`, { exact: true })).toBeVisible();
    },
  },
  { path: "/admin/account", heading: "Account" },
  { path: "/admin/users", heading: "Admin Users" },
  { path: "/admin/activity", heading: "Activity" },
  { path: "/admin/settings", heading: "Site Settings" },
  { path: "/admin/documents", heading: "Documents" },
  {
    path: "/admin/committees",
    heading: "Committee Management",
    async alsoOpens(page) {
      await page.getByRole("button", { name: "Add Committee" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Committee" });
      await dialog.getByRole("button", { name: "Add member" }).click();
      await dialog.getByRole("button", { name: "Add member" }).click();
      await dialog.getByRole("button", { name: "Add Committee" }).click();
      await expect(dialog.getByText("Member position is required").first()).toBeVisible();
      expect.soft(await seriousAxeViolations(page), "the committee form with member rows and their error messages").toEqual([]);
    },
  },
  { path: "/admin/governing-body", heading: "Governing Body" },
  {
    path: "/admin/events",
    heading: "Event Management",
    async alsoOpens(page) {
      await page.getByRole("article").filter({ has: page.getByRole("img") }).first().getByRole("button", { name: /^Edit / }).click();
      await expect(page.getByRole("dialog", { name: "Edit Event" }).getByRole("button", { name: "Remove photo 1" })).toBeVisible();
      expect.soft(await seriousAxeViolations(page), "the event form with its photos").toEqual([]);
    },
  },
  { path: "/admin/pages", heading: "Pages" },
  { path: "/admin/grievances", heading: "Grievances" },
];

/** Screens of the back office judged elsewhere, and where. */
const judgedElsewhere: Record<string, string> = {
  // The screen of a collection, made from its declaration (app/routes/admin/collection.tsx): judged on /admin/notices and /admin/events.
  holidays: "the collection screen",
  // With a request to show, axe on the list and the request (admin-privacy-requests.spec.ts).
  "privacy-requests": "admin-privacy-requests.spec.ts",
};

test("every screen of the back office is judged here, or is named with where it is judged", () => {
  const judgedHere = new Set(screens.map((screen) => screen.path));
  expect(adminScreens.map((screen) => screen.path).filter((path) => !judgedHere.has(`/admin/${path}`) && !(path in judgedElsewhere))).toEqual([]);
});

test.describe("admin screens, each with hostile text in its records: axe, Content-Security-Policy, the words shown as text", () => {
  /** The addresses of this worker's records, removed after its last screen. */
  const added: string[] = [];
  let dialogs: string[] = [];

  test.beforeAll(async ({ adminSweepPage: page }) => {
    dialogs = watchDialogs(page);
    const api = await adminApi(page);
    /** Adds a record through `list`, whose answer has it under `key`. */
    const add = async (list: string, key: string, body: object) => {
      const record = (await api.post<Record<string, { _id: string }>>(list, body))[key]!;
      added.push(`${list}/${record._id}`);
    };
    await add("/api/admin/faculty", "faculty", { ...person("faculty"), department: "bpharm" });
    await add("/api/admin/nonteachingstaff", "staff", person("staff"));
    await add("/api/admin/latestnews", "news", { title: payload("newstitle"), expiryDate: "2999-12-31", path: "" });
    // A draft and a scheduled notice too: the back office lists them, with their words, as it does a published one.
    for (const publication of [{ pinned: true, file: "/files/0123456789abcdef-timetable.pdf" }, { status: "draft" }, { publishAt: "2999-12-31T10:00:00+05:30" }]) {
      await add("/api/admin/notices", "notice", {
        title: payload("noticetitle"),
        titleMr: payload("noticetitlemr"),
        body: payload("noticebody"),
        bodyMr: payload("noticebodymr"),
        category: "general",
        ...publication,
      });
    }
    await add("/api/testimonials", "testimonial", {
      name: payload("testimonial name"),
      batch: payload("testimonialbatch"),
      quote: payload("testimonialquote"),
    });
    // Hidden from the home page at once (the screen lists it all the same): home.spec.ts counts the testimonials shown there.
    expect((await page.request.patch(`${added.at(-1)!}/toggle`, { headers: await adminHeaders(page.request) })).status()).toBe(200);
    // The Images screen opens on the gallery's pictures; the other sections' would show only on their tabs.
    await add("/api/admin/images", "image", {
      url: "/logos/college-logo.svg",
      section: "gallery",
      title: payload("gallerytitle"),
      description: payload("gallerydescription"),
      caption: payload("gallerycaption"),
    });
    const applied = await page.request.post("/api/admissions/apply", {
      data: {
        name: payload("applicant"),
        email: `safety.applicant.${tag}@example.org`,
        mobile: "9876543210",
        education: payload("education"),
        tenthPercentage: 80,
        tenthPassingYear: 2020,
        tenthSchoolName: payload("school"),
        twelfthPercentage: 75,
        twelfthPassingYear: 2022,
        twelfthCollegeName: payload("college"),
      },
    });
    expect(applied.status()).toBe(201);
  });

  test.afterAll(async ({ adminSweepPage: page }) => {
    const headers = await adminHeaders(page.request);
    for (const record of added) await page.request.delete(record, { headers });
    const api = await adminApi(page);
    await api.deleteWhere<{ _id: string; email: string }>("/api/admin/admissions", (id) => `/api/admin/admissions/${id}`, (application) => application.email.includes(tag));
  });

  for (const screen of screens) {
    test(screen.path, async ({ adminSweepPage: page }) => {
      const cspViolations = await watchCspViolations(page);
      const dialogsBefore = dialogs.length;
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
      // Judged once the list has loaded.
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      expect.soft(await seriousAxeViolations(page), `${screen.path}: axe, serious or critical problems`).toEqual([]);
      await screen.alsoOpens?.(page);
      expect.soft(await storedMarkupFound(page), `${screen.path}: stored words made into markup`).toEqual(noStoredMarkup);
      expect.soft(dialogs.slice(dialogsBefore), `${screen.path}: dialogs opened by stored words`).toEqual([]);
      expect.soft(await cspViolations(), `${screen.path}: Content-Security-Policy violations`).toEqual([]);
    });
  }
});
