import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderedPage, textOf } from "../../../tests/support/rendered-page";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * The privacy notice as a family meets it before any script runs: its page in both languages with
 * the settings' officer and periods, the footer's link to it, and the two lines beside the submit
 * button of each public form that collects personal data.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    payload: { privacyOfficerName: "Sunita K. More", privacyOfficerEmail: "dpo@college.example", privacyOfficerPhone: "02551 274 399", privacyResponseDays: 21, retentionMonths: 36 },
    headers: await t.adminHeaders(),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(() => t?.close());

const hrefs = (element: Element) => Array.from(element.querySelectorAll("a"), (link) => link.getAttribute("href"));

describe("the privacy notice's page", () => {
  const pages = [
    { path: "/privacy", prefix: "", title: "Privacy Notice", months: "36 months", days: "21 days", board: "Data Protection Board of India", button: "Make a privacy request" },
    { path: "/mr/privacy", prefix: "/mr", title: "गोपनीयता सूचना", months: "३६ महिने", days: "२१ दिवसांत", board: "भारतीय डेटा संरक्षण मंडळाकडे", button: "वैयक्तिक माहितीविषयी विनंती करा" },
  ];
  for (const { path, prefix, title, months, days, board, button } of pages) {
    it(`says the settings' officer and periods, and leads to the request form (${path})`, async () => {
      const { status, heading1, main, mainElement } = await renderedPage(t.app, path);
      expect(status).toBe(200);
      expect(heading1).toBe(title);
      const text = textOf(mainElement);
      for (const words of ["Sunita K. More", "dpo@college.example", "02551 274 399", months, days, board]) expect(text).toContain(words);
      expect(hrefs(mainElement)).toEqual(expect.arrayContaining(["mailto:dpo@college.example", "tel:02551274399", `${prefix}/privacy/request`]));
      expect(main.getByRole("link", { name: button }).getAttribute("href")).toBe(`${prefix}/privacy/request`);
    });
  }

  it("is linked from every page's footer, in the page's language", async () => {
    for (const [path, name, href] of [
      ["/", "Privacy notice", "/privacy"],
      ["/mr/faqs", "गोपनीयता सूचना", "/mr/privacy"],
    ] as const) {
      const { page } = await renderedPage(t.app, path);
      expect(page.getByRole("contentinfo").querySelector(`a[href="${href}"]`)?.textContent, path).toBe(name);
    }
  });
});

describe("beside each form's submit button", () => {
  const forms = [
    { path: "/apply-now", words: "The college uses these details only to consider your application", link: "How we keep your data, and your rights", href: "/privacy" },
    { path: "/mr/apply-now", words: "एवढ्यासाठीच महाविद्यालय ही माहिती वापरते", link: "आपली माहिती कशी जपली जाते आणि आपले अधिकार", href: "/mr/privacy" },
    { path: "/grievance", words: "Only the committee and the administrators read these details", link: "How we keep your data, and your rights", href: "/privacy" },
    { path: "/mr/grievance", words: "ही माहिती फक्त तक्रार समिती व प्रशासक वाचू शकतात", link: "आपली माहिती कशी जपली जाते आणि आपले अधिकार", href: "/mr/privacy" },
  ];
  for (const { path, words, link, href } of forms) {
    it(`a two-line summary links the notice (${path})`, async () => {
      const { mainElement } = await renderedPage(t.app, path);
      const submit = mainElement.querySelector('form button[type="submit"]')!;
      const summary = submit.parentElement!;
      expect(textOf(summary)).toContain(words);
      const notice = Array.from(summary.querySelectorAll("a")).find((anchor) => textOf(anchor) === link);
      expect(notice?.getAttribute("href")).toBe(href);
    });
  }
});
