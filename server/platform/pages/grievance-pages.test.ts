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

describe("the grievance pages' words", () => {
  it("say in Marathi what each detail is for, who reads it and when the 15 working days start", async () => {
    const { main, mainElement } = await renderedPage(t.app, "/mr/grievance");
    expect(textOf(main.getByText(/^अर्ज क्रमांक किंवा नावनोंदणी क्रमांक/, { selector: "label" }))).toBe("अर्ज क्रमांक किंवा नावनोंदणी क्रमांक (ऐच्छिक)");
    const text = textOf(mainElement);
    expect(text).toContain("समितीला आपल्याला उत्तर देता यावे आणि गरज पडल्यास फोन करता यावा, यासाठी ही माहिती हवी.");
    expect(text).toContain("आपण लिहिलेली माहिती फक्त तक्रार समिती व महाविद्यालयाचे प्रशासक वाचू शकतात.");
    expect(text).toContain("तक्रार मिळाल्याच्या दिवसानंतरच्या १५ कामकाजाच्या दिवसांत (सोमवार ते शनिवार) समिती निर्णय देईल");
  });

  it("say in English when the 15 working days start", async () => {
    const { main, mainElement } = await renderedPage(t.app, "/grievance");
    expect(textOf(main.getByText(/^Application or enrolment number/, { selector: "label" }))).toBe("Application or enrolment number (optional)");
    expect(textOf(mainElement)).toContain("within 15 working days (Monday to Saturday), counted from the day after it receives your grievance.");
  });

  for (const [language, counted, date] of [
    ["en", "15 working days (Monday to Saturday) counted from the day after your grievance was received", /^\d{1,2} [A-Z][a-z]+ \d{4}$/],
    ["mr", "तक्रार मिळाल्याच्या दिवसानंतरचे १५ कामकाजाचे दिवस (सोमवार ते शनिवार)", /^[०-९]{1,2} (जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर) [०-९]{4}$/],
  ] as const) {
    it(`on the status page, say the due date and from when it is counted (${language})`, async () => {
      const filed = await file({ category: "fees", language });
      const { mainElement } = await renderedPage(t.app, filed.statusUrl);
      expect(textOf(mainElement)).toContain(counted);
      // Each date of the page written one way: the due date, and the day of each moment.
      const due = mainElement.querySelectorAll('[aria-labelledby="grievance-summary"] dd');
      const dates = Array.from(due, textOf).map((value) => value.split(",")[0]!).filter((value) => /[0-9०-९]{4}/.test(value) && !/GRV/.test(value));
      expect(dates.length).toBeGreaterThanOrEqual(2);
      for (const value of dates) expect(value).toMatch(date);
    });
  }
});

describe("a complainant's status page, with the committee's notes", () => {
  for (const [language, category] of [
    ["en", "Examinations and results"],
    ["mr", "परीक्षा व निकाल"],
  ] as const) {
    it(`shows the notes meant for the complainant, not the committee's own nor their contact details (${language})`, async () => {
      const filed = await file({ category: "examination", language, email: `kiran.notes.${language}@mail.example` });
      await addNote(filed, { note: "Committee only: asked the department.", visibleToComplainant: false });
      await addNote(filed, { status: "under-review", note: "We have asked the examination cell.", visibleToComplainant: true });
      const { status, document, mainElement } = await renderedPage(t.app, filed.statusUrl);
      expect(status).toBe(200);
      const text = textOf(mainElement);
      expect(text).toContain("We have asked the examination cell.");
      expect(text).toContain(category);
      // Nowhere in the page, its data for the scripts included.
      expect(document.documentElement.outerHTML).not.toContain("Committee only");
      expect(document.documentElement.outerHTML).not.toContain(`kiran.notes.${language}@mail.example`);
    });
  }

  it("writes each moment's time with the part of the day, as Marathi does, not AM or PM", async () => {
    const filed = await file({ category: "fees", language: "mr" });
    await addNote(filed, { status: "under-review", note: "समितीने लेखा विभागाला विचारले आहे.", visibleToComplainant: true });
    const { mainElement } = await renderedPage(t.app, filed.statusUrl);
    const history = textOf(mainElement.querySelector('[aria-labelledby="grievance-history"] ol'));
    expect(history).toMatch(/(रात्री|पहाटे|सकाळी|दुपारी|सायंकाळी) [०-९]{1,2}:[०-९]{2}/);
    expect(textOf(mainElement)).not.toMatch(/\b[AP]M\b/i);
  });
});

describe("the grievance form", () => {
  it("opens with the kind a committee's link chose, and with none for a kind that is not one", async () => {
    for (const [query, value] of [
      ["?category=sexual-harassment", "sexual-harassment"],
      ["?category=canteen", ""],
    ] as const) {
      const { main } = await renderedPage(t.app, `/grievance${query}`);
      expect({ query, value: (main.getByRole("combobox", { name: /^Category/ }) as HTMLSelectElement).value }).toEqual({ query, value });
    }
  });
});
