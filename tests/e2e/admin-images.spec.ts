import type { ImageRecord } from "../../common/image.collection";
import { adminApi, confirmDelete, textFileNamedPng, toast, uniquePng, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";

const SECTIONS = ["gallery", "events", "campus", "laboratories", "library"] as const;

test.describe("Image Gallery Management", () => {
  let tag: string;
  test.beforeEach(() => {
    tag = uniqueTag();
  });
  test.afterEach(async ({ page }) => {
    const api = await adminApi(page);
    for (const section of SECTIONS) {
      await api.deleteWhere<ImageRecord>(`/api/admin/images/${section}`, (id) => `/api/admin/images/${id}`, (image) => image.caption.includes(tag));
    }
  });

  test("the clerk moves between the sections, is told what an upload needs and why the server refused one, uploads a picture into a section and deletes it", async ({ adminPage: page }) => {
    const caption = `Pharmacognosy garden ${tag}`;
    const form = page.getByRole("form", { name: "Upload a new image" });
    await page.goto("/admin/images");
    await expect(page.getByRole("heading", { name: "Image Gallery Management" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Gallery" })).toHaveAttribute("aria-selected", "true");

    await test.step("the section tabs follow the arrow keys and each shows its images or says there are none", async () => {
      await page.getByRole("tab", { name: "Gallery" }).focus();
      for (const name of ["Events", "Campus", "Laboratories", "Library"]) {
        await page.keyboard.press("ArrowRight");
        const tab = page.getByRole("tab", { name });
        await expect(tab).toBeFocused();
        await expect(tab).toHaveAttribute("aria-selected", "true");
        const panel = page.getByRole("tabpanel", { name });
        // Whatever the sample content holds, a loaded section shows pictures or the empty text.
        await expect(panel.getByRole("img").first().or(panel.getByText("No images uploaded yet"))).toBeVisible();
      }
      await page.keyboard.press("Home");
      await expect(page.getByRole("tab", { name: "Gallery" })).toBeFocused();
    });

    await test.step("an upload asks for both a section and an image", async () => {
      await form.getByRole("button", { name: "Upload Image" }).click();
      await expect(form.getByRole("alert")).toHaveText("Please select both a section and an image");
      await form.getByLabel("Section").selectOption({ label: "Events" });
      await form.getByRole("button", { name: "Upload Image" }).click();
      await expect(form.getByRole("alert")).toHaveText("Please select both a section and an image");
    });

    await test.step("the server's reason when the file is not really an image, and nothing stored", async () => {
      await form.getByLabel("Image", { exact: true }).setInputFiles(textFileNamedPng);
      await form.getByLabel("Caption (optional)").fill(`Not a picture ${tag}`);
      await form.getByRole("button", { name: "Upload Image" }).click();
      await expect(form.getByRole("alert")).toHaveText("Please upload a JPEG, PNG or WebP image");
      await expect(toast(page, "Please upload a JPEG, PNG or WebP image")).toBeVisible();
      const api = await adminApi(page);
      const events = await api.get<ImageRecord[]>("/api/admin/images/events");
      expect(events.filter((image) => image.caption.includes(tag))).toEqual([]);
    });

    await test.step("a picture uploaded into a section shows under that tab only, and the form empties", async () => {
      await form.getByLabel("Section").selectOption({ label: "Laboratories" });
      await form.getByLabel("Image", { exact: true }).setInputFiles({ name: "garden.png", mimeType: "image/png", buffer: await uniquePng() });
      await form.getByLabel("Caption (optional)").fill(caption);
      await form.getByRole("button", { name: "Upload Image" }).click();

      await expect(toast(page, "Image uploaded successfully!")).toBeVisible();
      // The screen moves to the section the picture went to.
      await expect(page.getByRole("tab", { name: "Laboratories" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel").getByRole("img", { name: caption })).toBeVisible();
      await expect(form.getByLabel("Section")).toHaveValue("");
      await expect(form.getByLabel("Caption (optional)")).toHaveValue("");
      await expect(form.getByLabel("Image", { exact: true })).toHaveValue("");

      // It is filed under its section only.
      await page.getByRole("tab", { name: "Campus" }).click();
      await expect(page.getByRole("tab", { name: "Campus" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel").getByRole("img", { name: caption })).toHaveCount(0);
    });

    await test.step("Delete asks first, and the picture is gone for good", async () => {
      await page.getByRole("tab", { name: "Laboratories" }).click();
      const tile = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: caption }) });
      await tile.getByRole("button", { name: "Delete image" }).click();
      await confirmDelete(page, "Are you sure you want to delete this image?");
      await expect(toast(page, "Image deleted successfully!")).toBeVisible();
      await expect(page.getByRole("img", { name: caption })).toHaveCount(0);

      await page.reload();
      await page.getByRole("tab", { name: "Laboratories" }).click();
      await expect(page.getByRole("tabpanel")).not.toContainText("Loading images...");
      await expect(page.getByRole("img", { name: caption })).toHaveCount(0);
    });
  });
});
