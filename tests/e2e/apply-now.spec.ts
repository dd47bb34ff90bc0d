import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { currentYearInKolkata } from "../../common/admission.schema";
import { sampleApplicationForm } from "../support/sample-application";
import { adminHeaders, expect, test } from "./fixtures";

const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@mail.example`;

const fields = (email: string) => sampleApplicationForm(email);
type Fields = ReturnType<typeof fields>;

async function fillForm(page: Page, values: Partial<Fields>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
}

/** Opens the form and waits until its script runs (the schema's checks replace the browser's own then). */
async function openForm(page: Page) {
  await page.goto("/apply-now");
  await expect(page.getByRole("form", { name: "Application form" })).toHaveAttribute("novalidate", "");
}

const submitButton = (page: Page) => page.getByRole("button", { name: /^(Submit Application|Submitting\.\.\.)$/ });

/** Automated WCAG 2.1 A/AA checks of the page's own content (the shared frame is checked elsewhere). */
async function expectNoAccessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

type Application = { _id: string; email: string; mobile: string; tenthPercentage: number; status: string };

async function findApplication(request: APIRequestContext, email: string) {
  const response = await request.get("/api/admin/admissions", { headers: await adminHeaders(request) });
  const applications: Application[] = await response.json();
  return applications.find((application) => application.email === email);
}

async function removeApplication(request: APIRequestContext, email: string) {
  const application = await findApplication(request, email);
  if (application) await request.delete(`/api/admin/admissions/${application._id}`, { headers: await adminHeaders(request) });
}

/** An application already on file, as if the visitor (the form's name, in other letter case) had applied before. */
async function applyThroughApi(request: APIRequestContext, email: string) {
  const response = await request.post("/api/admissions/apply", {
    data: {
      name: fields(email)["Full name"].toUpperCase(),
      email,
      mobile: "9123456780",
      education: "12th Science (PCM)",
      tenthPercentage: 80,
      tenthPassingYear: 2020,
      tenthSchoolName: "New English School",
      twelfthPercentage: 75,
      twelfthPassingYear: 2022,
      twelfthCollegeName: "KTHM College",
    },
  });
  expect(response.status()).toBe(201);
}

test.describe("apply now, with JavaScript", () => {
  test("every field is required and typed for phones", async ({ page }) => {
    await openForm(page);
    await expect(page.getByRole("heading", { level: 1, name: "Apply Now" })).toBeVisible();
    for (const label of Object.keys(fields(""))) await expect(page.getByLabel(label)).toHaveAttribute("required", "");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Mobile number")).toHaveAttribute("type", "tel");
    for (const label of ["10th percentage", "12th percentage"]) {
      const input = page.getByLabel(label);
      await expect(input).toHaveAttribute("type", "number");
      await expect(input).toHaveAttribute("min", "0");
      await expect(input).toHaveAttribute("max", "100");
      await expect(input).toHaveAttribute("step", "0.01");
    }
    const year = String(currentYearInKolkata());
    for (const label of ["10th passing year", "12th passing year"]) {
      await expect(page.getByLabel(label)).toHaveAttribute("min", "2000");
      await expect(page.getByLabel(label)).toHaveAttribute("max", year);
    }
  });

  test("submits, shows 'Submitting...' while waiting, then the success message and an empty form", async ({ page, request }) => {
    const email = uniqueEmail("success.js");
    try {
      await openForm(page);
      await fillForm(page, fields(email));

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/admissions/apply", async (route) => {
        await held;
        await route.continue();
      });
      await submitButton(page).click();
      await expect(submitButton(page)).toHaveText("Submitting...");
      await expect(submitButton(page)).toBeDisabled();
      release();

      await expect(page.getByRole("status").filter({ hasText: "Application submitted successfully!" })).toBeVisible();
      // The emptied form below is for another student, and says so under a heading of its own.
      await expect(page.getByRole("heading", { name: "Apply for another student" })).toBeVisible();
      await expect(submitButton(page)).toHaveText("Submit Application");
      for (const label of Object.keys(fields(email))) await expect(page.getByLabel(label)).toHaveValue("");

      const stored = await findApplication(request, email);
      expect(stored).toMatchObject({ email, mobile: "9876543210", tenthPercentage: 86.4, status: "pending" });
    } finally {
      await removeApplication(request, email);
    }
  });

  test("checks the fields in the browser with the shared rules before sending anything", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/admissions/apply")) sent.push(request.url());
    });
    await openForm(page);
    await submitButton(page).click();

    const name = page.getByLabel("Full name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(/Full name is required/);
    await expect(name).toBeFocused();
    await expect(page.getByText("10th percentage is required")).toBeVisible();

    await fillForm(page, { ...fields("not-an-email"), "Mobile number": "12345", "12th passing year": "2020" });
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Full name is required")).toBeHidden();

    await submitButton(page).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription(/Email must be a valid email address/);
    await expect(page.getByLabel("Mobile number")).toHaveAccessibleDescription(/10-digit Indian mobile number/);
    await expect(page.getByLabel("12th passing year")).toHaveAccessibleDescription(
      /12th passing year must be later than the 10th passing year/,
    );
    expect(sent).toEqual([]);
  });

  test("the same applicant applying again is told what to do, and editing clears the message", async ({ page, request }) => {
    const email = uniqueEmail("duplicate.js");
    try {
      await applyThroughApi(request, email);
      await openForm(page);
      await fillForm(page, fields(email));
      await submitButton(page).click();

      const alert = page.getByRole("alert").filter({ hasText: "You are already registered" });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText("A brother or sister may apply with the same email address under their own name.");
      await expect(alert.getByRole("listitem").first()).toContainText("Check the name and the email address you entered");
      // What was typed stays, so only the name or the email needs changing.
      await expect(page.getByLabel("12th college name")).toHaveValue("Janata Junior College, Niphad");

      await page.getByLabel("Email").fill(uniqueEmail("another"));
      await expect(alert).toBeHidden();
    } finally {
      await removeApplication(request, email);
    }
  });

  test("lists each problem the server names, and explains a lost connection", async ({ page }) => {
    await openForm(page);
    await fillForm(page, fields(uniqueEmail("server.errors")));

    await page.route("**/api/admissions/apply", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          message: "Please correct the highlighted fields.",
          errors: ["Email must be a valid email address", "12th percentage can have at most two decimals"],
        }),
      }),
    );
    await submitButton(page).click();
    const alert = page.getByRole("alert").filter({ hasText: "Please correct the following issues:" });
    await expect(alert.getByRole("listitem")).toHaveText(["Email must be a valid email address", "12th percentage can have at most two decimals"]);

    await page.unroute("**/api/admissions/apply");
    await page.route("**/api/admissions/apply", (route) => route.abort("internetdisconnected"));
    // The answer above took focus and the page is still scrolling smoothly up to it: a click at the
    // button's position could land beside it. The keyboard sends the form wherever the button is.
    await submitButton(page).press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Unable to connect" })).toHaveText(
      "Unable to connect to the server. Please check your internet connection and try again.",
    );
    await expect(page.getByLabel("Full name")).toHaveValue("Snehal Gaikwad");
  });
});

test.describe("apply now, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const postedPage = (page: Page) =>
    page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/apply-now");

  test("the form posts to the page, which shows the success message and an empty form", async ({ page, request }) => {
    const email = uniqueEmail("success.nojs");
    try {
      await page.goto("/apply-now");
      await fillForm(page, fields(email));
      const answer = postedPage(page);
      await submitButton(page).click();
      expect((await answer).status()).toBe(200);
      await expect(page.getByRole("status").filter({ hasText: "Application submitted successfully!" })).toBeVisible();
      // The emptied form below is for another student, and says so under a heading of its own.
      await expect(page.getByRole("heading", { name: "Apply for another student" })).toBeVisible();
      await expect(page.getByLabel("Full name")).toHaveValue("");
      expect(await findApplication(request, email)).toMatchObject({ email, status: "pending" });
    } finally {
      await removeApplication(request, email);
    }
  });

  test("the server's checks list each problem, mark the fields and keep what was typed", async ({ page }) => {
    await page.goto("/apply-now");
    await fillForm(page, { ...fields(uniqueEmail("invalid.nojs")), "Mobile number": "12345", "12th passing year": "2020" });
    const answer = postedPage(page);
    await submitButton(page).click();
    expect((await answer).status()).toBe(400);

    const alert = page.getByRole("alert").filter({ hasText: "Please correct the following issues:" });
    await expect(alert.getByRole("listitem")).toHaveCount(2);
    await expect(alert).toContainText("Mobile number must be a 10-digit Indian mobile number");
    await expect(alert).toContainText("12th passing year must be later than the 10th passing year");
    await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Mobile number")).toHaveAccessibleDescription(/10-digit Indian mobile number/);
    await expect(page.getByLabel("Full name")).toHaveValue("Snehal Gaikwad");
    await expect(page.getByLabel("Mobile number")).toHaveValue("12345");
  });

  test("the same applicant applying again without JavaScript gets the same explanation", async ({ page, request }) => {
    const email = uniqueEmail("duplicate.nojs");
    try {
      await applyThroughApi(request, email);
      await page.goto("/apply-now");
      await fillForm(page, fields(email));
      const answer = postedPage(page);
      await submitButton(page).click();
      expect((await answer).status()).toBe(409);
      await expect(page.getByRole("alert").filter({ hasText: "You are already registered" })).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue(email);
    } finally {
      await removeApplication(request, email);
    }
  });
});

// Every page at rest is checked in public-page-checks.spec.ts; this covers the form showing its
// errors, at the width of the families who fill it in.
test("the form showing its errors has no detectable accessibility problems", { tag: "@phone" }, async ({ page }) => {
  await openForm(page);
  await expectNoAccessibilityViolations(page);
  await submitButton(page).click();
  await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  await expectNoAccessibilityViolations(page);
});
