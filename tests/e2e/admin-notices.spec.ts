import type { Locator, Page } from "@playwright/test";
import { adminApi, confirmDelete, toast, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";

const NOTICES = "/api/admin/notices";
const HOLIDAYS = "/api/admin/holidays";

type Notice = { _id: string; title: string; file: string };
type Holiday = { _id: string; date: string; name: string };

/** A small PDF no other test uploads. */
const pdfFile = (name: string, tag: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n% ${name} ${tag}\n1 0 obj << >> endobj\n%%EOF\n`),
});

/** Presses an upload button and picks `file` in the chooser it opens. */
async function chooseFile(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(file);
}

/** A record's row in the list, named by its title. */
const row = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

/** A moment in Kolkata (+5:30 all year), as a date-and-time input takes it and as the clerk reads it ("12 Jun, 10:00"). */
function inKolkata(moment: number) {
  const local = new Date(moment + 330 * 60_000);
  const [day, year] = [local.getUTCDate(), local.getUTCFullYear()];
  // The month's short name as British English has it ("Sept" in the newer data).
  const month = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" }).format(local);
  const time = `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
  const thisYear = new Date(Date.now() + 330 * 60_000).getUTCFullYear();
  return {
    input: `${local.toISOString().slice(0, 10)}T${time}`,
    words: `${day} ${month}${year === thisYear ? "" : ` ${year}`}, ${time}`,
  };
}

test.describe("Notices and holidays in the back office", () => {
  let tag: string;
  test.beforeEach(() => {
    tag = uniqueTag();
  });
  test.afterEach(async ({ page }) => {
    const api = await adminApi(page);
    await api.deleteWhere<Notice>(NOTICES, (id) => `${NOTICES}/${id}`, (notice) => notice.title.includes(tag));
    await api.deleteWhere<Holiday>(HOLIDAYS, (id) => `${HOLIDAYS}/${id}`, (holiday) => holiday.name.includes(tag));
  });

  test("the clerk adds a notice with a PDF in English and Marathi, edits it and deletes it, and the Activity screen lists it; then adds a holiday", async ({ adminPage: page }) => {
    const title = `Summer examination timetable ${tag}`;
    const renamed = `Revised summer examination timetable ${tag}`;
    await page.goto("/admin/dashboard");
    await page.getByRole("main").getByRole("link", { name: /^Notices/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Notices" })).toBeVisible();

    await page.getByRole("button", { name: "Add Notice" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Notice" });
    await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await dialog.getByRole("textbox", { name: "Title in Marathi" }).fill(`उन्हाळी परीक्षेचे वेळापत्रक ${tag}`);
    await dialog.getByRole("textbox", { name: "Text", exact: true }).fill("Theory papers start on **2 May**.");
    await dialog.getByRole("textbox", { name: "Text in Marathi" }).fill("लेखी परीक्षा **२ मे** रोजी सुरू होईल.");
    await dialog.getByRole("combobox", { name: "Category" }).selectOption({ label: "Examination" });
    await chooseFile(page, dialog.getByRole("button", { name: "Upload a PDF" }), pdfFile(`Timetable ${tag}.pdf`, tag));
    await expect(toast(page, "File uploaded successfully")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "File" })).toHaveValue(new RegExp(`/files/[a-f0-9]{16}-timetable-${tag}\\.pdf$`));
    await expect(dialog.getByRole("radio", { name: /^Publish now/ })).toBeChecked();
    await dialog.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page, "Notice added successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    const added = row(page, title);
    await expect(added).toContainText("Published");
    await expect(added).toContainText("Category: Examination");
    await expect(added.getByText(`उन्हाळी परीक्षेचे वेळापत्रक ${tag}`)).toHaveAttribute("lang", "mr");
    await expect(added.getByRole("link", { name: `timetable-${tag}.pdf` })).toHaveAttribute("href", new RegExp(`/files/[a-f0-9]{16}-timetable-${tag}\\.pdf$`));
    // Families see it at once, with its Marathi words and its PDF.
    const published = (await (await page.request.get("/api/notices")).json()) as (Notice & { titleMr: string })[];
    expect(published.find((notice) => notice.title === title)).toMatchObject({ titleMr: `उन्हाळी परीक्षेचे वेळापत्रक ${tag}`, category: "examination" });

    await added.getByRole("button", { name: `Edit ${title}` }).click();
    const editor = page.getByRole("dialog", { name: "Edit Notice" });
    await expect(editor.getByRole("textbox", { name: "Title in Marathi" })).toHaveValue(`उन्हाळी परीक्षेचे वेळापत्रक ${tag}`);
    await expect(editor.getByRole("radio", { name: /^Keep published/ })).toBeChecked();
    await editor.getByRole("textbox", { name: "Title", exact: true }).fill(renamed);
    await editor.getByRole("checkbox", { name: "Pinned" }).check();
    await editor.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Notice updated successfully")).toBeVisible();
    await expect(row(page, renamed)).toContainText("Pinned");
    await expect(row(page, title)).toHaveCount(0);

    await row(page, renamed).getByRole("button", { name: `Delete ${renamed}` }).click();
    await confirmDelete(page, "Are you sure you want to delete this notice?");
    await expect(toast(page, "Notice deleted successfully")).toBeVisible();
    await expect(row(page, renamed)).toHaveCount(0);

    // The Activity screen offers the notices' changes under the screen's name.
    await page.goto("/admin/activity");
    await page.getByLabel("What").selectOption({ label: "Notices" });
    const entries = page.getByRole("list", { name: "Activity, newest first" }).getByRole("listitem");
    await expect(entries.filter({ hasText: tag })).toHaveCount(3);

    await test.step("the clerk adds a holiday, listed under its year; a second holiday on its date is refused beside the date", async () => {
      // A date of its own, far from the holidays a fresh install holds, so no grievance's due date moves.
      const seed = Number.parseInt(tag.slice(0, 6), 16);
      const year = 2090 + (seed % 10);
      const date = `${year}-${String((seed % 12) + 1).padStart(2, "0")}-${String((seed % 28) + 1).padStart(2, "0")}`;
      const name = `College foundation day ${tag}`;
      await page.goto("/admin/holidays");
      await expect(page.getByRole("heading", { level: 1, name: "Holidays" })).toBeVisible();

      await page.getByRole("button", { name: "Add Holiday" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Holiday" });
      await dialog.getByLabel("Date").fill(date);
      await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
      await dialog.getByRole("textbox", { name: "Name in Marathi" }).fill(`महाविद्यालयाचा स्थापना दिन ${tag}`);
      await dialog.getByRole("button", { name: "Add Holiday" }).click();
      await expect(toast(page, "Holiday added successfully")).toBeVisible();

      const yearSection = page.getByRole("region", { name: String(year) });
      const day = new Date(`${date}T00:00:00Z`);
      const weekday = new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "UTC" }).format(day);
      const shown = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(day);
      await expect(yearSection.getByRole("article", { name })).toContainText(`Date: ${weekday}, ${shown}`);
      await page.getByRole("combobox", { name: "Year" }).selectOption(String(year));
      await expect(page.getByRole("region", { name: /^\d{4}$/ })).toHaveCount(1);

      await page.getByRole("button", { name: "Add Holiday" }).click();
      await dialog.getByLabel("Date").fill(date);
      await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(`Another holiday ${tag}`);
      await dialog.getByRole("button", { name: "Add Holiday" }).click();
      await expect(dialog.getByLabel("Date")).toHaveAccessibleDescription(`There is already a holiday on ${date}`);
      await expect(dialog.getByLabel("Date")).toBeFocused();
    });
  });

  test.describe("in a browser in another time zone", () => {
    test.use({ timezoneId: "America/New_York" });

    test("a notice scheduled a minute ahead says when, in India time, until its time comes; the list filters by state", async ({ adminPage: page }) => {
      const api = await adminApi(page);
      const draft = `Draft fee structure ${tag}`;
      const live = `Scholarship deadline ${tag}`;
      await api.post(NOTICES, { title: draft, category: "admission", status: "draft" });
      await api.post(NOTICES, { title: live, category: "scholarship" });
      // The page's clock runs on as usual, and is moved on past the time below.
      await page.clock.install();
      await page.goto("/admin/notices");

      const title = `Admission round 1 merit list ${tag}`;
      // The start of the minute after next: one to two minutes ahead.
      const at = inKolkata(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 60_000);
      await page.getByRole("button", { name: "Add Notice" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Notice" });
      await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await dialog.getByRole("combobox", { name: "Category" }).selectOption({ label: "Admission" });
      await dialog.getByRole("radio", { name: /^Publish at/ }).check();
      // Its label, "Publish at", begins the choice's label too.
      const time = dialog.getByLabel("Publish at").and(dialog.locator("input[type=datetime-local]"));
      await time.fill(at.input);
      await expect(dialog.getByText(`Scheduled for ${at.words}, India time.`)).toBeVisible();
      await dialog.getByRole("button", { name: "Schedule" }).click();
      await expect(toast(page, "Notice added successfully")).toBeVisible();

      const scheduled = row(page, title);
      await expect(scheduled).toContainText(`Scheduled for ${at.words}`);
      // Not yet on the website.
      const publicTitles = async () => ((await (await page.request.get("/api/notices")).json()) as Notice[]).map((notice) => notice.title);
      expect(await publicTitles()).not.toContain(title);

      // The clerk's own notices, by state.
      await page.getByRole("searchbox", { name: "Search notices" }).fill(tag);
      const state = page.getByRole("combobox", { name: "State" });
      const titles = page.getByRole("article").getByRole("heading");
      await state.selectOption({ label: "Scheduled" });
      await expect(titles).toHaveText([title]);
      await state.selectOption({ label: "Drafts" });
      await expect(titles).toHaveText([draft]);
      await expect(row(page, draft)).toContainText("Draft");
      await state.selectOption({ label: "Published" });
      await expect(titles).toHaveText([live]);

      // Once its time has come the list says so, without being loaded again.
      await page.clock.fastForward("02:30");
      await expect(titles).toHaveText([title, live]);
      await expect(scheduled).toContainText("Published");
      await expect(scheduled).not.toContainText("Scheduled for");
    });
  });
});
