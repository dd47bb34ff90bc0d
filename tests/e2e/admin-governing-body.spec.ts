import type { GoverningBody } from "../../common/governing-body.collection";
import { adminApi, toast, uniqueTag } from "./admin-support";
import { exclusively } from "./exclusive";
import { expect, test } from "./fixtures";

const GOVERNING_BODY = "/api/governing-body";
const ADMIN_GOVERNING_BODY = "/api/admin/governing-body";

test.describe("Governing Body", () => {
  test("adds a member as a row (refused until named, with a designation and position), moves it up, and the public table shows it in its place", async ({ adminPage: page }) => {
    // A flow through the admin screen and the public pages: several page loads.
    test.slow();
    const name = `Nominee of the Trust ${uniqueTag()}`;
    const api = await adminApi(page);
    // The governing body is one list for the whole site: it is put back as it was, before anyone else reads it.
    await exclusively("governing-body", async () => {
      const before = await api.get<GoverningBody>(GOVERNING_BODY);
      try {
        await page.goto("/admin/governing-body");
        await expect(page.getByRole("heading", { level: 1, name: "Governing Body" })).toBeVisible();
        const rows = page.getByRole("group", { name: /^Member \d+$/ });
        await expect(rows).toHaveCount(before.members.length);
        await expect(rows.first().getByRole("textbox", { name: "Name" })).toHaveValue(before.members[0]!.name);

        const count = before.members.length;
        await page.getByRole("button", { name: "Add member" }).click();
        const added = page.getByRole("group", { name: `Member ${count + 1}`, exact: true });

        await test.step("a member without a name, designation or position is refused next to the input", async () => {
          await page.getByRole("button", { name: "Save Governing Body" }).click();
          await expect(added.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(/Member name is required/);
          await expect(added.getByRole("textbox", { name: "Name" })).toBeFocused();
          await expect(added.getByRole("textbox", { name: "Position", exact: true })).toHaveAccessibleDescription(/Member position is required/);
          await expect(toast(page, "Governing body updated successfully")).toHaveCount(0);
        });

        await added.getByRole("textbox", { name: "Name" }).fill(name);
        await added.getByRole("textbox", { name: "Designation", exact: true }).fill("Nominated by the trust");
        await added.getByRole("textbox", { name: "Position", exact: true }).fill("Member");
        await page.getByRole("button", { name: `Move member ${count + 1} up` }).click();
        await page.getByRole("button", { name: "Save Governing Body" }).click();
        await expect(toast(page, "Governing body updated successfully")).toBeVisible();

        await page.goto("/management/governing-body");
        const table = page.getByRole("table", { name: `Members of the Governing Body (${count + 1})` });
        const names = table.getByRole("rowheader");
        await expect(names).toHaveCount(count + 1);
        await expect(names.nth(count - 1)).toHaveText(name);
        await expect(names.nth(count)).toHaveText(before.members.at(-1)!.name);
      } finally {
        await api.put(ADMIN_GOVERNING_BODY, before);
      }
    });
  });
});
