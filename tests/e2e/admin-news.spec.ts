import { todayInKolkata } from "../../common/fields";
import type { RecordOf } from "../../common/collection";
import type { newsCollection } from "../../common/news.collection";
import { adminApi, confirmDelete, toast, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";

type NewsItem = RecordOf<typeof newsCollection>;

const NEWS = "/api/admin/latestnews";

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

  test("adds a news item with a link, shown on the home page", async ({ adminPage: page }) => {
    const title = `Scholarship forms available ${tag}`;
    await page.goto("/admin/news");
    await expect(page.getByRole("heading", { name: "Latest News Management" })).toBeVisible();

    const addForm = page.getByRole("form", { name: "Add news" });
    await addForm.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await addForm.getByLabel("Expiry date").fill(dayFromToday(30));
    await expect(addForm.getByLabel("Link").getByRole("option")).toHaveText(["No link", "Admissions", "Apply Now", "Events", "Library", "About Us", "Home"]);
    await addForm.getByLabel("Link").selectOption({ label: "Apply Now" });
    await addForm.getByRole("button", { name: "Add News" }).click();

    await expect(toast(page, "News added successfully")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: title });
    await expect(row).toContainText("Apply Now");
    await expect(addForm.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("");

    await page.goto("/");
    const homeNews = page.getByRole("region", { name: "Latest News" });
    await expect(homeNews.getByRole("link", { name: title })).toHaveAttribute("href", "/apply-now");
  });

  test("saves an item as a draft, which the home page does not show until it is published", async ({ adminPage: page }) => {
    const title = `Revised hostel fees ${tag}`;
    await page.goto("/admin/news");
    const addForm = page.getByRole("form", { name: "Add news" });
    await addForm.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await addForm.getByLabel("Expiry date").fill(dayFromToday(30));
    await addForm.getByRole("radio", { name: "Save as draft" }).check();
    await addForm.getByRole("button", { name: "Add News" }).click();
    await expect(toast(page, "News added successfully")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Draft");

    await page.goto("/");
    await expect(page.getByRole("region", { name: "Latest News" })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);

    await page.goto("/admin/news");
    await page.getByRole("listitem").filter({ hasText: title }).getByRole("button", { name: "Edit" }).click();
    const editForm = page.getByRole("form", { name: `Edit news: ${title}` });
    await editForm.getByRole("radio", { name: "Publish now" }).check();
    await editForm.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "News updated successfully")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Published");

    await page.goto("/");
    await expect(page.getByRole("region", { name: "Latest News" }).getByText(title)).toBeVisible();
  });

  test("edits a news item inline, and the home page shows the new title", async ({ adminPage: page }) => {
    const title = `Scholarship forms available ${tag}`;
    const renamed = `Scholarship forms due Friday ${tag}`;
    const api = await adminApi(page);
    await api.post(NEWS, { title, expiryDate: dayFromToday(30), path: "/apply-now" });
    await page.goto("/admin/news");
    await page.getByRole("listitem").filter({ hasText: title }).getByRole("button", { name: "Edit" }).click();
    const editForm = page.getByRole("form", { name: `Edit news: ${title}` });
    await expect(editForm.getByLabel("Link")).toHaveValue("/apply-now");
    await editForm.getByRole("textbox", { name: "Title", exact: true }).fill(renamed);
    await editForm.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "News updated successfully")).toBeVisible();
    await expect(editForm).toBeHidden();
    await expect(page.getByRole("listitem").filter({ hasText: renamed })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);

    await page.goto("/");
    await expect(page.getByRole("region", { name: "Latest News" })).toContainText(renamed);
  });

  test("deletes a news item, and the home page no longer lists it", async ({ adminPage: page }) => {
    const title = `Holiday notice ${tag}`;
    const api = await adminApi(page);
    await api.post(NEWS, { title, expiryDate: dayFromToday(30), path: "" });
    await page.goto("/admin/news");
    await page.getByRole("listitem").filter({ hasText: title }).getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page, "Are you sure you want to delete this news?");
    await expect(toast(page, "News deleted successfully")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);

    await page.goto("/");
    const homeNews = page.getByRole("region", { name: "Latest News" });
    await expect(homeNews.getByRole("heading", { name: "Latest News" })).toBeVisible();
    await expect(homeNews).not.toContainText(title);
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

  test("marks expired items, which the public home page no longer shows", async ({ adminPage: page }) => {
    const api = await adminApi(page);
    const title = `Old notice ${tag}`;
    const { news } = await api.post<{ news: NewsItem }>(NEWS, { title, expiryDate: dayFromToday(1), path: "" });
    await api.put(`${NEWS}/${news._id}`, { title, expiryDate: dayFromToday(-2), path: "" });

    await page.goto("/admin/news");
    await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Expired");
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Latest News" })).not.toContainText(title);
  });
});
