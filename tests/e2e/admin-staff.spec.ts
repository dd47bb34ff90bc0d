import type { Staff } from "../../common/staff.collection";
import { adminApi, confirmDelete, textFileNamedPng, toast, uniquePng, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";

const STAFF = "/api/admin/nonteachingstaff";

test.describe("Non-Teaching Staff Management", () => {
  let tag: string;
  test.beforeEach(() => {
    tag = uniqueTag();
  });
  test.afterEach(async ({ page }) => {
    const api = await adminApi(page);
    await api.deleteWhere<Staff>(STAFF, (id) => `${STAFF}/${id}`, (person) => person.name.includes(tag));
  });

  test("the clerk adds a staff member with a photo (after two the form refuses), also listed on the public staff page, edits them, and deletes them after a question", async ({ adminPage: page }) => {
    // The screen, the public page, the screen again.
    test.slow();
    const name = `Mr. Sunil Wagh ${tag}`;
    const dialog = page.getByRole("dialog", { name: "Add Staff Member" });
    const card = page.getByRole("article", { name });

    await page.goto("/admin/nonteachingstaff");
    await expect(page.getByRole("heading", { name: "Non-Teaching Staff Management" })).toBeVisible();
    await page.getByRole("button", { name: "New Staff Member" }).click();
    await expect(dialog.getByLabel("Department")).toHaveCount(0);
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("textbox", { name: "Designation", exact: true }).fill("Library Clerk");
    await dialog.getByRole("textbox", { name: "Qualification", exact: true }).fill("B.Com");
    await dialog.getByRole("textbox", { name: "Experience", exact: true }).fill("7 years");
    await dialog.getByLabel("Date of joining").fill("2018-02-05");
    await dialog.getByLabel("Email").fill(`sunil.${tag}@college.example`);
    await dialog.getByLabel("Mobile number").fill("+91 98220 11223");

    await test.step("an upload the server refuses aborts the save with its reason; a file that is no image is refused before any upload", async () => {
      await dialog.getByLabel("Photo").setInputFiles(textFileNamedPng);
      await dialog.getByRole("button", { name: "Add Staff Member" }).click();
      await expect(toast(page, "Please upload a JPEG, PNG or WebP image")).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(card).toHaveCount(0);

      await dialog.getByLabel("Photo").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") });
      await expect(dialog.getByLabel("Photo")).toHaveAccessibleDescription(/Photo must be an image file/);
    });

    await test.step("with a photo, it is added and shown with every detail", async () => {
      await dialog.getByLabel("Photo").setInputFiles({ name: "sunil.png", mimeType: "image/png", buffer: await uniquePng() });
      await dialog.getByRole("button", { name: "Add Staff Member" }).click();
      await expect(toast(page, "Staff member added successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText("Library Clerk");
      await expect(card).toContainText("B.Com");
      await expect(card).toContainText("7 years");
      await expect(card).toContainText(`sunil.${tag}@college.example`);
      await expect(card).toContainText("+91 98220 11223");
      await expect(card).toContainText("5 Feb 2018");
      await expect(card.getByRole("img", { name: `Photo of ${name}` })).toBeVisible();
    });

    await test.step("an edit keeps what it does not change", async () => {
      await card.getByRole("button", { name: "Edit" }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Staff Member" });
      await expect(editDialog.getByLabel("Date of joining")).toHaveValue("2018-02-05");
      await expect(editDialog.getByLabel("Email")).toHaveValue(`sunil.${tag}@college.example`);
      await editDialog.getByRole("textbox", { name: "Experience", exact: true }).fill("8 years");
      await editDialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, "Staff member updated successfully")).toBeVisible();
      await expect(card).toContainText("8 years");
    });

    await test.step("Cancel on the delete question keeps the staff member, whom the public staff page lists", async () => {
      await card.getByRole("button", { name: "Delete" }).click();
      const question = page.getByRole("alertdialog", { name: "Please confirm" });
      await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
      await question.getByRole("button", { name: "Cancel" }).click();
      await expect(question).toBeHidden();
      await page.goto("/management/non-teaching-staff");
      await expect(page.getByRole("row").filter({ hasText: name })).toContainText("8 years");
    });

    await test.step("Delete removes them", async () => {
      await page.goto("/admin/nonteachingstaff");
      await card.getByRole("button", { name: "Delete" }).click();
      await confirmDelete(page, "Are you sure you want to delete this staff member?");
      await expect(toast(page, "Staff member deleted successfully")).toBeVisible();
      await expect(card).toHaveCount(0);
    });
  });
});
