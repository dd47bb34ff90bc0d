import { adminHeaders, expect, isPhone, test } from "./fixtures";

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const person = (name: string) => ({
  name,
  designation: "Assistant Professor",
  qualification: "M.Pharm (Pharmacology)",
  experience: "7 years",
  dateOfJoining: "2018-07-02",
  email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".").replace(/^\.|\.$/g, "")}@college.example`,
  mobile: "98765 43210",
});

test.describe("faculty", () => {
  test("lists B.Pharm and D.Pharm faculty in their own groups, each with a profile; an unknown profile is a 404 that leads back to the list", async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const bpharmName = `Dr. Meera Joshi ${suffix()}`;
    const dpharmName = `Mr. Tushar Pawar ${suffix()}`;
    const ids: string[] = [];
    try {
      for (const [name, department] of [
        [bpharmName, "bpharm"],
        [dpharmName, "dpharm"],
      ] as const) {
        const response = await request.post("/api/admin/faculty", { headers, data: { ...person(name), department } });
        expect(response.status()).toBe(201);
        ids.push((await response.json()).faculty._id);
      }

      const response = await page.goto("/management/faculty");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Teaching Faculty" })).toBeVisible();

      const bpharm = page.getByRole("region", { name: "B.Pharm Faculty" });
      const dpharm = page.getByRole("region", { name: "D.Pharm Faculty" });
      const card = bpharm.getByRole("article").filter({ has: page.getByRole("heading", { name: bpharmName }) });
      await expect(card.getByText("Assistant Professor")).toBeVisible();
      await expect(card.getByText("7 years")).toBeVisible();
      await expect(dpharm.getByRole("heading", { name: dpharmName })).toBeVisible();
      await expect(dpharm.getByRole("heading", { name: bpharmName })).toHaveCount(0);

      await card.getByRole("link", { name: `View Profile of ${bpharmName}` }).click();
      await expect(page).toHaveURL(/\/management\/faculty\/details\/[a-z0-9-]+$/);
      await expect(page.getByRole("heading", { level: 1, name: bpharmName })).toBeVisible();
      const main = page.getByRole("main");
      for (const text of ["Assistant Professor", "B.Pharm", "M.Pharm (Pharmacology)", "7 years", "2 July 2018"]) {
        await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
      }
      await expect(main.getByRole("link", { name: person(bpharmName).email })).toHaveAttribute("href", `mailto:${person(bpharmName).email}`);
      await expect(main.getByRole("link", { name: "98765 43210" })).toHaveAttribute("href", "tel:9876543210");

      // An unknown profile is a 404 that leads back to the list.
      const unknown = await page.goto("/management/faculty/details/no-such-teacher");
      expect(unknown?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Faculty Not Found" })).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "See all faculty" }).click();
      await expect(page).toHaveURL(/\/management\/faculty$/);
      await expect(page.getByRole("region", { name: "B.Pharm Faculty" }).getByRole("heading", { name: bpharmName })).toBeVisible();
    } finally {
      for (const id of ids) await request.delete(`/api/admin/faculty/${id}`, { headers });
    }
  });
});

test.describe("non-teaching staff", () => {
  test("lists the staff in a table with every column, readable on a phone, where a card's label sits beside the first line of a value that wraps", { tag: "@layout" }, async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const name = `Mrs. Sunita Kale ${suffix()}`;
    const created = await request.post("/api/admin/nonteachingstaff", {
      headers,
      data: { ...person(name), designation: "Librarian", qualification: "B.Lib.Sc.", experience: "12 years", dateOfJoining: "2013-01-15" },
    });
    expect(created.status()).toBe(201);
    const id: string = (await created.json()).staff._id;
    try {
      await page.goto("/management/non-teaching-staff");
      await expect(page.getByRole("heading", { level: 1, name: "Non-Teaching Staff" })).toBeVisible();
      const table = page.getByRole("table", { name: /Non-teaching staff/ });
      for (const column of ["Sr.", "Name", "Designation", "Qualification", "Experience", "Email", "Contact", "Date of Joining"]) {
        await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeAttached();
      }
      const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
      await expect(row.getByRole("cell", { name: "Librarian" })).toBeVisible();
      await expect(row.getByRole("cell", { name: "B.Lib.Sc." })).toBeVisible();
      await expect(row.getByRole("cell", { name: "12 years" })).toBeVisible();
      await expect(row.getByRole("link", { name: person(name).email })).toBeVisible();
      await expect(row.getByRole("link", { name: "98765 43210" })).toHaveAttribute("href", "tel:9876543210");
      await expect(row.getByText("15 Jan 2013")).toBeVisible();

      // Nothing sticks out sideways: the whole table fits the screen, on a phone as on a desktop.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (isPhone(page)) {
        // On a phone each row is a card whose values carry their column name.
        await expect(row.getByText("Designation", { exact: true })).toBeVisible();

        // On a small phone's card a label sits beside the first line of a value that wraps: the
        // sample staff's office addresses are longer than such a card is wide.
        await page.setViewportSize({ width: 360, height: 780 });
        const wrapping = table.getByRole("row").filter({ has: page.getByRole("link", { name: /@/ }) }).first();
        const email = wrapping.getByRole("link", { name: /@/ });
        const label = wrapping.getByText("Email", { exact: true });
        const lines = await email.evaluate((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          return Array.from(range.getClientRects(), (rect) => ({ top: rect.top, bottom: rect.bottom }));
        });
        expect(new Set(lines.map((line) => Math.round(line.top))).size, "the address wraps").toBeGreaterThan(1);
        const labelBox = (await label.boundingBox())!;
        const labelMiddle = labelBox.y + labelBox.height / 2;
        expect(labelMiddle).toBeGreaterThan(lines[0]!.top);
        expect(labelMiddle).toBeLessThan(lines[0]!.bottom);
      }
    } finally {
      await request.delete(`/api/admin/nonteachingstaff/${id}`, { headers });
    }
  });
});
