import type { Testimonial } from "../../common/testimonial.collection";
import { adminApi, confirmDelete, toast, uniquePng, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

const TESTIMONIALS = "/api/testimonials";

/** The home page's testimonials, once they have arrived (they stream in after the first bytes). */
async function homeTestimonials(page: Page) {
  await page.goto("/");
  const section = page.getByRole("region", { name: "What Our Alumni Say" });
  await expect(section).not.toContainText("Loading testimonials...");
  return section;
}

test.describe("Manage Testimonials", () => {
  let tag: string;
  test.beforeEach(() => {
    tag = uniqueTag();
  });
  test.afterEach(async ({ page }) => {
    const api = await adminApi(page);
    await api.deleteWhere<Testimonial>(`${TESTIMONIALS}/admin`, (id) => `${TESTIMONIALS}/${id}`, (testimonial) => testimonial.name.includes(tag));
  });

  test("the clerk adds a testimonial with a photo, hides it from the home page and shows it again, edits it from the pencil, and deletes it", async ({ adminPage: page }) => {
    // The screen and the home page, back and forth.
    test.slow();
    const name = `Pooja Jadhav ${tag}`;
    const form = page.getByRole("form", { name: "Add Testimonial" });
    const picture = form.getByLabel("Profile Image");
    const card = page.getByRole("article", { name });
    const active = card.getByRole("switch", { name: "Active" });

    await test.step("added with a photo, it is shown on the home page, and the form holds no picture for the next one", async () => {
      await page.goto("/admin/testimonials");
      await expect(page.getByRole("heading", { name: "Manage Testimonials" })).toBeVisible();
      await form.getByLabel("Name").fill(name);
      await form.getByRole("textbox", { name: "Batch & Designation", exact: true }).fill("B.Pharm 2019, Hospital Pharmacist");
      await expect(form.getByRole("textbox", { name: "Testimonial text", exact: true })).toHaveAttribute("rows", "3");
      await form.getByRole("textbox", { name: "Testimonial text", exact: true }).fill("The laboratory practice gave me confidence from my first day at work.");
      await picture.setInputFiles({ name: "pooja.png", mimeType: "image/png", buffer: await uniquePng() });
      await expect(toast(page, "Image uploaded successfully")).toBeVisible();
      await form.getByRole("button", { name: "Add Testimonial" }).click();

      await expect(toast(page, "Testimonial added successfully")).toBeVisible();
      await expect(form.getByLabel("Name")).toHaveValue("");
      // The next testimonial starts with no picture, and the form does not pretend otherwise.
      await expect(picture).toHaveValue("");
      await expect(form.getByRole("img")).toHaveCount(0);
      await expect(card).toContainText("B.Pharm 2019, Hospital Pharmacist");
      await expect(card.getByRole("img", { name: `Photo of ${name}` })).toBeVisible();
      await expect(active).toHaveAttribute("aria-checked", "true");
      await expect(await homeTestimonials(page)).toContainText(name);
    });

    await test.step("the switch hides it from the home page", async () => {
      await page.goto("/admin/testimonials");
      await active.click();
      await expect(toast(page, "Testimonial status updated successfully")).toBeVisible();
      await expect(active).toHaveAttribute("aria-checked", "false");
      await expect(card).toContainText("Inactive");
      await expect(await homeTestimonials(page)).not.toContainText(name);
    });

    await test.step("the pencil edits it at the top of the page; Cancel leaves no picture in the form; the edit keeps its status", async () => {
      await page.goto("/admin/testimonials");
      await card.getByRole("button", { name: "Edit testimonial" }).click();
      const editForm = page.getByRole("form", { name: `Edit Testimonial: ${name}` });
      await expect(editForm.getByLabel("Name")).toBeFocused();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(editForm.getByRole("textbox", { name: "Batch & Designation", exact: true })).toHaveValue("B.Pharm 2019, Hospital Pharmacist");
      await editForm.getByLabel("Profile Image").setInputFiles({ name: "pooja-new.png", mimeType: "image/png", buffer: await uniquePng() });
      await expect(editForm.getByRole("img", { name: "Preview of pooja-new.png" }).or(editForm.getByRole("img", { name: "Current image" }))).toBeVisible();
      await editForm.getByRole("button", { name: "Cancel" }).click();
      await expect(picture).toHaveValue("");
      await expect(form.getByRole("img")).toHaveCount(0);

      await card.getByRole("button", { name: "Edit testimonial" }).click();
      await editForm.getByRole("textbox", { name: "Testimonial text", exact: true }).fill("Caring teachers and real laboratory practice.");
      await editForm.getByRole("button", { name: "Update Testimonial" }).click();
      await expect(toast(page, "Testimonial updated successfully")).toBeVisible();
      await expect(card).toContainText("Caring teachers and real laboratory practice.");
      await expect(form).toBeVisible();
      await expect(active).toHaveAttribute("aria-checked", "false");
    });

    await test.step("the switch shows it again, and the delete asks first", async () => {
      await active.click();
      await expect(active).toHaveAttribute("aria-checked", "true");
      const api = await adminApi(page);
      const stored = await api.get<Testimonial[]>(`${TESTIMONIALS}/admin`);
      expect(stored.find((testimonial) => testimonial.name === name)?.isActive).toBe(true);

      await card.getByRole("button", { name: "Delete" }).click();
      await confirmDelete(page, "Are you sure you want to delete this testimonial?");
      await expect(toast(page, "Testimonial deleted successfully")).toBeVisible();
      await expect(card).toHaveCount(0);
    });
  });

  test("finds testimonials by name, batch or text in any letter case, and refuses a missing field and a picture that is not JPEG or PNG", async ({ adminPage: page }) => {
    const api = await adminApi(page);
    await api.post(TESTIMONIALS, { name: `Amit Shinde ${tag}`, batch: `D.Pharm 2021 ${tag}`, quote: "Friendly staff and a good library." });
    await api.post(TESTIMONIALS, { name: `Neha More ${tag}`, batch: `B.Pharm 2018 ${tag}`, quote: "The industrial visits opened my eyes." });
    await page.goto("/admin/testimonials");

    await test.step("the search", async () => {
      const search = page.getByLabel("Search testimonials");
      await search.fill(tag);
      await expect(page.getByRole("article")).toHaveCount(2);
      await search.fill(`d.pharm 2021 ${tag}`.toUpperCase());
      await expect(page.getByRole("article")).toHaveCount(1);
      await expect(page.getByRole("article", { name: `Amit Shinde ${tag}` })).toBeVisible();
      await search.fill("INDUSTRIAL VISITS");
      await expect(page.getByRole("article", { name: `Neha More ${tag}` })).toBeVisible();
      await expect(page.getByRole("article", { name: `Amit Shinde ${tag}` })).toHaveCount(0);
      await search.fill(`no testimonial says this ${tag}`);
      await expect(page.getByText("No testimonials match your search.")).toBeVisible();
    });

    await test.step("the refusals, next to each field", async () => {
      const form = page.getByRole("form", { name: "Add Testimonial" });
      await form.getByRole("button", { name: "Add Testimonial" }).click();
      await expect(form.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
      await expect(form.getByRole("textbox", { name: "Batch & Designation", exact: true })).toHaveAccessibleDescription(/Batch & designation is required/);
      await expect(form.getByRole("textbox", { name: "Testimonial text", exact: true })).toHaveAccessibleDescription("Testimonial text is required");

      await form.getByLabel("Profile Image").setInputFiles({ name: "animation.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
      await expect(form.getByLabel("Profile Image")).toHaveAccessibleDescription(/Please upload a valid image file \(JPEG, PNG\)\./);
      await expect(toast(page, "Image uploaded successfully")).toHaveCount(0);
    });
  });
});
