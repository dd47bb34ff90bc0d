/**
 * What the apply page tells a family about who counts as already registered, as the server renders
 * it before any script runs: the note by the email field, and the answer to the form posted again
 * by the same applicant, in English and in Marathi.
 */
import { JSDOM } from "jsdom";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderedPage, textOf } from "../../../tests/support/rendered-page";
import { sampleApplication } from "../../../tests/support/sample-application";
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
