import type { Locator, Page } from "@playwright/test";
import type { Committee } from "../../common/committee.collection";
import { adminApi, confirmDelete, toast, uniqueTag } from "./admin-support";
import { exclusively } from "./exclusive";
import { expect, test } from "./fixtures";

const COMMITTEES = "/api/committees";
const ADMIN_COMMITTEES = "/api/admin/committees";

const member = (dialog: Locator, number: number) => dialog.getByRole("group", { name: `Member ${number}`, exact: true });

async function fillMember(row: Locator, values: { name: string; designation: string; position: string; contact?: string; email?: string }) {
  await row.getByRole("textbox", { name: "Name" }).fill(values.name);
  await row.getByRole("textbox", { name: "Designation", exact: true }).fill(values.designation);
  await row.getByRole("textbox", { name: "Position", exact: true }).fill(values.position);
  if (values.contact) await row.getByRole("textbox", { name: "Contact" }).fill(values.contact);
  if (values.email) await row.getByRole("textbox", { name: "Email" }).fill(values.email);
}

/** The names in a committee page's member table, top to bottom. */
const memberNames = (page: Page) => page.getByRole("table", { name: /^Members of the / }).getByRole("rowheader");

/** The committees' names in the admin list, top to bottom. */
const listedNames = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();

test.describe("Committee Management", () => {
  let tag: string;
  test.beforeEach(() => {
    tag = uniqueTag();
  });

  /**
   * Runs a test that adds committees while no other test changes the order of the list, and
   * removes its committees before the next one may: a committee coming or going in between would
   * move the neighbours the other test checks.
   */
  const withCommitteeOrder = (page: Page, run: () => Promise<void>) =>
    exclusively("committee-order", async () => {
      try {
        await run();
      } finally {
        const api = await adminApi(page);
        await api.deleteWhere<Committee>(COMMITTEES, (id) => `${ADMIN_COMMITTEES}/${id}`, (committee) => committee.name.includes(tag));
      }
    });

  test("the clerk adds a committee with its members as rows (after the form refused what was missing), its page and the menu show it; then edits it (a new web address the old one leads to, a member fewer, a place higher) and deletes it", async ({
    adminPage: page,
  }) => {
    // A committee's whole life, through the admin screen and the public pages: several page loads.
    test.slow();
    await withCommitteeOrder(page, async () => {
      const name = `Library Committee ${tag}`;
      const dialog = page.getByRole("dialog", { name: "Add Committee" });
      const card = page.getByRole("article", { name });

      await test.step("the screen, from the dashboard, lists the committees in the menu's order", async () => {
        await page.goto("/admin/dashboard");
        await page.getByRole("main").getByRole("link", { name: /^Committees/ }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Committee Management" })).toBeVisible();
        await expect(page.getByRole("article").first()).toBeVisible();
        // The seven committees a new site starts with are listed in the menu's order.
        expect((await listedNames(page)).slice(0, 2)).toEqual(["Training & Placement Cell", "Student Grievance Redressal Committee"]);
      });

      await test.step("a committee without a name and a member without their fields are refused next to each input", async () => {
        await page.getByRole("button", { name: "Add Committee" }).click();
        await dialog.getByRole("button", { name: "Add member" }).click();
        await expect(member(dialog, 1).getByRole("textbox", { name: "Name" })).toBeFocused();
        await member(dialog, 1).getByRole("textbox", { name: "Name" }).fill("Mrs. Sunita Khairnar");
        await member(dialog, 1).getByRole("textbox", { name: "Email" }).fill("not an address");
        await dialog.getByRole("button", { name: "Add Committee" }).click();

        await expect(dialog.getByRole("textbox", { name: "Committee name", exact: true })).toHaveAccessibleDescription("Name is required");
        await expect(dialog.getByRole("textbox", { name: "Committee name", exact: true })).toBeFocused();
        await expect(member(dialog, 1).getByRole("textbox", { name: "Designation", exact: true })).toHaveAccessibleDescription(/Member designation is required/);
        await expect(member(dialog, 1).getByRole("textbox", { name: "Position", exact: true })).toHaveAccessibleDescription(/Member position is required/);
        await expect(member(dialog, 1).getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Member email must be a valid email address");
        await expect(toast(page, "Committee added successfully")).toHaveCount(0);
      });

      await test.step("the committee with its members, the chairperson moved first, is added", async () => {
        await dialog.getByRole("textbox", { name: "Committee name", exact: true }).fill(name);
        await dialog.getByRole("textbox", { name: "Menu name" }).fill(`Library ${tag}`);
        await expect(dialog.getByRole("textbox", { name: "Web address" })).toHaveAttribute("placeholder", `library-committee-${tag}`);
        await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Chooses the books and journals the library buys.");
        await member(dialog, 1).getByRole("textbox", { name: "Email" }).fill("");
        await fillMember(member(dialog, 1), { name: "Mrs. Sunita Khairnar", designation: "Librarian", position: "Convener", contact: "97302 84519" });
        await dialog.getByRole("button", { name: "Add member" }).click();
        await fillMember(member(dialog, 2), { name: "Dr. Anjali Deshmukh", designation: "Principal", position: "Chairperson", email: "principal@college.example" });
        // The chairperson goes first.
        await dialog.getByRole("button", { name: "Move member 2 up" }).click();
        await expect(member(dialog, 1).getByRole("textbox", { name: "Name" })).toHaveValue("Dr. Anjali Deshmukh");
        await dialog.getByRole("button", { name: "Add Committee" }).click();

        await expect(toast(page, "Committee added successfully")).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(card).toContainText(`/committees/library-committee-${tag}`);
      });

      await test.step("its page shows it, and the links between committees and the menu name it by its menu name", async () => {
        await page.goto(`/committees/library-committee-${tag}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
        await expect(page.getByText("Chooses the books and journals the library buys.")).toBeVisible();
        await expect(memberNames(page)).toHaveText(["Dr. Anjali Deshmukh", "Mrs. Sunita Khairnar"]);
        const rows = page.getByRole("table", { name: `Members of the ${name}` }).getByRole("rowgroup").last().getByRole("row");
        await expect(rows.nth(0).getByRole("cell", { name: "N/A", exact: true })).toHaveCount(1);
        await expect(rows.nth(1).getByRole("link", { name: "97302 84519" })).toHaveAttribute("href", "tel:9730284519");
        await expect(page.getByRole("navigation", { name: "Committees" }).getByRole("link", { name: `Library ${tag}` })).toHaveAttribute("aria-current", "page");
        const menu = page.getByRole("navigation", { name: "Main" });
        await menu.getByRole("button", { name: "Committees" }).click();
        await expect(menu.getByRole("link", { name: `Library ${tag}` })).toHaveAttribute("href", `/committees/library-committee-${tag}`);
      });

      await test.step("an edit: a new web address and a member fewer", async () => {
        await page.goto("/admin/committees");
        await card.getByRole("button", { name: `Edit ${name}` }).click();
        const editDialog = page.getByRole("dialog", { name: "Edit Committee" });
        await expect(editDialog.getByRole("textbox", { name: "Committee name", exact: true })).toHaveValue(name);
        await expect(member(editDialog, 2).getByRole("textbox", { name: "Position", exact: true })).toHaveValue("Convener");
        await editDialog.getByRole("textbox", { name: "Web address" }).fill(`library-${tag}`);
        await editDialog.getByRole("button", { name: "Remove member 1" }).click();
        await expect(editDialog.getByRole("group", { name: /^Member \d+$/ })).toHaveCount(1);
        await editDialog.getByRole("button", { name: "Save Changes" }).click();
        await expect(toast(page, "Committee updated successfully")).toBeVisible();
        await expect(card).toContainText(`/committees/library-${tag}`);
      });

      await test.step("a move up puts it before the committee that was above it, on the screen and in what is stored", async () => {
        // It was added last; one move up puts it before the committee that was above it.
        const before = await listedNames(page);
        const above = before[before.indexOf(name) - 1]!;
        await card.getByRole("button", { name: `Move ${name} up` }).click();
        await expect(toast(page, "Committee moved successfully")).toBeVisible();
        await expect(card.getByRole("button", { name: `Move ${name} up` })).toBeFocused();
        const after = await listedNames(page);
        expect(after.indexOf(name)).toBe(after.indexOf(above) - 1);
        const api = await adminApi(page);
        const stored = (await api.get<Committee[]>(COMMITTEES)).map((committee) => committee.name);
        expect(stored.indexOf(name)).toBe(stored.indexOf(above) - 1);
      });

      await test.step("the old address leads to the new one, with the member left", async () => {
        await page.goto(`/committees/library-committee-${tag}`);
        await expect(page).toHaveURL(new RegExp(`/committees/library-${tag}$`));
        await expect(memberNames(page)).toHaveText(["Mrs. Sunita Khairnar"]);
      });

      await test.step("Delete asks first, and the page is gone", async () => {
        await page.goto("/admin/committees");
        await card.getByRole("button", { name: `Delete ${name}` }).click();
        await confirmDelete(page, "Are you sure you want to delete this committee?");
        await expect(toast(page, "Committee deleted successfully")).toBeVisible();
        await expect(card).toHaveCount(0);
        expect((await page.goto(`/committees/library-${tag}`))?.status()).toBe(404);
      });
    });
  });
});
