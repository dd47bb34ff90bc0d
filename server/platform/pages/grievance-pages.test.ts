import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { institution } from "../../../content/institution";
import { grievance } from "../../../tests/support/json-write-routes";
import { renderedPage, textOf } from "../../../tests/support/rendered-page";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * The grievance desk's public pages as the server renders them, before any script runs (the
 * hydrated page renders the same components): the form's words and a complainant's status page,
 * in both languages.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

type Filed = { grievanceNumber: string; statusUrl: string };

let addressCounter = 0;
async function file(overrides: Record<string, unknown> = {}): Promise<Filed> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/grievances",
    payload: { ...grievance(), ...overrides },
    remoteAddress: `203.0.113.${++addressCounter}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Filed>();
}

const tollFree = institution.antiRaggingTollFree;
const tel = `tel:${tollFree.replace(/\D/g, "")}`;

describe("a complainant's status page", () => {
  for (const language of ["en", "mr"] as const) {
    const helpline = language === "mr" ? "राष्ट्रीय रॅगिंगविरोधी हेल्पलाइन" : "National Anti-Ragging Helpline";

    it(`of a ragging case shows the national anti-ragging helpline as a number to call (${language})`, async () => {
      const filed = await file({ category: "ragging", language });
      const { status, main } = await renderedPage(t.app, filed.statusUrl);
      expect(status).toBe(200);
      const aside = main.getByRole("complementary", { name: helpline });
      expect(textOf(aside)).toContain(tollFree);
      expect(Array.from(aside.querySelectorAll("a"), (link) => link.getAttribute("href"))).toEqual([tel]);
    });

    it(`of any other case does not (${language})`, async () => {
      const filed = await file({ category: "fees", language });
      const { status, main, mainElement } = await renderedPage(t.app, filed.statusUrl);
      expect(status).toBe(200);
      expect(main.queryByRole("complementary", { name: helpline })).toBeNull();
      expect(textOf(mainElement)).not.toContain(tollFree);
    });
  }
});
