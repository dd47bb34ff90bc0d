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

  test("the clerk adds a teacher with a photo and Marathi words, finds them under their department and on both Faculty pages, edits and deletes them", async ({ adminPage: page }) => {
    // One teacher's whole life on the site: the screen, the public pages in both languages, the screen again.
    test.slow();
    const name = `Dr. Meera Joshi ${tag}`;
    const dialog = page.getByRole("dialog", { name: "Add Faculty" });
    const card = page.getByRole("article", { name });

    await test.step("the Marathi designation, qualification and experience sit beside the English ones", async () => {
      await page.goto("/admin/faculty");
      await expect(page.getByRole("heading", { name: "Faculty Management" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "All Faculty" })).toHaveAttribute("aria-selected", "true");
      await page.getByRole("button", { name: "Add New Faculty" }).click();
      await expect(dialog).toBeVisible();
      for (const label of ["Designation", "Qualification", "Experience"]) {
        const english = (await dialog.getByRole("textbox", { name: label, exact: true }).boundingBox())!;
        const marathi = dialog.getByLabel(`${label} in Marathi`);
        await expect(marathi).toHaveAttribute("lang", "mr");
        const beside = (await marathi.boundingBox())!;
        expect({ label, sameRow: Math.abs(beside.y - english.y) < 1, toTheRight: beside.x > english.x + english.width }).toEqual({ label, sameRow: true, toTheRight: true });
      }
    });

    await test.step("adding with a photo shows the card under its department", async () => {
      await expect(dialog.getByLabel("Department")).toHaveValue("bpharm");
      await dialog.getByLabel("Department").selectOption({ label: "D.Pharm" });
      await dialog.getByLabel("Name").fill(name);
      await dialog.getByRole("textbox", { name: "Designation", exact: true }).fill("Lecturer");
      await dialog.getByLabel("Designation in Marathi").fill("अधिव्याख्याता");
      await dialog.getByRole("textbox", { name: "Qualification", exact: true }).fill("M.Pharm (Pharmacognosy)");
      await dialog.getByLabel("Qualification in Marathi").fill("एम.फार्म (औषधनिर्माणशास्त्र)");
      await dialog.getByRole("textbox", { name: "Experience", exact: true }).fill("5 years");
      await dialog.getByLabel("Experience in Marathi").fill("पाच वर्षे");
      await dialog.getByLabel("Date of joining").fill("2020-07-01");
      await dialog.getByLabel("Email").fill(`meera.${tag}@college.example`);
      await dialog.getByLabel("Mobile number").fill("98765 43210");
      await dialog.getByLabel("Photo").setInputFiles({ name: "meera.png", mimeType: "image/png", buffer: await uniquePng() });
      await expect(dialog.getByRole("img", { name: "Preview of meera.png" })).toBeVisible();
      await dialog.getByRole("button", { name: "Add Faculty" }).click();

      await expect(toast(page, "Faculty added successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText("Lecturer");
      await expect(card).toContainText("M.Pharm (Pharmacognosy)");
      await expect(card).toContainText("5 years");
      await expect(card).toContainText("D.Pharm");
      await expect(card.getByRole("img", { name: `Photo of ${name}` })).toBeVisible();
    });

    await test.step("the department tabs narrow the list, by mouse and by the arrow keys", async () => {
      await page.getByRole("tab", { name: "B.Pharm" }).click();
      await expect(card).toBeHidden();
      await page.getByRole("tab", { name: "D.Pharm" }).click();
      await expect(card).toBeVisible();

      const all = page.getByRole("tab", { name: "All Faculty" });
      await all.click();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "B.Pharm" })).toBeFocused();
      await expect(page.getByRole("tab", { name: "B.Pharm" })).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("End");
      await expect(page.getByRole("tab", { name: "D.Pharm" })).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowRight");
      await expect(all).toBeFocused();
      await expect(page.getByRole("tabpanel")).toHaveAccessibleName("All Faculty");
    });

    await test.step("the Marathi Faculty page and profile show the Marathi words, the English page the English ones", async () => {
      await page.goto("/mr/management/faculty");
      const marathiCard = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
      await expect(marathiCard).toContainText("अधिव्याख्याता");
      await expect(marathiCard).toContainText("पाच वर्षे");
      await expect(marathiCard).not.toContainText("5 years");
      // The profile shows the qualification, in Marathi on the Marathi page.
      await marathiCard.getByRole("link").click();
      await expect(page.getByRole("heading", { name })).toBeVisible();
      await expect(page.getByText("एम.फार्म (औषधनिर्माणशास्त्र)")).toBeVisible();
      await expect(page.getByText("M.Pharm (Pharmacognosy)")).toHaveCount(0);

      await page.goto("/management/faculty");
      await expect(page.getByRole("heading", { name })).toBeVisible();
    });

    await test.step("an edit and a delete, which the public Faculty page follows", async () => {
      await page.goto("/admin/faculty");
      await card.getByRole("button", { name: "Edit" }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Faculty" });
      await expect(editDialog.getByLabel("Name")).toHaveValue(name);
      await expect(editDialog.getByLabel("Department")).toHaveValue("dpharm");
      await expect(editDialog.getByLabel("Date of joining")).toHaveValue("2020-07-01");
      await editDialog.getByRole("textbox", { name: "Designation", exact: true }).fill("Assistant Professor");
      await editDialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, "Faculty updated successfully")).toBeVisible();
      await expect(card).toContainText("Assistant Professor");

      await card.getByRole("button", { name: "Delete" }).click();
      await confirmDelete(page, "Are you sure you want to delete this faculty?");
      await expect(toast(page, "Faculty deleted successfully")).toBeVisible();
      await expect(card).toHaveCount(0);

      await page.goto("/management/faculty");
      await expect(page.getByRole("heading", { name })).toHaveCount(0);
    });
  });

  test("the form keeps the keyboard inside, says which fields are wrong next to each, forgets what Escape abandoned, gives the focus back on Close, and stops at a photo the server refuses", async ({ adminPage: page }) => {
    const name = `Refused Photo ${tag}`;
    await page.goto("/admin/faculty");
    await page.getByRole("button", { name: "Add New Faculty" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Faculty" });
    const nameField = dialog.getByLabel("Name");

    await test.step("the keyboard stays inside the open form", async () => {
      await expect(dialog.getByLabel("Department")).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(dialog.getByRole("button", { name: "Add Faculty" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    });

    await test.step("missing and wrong fields are named next to each field", async () => {
      await dialog.getByRole("button", { name: "Add Faculty" }).click();
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
    });

    await test.step("Escape closes the form and forgets what was typed and the photo chosen", async () => {
      await nameField.fill(`Typed then abandoned ${tag}`);
      await dialog.getByLabel("Photo").setInputFiles({ name: "abandoned.png", mimeType: "image/png", buffer: await uniquePng() });
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: "Add New Faculty" }).click();
      await expect(nameField).toHaveValue("");
      // Nor does a chosen photo: the next record would be saved without it.
      await expect(dialog.getByLabel("Photo")).toHaveValue("");
      await expect(dialog.getByRole("img")).toHaveCount(0);
      await expect(nameField).not.toHaveAttribute("aria-invalid", "true");
    });

    await test.step("Close hands the focus back to the button that opened the form", async () => {
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "Add New Faculty" })).toBeFocused();
    });

    await test.step("a photo the server refuses stops the save and shows the server's reason", async () => {
      await page.getByRole("button", { name: "Add New Faculty" }).click();
      await nameField.fill(name);
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
  });
});
