/**
 * While the settings say admissions are closed, no page invites a family to the apply form: not its
 * own header, not the words of the pages' records (the admissions page, the admission process, the
 * institute at a glance), not the news, in either language. What the buttons and the menu do is
 * settings.test.ts ("no page invites families to the form").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderedPage, textOf } from "../../../tests/support/rendered-page";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const news = await t.app.inject({
    method: "POST",
    url: "/api/admin/latestnews",
    headers: await t.adminHeaders(),
    payload: { title: "Admissions open for D.Pharm and B.Pharm: apply online", expiryDate: "2099-12-31", path: "/apply-now" },
  });
  expect(news.statusCode, news.body).toBe(201);
}, 120_000);
afterAll(() => t?.close());

const setAdmissionsOpen = async (admissionsOpen: boolean) => {
  const saved = await t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: await t.adminHeaders(), payload: { admissionsOpen } });
  expect(saved.statusCode, saved.body).toBe(200);
};

const pages = ["/", "/apply-now", "/admissions", "/admissions/process", "/about/institute-at-glance"].flatMap((path) => [path, `/mr${path === "/" ? "" : path}`]);

/** What a visitor reads on a page: its text (not the data its scripts carry) and its description for search results and share previews. */
async function readable(path: string): Promise<string> {
  const { document } = await renderedPage(t.app, path);
  for (const script of document.querySelectorAll("script")) script.remove();
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
  return `${textOf(document.body)} ${description}`.toLowerCase();
}

/** The invitations the pages make while admissions are open, in English (in any letter case) and in Marathi. */
const invitations = [
  "register your interest",
  "fill in your details",
  "register your interest with us through the online application form",
  "start your application",
  "apply online",
  "fill in the apply now form",
  "आपली नोंदणी करा",
  "ऑनलाइन अर्जाद्वारे",
  "आजच अर्ज सुरू करा",
  "आता अर्ज करा",
  "ऑनलाइन अर्ज करा",
];

// Ten pages are rendered a test: more than the default time on a machine busy with other work.
describe("with admissions closed, no page invites families to apply", { timeout: 60_000 }, () => {
  it("while open, the pages do invite (so the check below looks for words that are there)", async () => {
    await setAdmissionsOpen(true);
    const texts = await Promise.all(pages.map(readable));
    const found = invitations.filter((words) => texts.some((text) => text.includes(words)));
    expect(found).toEqual(invitations);
  });

  it("while closed, no page of either language says any of it", async () => {
    await setAdmissionsOpen(false);
    const said: string[] = [];
    for (const path of pages) {
      const text = await readable(path);
      for (const words of invitations) if (text.includes(words)) said.push(`${path}: ${words}`);
    }
    expect(said).toEqual([]);
  });

  it("while closed, the rest of those pages' words stay: the CAP codes, the other steps, the leadership's messages", async () => {
    await setAdmissionsOpen(false);
    expect(await readable("/admissions")).toContain("use our college code 5791 and choice code 579182210");
    const process = await renderedPage(t.app, "/admissions/process");
    const steps = process.main.getAllByRole("heading", { level: 3 }).map(textOf);
    expect(steps[0]).toBe("Step 1: Check your eligibility");
    expect(steps[1]).toBe("Step 2: Register for the Centralised Admission Process (CAP)");
    expect(await readable("/about/institute-at-glance")).toContain("read the messages of our leadership");
    expect(await readable("/mr/admissions")).toContain("महाविद्यालय कोड 5791");
  });
});
