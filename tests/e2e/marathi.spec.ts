import type { Page } from "@playwright/test";
import { adminApi, uniqueTag } from "./admin-support";
import { expect, test } from "./fixtures";
import { seriousAxeViolations, watchCspViolations } from "./page-checks";
import { publicPaths } from "./public-paths";

const devanagari = /[\u0900-\u097F]/;

// Most families read the site on a phone: this spec runs at 412 px only (@phone, playwright.config.ts).

/** The top bar's link to the same page in the other language. */
const languageSwitch = (page: Page, language: "मराठी" | "English") => page.getByRole("link", { name: language, exact: true }).first();

test.describe("मराठी and English", { tag: "@phone" }, () => {
  // Every page's switch is drawn by one component from the page's address: the home page (whose
  // Marathi twin is /mr) and a page further down, with a dot in its address, stand for them all.
  for (const path of ["/", "/academics/b.pharm"]) {
    test(`the switch leads from ${path} to the same page in Marathi and back`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const englishHeading = await page.getByRole("heading", { level: 1 }).innerText();

      await languageSwitch(page, "मराठी").click();
      await expect(page).toHaveURL(path === "/" ? /\/mr$/ : new RegExp(`/mr${path.replace(/\./g, "\\.")}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "mr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(devanagari);

      await languageSwitch(page, "English").click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\./g, "\\.")}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishHeading);
    });
  }

  test("the apply form in Marathi says what is wrong in Marathi, with no Content-Security-Policy violation", async ({ page }) => {
    const cspViolations = await watchCspViolations(page);
    await page.goto("/mr/apply-now");
    // The schema's checks replace the browser's own once the page's script runs.
    await expect(page.locator("form[aria-labelledby=apply-form-title]")).toHaveAttribute("novalidate", "");
    await page.getByLabel("ईमेल").fill("not-an-email");
    // Sending it runs the shared schema in the browser, in either language the same code.
    await page.getByRole("button", { name: "अर्ज सादर करा" }).click();
    await expect(page.getByText("पूर्ण नाव भरणे आवश्यक आहे").first()).toBeVisible();
    await expect(page.getByText("योग्य ईमेल पत्ता लिहा").first()).toBeVisible();
    await expect(page.getByText("Full name is required")).toHaveCount(0);
    await expect(page.getByLabel("पूर्ण नाव")).toBeFocused();
    expect(await cspViolations()).toEqual([]);
  });

  test("marks and years typed in Devanagari digits stay in the Marathi form and are accepted", async ({ page }) => {
    const email = `devanagari.${uniqueTag()}@mail.example`;
    await page.goto("/mr/apply-now");
    const fields: Record<string, string> = {
      "पूर्ण नाव": "स्नेहल गायकवाड",
      "ईमेल": email,
      "मोबाइल क्रमांक": "९८७६५ ४३२१०",
      "शिक्षण": "12th Science (PCB)",
      "दहावीचे टक्के": "८६.४",
      "दहावी उत्तीर्ण वर्ष": "२०२१",
      "दहावीच्या शाळेचे नाव": "जिल्हा परिषद हायस्कूल, सिन्नर",
      "बारावीचे टक्के": "७८.२५",
      "बारावी उत्तीर्ण वर्ष": "२०२३",
      "बारावीच्या महाविद्यालयाचे नाव": "जनता ज्युनियर कॉलेज, निफाड",
    };
    for (const [label, value] of Object.entries(fields)) await page.getByRole("textbox", { name: label, exact: true }).or(page.getByRole("combobox", { name: label, exact: true })).fill(value);
    await expect(page.getByLabel("दहावीचे टक्के")).toHaveValue("८६.४");
    await expect(page.getByLabel("बारावी उत्तीर्ण वर्ष")).toHaveValue("२०२३");
    await page.getByRole("button", { name: "अर्ज सादर करा" }).click();
    await expect(page.getByRole("status").filter({ hasText: "अर्ज यशस्वीरीत्या सादर झाला!" })).toBeVisible();
    const api = await adminApi(page);
    const stored = (await api.get<{ _id: string; email: string; tenthPercentage: number; twelfthPassingYear: number }[]>("/api/admin/admissions")).find((application) => application.email === email);
    expect(stored).toMatchObject({ tenthPercentage: 86.4, twelfthPassingYear: 2023 });
    await api.deleteWhere<{ _id: string; email: string }>("/api/admin/admissions", (id) => `/api/admin/admissions/${id}`, (application) => application.email === email);
  });

  test("a numbered list in a page's words counts in Devanagari digits on the Marathi page, and in Latin ones on the English", async ({ sweepPage: page }) => {
    for (const [path, marker] of [["/mr/admissions/refund-policy", "devanagari"], ["/admissions/refund-policy", "decimal"]] as const) {
      await page.goto(path);
      // The seeded words have no numbered list: one is added to a body on the page, where the editor's Markdown would put it.
      const words = page.locator('[class*="list-decimal"]').first();
      const listStyle = await words.evaluate((body) => {
        const list = body.appendChild(document.createElement("ol"));
        list.append(document.createElement("li"));
        return getComputedStyle(list).listStyleType;
      });
      expect({ path, listStyle }).toEqual({ path, listStyle: marker });
    }
  });

  // The Marathi twin of each page public-page-checks.spec.ts judges in English: one of each public page module.
  // Every rule that reads words, names, labels, the language or the structure runs here, on the
  // Marathi words. All but one: colour contrast, over half of each axe run. Its answer is fixed by
  // each text's colour, its background's, its size and weight, and the twin draws the same elements
  // with the same classes as its English page (app/app.css changes only the font family on a
  // Marathi page), so the English sweep's run of it answers for both.
  test.describe("accessibility (axe) of the Marathi pages: no serious or critical problems", () => {
    // An axe run on each of some thirty pages: on a busy machine one takes longer than the default allows.
    test.slow();
    for (const path of publicPaths.filter((each) => each !== "/login")) {
      const marathi = path === "/" ? "/mr" : `/mr${path}`;
      test(marathi, async ({ sweepPage: page }) => {
        await page.goto(marathi);
        await expect(page.locator("html")).toHaveAttribute("lang", "mr");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(devanagari);
        expect(await seriousAxeViolations(page, { skipRules: ["color-contrast"] })).toEqual([]);
      });
    }
  });
});
