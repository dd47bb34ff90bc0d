import fs from "node:fs/promises";
import type { APIRequestContext, Download, Page } from "@playwright/test";
import type { AdmissionApplication, ApplicationFigures } from "../../common/admission.schema";
import { sampleApplicationForm } from "../support/sample-application";
import { adminApi, uniqueTag } from "./admin-support";
import { adminHeaders, expect, test } from "./fixtures";

/**
 * Applying, with and without script, and what follows: the number, the receipt, the confirmation
 * page; then the admissions office's figures and downloads. What the form says when something is
 * wrong is apply-now.spec.ts.
 */

const ADMISSIONS = "/api/admin/admissions";

async function fill(page: Page, email: string, name?: string) {
  for (const [label, value] of Object.entries(sampleApplicationForm(email, name))) await page.getByLabel(label).fill(value);
  await page.getByLabel("Programme").selectOption({ label: "B.Pharm" });
}

/** The file a download saved, and the name the browser proposed for it. */
async function saved(download: Download) {
  return { name: download.suggestedFilename(), bytes: await fs.readFile((await download.path())!) };
}

async function clickToDownload(page: Page, control: ReturnType<Page["getByRole"]>) {
  const [download] = await Promise.all([page.waitForEvent("download"), control.click()]);
  return saved(download);
}

/** Checks the confirmation shown after applying: the number, the receipt, and the way to its own page. */
async function expectConfirmation(page: Page, email: string, request: APIRequestContext) {
  const confirmation = page.getByRole("status").filter({ hasText: "Thank you for applying!" });
  await expect(confirmation).toContainText("Application submitted successfully!");
  await expect(confirmation).toContainText(/GIP-\d{4}-\d{5}/);
  const number = (await confirmation.textContent())!.match(/GIP-\d{4}-\d{5}/)![0];

  const stored = ((await (await request.get(ADMISSIONS, { headers: await adminHeaders(request) })).json()) as AdmissionApplication[]).find(
    (application) => application.email === email,
  );
  expect(stored).toMatchObject({ applicationNumber: number, programme: "bpharm", status: "pending", mobile: "9876543210", tenthPercentage: 86.4 });
  // The emptied form below is for another student, and says so under a heading of its own.
  await expect(page.getByRole("heading", { name: "Apply for another student" })).toBeVisible();
  for (const label of Object.keys(sampleApplicationForm(email))) await expect(page.getByLabel(label)).toHaveValue("");

  const receipt = await clickToDownload(page, confirmation.getByRole("link", { name: "Download receipt" }));
  expect(receipt.name).toBe(`receipt-${number}.pdf`);
  expect(receipt.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return { number, confirmation };
}

test.describe("after applying", () => {
  let tag: string;
  test.beforeEach(() => {
    tag = uniqueTag();
  });
  test.afterEach(async ({ page }) => {
    const api = await adminApi(page);
    await api.deleteWhere<AdmissionApplication>(ADMISSIONS, (id) => `${ADMISSIONS}/${id}`, (application) => application.email.includes(tag));
  });

  test("with JavaScript: 'Submitting...' while waiting, then the number, the receipt, and a confirmation page with what happens next and whom to call", async ({ page, request }) => {
    // A family's whole path (form, two downloads, a second page): longer than one step of it.
    test.slow();
    const email = `after.js.${tag}@mail.example`;
    await page.goto("/apply-now");
    await fill(page, email, "स्नेहल गायकवाड");
    const submit = page.getByRole("button", { name: /^(Submit Application|Submitting\.\.\.)$/ });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admissions/apply", async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await expect(submit).toHaveText("Submitting...");
    await expect(submit).toBeDisabled();
    release();
    const { number, confirmation } = await expectConfirmation(page, email, request);
    await expect(submit).toHaveText("Submit Application");

    await confirmation.getByRole("link", { name: "Open this confirmation on its own page" }).click();
    await expect(page).toHaveURL(/\/apply-now\/received\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Application received" })).toBeVisible();
    await expect(page.getByText("Thank you, स्नेहल गायकवाड.", { exact: false })).toBeVisible();
    await expect(page.getByText(number)).toBeVisible();
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Contact the admissions office" })).toBeVisible();
    const settings = await (await request.get("/api/settings")).json();
    await expect(page.getByRole("main").getByRole("link", { name: settings.email })).toBeVisible();
    const receipt = await clickToDownload(page, page.getByRole("link", { name: "Download receipt" }));
    expect(receipt.name).toBe(`receipt-${number}.pdf`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts to the page, whose answer shows the number and the receipt, and the confirmation page works too", async ({ page, request }) => {
      test.slow();
      const email = `after.nojs.${tag}@mail.example`;
      await page.goto("/apply-now");
      await fill(page, email);
      const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/apply-now");
      await page.getByRole("button", { name: "Submit Application" }).click();
      expect((await answer).status()).toBe(200);
      const { number, confirmation } = await expectConfirmation(page, email, request);
      await confirmation.getByRole("link", { name: "Open this confirmation on its own page" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Application received" })).toBeVisible();
      await expect(page.getByText(number)).toBeVisible();
      await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    });
  });
});

test("the admissions office: this academic year's applications by programme and status on the dashboard, and downloads of what the search shows", async ({ adminPage: page, request }) => {
  const tag = uniqueTag();
  const apply = async (name: string, programme?: string) => {
    const response = await request.post("/api/admissions/apply", {
      data: {
        name: `${name} ${tag}`,
        email: `${name.split(" ")[0]!.toLowerCase()}.${tag}@mail.example`,
        mobile: "9876543210",
        education: "12th Science (PCB)",
        tenthPercentage: 81.4,
        tenthPassingYear: 2021,
        tenthSchoolName: "Zilla Parishad School",
        twelfthPercentage: 74.25,
        twelfthPassingYear: 2023,
        twelfthCollegeName: "K.T.H.M. College, Nashik",
        ...(programme ? { programme } : {}),
      },
    });
    expect(response.status()).toBe(201);
  };
  const headers = await adminHeaders(request);
  const figures = async () => (await (await request.get(`${ADMISSIONS}/figures`, { headers })).json()) as ApplicationFigures;
  try {
    await test.step("the dashboard counts the year's applications by programme and status", async () => {
      // The one test that applies for D.Pharm (it runs at one width), so its count moves only here.
      const before = (await figures()).byProgramme.find((row) => row.programme === "dpharm")!;
      await apply("Dashboard Applicant", "dpharm");
      await page.goto("/admin/dashboard");
      const { academicYear } = await figures();
      const table = page.getByRole("table", { name: `Applications for ${academicYear} by programme and status` });
      const dpharm = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "D.Pharm", exact: true }) });
      // Each value ends its cell (on a phone-width card the column's name would come before it).
      const endsWith = (count: number) => new RegExp(`(^|\\D)${count}$`);
      await expect(dpharm.getByRole("cell")).toHaveText([before.pending + 1, before.approved, before.rejected, before.total + 1].map(endsWith));
      await expect(table.getByRole("rowheader", { name: "All programmes" })).toBeVisible();
    });

    await test.step("Download CSV and Download Excel give what the search shows", async () => {
      await apply("Ravi Kale");
      await apply("Sonal Patil");
      await page.goto("/admin/admissions");
      await page.getByLabel("Search applications").fill(`Ravi Kale ${tag}`);
      await expect(page.getByRole("heading", { level: 2, name: `Ravi Kale ${tag}` })).toBeVisible();

      const csv = await clickToDownload(page, page.getByRole("button", { name: "Download CSV" }));
      expect(csv.name).toMatch(/^applications-all-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = csv.bytes.toString("utf8");
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(text).toContain("Application number,Application date,Status,Programme,Full name");
      expect(text).toContain(`Ravi Kale ${tag}`);
      expect(text).not.toContain(`Sonal Patil ${tag}`);

      const xlsx = await clickToDownload(page, page.getByRole("button", { name: "Download Excel" }));
      expect(xlsx.name).toMatch(/^applications-all-\d{4}-\d{2}-\d{2}\.xlsx$/);
      // An Office Open XML workbook is a zip archive.
      expect(xlsx.bytes.subarray(0, 2).toString()).toBe("PK");
    });
  } finally {
    const api = await adminApi(page);
    await api.deleteWhere<AdmissionApplication>(ADMISSIONS, (id) => `${ADMISSIONS}/${id}`, (application) => application.email.includes(tag));
  }
});
