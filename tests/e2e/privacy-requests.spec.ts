import type { Page, Request } from "@playwright/test";
import { adminApi, uniqueTag } from "./admin-support";
import { seriousAxeViolations } from "./page-checks";
import { expect, test } from "./fixtures";

/**
 * The privacy request form and its status page as a family meets them on a phone, in both
 * languages: before the page's script runs (the browser's own checks, then the form posted to the
 * page) and after it (the answer in place), and the status page with only the notes meant for the
 * requester. The form's every refusal and the answers' words are tested without a browser
 * (server/platform/pages/privacy-request-pages.test.ts); here, what only a browser shows.
 */

const words = {
  en: {
    prefix: "",
    title: "Ask About Your Personal Data",
    formTitle: "Your request",
    labels: { name: "Full name", email: "Email", mobile: "Mobile number", kind: "Request", details: "Details", reference: "Application or grievance number" },
    kind: "A copy of my data",
    submit: "Send request",
    fixErrors: "Please correct the fields marked below.",
    badMobile: "Mobile number must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9",
    shortDetails: "Details must be at least 10 characters",
    received: "Your request has been received",
    number: "Request number",
    statusLink: "Your request's status page",
    statusTitle: "Your Privacy Request",
    states: { received: "Received", "in-progress": "In progress" },
    history: "What has happened",
  },
  mr: {
    prefix: "/mr",
    title: "आपल्या वैयक्तिक माहितीविषयी विनंती",
    formTitle: "आपली विनंती",
    labels: { name: "पूर्ण नाव", email: "ईमेल", mobile: "मोबाइल क्रमांक", kind: "विनंतीचा प्रकार", details: "विनंतीचा तपशील", reference: "अर्ज क्रमांक किंवा तक्रार क्रमांक" },
    kind: "माझ्या माहितीची प्रत",
    submit: "विनंती पाठवा",
    fixErrors: "खाली खूण केलेले रकाने दुरुस्त करा.",
    badMobile: "मोबाइल क्रमांक हा ६, ७, ८ किंवा ९ ने सुरू होणारा १० अंकी भारतीय मोबाइल क्रमांक असावा",
    shortDetails: "विनंतीचा तपशील या रकान्यात किमान १० अक्षरे असावीत",
    received: "आपली विनंती मिळाली आहे",
    number: "विनंती क्रमांक",
    statusLink: "आपल्या विनंतीच्या स्थितीचे पान",
    statusTitle: "आपली वैयक्तिक माहितीविषयी विनंती",
    states: { received: "मिळाली", "in-progress": "कार्यवाही सुरू" },
    history: "आतापर्यंत काय झाले",
  },
} as const;
type Words = (typeof words)[keyof typeof words];

const REQUEST_NUMBER = /^DPR-\d{4}-\d{5}$/;

/** The list of kinds of request: by its role, as its label's word also names the form ("Your request"). */
const kindOf = (page: Page, w: Words) => page.getByRole("combobox", { name: w.labels.kind });

/** Fills every field of the form with a valid request of `tag`'s, `overrides` (by label) taking the place of some. */
async function fillRequest(page: Page, w: Words, tag: string, overrides: Partial<Record<keyof Words["labels"], string>> = {}) {
  const values = {
    name: `Asha Pawar ${tag}`,
    email: `asha.${tag}@mail.example`,
    mobile: "98220 45678",
    details: `Please send me a copy of my application ${tag}.`,
    ...overrides,
  };
  for (const field of ["name", "email", "mobile", "details"] as const) await page.getByLabel(w.labels[field]).fill(values[field]);
  await kindOf(page, w).selectOption({ label: w.kind });
}

/** The answer's request number, after checking the answer shows it with the link to the status page. */
async function filedNumber(page: Page, w: Words): Promise<string> {
  const answer = page.getByRole("status").filter({ has: page.getByRole("heading", { name: w.received }) });
  await expect(answer).toBeVisible();
  await expect(answer.getByText(w.number, { exact: true })).toBeVisible();
  const number = (await answer.getByText(REQUEST_NUMBER).textContent())!;
  await expect(answer.getByRole("link", { name: w.statusLink })).toHaveAttribute("href", new RegExp(`^${w.prefix}/privacy/request/status/[A-Za-z0-9_-]{43}$`));
  return number;
}

/** The status page's summary: its number, and the kind and status of the request. */
async function expectStatusPage(page: Page, w: Words, number: string, status: keyof Words["states"]) {
  await expect(page.getByRole("heading", { level: 1, name: w.statusTitle })).toBeVisible();
  const summary = page.getByRole("region", { name: number });
  await expect(summary.getByRole("definition").filter({ hasText: w.kind })).toBeVisible();
  await expect(summary.getByRole("definition").filter({ hasText: w.states[status] })).toBeVisible();
}

const postedTo = (page: Page, pathname: string) =>
  page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === pathname);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser's own checks guard the form; it posts, names a refused field in the page's language keeping what was typed, then answers the number and status link", { tag: "@phone" }, async ({ page }) => {
    for (const w of Object.values(words)) {
      await test.step(`at ${w.prefix}/privacy/request`, async () => {
        const tag = uniqueTag();
        const path = `${w.prefix}/privacy/request`;
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
        const posts: string[] = [];
        const countPosts = (request: Request) => void (request.method() === "POST" && posts.push(request.url()));
        page.on("request", countPosts);
        // Sent empty, and then with an email address that is none, the browser stops it: nothing is posted (counted below).
        await page.getByRole("button", { name: w.submit }).click();
        expect(await page.getByLabel(w.labels.name).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
        await page.getByLabel(w.labels.email).fill("not-an-email");
        await page.getByRole("button", { name: w.submit }).click();
        expect(await page.getByLabel(w.labels.email).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);

        // What the browser cannot judge, the page does: a mobile number that is no Indian mobile's.
        await fillRequest(page, w, tag, { mobile: "12345" });
        const refused = postedTo(page, path);
        await page.getByRole("button", { name: w.submit }).click();
        expect((await refused).status()).toBe(400);
        expect(posts, "the browser posted only the form it found valid").toHaveLength(1);
        page.off("request", countPosts);
        await expect(page.getByRole("alert")).toHaveText(w.fixErrors);
        await expect(page.getByLabel(w.labels.mobile)).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByLabel(w.labels.mobile)).toHaveAccessibleDescription(w.badMobile);
        await expect(page.getByLabel(w.labels.name)).toHaveValue(`Asha Pawar ${tag}`);
        await expect(page.getByLabel(w.labels.details)).toHaveValue(`Please send me a copy of my application ${tag}.`);
        await expect(kindOf(page, w)).toHaveValue("access");

        await page.getByLabel(w.labels.mobile).fill("98220 45678");
        const answered = postedTo(page, path);
        await page.getByRole("button", { name: w.submit }).click();
        expect((await answered).status()).toBe(200);
        const number = await filedNumber(page, w);
        await page.getByRole("link", { name: w.statusLink }).click();
        await expectStatusPage(page, w, number, "received");
      });
    }
  });
});

test("with JavaScript the answer comes in place of the form: a refused field named in the page's language, then the number and the status link; axe finds nothing serious", { tag: "@phone" }, async ({ page }) => {
  for (const w of Object.values(words)) {
    await test.step(`at ${w.prefix}/privacy/request`, async () => {
      const tag = uniqueTag();
      await page.goto(`${w.prefix}/privacy/request`);
      await expect(page.getByRole("form", { name: w.formTitle })).toHaveAttribute("novalidate", "");
      await fillRequest(page, w, tag, { details: "Too short" });
      await page.getByRole("button", { name: w.submit }).click();
      await expect(page.getByLabel(w.labels.details)).toHaveAccessibleDescription(new RegExp(`${w.shortDetails}$`));
      await expect(page.getByRole("alert")).toHaveText(w.fixErrors);
      await expect(page.getByLabel(w.labels.name)).toHaveValue(`Asha Pawar ${tag}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByLabel(w.labels.details).fill(`Please send me a copy of my application ${tag}.`);
      await page.getByRole("button", { name: w.submit }).click();
      const number = await filedNumber(page, w);
      await page.getByRole("link", { name: w.statusLink }).click();
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/privacy/request/status/`));
      await expectStatusPage(page, w, number, "received");
    });
  }
});

test("the status page shows the number, kind and status and only the notes meant for the requester, in either language; axe finds nothing serious", { tag: "@phone" }, async ({ page }) => {
  const tag = uniqueTag();
  const filing = await page.request.post("/api/privacy-requests", {
    data: { name: `Ravi Shinde ${tag}`, email: `ravi.${tag}@mail.example`, mobile: "9822099887", kind: "access", details: `A copy of my data, please ${tag}.`, language: "mr" },
  });
  expect(filing.status(), await filing.text()).toBe(201);
  const filed = (await filing.json()) as { requestNumber: string; statusUrl: string };
  expect(filed.statusUrl).toMatch(/^\/mr\/privacy\/request\/status\//);
  const api = await adminApi(page);
  const { _id } = (await api.get<{ _id: string; requestNumber: string }[]>("/api/admin/privacy-requests")).find((summary) => summary.requestNumber === filed.requestNumber)!;
  const internal = `Checked the admission register ${tag}.`;
  const meant = `We are collecting your records ${tag}.`;
  await api.post(`/api/admin/privacy-requests/${_id}/updates`, { note: internal, visibleToRequester: false });
  await api.post(`/api/admin/privacy-requests/${_id}/updates`, { status: "in-progress", note: meant, visibleToRequester: true });

  for (const [w, path] of [
    [words.mr, filed.statusUrl],
    [words.en, filed.statusUrl.replace(/^\/mr/, "")],
  ] as const) {
    await test.step(path.startsWith("/mr") ? "in Marathi" : "in English", async () => {
      await page.goto(path);
      await expectStatusPage(page, w, filed.requestNumber, "in-progress");
      const history = page.getByRole("region", { name: w.history });
      await expect(history.getByRole("listitem")).toHaveCount(2);
      await expect(history.getByRole("listitem").last()).toContainText(meant);
      await expect(history.getByRole("listitem").last()).toContainText(w.states["in-progress"]);
      await expect(page.getByText(internal)).toHaveCount(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
