import type { Locator, Page } from "@playwright/test";
import { todayInKolkata } from "../../common/fields";
import type { RecordOf } from "../../common/collection";
import type { newsCollection } from "../../common/news.collection";
import { adminApi, confirmDelete, toast, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";

type NewsItem = RecordOf<typeof newsCollection>;

const NEWS = "/api/admin/latestnews";

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

/** A YYYY-MM-DD date `days` from today in the college's time zone. */
function dayFromToday(days: number) {
  const date = new Date(`${todayInKolkata()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe("Latest News Management", () => {
  let tag: string;
  test.beforeEach(() => {
    tag = uniqueTag();
  });
  test.afterEach(async ({ page }) => {
    const api = await adminApi(page);
    await api.deleteWhere<NewsItem>(NEWS, (id) => `${NEWS}/${id}`, (item) => item.title.includes(tag));
  });

  test("what the clerk adds, drafts, edits, deletes or lets expire, the home page shows or stops showing", async ({ adminPage: page }) => {
    // Two rounds of the screen and the home page.
    test.slow();
    const linked = `Scholarship forms available ${tag}`;
    const renamed = `Scholarship forms due Friday ${tag}`;
    const draft = `Revised hostel fees ${tag}`;
    const deleted = `Holiday notice ${tag}`;
    const expired = `Old notice ${tag}`;
    const api = await adminApi(page);
    await api.post(NEWS, { title: deleted, expiryDate: dayFromToday(30), path: "" });
    const { news: old } = await api.post<{ news: NewsItem }>(NEWS, { title: expired, expiryDate: dayFromToday(1), path: "" });
    await api.put(`${NEWS}/${old._id}`, { title: expired, expiryDate: dayFromToday(-2), path: "" });
    const addForm = page.getByRole("form", { name: "Add news" });
    const item = (title: string) => page.getByRole("listitem").filter({ hasText: title });
    const homeNews = page.getByRole("region", { name: "Latest News" });

    await test.step("an item added with a link, and one saved as a draft; an expired one is marked", async () => {
      await page.goto("/admin/news");
      await expect(page.getByRole("heading", { name: "Latest News Management" })).toBeVisible();
      await addForm.getByRole("textbox", { name: "Title", exact: true }).fill(linked);
      await addForm.getByLabel("Expiry date").fill(dayFromToday(30));
      await expect(addForm.getByLabel("Link").getByRole("option")).toHaveText(["No link", "Admissions", "Apply Now", "Events", "Library", "About Us", "Home"]);
      await addForm.getByLabel("Link").selectOption({ label: "Apply Now" });
      await addForm.getByRole("button", { name: "Add News" }).click();
      await expect(toast(page, "News added successfully")).toBeVisible();
      await expect(item(linked)).toContainText("Apply Now");
      await expect(addForm.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("");

      await addForm.getByRole("textbox", { name: "Title", exact: true }).fill(draft);
      await addForm.getByLabel("Expiry date").fill(dayFromToday(30));
      await addForm.getByRole("radio", { name: "Save as draft" }).check();
      await addForm.getByRole("button", { name: "Add News" }).click();
      await expect(item(draft)).toContainText("Draft");

      await expect(item(expired)).toContainText("Expired");
    });

    await test.step("the home page shows the published ones, with their links, and neither the draft nor the expired one", async () => {
      await page.goto("/");
      await expect(homeNews.getByRole("link", { name: linked })).toHaveAttribute("href", "/apply-now");
      await expect(homeNews).toContainText(deleted);
      await expect(page.getByText(draft)).toHaveCount(0);
      await expect(homeNews).not.toContainText(expired);
    });

    await test.step("an item edited inline, the draft published, and one deleted after a question", async () => {
      await page.goto("/admin/news");
      await item(linked).getByRole("button", { name: "Edit" }).click();
      const editForm = page.getByRole("form", { name: `Edit news: ${linked}` });
      await expect(editForm.getByLabel("Link")).toHaveValue("/apply-now");
      await editForm.getByRole("textbox", { name: "Title", exact: true }).fill(renamed);
      await editForm.getByRole("button", { name: "Save" }).click();
      await expect(toast(page, "News updated successfully")).toBeVisible();
      await expect(editForm).toBeHidden();
      await expect(item(renamed)).toBeVisible();
      await expect(item(linked)).toHaveCount(0);

      await item(draft).getByRole("button", { name: "Edit" }).click();
      const draftForm = page.getByRole("form", { name: `Edit news: ${draft}` });
      await draftForm.getByRole("radio", { name: "Publish now" }).check();
      await draftForm.getByRole("button", { name: "Save" }).click();
      await expect(item(draft)).toContainText("Published");

      await item(deleted).getByRole("button", { name: "Delete" }).click();
      await confirmDelete(page, "Are you sure you want to delete this news?");
      await expect(toast(page, "News deleted successfully")).toBeVisible();
      await expect(item(deleted)).toHaveCount(0);
    });

    await test.step("the home page follows: the new title, the published draft, no deleted item", async () => {
      await page.goto("/");
      await expect(homeNews).toContainText(renamed);
      await expect(homeNews).not.toContainText(linked);
      await expect(homeNews.getByText(draft)).toBeVisible();
      await expect(homeNews.getByRole("heading", { name: "Latest News" })).toBeVisible();
      await expect(homeNews).not.toContainText(deleted);
    });
  });

  test("adds nothing without a title and an expiry date, and says why next to the fields", async ({ adminPage: page }) => {
    await page.goto("/admin/news");
    const addForm = page.getByRole("form", { name: "Add news" });
    await expect(page.getByRole("heading", { name: "All news" })).toBeVisible();

    await addForm.getByRole("button", { name: "Add News" }).click();
    await expect(addForm.getByRole("textbox", { name: "Title", exact: true })).toHaveAccessibleDescription("Title is required");
    await expect(addForm.getByLabel("Expiry date")).toHaveAccessibleDescription(/Expiry date is required/);

    await addForm.getByRole("textbox", { name: "Title", exact: true }).fill(`Only a title ${tag}`);
    await addForm.getByRole("button", { name: "Add News" }).click();
    await expect(addForm.getByRole("textbox", { name: "Title", exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(addForm.getByLabel("Expiry date")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("listitem").filter({ hasText: `Only a title ${tag}` })).toHaveCount(0);

    // Saving an edit also needs both.
    const api = await adminApi(page);
    const { news } = await api.post<{ news: NewsItem }>(NEWS, { title: `Needs a title ${tag}`, expiryDate: dayFromToday(5), path: "" });
    await page.reload();
    await page.getByRole("listitem").filter({ hasText: news.title }).getByRole("button", { name: "Edit" }).click();
    const editForm = page.getByRole("form", { name: `Edit news: ${news.title}` });
    await editForm.getByRole("textbox", { name: "Title", exact: true }).fill("   ");
    await editForm.getByRole("button", { name: "Save" }).click();
    await expect(editForm.getByRole("textbox", { name: "Title", exact: true })).toHaveAccessibleDescription("Title is required");
    await editForm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: news.title })).toBeVisible();
  });

  test("Files: an uploaded circular gets a permanent link, and a news item links to one, opened in a new tab from the home page", async ({ adminPage: page }) => {
    const title = `Merit list, CAP round 1 ${tag}`;
    const circular = pdfFile(`Circular ${tag}.pdf`, tag);
    await page.goto("/admin/documents");
    await chooseFile(page, page.getByRole("button", { name: "Upload a PDF" }), circular);
    await expect(toast(page, "File uploaded successfully")).toBeVisible();
    const link = page.getByRole("list", { name: "Uploaded files" }).getByRole("link", { name: new RegExp(`/files/[a-f0-9]{16}-circular-${tag}\\.pdf$`) });
    await expect(link).toBeVisible();
    const served = await page.request.get((await link.getAttribute("href"))!);
    expect((await served.body()).equals(circular.buffer)).toBe(true);

    await page.goto("/admin/news");
    const addForm = page.getByRole("form", { name: "Add news" });
    await addForm.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await addForm.getByLabel("Expiry date").fill(todayInKolkata());
    await chooseFile(page, addForm.getByRole("button", { name: "Link to an uploaded PDF" }), pdfFile(`Merit list ${tag}.pdf`, tag));
    await expect(toast(page, "File uploaded successfully")).toBeVisible();
    await expect(addForm.getByLabel("Link").locator("option:checked")).toHaveText(new RegExp(`^Uploaded PDF: [a-f0-9]{16}-merit-list-${tag}\\.pdf$`));
    await addForm.getByRole("button", { name: "Add News" }).click();
    await expect(toast(page, "News added successfully")).toBeVisible();

    await page.goto("/");
    const newsLink = page.getByRole("region", { name: "Latest News" }).getByRole("link", { name: new RegExp(title) });
    await expect(newsLink).toHaveAttribute("href", new RegExp(`^/files/[a-f0-9]{16}-merit-list-${tag}\\.pdf$`));
    await expect(newsLink).toHaveAttribute("target", "_blank");
  });
});
