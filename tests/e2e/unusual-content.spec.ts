import sharp from "sharp";
import { adminApi, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";

/** What the clerk may type or link that the site must still show correctly. */

const person = (name: string, photo = "") => ({
  name,
  designation: "Assistant Professor",
  qualification: "M.Pharm",
  experience: "4 years",
  dateOfJoining: "2021-07-01",
  email: `unusual.${uniqueTag()}@college.example`,
  mobile: "98765 43210",
  department: "bpharm",
  photo,
});

test("a faculty name that starts with an emoji hydrates without an error; a photo linked from another https site shows, and the page reports no policy violation", async ({ page }) => {
  const api = await adminApi(page);
  const tag = uniqueTag();
  const emojiName = `😀 Priya Patil ${tag}`;
  const name = `Dr. Sunita Kale ${tag}`;
  const photo = `https://images.example.org/staff/${tag}.png`;
  const png = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#4a7" } }).png().toBuffer();
  // No internet here: the browser's request is answered locally, after the page's policy has allowed it.
  await page.route(photo, (route) => route.fulfill({ contentType: "image/png", body: png }));
  await api.post("/api/admin/faculty", person(emojiName));
  await api.post("/api/admin/faculty", person(name, photo));
  const errors: string[] = [];
  // Errors of the page's script (a hydration mismatch is one). Not a picture that fails to load: the
  // faculty list is shared with tests running at the same time, whose photos may be on made-up sites.
  page.on("console", (message) => message.type() === "error" && !message.text().startsWith("Failed to load resource") && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  const violations: string[] = [];
  page.on("console", (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
  try {
    await page.goto("/management/faculty");
    await test.step("the photo from another https site shows, without a policy violation", async () => {
      const image = page.locator(`img[src="${photo}"]`).first();
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(60);
      expect(violations).toEqual([]);
    });

    await test.step("the emoji name hydrates without an error", async () => {
      await expect(page.getByRole("heading", { name: emojiName })).toBeVisible();
      await page.goto("/");
      expect(errors).toEqual([]);
    });
  } finally {
    await api.deleteWhere<{ _id: string; name: string }>("/api/admin/faculty", (id) => `/api/admin/faculty/${id}`, (item) => item.name.endsWith(tag));
  }
});
