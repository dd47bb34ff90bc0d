import { randomInt } from "node:crypto";
import type { AdmissionApplication } from "../../common/admission.schema";
import { adminApi, confirmDelete, toast, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

const ADMISSIONS = "/api/admin/admissions";

/** Sends an application through the public form's API, as a family would. */
async function apply(page: Page, name: string, tag: string) {
  const application = {
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}.${tag}@example.com`,
    mobile: `9${String(randomInt(100_000_000, 999_999_999))}`,
    education: "12th Science (PCB)",
    tenthPercentage: 81.4,
    tenthPassingYear: 2021,
    tenthSchoolName: `Zilla Parishad School ${tag}`,
    twelfthPercentage: 74.25,
    twelfthPassingYear: 2023,
    twelfthCollegeName: "K.T.H.M. College, Nashik",
  };
  const response = await page.request.post("/api/admissions/apply", { data: application });
  expect(response.status(), await response.text()).toBe(201);
  return application;
}

test.describe("Admission Applications", () => {
  let tag: string;
  test.beforeEach(() => {
    tag = uniqueTag();
  });
  test.afterEach(async ({ page }) => {
    const api = await adminApi(page);
    await api.deleteWhere<AdmissionApplication>(ADMISSIONS, (id) => `${ADMISSIONS}/${id}`, (application) => application.email.includes(tag));
  });

  test("the admissions office's screen: a failed load, then deciding, filtering, finding, correcting and deleting applications", async ({ adminPage: page }) => {
    // Every action of the screen on two applications, on one page load.
    test.slow();
    const ravi = await apply(page, `Ravi Kale ${tag}`, tag);
    const sonal = await apply(page, `Sonal Patil ${tag}`, tag);
    const raviCard = page.getByRole("article", { name: ravi.name });
    const sonalCard = page.getByRole("article", { name: sonal.name });
    const question = page.getByRole("alertdialog");

    await test.step("a failed load replaces the page with the error in red, and Try again loads it", async () => {
      // The list call fails the way a broken server answers (contract error shape, status 500).
      await page.route(ADMISSIONS, (route) =>
        route.fulfill({ status: 500, json: { success: false, message: "Something went wrong on our side. Please try again in a moment." } }),
      );
      await page.goto("/admin/admissions");
      await expect(page.getByRole("alert")).toHaveText("Something went wrong on our side. Please try again in a moment.");
      await expect(page.getByLabel("Search applications")).toHaveCount(0);
      await expect(page.getByRole("group", { name: "Filter by status" })).toHaveCount(0);

      await page.unroute(ADMISSIONS);
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("heading", { name: "Admission Applications" })).toBeVisible();
      await expect(page.getByLabel("Search applications")).toBeVisible();
    });

    await test.step("each application shows what the family sent", async () => {
      await page.getByLabel("Search applications").fill(tag);
      await expect(page.getByRole("article")).toHaveCount(2);
      for (const text of [ravi.email, ravi.mobile, ravi.education, ravi.tenthSchoolName, ravi.twelfthCollegeName, "81.4%", "2021", "74.25%", "2023", "Applied", "Pending"]) {
        await expect(raviCard).toContainText(text);
      }
    });

    await test.step("approving and rejecting ask first; a decision taken by mistake goes back to pending", async () => {
      // Deciding asks first: Cancel leaves the application pending.
      await raviCard.getByRole("button", { name: "Approve" }).click();
      await expect(question).toContainText(`Approve the application GIP-`);
      await question.getByRole("button", { name: "Cancel" }).click();
      await expect(raviCard).toContainText("Pending");
      await raviCard.getByRole("button", { name: "Approve" }).click();
      await question.getByRole("button", { name: "Approve" }).click();
      await expect(toast(page, `Application of ${ravi.name} approved`)).toBeVisible();
      await expect(raviCard).toContainText("Approved");
      await expect(raviCard.getByRole("button", { name: "Approve" })).toHaveCount(0);
      await expect(raviCard.getByRole("button", { name: "Reject" })).toHaveCount(0);

      await sonalCard.getByRole("button", { name: "Reject" }).click();
      await question.getByRole("button", { name: "Reject" }).click();
      await expect(sonalCard).toContainText("Rejected");
      await expect(sonalCard.getByRole("button", { name: "Approve" })).toHaveCount(0);

      await raviCard.getByRole("button", { name: "Set back to pending" }).click();
      await question.getByRole("button", { name: "Set back to pending" }).click();
      await expect(toast(page, "Application set back to pending")).toBeVisible();
      await expect(raviCard).toContainText("Pending");
      await raviCard.getByRole("button", { name: "Approve" }).click();
      await question.getByRole("button", { name: "Approve" }).click();
      await expect(raviCard).toContainText("Approved");
    });

    await test.step("the status filter and the search by email in any letter case or a piece of the mobile number", async () => {
      const filters = page.getByRole("group", { name: "Filter by status" });
      await filters.getByRole("button", { name: "Approved" }).click();
      await expect(filters.getByRole("button", { name: "Approved" })).toHaveAttribute("aria-pressed", "true");
      await expect(filters.getByRole("button", { name: "All Applications" })).toHaveAttribute("aria-pressed", "false");
      await expect(raviCard).toBeVisible();
      await expect(sonalCard).toHaveCount(0);
      await filters.getByRole("button", { name: "Rejected" }).click();
      await expect(sonalCard).toBeVisible();
      await expect(raviCard).toHaveCount(0);
      await filters.getByRole("button", { name: "Pending" }).click();
      await expect(page.getByText("No applications match your search and filter.")).toBeVisible();
      await filters.getByRole("button", { name: "All Applications" }).click();
      await expect(page.getByRole("article")).toHaveCount(2);

      await page.getByLabel("Search applications").fill(sonal.email.toUpperCase());
      await expect(page.getByRole("article")).toHaveCount(1);
      await expect(sonalCard).toBeVisible();
      await page.getByLabel("Search applications").fill(ravi.mobile.slice(2, 9));
      await expect(raviCard).toBeVisible();
      await expect(sonalCard).toHaveCount(0);

      // The decisions are stored, not only shown.
      const api = await adminApi(page);
      const stored = await api.get<AdmissionApplication[]>(ADMISSIONS);
      expect(stored.filter((application) => application.email.includes(tag)).map((application) => [application.name, application.status]).sort()).toEqual([
        [ravi.name, "approved"],
        [sonal.name, "rejected"],
      ]);
      await page.getByLabel("Search applications").fill(tag);
    });

    const form = page.getByRole("form", { name: `Edit application of ${ravi.name}` });
    await test.step("an edit refuses an empty name in the browser and another applicant's name and email on the server", async () => {
      await raviCard.getByRole("button", { name: "Edit" }).click();
      await expect(form.getByLabel("Full name")).toHaveValue(ravi.name);
      await expect(form.getByLabel("Email")).toHaveValue(ravi.email);
      await expect(form.getByLabel("Mobile number")).toHaveValue(ravi.mobile);

      await form.getByLabel("Full name").fill("");
      await form.getByRole("button", { name: "Save Changes" }).click();
      await expect(form.getByLabel("Full name")).toHaveAccessibleDescription("Full name is required");
      await expect(form.getByLabel("Full name")).toBeFocused();

      await form.getByLabel("Full name").fill(sonal.name.toUpperCase());
      await form.getByLabel("Email").fill(sonal.email.toUpperCase());
      await form.getByRole("button", { name: "Save Changes" }).click();
      const taken = "Another application of this academic year is already registered with this name and email.";
      await expect(form.getByRole("alert")).toHaveText(taken);
      await expect(toast(page, taken)).toBeVisible();
      const api = await adminApi(page);
      const stored = await api.get<AdmissionApplication[]>(ADMISSIONS);
      expect(stored.find((application) => application.name === ravi.name)?.email).toBe(ravi.email);
    });

    await test.step("an edit of the applicant's details saves inline; Cancel changes nothing; Delete asks first", async () => {
      const corrected = `Ravi K. Kale ${tag}`;
      await form.getByLabel("Full name").fill(corrected);
      await form.getByLabel("Email").fill(ravi.email);
      await form.getByLabel("Education").fill("B.Sc. Chemistry (first year)");
      await form.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, "Application updated successfully")).toBeVisible();
      const card = page.getByRole("article", { name: corrected });
      await expect(card).toContainText("B.Sc. Chemistry (first year)");
      await expect(card).toContainText(ravi.tenthSchoolName);

      await card.getByRole("button", { name: "Edit" }).click();
      await page.getByRole("form", { name: `Edit application of ${corrected}` }).getByRole("button", { name: "Cancel" }).click();
      await expect(card).toContainText("B.Sc. Chemistry (first year)");

      await card.getByRole("button", { name: "Delete" }).click();
      await confirmDelete(page, "Are you sure you want to delete this application?");
      await expect(toast(page, "Application deleted successfully")).toBeVisible();
      await expect(page.getByRole("article", { name: corrected })).toHaveCount(0);
    });
  });
});
