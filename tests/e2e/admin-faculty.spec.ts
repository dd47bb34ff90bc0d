import type { Faculty } from "../../common/faculty.collection";
import { adminApi, confirmDelete, textFileNamedPng, toast, uniquePng, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";

const FACULTY = "/api/admin/faculty";

test.describe("Faculty Management", () => {
  let tag: string;
  test.beforeEach(() => {
    tag = uniqueTag();
  });
  test.afterEach(async ({ page }) => {
    const api = await adminApi(page);
    await api.deleteWhere<Faculty>(FACULTY, (id) => `${FACULTY}/${id}`, (person) => person.name.includes(tag));
  });

  test("adds a faculty member with a photo, shown under its department and on the public Faculty page", async ({ adminPage: page }) => {
    const name = `Dr. Meera Joshi ${tag}`;
    await page.goto("/admin/faculty");
    await expect(page.getByRole("heading", { name: "Faculty Management" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "All Faculty" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("button", { name: "Add New Faculty" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Faculty" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Department")).toHaveValue("bpharm");
    await dialog.getByLabel("Department").selectOption({ label: "D.Pharm" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("textbox", { name: "Designation", exact: true }).fill("Lecturer");
    await dialog.getByRole("textbox", { name: "Qualification", exact: true }).fill("M.Pharm (Pharmacognosy)");
    await dialog.getByRole("textbox", { name: "Experience", exact: true }).fill("5 years");
    await dialog.getByLabel("Date of joining").fill("2020-07-01");
    await dialog.getByLabel("Email").fill(`meera.${tag}@college.example`);
    await dialog.getByLabel("Mobile number").fill("98765 43210");
    await dialog.getByLabel("Photo").setInputFiles({ name: "meera.png", mimeType: "image/png", buffer: await uniquePng() });
    await expect(dialog.getByRole("img", { name: "Preview of meera.png" })).toBeVisible();
    await dialog.getByRole("button", { name: "Add Faculty" }).click();

    await expect(toast(page, "Faculty added successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole("article", { name });
    await expect(card).toContainText("Lecturer");
    await expect(card).toContainText("M.Pharm (Pharmacognosy)");
    await expect(card).toContainText("5 years");
    await expect(card).toContainText("D.Pharm");
    await expect(card.getByRole("img", { name: `Photo of ${name}` })).toBeVisible();

    // The department tabs narrow the list.
    await page.getByRole("tab", { name: "B.Pharm" }).click();
    await expect(card).toBeHidden();
    await page.getByRole("tab", { name: "D.Pharm" }).click();
    await expect(card).toBeVisible();

    await page.goto("/management/faculty");
    await expect(page.getByRole("heading", { name })).toBeVisible();
  });

  test("edits and deletes a faculty member, and the public Faculty page follows", async ({ adminPage: page }) => {
    const name = `Prof. Anil Gore ${tag}`;
    const api = await adminApi(page);
    await api.post(FACULTY, {
      name,
      designation: "Lecturer",
      qualification: "M.Pharm (Pharmaceutics)",
      experience: "3 years",
      dateOfJoining: "2020-07-01",
      email: `anil.${tag}@college.example`,
      mobile: "98765 43210",
      department: "dpharm",
    });
    await page.goto("/admin/faculty");
    await page.getByRole("article", { name }).getByRole("button", { name: "Edit" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Faculty" });
    await expect(editDialog.getByLabel("Name")).toHaveValue(name);
    await expect(editDialog.getByLabel("Department")).toHaveValue("dpharm");
    await expect(editDialog.getByLabel("Date of joining")).toHaveValue("2020-07-01");
    await editDialog.getByRole("textbox", { name: "Designation", exact: true }).fill("Assistant Professor");
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Faculty updated successfully")).toBeVisible();
    await expect(page.getByRole("article", { name })).toContainText("Assistant Professor");

    await page.getByRole("article", { name }).getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page, "Are you sure you want to delete this faculty?");
    await expect(toast(page, "Faculty deleted successfully")).toBeVisible();
    await expect(page.getByRole("article", { name })).toHaveCount(0);

    await page.goto("/management/faculty");
    await expect(page.getByRole("heading", { name })).toHaveCount(0);
  });

  test("says which fields are missing, next to each field, and Escape resets the form", async ({ adminPage: page }) => {
    await page.goto("/admin/faculty");
    await page.getByRole("button", { name: "Add New Faculty" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Faculty" });
    await dialog.getByRole("button", { name: "Add Faculty" }).click();

    const nameField = dialog.getByLabel("Name");
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    await expect(nameField).toHaveAccessibleDescription("Name is required");
    await expect(nameField).toBeFocused();
    await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
    await expect(dialog.getByLabel("Date of joining")).toHaveAccessibleDescription("Date of joining is required");

    await dialog.getByLabel("Email").fill("not an email");
    await dialog.getByLabel("Date of joining").fill("2999-01-01");
    await dialog.getByRole("button", { name: "Add Faculty" }).click();
    await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("Email must be a valid email address");
    await expect(dialog.getByLabel("Date of joining")).toHaveAccessibleDescription("Date of joining cannot be in the future");

    await nameField.fill(`Typed then abandoned ${tag}`);
    await dialog.getByLabel("Photo").setInputFiles({ name: "abandoned.png", mimeType: "image/png", buffer: await uniquePng() });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Add New Faculty" }).click();
    await expect(dialog.getByLabel("Name")).toHaveValue("");
    // Nor does a chosen photo: the next record would be saved without it.
    await expect(dialog.getByLabel("Photo")).toHaveValue("");
    await expect(dialog.getByRole("img")).toHaveCount(0);
    await expect(dialog.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Add New Faculty" })).toBeFocused();
  });

  test("keeps the keyboard inside the open form", async ({ adminPage: page }) => {
    await page.goto("/admin/faculty");
    await page.getByRole("button", { name: "Add New Faculty" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Faculty" });
    await expect(dialog.getByLabel("Department")).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Add Faculty" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  });

  test("the Marathi designation, qualification and experience sit beside the English ones, and the Marathi Faculty pages show them", async ({ adminPage: page }) => {
    const name = `Dr. Kavita Pawar ${tag}`;
    await page.goto("/admin/faculty");
    await page.getByRole("button", { name: "Add New Faculty" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Faculty" });
    for (const label of ["Designation", "Qualification", "Experience"]) {
      const english = (await dialog.getByRole("textbox", { name: label, exact: true }).boundingBox())!;
      const marathi = dialog.getByLabel(`${label} in Marathi`);
      await expect(marathi).toHaveAttribute("lang", "mr");
      const beside = (await marathi.boundingBox())!;
      expect({ label, sameRow: Math.abs(beside.y - english.y) < 1, toTheRight: beside.x > english.x + english.width }).toEqual({ label, sameRow: true, toTheRight: true });
    }
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("textbox", { name: "Designation", exact: true }).fill("Associate Professor");
    await dialog.getByLabel("Designation in Marathi").fill("सहयोगी प्राध्यापक");
    await dialog.getByRole("textbox", { name: "Qualification", exact: true }).fill("M.Pharm, Ph.D.");
    await dialog.getByLabel("Qualification in Marathi").fill("एम.फार्म, पीएच.डी.");
    await dialog.getByRole("textbox", { name: "Experience", exact: true }).fill("11 years");
    await dialog.getByLabel("Experience in Marathi").fill("अकरा वर्षे");
    await dialog.getByLabel("Date of joining").fill("2015-07-01");
    await dialog.getByLabel("Email").fill(`kavita.${tag}@college.example`);
    await dialog.getByLabel("Mobile number").fill("98765 43210");
    await dialog.getByRole("button", { name: "Add Faculty" }).click();
    await expect(toast(page, "Faculty added successfully")).toBeVisible();

    await page.goto("/mr/management/faculty");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
    await expect(card).toContainText("सहयोगी प्राध्यापक");
    await expect(card).toContainText("अकरा वर्षे");
    await expect(card).not.toContainText("11 years");
    // The profile shows the qualification, in Marathi on the Marathi page.
    await card.getByRole("link").click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByText("एम.फार्म, पीएच.डी.")).toBeVisible();
    await expect(page.getByText("M.Pharm, Ph.D.")).toHaveCount(0);
  });

  test("a photo the server refuses stops the save and shows the server's reason", async ({ adminPage: page }) => {
    const name = `Refused Photo ${tag}`;
    await page.goto("/admin/faculty");
    await page.getByRole("button", { name: "Add New Faculty" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Faculty" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("textbox", { name: "Designation", exact: true }).fill("Lecturer");
    await dialog.getByRole("textbox", { name: "Qualification", exact: true }).fill("B.Pharm");
    await dialog.getByRole("textbox", { name: "Experience", exact: true }).fill("1 year");
    await dialog.getByLabel("Date of joining").fill("2024-01-15");
    await dialog.getByLabel("Email").fill(`refused.${tag}@college.example`);
    await dialog.getByLabel("Mobile number").fill("98765 43210");
    await dialog.getByLabel("Photo").setInputFiles(textFileNamedPng);
    await dialog.getByRole("button", { name: "Add Faculty" }).click();

    await expect(toast(page, "Please upload a JPEG, PNG or WebP image")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add Faculty" })).toBeEnabled();
    const api = await adminApi(page);
    const all = await api.get<Faculty[]>(FACULTY);
    expect(all.filter((person) => person.name === name)).toEqual([]);
  });

  test("the department tabs follow the arrow keys", async ({ adminPage: page }) => {
    await page.goto("/admin/faculty");
    const all = page.getByRole("tab", { name: "All Faculty" });
    await all.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "B.Pharm" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "B.Pharm" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "D.Pharm" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(all).toBeFocused();
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("All Faculty");
  });
});
