import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderedPage, textOf } from "../../../tests/support/rendered-page";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * The privacy request desk's public pages as a browser without script meets them: the form posted
 * as a plain form, its answers (the refusal naming each field, in the page's language; the number,
 * the due date and the private status link), and the status page, which is gone once the request is erased.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

let addressCounter = 0;
/** A form posted without script, as a browser sends it. */
const post = (path: string, fields: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: `192.0.2.${++addressCounter}`,
  });

const request = { name: "Asha Pawar", email: "asha.pawar@mail.example", mobile: "98220 45678", kind: "access", details: "Please send me a copy of my application.", reference: "" };

describe("the privacy request form without script", () => {
  for (const [path, kindLabel, refusal, fieldError, received, number] of [
    ["/privacy/request", "Request", "Please correct the fields marked below.", "Email must be a valid email address", "Your request has been received", "Request number"],
    ["/mr/privacy/request", "विनंतीचा प्रकार", "खाली खूण केलेले रकाने दुरुस्त करा.", "योग्य ईमेल पत्ता लिहा", "आपली विनंती मिळाली आहे", "विनंती क्रमांक"],
  ] as const) {
    it(`is a form that posts, refuses naming each field, and answers the number and the private link (${path})`, async () => {
      const { main, mainElement } = await renderedPage(t.app, path);
      const form = mainElement.querySelector("form")!;
      expect(form.getAttribute("method")).toBe("post");
      expect(textOf(main.getByText(kindLabel, { selector: "label", exact: false }))).toContain(kindLabel);
      expect(form.querySelectorAll("select[name=kind] option")).toHaveLength(7);

      const refused = await post(path, { ...request, email: "not-an-email", kind: "" });
      expect(refused.statusCode).toBe(400);
      const refusedMain = new JSDOM(refused.body).window.document.querySelector("main")!;
      expect(textOf(refusedMain)).toContain(refusal);
      expect(textOf(refusedMain.querySelector("#privacy-email-error"))).toBe(fieldError);
      expect(refusedMain.querySelector("#privacy-kind-error")).not.toBeNull();
      // What was typed stays in the form.
      expect(refusedMain.querySelector<HTMLInputElement>("#privacy-name")!.getAttribute("value")).toBe("Asha Pawar");

      const answered = await post(path, request);
      expect(answered.statusCode).toBe(200);
      expect(answered.headers["cache-control"]).toBe("private, no-store");
      const answer = new JSDOM(answered.body).window.document.querySelector("main")!;
      expect(textOf(answer)).toContain(received);
      expect(textOf(answer)).toContain(number);
      expect(textOf(answer)).toMatch(/DPR-\d{4}-\d{5}/);
      const statusLink = answer.querySelector<HTMLAnchorElement>('a[href*="/privacy/request/status/"]')!.getAttribute("href")!;
      expect(statusLink.startsWith(path.startsWith("/mr") ? "/mr/privacy/request/status/" : "/privacy/request/status/")).toBe(true);

      const status = await renderedPage(t.app, statusLink);
      expect(status.status).toBe(200);
      expect(textOf(status.mainElement)).toMatch(/DPR-\d{4}-\d{5}/);
    });
  }

  it("answers the site's 404 for a guessed status link", async () => {
    for (const path of [`/privacy/request/status/${"A".repeat(43)}`, "/mr/privacy/request/status/not-a-token"]) {
      expect((await t.app.inject({ url: path })).statusCode, path).toBe(404);
    }
  });
});
