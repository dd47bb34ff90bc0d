import type { RecordOf } from "../../common/collection";
import type { eventCollection } from "../../common/event.collection";
import { todayInKolkata } from "../../common/fields";
import { adminApi, confirmDelete, textFileNamedPng, toast, uniquePng, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";

type CollegeEvent = RecordOf<typeof eventCollection>;

const EVENTS = "/api/events";
const ADMIN_EVENTS = "/api/admin/events";

/** A YYYY-MM-DD date `days` from today in the college's time zone. */
function dayFromToday(days: number) {
  const date = new Date(`${todayInKolkata()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe("Event Management", () => {
  let tag: string;
  test.beforeEach(() => {
    tag = uniqueTag();
  });
  test.afterEach(async ({ page }) => {
    const api = await adminApi(page);
    await api.deleteWhere<CollegeEvent>(EVENTS, (id) => `${ADMIN_EVENTS}/${id}`, (event) => event.title.includes(tag));
  });

  test("the clerk adds an event with photos (after the form refused what was missing), /events shows it newest first; then edits it (a photo removed, a coming date) and deletes it", async ({
    adminPage: page,
  }) => {
    // An event's whole life, through the admin screen and the public pages: several page loads.
    test.slow();
    const title = `Science Exhibition ${tag}`;
    const dialog = page.getByRole("dialog", { name: "Add Event" });
    const card = page.getByRole("article", { name: title });

    await test.step("the screen, from the dashboard, refuses an event without a title or date, and a file that is not a picture", async () => {
      await page.goto("/admin/dashboard");
      await page.getByRole("main").getByRole("link", { name: /^Events/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Event Management" })).toBeVisible();
      await page.getByRole("button", { name: "Add Event" }).click();
      await dialog.getByRole("button", { name: "Publish" }).click();
      await expect(dialog.getByRole("textbox", { name: "Title", exact: true })).toHaveAccessibleDescription("Title is required");
      await expect(dialog.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();
      await expect(dialog.getByRole("textbox", { name: /^Date\b/ })).toHaveAccessibleDescription(/Date is required/);

      await dialog.getByLabel("Add photos").setInputFiles(textFileNamedPng);
      await expect(dialog.getByRole("alert").filter({ hasText: "was not added: Please upload a JPEG, PNG or WebP image" })).toBeVisible();
      await expect(dialog.getByRole("img", { name: /^Photo \d$/ })).toHaveCount(0);
    });

    await test.step("added with two photos, it shows on the screen and first among the past events of /events", async () => {
      await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await dialog.getByRole("textbox", { name: /^Date\b/ }).fill(dayFromToday(-1));
      await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Working models and posters by the students of both programmes.");
      await dialog.getByLabel("Add photos").setInputFiles([
        { name: "stall.png", mimeType: "image/png", buffer: await uniquePng() },
        { name: "visitors.png", mimeType: "image/png", buffer: await uniquePng() },
      ]);
      await expect(toast(page, "2 images uploaded successfully")).toBeVisible();
      await expect(dialog.getByRole("img", { name: /^Photo \d$/ })).toHaveCount(2);
      await dialog.getByRole("button", { name: "Publish" }).click();

      await expect(toast(page, "Event added successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole("img", { name: `Photo of ${title}` })).toBeVisible();

      await page.goto("/events");
      const past = page.getByRole("region", { name: "Past events" });
      const event = past.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(event).toContainText("Working models and posters");
      await expect(event.getByRole("img")).toHaveCount(2);
      // Yesterday's event is the newest of the past ones, so it comes first among them.
      await expect(past.getByRole("article").first().getByRole("heading")).toHaveText(title);
      const photo = event.getByRole("link", { name: `Photo 1 of ${title}` });
      const response = await page.request.get((await photo.getAttribute("href"))!);
      expect(response.headers()["content-type"]).toBe("image/webp");
    });

    await test.step("an edit removes a photo and moves it to a coming date; /events shows it among the upcoming", async () => {
      const api = await adminApi(page);
      const photos = (await api.get<CollegeEvent[]>(EVENTS)).find((event) => event.title === title)!.images;
      await page.goto("/admin/events");
      await card.getByRole("button", { name: `Edit ${title}` }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Event" });
      await expect(editDialog.getByRole("textbox", { name: /^Date\b/ })).toHaveValue(dayFromToday(-1));
      await editDialog.getByRole("button", { name: "Remove photo 1" }).click();
      await expect(editDialog.getByRole("img", { name: /^Photo \d$/ })).toHaveCount(1);
      await editDialog.getByRole("textbox", { name: /^Date\b/ }).fill(dayFromToday(10));
      await editDialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, "Event updated successfully")).toBeVisible();

      const stored = (await api.get<CollegeEvent[]>(EVENTS)).find((event) => event.title === title);
      expect(stored).toMatchObject({ date: dayFromToday(10), images: [photos[1]] });
      await page.goto("/events");
      await expect(page.getByRole("region", { name: "Upcoming events" }).getByRole("heading", { name: title })).toBeVisible();
    });

    await test.step("Delete asks first", async () => {
      await page.goto("/admin/events");
      await card.getByRole("button", { name: `Delete ${title}` }).click();
      await confirmDelete(page, "Are you sure you want to delete this event?");
      await expect(toast(page, "Event deleted successfully")).toBeVisible();
      await expect(card).toHaveCount(0);
    });
  });
});
