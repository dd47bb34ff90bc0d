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

  test("adds a staff member with a photo, also listed on the public staff page", async ({ adminPage: page }) => {
    const name = `Mr. Sunil Wagh ${tag}`;
    await page.goto("/admin/nonteachingstaff");
    await expect(page.getByRole("heading", { name: "Non-Teaching Staff Management" })).toBeVisible();

    await page.getByRole("button", { name: "New Staff Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Staff Member" });
    await expect(dialog.getByLabel("Department")).toHaveCount(0);
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("textbox", { name: "Designation", exact: true }).fill("Library Clerk");
    await dialog.getByRole("textbox", { name: "Qualification", exact: true }).fill("B.Com");
    await dialog.getByRole("textbox", { name: "Experience", exact: true }).fill("7 years");
    await dialog.getByLabel("Date of joining").fill("2018-02-05");
    await dialog.getByLabel("Email").fill(`sunil.${tag}@college.example`);
    await dialog.getByLabel("Mobile number").fill("+91 98220 11223");
    await dialog.getByLabel("Photo").setInputFiles({ name: "sunil.png", mimeType: "image/png", buffer: await uniquePng() });
    await dialog.getByRole("button", { name: "Add Staff Member" }).click();

    await expect(toast(page, "Staff member added successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole("article", { name });
    await expect(card).toContainText("Library Clerk");
    await expect(card).toContainText("B.Com");
    await expect(card).toContainText("7 years");
    await expect(card).toContainText(`sunil.${tag}@college.example`);
    await expect(card).toContainText("+91 98220 11223");
    await expect(card).toContainText("5 Feb 2018");
    await expect(card.getByRole("img", { name: `Photo of ${name}` })).toBeVisible();

    await page.goto("/management/non-teaching-staff");
    await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  });

  test("edits and deletes a staff member", async ({ adminPage: page }) => {
    const name = `Mrs. Lata Shinde ${tag}`;
    const api = await adminApi(page);
    await api.post(STAFF, {
      name,
      designation: "Office Clerk",
      qualification: "B.Com",
      experience: "7 years",
      dateOfJoining: "2018-02-05",
      email: `lata.${tag}@college.example`,
      mobile: "98220 11223",
    });
    await page.goto("/admin/nonteachingstaff");
    await page.getByRole("article", { name }).getByRole("button", { name: "Edit" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Staff Member" });
    await expect(editDialog.getByLabel("Date of joining")).toHaveValue("2018-02-05");
    await expect(editDialog.getByLabel("Email")).toHaveValue(`lata.${tag}@college.example`);
    await editDialog.getByRole("textbox", { name: "Experience", exact: true }).fill("8 years");
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Staff member updated successfully")).toBeVisible();
    await expect(page.getByRole("article", { name })).toContainText("8 years");

    await page.getByRole("article", { name }).getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page, "Are you sure you want to delete this staff member?");
    await expect(toast(page, "Staff member deleted successfully")).toBeVisible();
    await expect(page.getByRole("article", { name })).toHaveCount(0);
  });

  test("Cancel on the delete question keeps the staff member", async ({ adminPage: page }) => {
    const name = `Kept Member ${tag}`;
    const api = await adminApi(page);
    await api.post(STAFF, {
      name,
      designation: "Peon",
      qualification: "SSC",
      experience: "3 years",
      dateOfJoining: "2021-03-01",
      email: `kept.${tag}@college.example`,
      mobile: "9822011223",
    });
    await page.goto("/admin/nonteachingstaff");
    await page.getByRole("article", { name }).getByRole("button", { name: "Delete" }).click();
    const question = page.getByRole("alertdialog", { name: "Please confirm" });
    await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toBeHidden();
    await page.reload();
    await expect(page.getByRole("article", { name })).toBeVisible();
  });

  test("an upload the server refuses aborts the save with its reason", async ({ adminPage: page }) => {
    const name = `No Photo Saved ${tag}`;
    await page.goto("/admin/nonteachingstaff");
    await page.getByRole("button", { name: "New Staff Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Staff Member" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("textbox", { name: "Designation", exact: true }).fill("Clerk");
    await dialog.getByRole("textbox", { name: "Qualification", exact: true }).fill("B.A.");
    await dialog.getByRole("textbox", { name: "Experience", exact: true }).fill("2 years");
    await dialog.getByLabel("Date of joining").fill("2023-06-01");
    await dialog.getByLabel("Email").fill(`nophoto.${tag}@college.example`);
    await dialog.getByLabel("Mobile number").fill("9822011223");
    await dialog.getByLabel("Photo").setInputFiles(textFileNamedPng);
    await dialog.getByRole("button", { name: "Add Staff Member" }).click();
    await expect(toast(page, "Please upload a JPEG, PNG or WebP image")).toBeVisible();
    await expect(dialog).toBeVisible();

    // A file that is not an image at all is refused before any upload.
    await dialog.getByLabel("Photo").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") });
    await expect(dialog.getByLabel("Photo")).toHaveAccessibleDescription(/Photo must be an image file/);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("article", { name })).toHaveCount(0);
  });
});
