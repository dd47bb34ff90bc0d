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
type Summary = { _id: string };

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

/** The desk's note on a grievance, through the API as the desk's screen sends it. */
async function addNote(filed: Filed, payload: object) {
  const headers = await t.adminHeaders();
  const [listed] = (await t.app.inject({ url: `/api/admin/grievances?q=${filed.grievanceNumber}`, headers })).json<Summary[]>();
  const response = await t.app.inject({ method: "POST", url: `/api/admin/grievances/${listed!._id}/updates`, payload, headers });
  expect(response.statusCode, response.body).toBe(201);
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

describe("a scheduled hearing on the status page", () => {
  const hearing = { status: "hearing-scheduled", note: "Please bring your fee receipts.", visibleToComplainant: true, hearingAt: "2099-11-30T16:30:00+05:30", hearingPlace: "Principal's office" };
  const pages = [
    { language: "en", time: "Hearing time", place: "Hearing place", when: "Monday, 30 November 2099, 4:30 pm" },
    { language: "mr", time: "सुनावणीची वेळ", place: "सुनावणीचे ठिकाण", when: "सोमवार, ३० नोव्हेंबर २०९९, दुपारी ४:३०" },
  ] as const;

  for (const { language, time, place, when } of pages) {
    it(`says when and where it is, in the page's words and digits (${language})`, async () => {
      const filed = await file({ category: "fees", language });
      await addNote(filed, hearing);
      const { mainElement } = await renderedPage(t.app, filed.statusUrl);
      const details = (list: Element) => Array.from(list.querySelectorAll("dt"), (term) => [textOf(term).replace(/:$/, ""), textOf(term.nextElementSibling)]);
      // Among the grievance's details, and on the note that set it.
      const summary = mainElement.querySelector('[aria-labelledby="grievance-summary"] dl')!;
      expect(details(summary)).toEqual(expect.arrayContaining([[time, when], [place, "Principal's office"]]));
      const history = mainElement.querySelector('[aria-labelledby="grievance-history"] ol')!;
      expect(details(history)).toEqual([[time, when], [place, "Principal's office"]]);
    });
  }

  it("is not among the details once the grievance moved on", async () => {
    const filed = await file({ category: "fees" });
    await addNote(filed, hearing);
    await addNote(filed, { status: "resolved", note: "Fees refunded.", visibleToComplainant: true });
    const { mainElement } = await renderedPage(t.app, filed.statusUrl);
    expect(textOf(mainElement.querySelector('[aria-labelledby="grievance-summary"] dl'))).not.toContain("Hearing time");
    expect(textOf(mainElement.querySelector('[aria-labelledby="grievance-history"] ol'))).toContain("Monday, 30 November 2099, 4:30 pm");
  });
});
