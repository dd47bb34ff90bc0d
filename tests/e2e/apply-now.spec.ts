import type { APIRequestContext, Page } from "@playwright/test";
import { sampleApplicationForm } from "../support/sample-application";
import { adminHeaders, expect, test } from "./fixtures";
import { expectNoAccessibilityViolations } from "./main-axe";

/**
 * What the apply form says in a browser when something is wrong, at the width of the families who
 * fill it in. The form as the server renders it (every field required and typed, the answers to a
 * form posted without script) is server/resources/admissions/apply-page.test.ts; applying and what
 * follows, with and without script, is after-applying.spec.ts.
 */

const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@mail.example`;

const fields = (email: string) => sampleApplicationForm(email);
type Fields = ReturnType<typeof fields>;

async function fillForm(page: Page, values: Partial<Fields>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
}

const submitButton = (page: Page) => page.getByRole("button", { name: /^(Submit Application|Submitting\.\.\.)$/ });

type Application = { _id: string; email: string };

async function removeApplication(request: APIRequestContext, email: string) {
  const headers = await adminHeaders(request);
  const applications: Application[] = await (await request.get("/api/admin/admissions", { headers })).json();
  const application = applications.find((each) => each.email === email);
  if (application) await request.delete(`/api/admin/admissions/${application._id}`, { headers });
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

test("with JavaScript, the form says what is wrong: its own checks before sending, the server's list, a lost connection, an applicant already registered", { tag: "@phone" }, async ({ page, request }) => {
  const registered = uniqueEmail("duplicate.js");
  try {
    await applyThroughApi(request, registered);
    const sent: string[] = [];
    page.on("request", (each) => {
      if (each.url().includes("/api/admissions/apply")) sent.push(each.url());
    });
    await page.goto("/apply-now");
    // Its script runs: the schema's checks replace the browser's own.
    await expect(page.getByRole("form", { name: "Application form" })).toHaveAttribute("novalidate", "");
    const name = page.getByLabel("Full name");

    await test.step("the shared rules check the fields in the browser before anything is sent, and the form showing its errors has no detectable accessibility problems", async () => {
      await submitButton(page).click();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(/Full name is required/);
      await expect(name).toBeFocused();
      await expect(page.getByText("10th percentage is required")).toBeVisible();
      await expectNoAccessibilityViolations(page);

      await fillForm(page, { ...fields("not-an-email"), "Mobile number": "12345", "12th passing year": "2020" });
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Full name is required")).toBeHidden();

      await submitButton(page).click();
      await expect(page.getByLabel("Email")).toHaveAccessibleDescription(/Email must be a valid email address/);
      await expect(page.getByLabel("Mobile number")).toHaveAccessibleDescription(/10-digit Indian mobile number/);
      await expect(page.getByLabel("12th passing year")).toHaveAccessibleDescription(/12th passing year must be later than the 10th passing year/);
      expect(sent).toEqual([]);
    });

    await test.step("each problem the server names is listed", async () => {
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
    });

    await test.step("a lost connection is explained, and what was typed stays", async () => {
      await page.route("**/api/admissions/apply", (route) => route.abort("internetdisconnected"));
      // The answer above took focus and the page is still scrolling smoothly up to it: a click at the
      // button's position could land beside it. The keyboard sends the form wherever the button is.
      await submitButton(page).press("Enter");
      await expect(page.getByRole("alert").filter({ hasText: "Unable to connect" })).toHaveText(
        "Unable to connect to the server. Please check your internet connection and try again.",
      );
      await expect(name).toHaveValue("Snehal Gaikwad");
      await page.unroute("**/api/admissions/apply");
    });

    await test.step("the same applicant applying again is told what to do, and editing clears the message", async () => {
      await page.getByLabel("Email").fill(registered);
      await submitButton(page).press("Enter");
      const alert = page.getByRole("alert").filter({ hasText: "You are already registered" });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText("A brother or sister may apply with the same email address under their own name.");
      await expect(alert.getByRole("listitem").first()).toContainText("Check the name and the email address you entered");
      // What was typed stays, so only the name or the email needs changing.
      await expect(page.getByLabel("12th college name")).toHaveValue("Janata Junior College, Niphad");

      await page.getByLabel("Email").fill(uniqueEmail("another"));
      await expect(alert).toBeHidden();
    });
  } finally {
    await removeApplication(request, registered);
  }
});
