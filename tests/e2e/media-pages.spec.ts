import type { APIRequestContext, Page } from "@playwright/test";
import { initialSettings } from "../../content/initial-settings";
import { institution } from "../../content/institution";
import { sampleEvents } from "../../server/seed/sample-events";
import { seededAdmissionContacts } from "../support/seeded-words";
import { adminHeaders, expect, test } from "./fixtures";

/** The slide of a carousel that shows `text`, wherever it is in the carousel and whether or not it is in view. */
const slideWith = (page: Page, carousel: string, text: string) =>
  page
    .getByRole("region", { name: carousel })
    .getByRole("group", { name: /^\d+ of \d+$/, includeHidden: true })
    .filter({ hasText: text });

/** Files a picture under a section for the length of a test; the newest comes first on the page. */
async function withImage(
  request: APIRequestContext,
  image: { section: string; title?: string; description?: string; caption?: string },
  run: () => Promise<void>,
) {
  const headers = await adminHeaders(request);
  const response = await request.post("/api/admin/images", { headers, data: { url: "/logos/college-logo.svg", ...image } });
  expect(response.status()).toBe(201);
  const id: string = (await response.json()).image._id;
  try {
    await run();
  } finally {
    await request.delete(`/api/admin/images/${id}`, { headers });
  }
}

test.describe("admissions", () => {
  test("shows the admission-open facts, the contacts and the way to apply; the banner shows the four newest campus photographs; the video loads from youtube-nocookie.com only after pressing play", async ({
    page,
    request,
  }) => {
    // It adds five photographs to shared data: at one width only, so never beside itself.
    const headers = await adminHeaders(request);
    const stamp = Date.now().toString(36);
    const ids: string[] = [];
    try {
      for (let index = 1; index <= 5; index += 1) {
        const response = await request.post("/api/admin/images", {
          headers,
          data: { url: "/logos/college-logo.svg", section: "campus", caption: `Banner ${stamp} photo ${index}` },
        });
        expect(response.status()).toBe(201);
        ids.push((await response.json()).image._id);
      }
      // With reduced motion the banner stays on its first photograph.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/admissions");
      await expect(page.getByRole("heading", { level: 1, name: "Admissions" })).toBeVisible();

      await test.step("the admission-open facts, the contacts and the way to apply", async () => {
        const open = page.getByRole("region", { name: "Admissions Open 2025-2026" });
        await expect(open.getByRole("definition").filter({ hasText: `${initialSettings.intakeDPharm} seats` })).toBeVisible();
        await expect(open.getByRole("definition").filter({ hasText: new RegExp(`^${institution.collegeCode}$`) })).toBeVisible();
        await expect(open.getByRole("definition").filter({ hasText: new RegExp(`^${institution.choiceCode}$`) })).toBeVisible();
        await expect(open.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/apply-now");
        const contacts = page.getByRole("region", { name: "Admission contacts" });
        for (const contact of seededAdmissionContacts) await expect(contacts.getByRole("heading", { name: contact.name })).toBeVisible();
      });

      await test.step("the banner's four newest campus photographs", async () => {
        const banner = page.getByRole("region", { name: "Campus photographs" });
        await expect(banner.getByRole("button", { name: /^Go to slide \d$/ })).toHaveCount(4);
        await expect(banner.getByRole("group", { name: "1 of 4" })).toContainText(`Banner ${stamp} photo 5`);
        await expect(slideWith(page, "Campus photographs", `Banner ${stamp} photo 1`)).toHaveCount(0);
      });

      await test.step("the video, asked for from youtube-nocookie.com only after pressing play", async () => {
        const video = page.getByRole("region", { name: "See the campus" });
        await expect(video.locator("iframe")).toHaveCount(0);
        // The player itself cannot load on a closed network; what matters is what we ask for.
        await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ status: 200, body: "" }));
        await video.getByRole("button", { name: /^Play video:/ }).click();
        await expect(video.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
      });
    } finally {
      for (const id of ids) await request.delete(`/api/admin/images/${id}`, { headers });
    }
  });
});

test.describe("library", () => {
  test("shows the photographs and the opening hours", async ({ page, request }) => {
    const caption = `Reading hall ${Date.now().toString(36)}`;
    await withImage(request, { section: "library", caption }, async () => {
      await page.goto("/library");
      await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
      await expect(slideWith(page, "Library photographs", caption)).toHaveCount(1);

      const hours = page.getByRole("region", { name: "Opening hours" });
      for (const [days, time] of [
        ["Monday - Friday", "8:00 AM - 8:00 PM"],
        ["Saturday", "9:00 AM - 5:00 PM"],
        ["Sunday", "Closed"],
      ]) {
        await expect(hours.getByRole("term").filter({ hasText: days })).toBeVisible();
        await expect(hours.getByRole("definition").filter({ hasText: time })).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: "Library rules" })).toBeVisible();
    });
  });
});

test.describe("events", () => {
  test("names an untitled event photograph 'College Event', shows another's own title and description, and lists upcoming and past events with their photos", async ({ page, request }) => {
    const title = `Poster competition ${Date.now().toString(36)}`;
    await withImage(request, { section: "events" }, () =>
      withImage(request, { section: "events", title, description: "Final-year students present their research." }, async () => {
        await page.goto("/events");
        await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
        const untitled = slideWith(page, "Event photographs", "College Event");
        await expect(untitled.first()).toContainText("Join us for this exciting event");
        await expect(slideWith(page, "Event photographs", title)).toContainText("Final-year students present their research.");

        // The events a new site starts with, each under its heading and with its photographs.
        const upcoming = page.getByRole("region", { name: "Upcoming events" });
        const past = page.getByRole("region", { name: "Past events" });
        for (const event of sampleEvents) {
          const region = event.daysFromToday >= 0 ? upcoming : past;
          const card = region.getByRole("article").filter({ has: page.getByRole("heading", { name: event.title, exact: true }) });
          await expect(card).toContainText(event.description);
          await expect(card.getByRole("img")).toHaveCount(event.pictures.length);
        }
      }),
    );
  });
});
