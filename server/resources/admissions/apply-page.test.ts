/**
 * What the apply page tells a family about who counts as already registered, as the server renders
 * it before any script runs: the note by the email field, and the answer to the form posted again
 * by the same applicant, in English and in Marathi.
 */
import { JSDOM } from "jsdom";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderedPage, textOf } from "../../../tests/support/rendered-page";
import { currentYearInKolkata } from "../../../common/admission.schema";
import { sampleApplication, sampleApplicationForm } from "../../../tests/support/sample-application";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

/** The form as a browser without JavaScript posts it. */
const postForm = (path: string, fields: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
    payload: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
    remoteAddress: "198.51.100.77",
  });

describe("the apply form says that brothers and sisters may share an email", () => {
  it.each([
    ["/apply-now", "Email", "A brother or sister may use the same email: each applies under their own name."],
    ["/mr/apply-now", "ईमेल", "भाऊ किंवा बहीण हाच ईमेल पत्ता वापरू शकतात; प्रत्येकाने आपल्या स्वतःच्या नावाने अर्ज करावा."],
  ])("%s: beside the email field", async (path, label, note) => {
    const { main } = await renderedPage(t.app, path);
    const email = main.getByRole("textbox", { name: new RegExp(`^${label}`) });
    expect(email.getAttribute("type")).toBe("email");
    const described = (email.getAttribute("aria-describedby") ?? "").split(" ").map((id) => textOf(email.ownerDocument.getElementById(id)));
    expect(described).toContain(note);
  });

  it.each([
    ["/apply-now", "You are already registered", "A brother or sister may apply with the same email address under their own name."],
    ["/mr/apply-now", "आपला अर्ज आधीच नोंदवलेला आहे", "भाऊ किंवा बहीण हाच ईमेल पत्ता वापरून स्वतःच्या नावाने अर्ज करू शकतात."],
  ])("%s: the same applicant posting again is told so, and what a sibling may do", async (path, title, sibling) => {
    const email = `already.${path.length}@mail.example`;
    expect((await postForm(path, { ...sampleApplication, email })).statusCode).toBe(200);
    const again = await postForm(path, { ...sampleApplication, email: email.toUpperCase(), name: sampleApplication.name.toLowerCase() });
    expect(again.statusCode).toBe(409);
    const alert = within(new JSDOM(again.body).window.document.body).getByRole("alert");
    expect(textOf(alert)).toContain(title);
    expect(textOf(alert)).toContain(sibling);

    // A sister with the same email and her own name is accepted.
    expect((await postForm(path, { ...sampleApplication, email, name: "Priya Gaikwad" })).statusCode).toBe(200);
  });
});

describe("the apply form before any script runs", () => {
  it("asks for every field, each typed for a phone's keyboard and bounded as the rules are", async () => {
    const { main } = await renderedPage(t.app, "/apply-now");
    const field = (label: string) => main.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    const attributes = (label: string) => {
      const input = field(label);
      return Object.fromEntries(["required", "type", "min", "max", "step"].flatMap((name) => (input.hasAttribute(name) ? [[name, input.getAttribute(name)]] : [])));
    };
    const year = String(currentYearInKolkata());
    expect(Object.fromEntries(Object.keys(sampleApplicationForm("")).map((label) => [label, attributes(label)]))).toEqual({
      "Full name": { required: "", type: "text" },
      Email: { required: "", type: "email" },
      "Mobile number": { required: "", type: "tel" },
      Education: { required: "", type: "text" },
      "10th percentage": { required: "", type: "number", min: "0", max: "100", step: "0.01" },
      "10th passing year": { required: "", type: "number", min: "2000", max: year, step: "1" },
      "10th school name": { required: "", type: "text" },
      "12th percentage": { required: "", type: "number", min: "0", max: "100", step: "0.01" },
      "12th passing year": { required: "", type: "number", min: "2000", max: year, step: "1" },
      "12th college name": { required: "", type: "text" },
    });
  });

  it("answers a refused application with each problem in one list, each field marked, and what was typed kept", async () => {
    const response = await postForm("/apply-now", { ...sampleApplication, email: "kept.values@mail.example", mobile: "12345", twelfthPassingYear: 2020 });
    expect(response.statusCode).toBe(400);
    const body = within(new JSDOM(response.body).window.document.body);
    const alert = body.getAllByRole("alert").find((each) => textOf(each).startsWith("Please correct the following issues:"))!;
    expect(within(alert as HTMLElement).getAllByRole("listitem").map(textOf)).toEqual([
      expect.stringContaining("Mobile number must be a 10-digit Indian mobile number"),
      expect.stringContaining("12th passing year must be later than the 10th passing year"),
    ]);
    const mobile = body.getByLabelText(/^Mobile number/) as HTMLInputElement;
    expect(mobile.getAttribute("aria-invalid")).toBe("true");
    expect(mobile.value).toBe("12345");
    expect((body.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe(sampleApplication.name);
  });

  it("keeps what was typed when the same applicant applies again", async () => {
    const email = "kept.after.409@mail.example";
    expect((await postForm("/apply-now", { ...sampleApplication, email })).statusCode).toBe(200);
    const again = await postForm("/apply-now", { ...sampleApplication, email });
    expect(again.statusCode).toBe(409);
    expect((within(new JSDOM(again.body).window.document.body).getByLabelText(/^Email/) as HTMLInputElement).value).toBe(email);
  });
});

it("answers a confirmation page nobody was given with the site's 404 page", async () => {
  const { status, heading1 } = await renderedPage(t.app, `/apply-now/received/${"A".repeat(43)}`);
  expect({ status, heading1 }).toEqual({ status: 404, heading1: "404 Page Not Found" });
});
