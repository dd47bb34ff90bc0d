import type { APIRequestContext, Page } from "@playwright/test";
import { toast, uniqueTag } from "./admin-support";
import { expectNoAccessibilityViolations } from "./main-axe";
import { seriousAxeViolations, watchCspViolations } from "./page-checks";
import { adminHeaders, expect, test } from "./fixtures";

/**
 * The grievance desk: the public form at a phone's width in both languages, before and after its
 * script runs, the answer and the status page; the committee's screen at the office computer's.
 * What the pages say as the server renders them (the status page's notes, dates and helpline, the
 * committees' links to the form) is server/platform/pages/grievance-pages.test.ts and
 * public-pages.test.ts; what the API keeps and answers, server/resources/grievances/grievances.test.ts.
 */

type Filed = { grievanceNumber: string; statusUrl: string; dueDate: string };
type Summary = { _id: string; grievanceNumber: string; status: string; overdue: boolean };

const englishLabels = {
  name: "Full name",
  email: "Email",
  mobile: "Mobile number",
  category: "Category",
  subject: "Subject",
  description: "Description",
  reference: /Application or enrolment number/,
};
const marathiLabels = {
  name: "पूर्ण नाव",
  email: "ईमेल",
  mobile: "मोबाइल क्रमांक",
  category: "तक्रारीचा प्रकार",
  subject: "विषय",
  description: "तक्रारीचे वर्णन",
  reference: /अर्ज क्रमांक किंवा नावनोंदणी क्रमांक/,
};

/** Files a grievance through the API, as the form does. */
async function fileThroughApi(request: APIRequestContext, tag: string, overrides: Record<string, string> = {}): Promise<Filed> {
  const response = await request.post("/api/grievances", {
    data: {
      name: `Kiran Jadhav ${tag}`,
      email: `kiran.${tag}@mail.example`,
      mobile: "9822011223",
      category: "examination",
      subject: `Practical marks missing ${tag}`,
      description: `My Pharmacology practical marks are missing from the internal assessment sheet ${tag}.`,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function findGrievance(request: APIRequestContext, number: string): Promise<Summary> {
  const response = await request.get(`/api/admin/grievances?q=${number}`, { headers: await adminHeaders(request) });
  return ((await response.json()) as Summary[])[0]!;
}

const postedPage = (page: Page, pathname: string) =>
  page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === pathname);

test.describe("the grievance form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // axe runs as a script in the page, so the same pages are checked with JavaScript below.

  test("posts to the page, in English and in Marathi, which answers in the page's language", { tag: "@phone" }, async ({ page, request }) => {
    await test.step("in English it is guarded by the browser's own checks, then answered with the number, due date and status link", async () => {
      const tag = uniqueTag();
      await page.goto("/grievance");
      await expect(page.getByRole("heading", { level: 1, name: "Raise a Grievance" })).toBeVisible();
      for (const label of [englishLabels.name, englishLabels.email, englishLabels.mobile, englishLabels.category, englishLabels.subject, englishLabels.description]) {
        await expect(page.getByLabel(label)).toHaveAttribute("required", "");
      }
      await expect(page.getByLabel(englishLabels.reference)).not.toHaveAttribute("required", "");
      await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
      await expect(page.getByLabel("Mobile number")).toHaveAttribute("type", "tel");
      await expect(page.getByLabel("Description")).toHaveAttribute("minlength", "20");
      await expect(page.getByText("Only the grievance committee and the college's administrators can read what you write.")).toBeVisible();

      await page.getByLabel("Full name").fill(`Asha More ${tag}`);
      await page.getByLabel("Email").fill(`asha.${tag}@mail.example`);
      await page.getByLabel("Mobile number").fill("98765 43210");
      await page.getByLabel("Category").selectOption({ label: "Fees and refunds" });
      await page.getByLabel("Subject").fill("Caution money not refunded");
      await page.getByLabel("Description").fill("I left the hostel in May and my caution money has not been refunded yet.");
      const answer = postedPage(page, "/grievance");
      await page.getByRole("button", { name: "Submit grievance" }).click();
      expect((await answer).status()).toBe(200);

      await expect(page.getByRole("heading", { name: "Grievance received" })).toBeVisible();
      await expect(page.getByText("Your grievance has reached the Student Grievance Redressal Committee.")).toBeVisible();
      const number = (await page.getByText(/^GRV-\d{4}-\d{5}$/).textContent())!;
      await expect(page.getByText(/^https?:\/\/.+\/grievance\/status\/[A-Za-z0-9_-]{43}$/)).toBeVisible();
      await expect(page.getByRole("heading", { name: "National Anti-Ragging Helpline" })).toHaveCount(0);
      expect(await findGrievance(request, number)).toMatchObject({ grievanceNumber: number, status: "received" });

      await page.getByRole("link", { name: "Open the status page" }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Grievance ${number}` })).toBeVisible();
      await expect(page.getByText("Caution money not refunded")).toBeVisible();
      await expect(page.getByText("Fees and refunds")).toBeVisible();
    });

    await test.step("in Marathi a refused grievance is answered with the same Marathi messages and keeps what was typed", async () => {
      await page.goto("/mr/grievance");
      await expect(page.getByRole("heading", { level: 1, name: "तक्रार नोंदवा" })).toBeVisible();
      await page.getByLabel(marathiLabels.name).fill("सुनील पवार");
      await page.getByLabel(marathiLabels.email).fill("sunil.pawar@mail.example");
      await page.getByLabel(marathiLabels.mobile).fill("12345");
      await page.getByLabel(marathiLabels.category).selectOption({ label: "परीक्षा व निकाल" });
      await page.getByRole("textbox", { name: marathiLabels.subject, exact: true }).fill("निकाल");
      await page.getByLabel(marathiLabels.description).fill("निकालात चूक आहे, कृपया तपासा.");
      const answer = postedPage(page, "/mr/grievance");
      await page.getByRole("button", { name: "तक्रार पाठवा" }).click();
      expect((await answer).status()).toBe(400);
      const alert = page.getByRole("alert").filter({ hasText: "कृपया पुढील चुका दुरुस्त करा:" });
      await expect(alert.getByRole("listitem")).toHaveCount(1);
      await expect(alert).toContainText("मोबाइल क्रमांक हा ६, ७, ८ किंवा ९ ने सुरू होणारा १० अंकी भारतीय मोबाइल क्रमांक असावा");
      await expect(page.getByLabel(marathiLabels.mobile)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(marathiLabels.name)).toHaveValue("सुनील पवार");
    });
  });
});

test.describe("the grievance form with JavaScript", () => {
  test("in Marathi: the schema's messages in Marathi, the answer with the anti-ragging helpline, and the status page with the notes meant for the complainant", { tag: "@phone" }, async ({ page, request }) => {
    const tag = uniqueTag();
    const cspViolations = await watchCspViolations(page);
    await test.step("the schema's messages, in Marathi, before anything is sent", async () => {
      await page.goto("/mr/grievance");
      await expect(page.getByRole("form", { name: "आपली तक्रार" })).toHaveAttribute("novalidate", "");
      await page.getByRole("button", { name: "तक्रार पाठवा" }).click();
      await expect(page.getByText("पूर्ण नाव भरणे आवश्यक आहे")).toBeVisible();
      await expect(page.getByText("तक्रारीचा प्रकार निवडा", { exact: true })).toBeVisible();
      await expect(page.getByText("६ रकान्यांकडे लक्ष द्या.", { exact: false })).toBeVisible();
      await expect(page.getByLabel(marathiLabels.name)).toBeFocused();
      await expectNoAccessibilityViolations(page);
      // The shared schema ran in the browser without breaking the Content-Security-Policy.
      expect(await cspViolations()).toEqual([]);

      await page.getByLabel(marathiLabels.description).fill("खूप लहान");
      await expect(page.getByText("तक्रारीचे वर्णन या रकान्यात किमान २० अक्षरे असावीत")).toHaveCount(0);
      await page.getByRole("button", { name: "तक्रार पाठवा" }).click();
      await expect(page.getByText("तक्रारीचे वर्णन या रकान्यात किमान २० अक्षरे असावीत")).toBeVisible();
    });

    const number = await test.step("the answer, focused, with the anti-ragging helpline", async () => {
      await page.getByLabel(marathiLabels.name).fill(`प्रिया शिंदे ${tag}`);
      await page.getByLabel(marathiLabels.email).fill(`priya.${tag}@mail.example`);
      await page.getByLabel(marathiLabels.mobile).fill("९८७६५ ४३२१०");
      await page.getByLabel(marathiLabels.category).selectOption({ label: "रॅगिंग" });
      await page.getByRole("textbox", { name: marathiLabels.subject, exact: true }).fill("वसतिगृहात वरिष्ठांकडून त्रास");
      await page.getByLabel(marathiLabels.description).fill("वरिष्ठ विद्यार्थी रोज रात्री वसतिगृहात आम्हाला तासभर उभे करतात.");
      await page.getByRole("button", { name: "तक्रार पाठवा" }).click();

      const received = page.getByRole("heading", { name: "तक्रार मिळाली" });
      await expect(received).toBeVisible();
      await expect(received).toBeFocused();
      await expect(page.getByText("आपली तक्रार रॅगिंगविरोधी समितीकडे पोहोचली आहे.")).toBeVisible();
      await expect(page.getByRole("heading", { name: "राष्ट्रीय रॅगिंगविरोधी हेल्पलाइन" })).toBeVisible();
      await expect(page.getByRole("link", { name: "1800-180-5522" }).first()).toHaveAttribute("href", "tel:18001805522");
      const filed = (await page.getByText(/^GRV-\d{4}-\d{5}$/).textContent())!;
      expect(await findGrievance(request, filed)).toMatchObject({ status: "received" });
      await expect(page.getByText(/\/mr\/grievance\/status\/[A-Za-z0-9_-]{43}$/)).toBeVisible();
      await expectNoAccessibilityViolations(page);
      return filed;
    });

    await test.step("the status page, reached with the script running, shows the complainant's notes and the hearing, not the committee's own", async () => {
      const { _id } = await findGrievance(request, number);
      const headers = await adminHeaders(request);
      for (const data of [
        { note: `Committee only ${tag}: asked the warden.`, visibleToComplainant: false },
        { status: "hearing-scheduled", note: `कृपया सोमवारी प्राचार्यांच्या कार्यालयात या ${tag}.`, visibleToComplainant: true, hearingAt: "2099-11-30T11:00:00+05:30", hearingPlace: "प्राचार्यांचे कार्यालय" },
      ]) {
        expect((await request.post(`/api/admin/grievances/${_id}/updates`, { headers, data })).status()).toBe(201);
      }
      await page.getByRole("link", { name: "स्थितीचे पान उघडा" }).click();
      await expect(page).toHaveURL(/\/mr\/grievance\/status\//);
      await expect(page.getByRole("heading", { level: 1, name: `तक्रार ${number}` })).toBeVisible();
      await expect(page.getByText("वसतिगृहात वरिष्ठांकडून त्रास")).toBeVisible();
      await expect(page.getByText("तक्रारीचा प्रकार")).toBeVisible();
      await expect(page.getByText(`कृपया सोमवारी प्राचार्यांच्या कार्यालयात या ${tag}.`)).toBeVisible();
      await expect(page.getByText("सुनावणी ठरली").first()).toBeVisible();
      await expect(page.getByText(`Committee only ${tag}`)).toHaveCount(0);
      await expect(page.getByText(`priya.${tag}`)).toHaveCount(0);
      await expect(page.getByRole("complementary", { name: "राष्ट्रीय रॅगिंगविरोधी हेल्पलाइन" }).getByRole("link", { name: "1800-180-5522" })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });
  });

  test("in English: the schema's messages, then the answer in place of the form", { tag: "@phone" }, async ({ page }) => {
    const tag = uniqueTag();
    await page.goto("/grievance");
    await expect(page.getByRole("form", { name: "Your grievance" })).toHaveAttribute("novalidate", "");
    await page.getByLabel("Full name").fill(`Om Kale ${tag}`);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Submit grievance" }).click();
    await expect(page.getByText("Email must be a valid email address")).toBeVisible();
    await expect(page.getByText("Mobile number is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Email").fill(`om.${tag}@mail.example`);
    await page.getByLabel("Mobile number").fill("9123456780");
    await page.getByLabel("Category").selectOption({ label: "Examinations and results" });
    await page.getByLabel("Subject").fill("Revaluation result not declared");
    await page.getByLabel("Description").fill("I applied for revaluation in July and the result has not been declared.");
    await page.getByLabel(englishLabels.reference).fill("GIP-2025-00007");
    await page.getByRole("button", { name: "Submit grievance" }).click();
    await expect(page.getByRole("heading", { name: "Grievance received" })).toBeVisible();
    await expect(page.getByText("Decision due by")).toBeVisible();
    await expect(page.getByRole("form", { name: "Your grievance" })).toHaveCount(0);
  });
});

test("a committee's page leads to the form in the page's words, with its kind chosen, without a reload", async ({ page }) => {
  await page.goto("/committees/anti-ragging");
  await page.getByRole("main").getByRole("link", { name: "Raise a grievance" }).click();
  await expect(page).toHaveURL(/\/grievance\?category=ragging$/);
  await expect(page.getByLabel("Category")).toHaveValue("ragging");
  await page.goto("/mr/committees/student-grievance");
  await page.getByRole("main").getByRole("link", { name: "तक्रार नोंदवा" }).click();
  await expect(page).toHaveURL(/\/mr\/grievance$/);
  // The page reached without a reload is in its own words, not its catalog's keys.
  await expect(page.getByRole("heading", { level: 1, name: "तक्रार नोंदवा" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "आपली तक्रार" })).toBeVisible();
  await expect(page.getByLabel(marathiLabels.category)).toHaveValue("");
});

test.describe("the Grievances screen", () => {
  test("lists grievances with whole Open buttons, filters and search, marks the overdue, and adds a note with a status change", async ({ adminPage: page }) => {
    const tag = uniqueTag();
    const filed = await fileThroughApi(page.request, tag);
    await fileThroughApi(page.request, tag, { category: "fees", subject: `Refund pending ${tag}` });
    const longTag = uniqueTag();
    // As long as the form lets them be, besides the sample content's overdue ones.
    const long = await fileThroughApi(page.request, longTag, {
      name: `Venkateshwara Chandrashekhar Kulkarni-Deshmukh Jagannathrao ${longTag}`.slice(0, 100),
      subject: `Scholarship for the second instalment of the Post-Matric Scholarship still not credited ${longTag} after repeated visits`.slice(0, 150),
    });
    await page.goto("/admin/grievances");
    await expect(page.getByRole("heading", { level: 1, name: "Grievances" })).toBeVisible();
    // The sample content's grievance under review is past its due date.
    await expect(page.getByText("Overdue", { exact: true }).first()).toBeVisible();

    await test.step("at the office computer's 1280 px, every row's Open button is whole", async () => {
      const table = page.getByRole("table", { name: "Grievances, newest first" });
      await expect(table.getByRole("rowheader", { name: long.grievanceNumber })).toBeVisible();
      // The table's frame clips what overflows it; the window is the office computer's.
      const frame = (await table.locator("xpath=..").boundingBox())!;
      const right = Math.min(frame.x + frame.width, page.viewportSize()!.width);
      const buttons = table.getByRole("button", { name: /^Open grievance / });
      expect(await buttons.count()).toBeGreaterThan(3);
      const clipped = [];
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        if (box.x + box.width > right) clipped.push({ button: await button.textContent(), right: box.x + box.width, clippedAt: right });
      }
      expect(clipped).toEqual([]);
    });

    await test.step("the search and the filters narrow the list", async () => {
      await page.getByLabel("Search grievances").fill(tag);
      await expect(page.getByRole("row")).toHaveCount(3);
      await page.getByLabel("Category").selectOption({ label: "Fees and refunds" });
      await expect(page.getByRole("row")).toHaveCount(2);
      await expect(page.getByRole("rowheader")).not.toHaveText(filed.grievanceNumber);
      await page.getByLabel("Category").selectOption({ label: "All categories" });
      await page.getByLabel("Status").selectOption({ label: "Resolved" });
      await expect(page.getByText("No grievances match your search and filters.")).toBeVisible();
      await page.getByLabel("Status").selectOption({ label: "All statuses" });
    });

    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: filed.grievanceNumber }) });
    const dialog = page.getByRole("dialog", { name: `Grievance ${filed.grievanceNumber}` });
    await test.step("a row's Open button opens its case, with what the complainant wrote and how to answer them", async () => {
      await expect(row).toContainText("Received");
      await row.getByRole("button", { name: `Open grievance ${filed.grievanceNumber}` }).click();
      await expect(dialog).toContainText(`My Pharmacology practical marks are missing from the internal assessment sheet ${tag}.`);
      await expect(dialog).toContainText(`kiran.${tag}@mail.example`);
      await expect(dialog).toContainText("Received through the website");
      await expect(dialog.getByText("English (on the English form; their mail is in English)")).toBeVisible();
      await expect(page).toHaveURL(/\?case=/);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    await test.step("a note, for the complainant too or for the committee only, with a status change", async () => {
      // A note without words is refused in the browser with the server's own message.
      await dialog.getByRole("button", { name: "Add note" }).click();
      await expect(dialog.getByText("Note is required")).toBeVisible();

      await dialog.getByLabel("Status", { exact: true }).selectOption({ label: "Under review" });
      await dialog.getByRole("textbox", { name: "Note", exact: true }).fill(`We have asked the examination cell ${tag}.`);
      await dialog.getByLabel("The complainant too").check();
      await dialog.getByRole("button", { name: "Add note" }).click();
      await expect(toast(page, "Update added to the grievance")).toBeVisible();
      await expect(dialog.getByRole("listitem").last()).toContainText(`We have asked the examination cell ${tag}.`);
      await expect(dialog.getByRole("listitem").last()).toContainText("Shown to the complainant");
      await expect(dialog.getByRole("listitem").last()).toContainText("e2e-admin");

      await dialog.getByRole("textbox", { name: "Note", exact: true }).fill(`Committee only ${tag}.`);
      await dialog.getByRole("button", { name: "Add note" }).click();
      await expect(dialog.getByRole("listitem").last()).toContainText("Committee only");
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row).toContainText("Under review");

      // What the complainant's status link answers holds the first note, not the second (its page shows what it answers: grievance-pages.test.ts).
      const status = await (await page.request.get(`/api/grievances/status/${filed.statusUrl.split("/").at(-1)}`)).json();
      expect(status.updates.map((update: { note: string }) => update.note)).toEqual(["", `We have asked the examination cell ${tag}.`]);
    });
  });

  test("a Marathi grievance's case: drawn in the Devanagari face, a hearing scheduled in India time, decided and reopened, and counted on the dashboard", async ({ adminPage: page }) => {
    const tag = uniqueTag();
    const devanagariFonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font" && request.url().includes("devanagari")) devanagariFonts.push(new URL(request.url()).pathname);
    });
    const face = () => page.evaluate(() => [...document.fonts].filter((each) => each.family === '"Devanagari Text"' || each.family === "Devanagari Text").map((each) => each.status));

    await test.step("a screen without Marathi (Account) declares the Devanagari face and never fetches it", async () => {
      await page.goto("/admin/account");
      await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await face()).not.toContain("loaded");
      expect(devanagariFonts).toEqual([]);
    });

    const filed = await fileThroughApi(page.request, tag, { name: `प्रिया शिंदे ${tag}`, subject: `वसतिगृहातील पाणी ${tag}`, description: `वसतिगृहात आठवडाभर पिण्याचे पाणी येत नाही, कृपया लक्ष द्या ${tag}.` });
    const { _id } = await findGrievance(page.request, filed.grievanceNumber);
    const dialog = page.getByRole("dialog", { name: `Grievance ${filed.grievanceNumber}` });
    const status = dialog.getByLabel("Status", { exact: true });

    await test.step("the case draws the Marathi grievance in the Devanagari face, on a PC without one", async () => {
      await page.goto(`/admin/grievances?case=${_id}`);
      const written = dialog.getByText(`वसतिगृहात आठवडाभर पिण्याचे पाणी येत नाही, कृपया लक्ष द्या ${tag}.`);
      await expect(written).toBeVisible();
      await expect.poll(face).toContain("loaded");
      // Which fonts draw the text, as the browser reports them: its letters the Devanagari face (the device's copy or the download), the tag's the system's.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
      const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: '[role="dialog"] p' });
      const fontsOf = async (nodeId: number) => (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts.map((font) => font.familyName);
      const used = [];
      for (const nodeId of nodeIds) {
        const { node } = await cdp.send("DOM.describeNode", { nodeId, depth: 1 });
        if (node.children?.some((child) => child.nodeValue?.includes(`पिण्याचे पाणी`))) used.push(...(await fontsOf(nodeId)));
      }
      expect(used).toContain("Noto Sans Devanagari");
    });

    await test.step("scheduling a hearing asks for its time, in India time, and its place, and the case shows them", async () => {
      await expect(dialog.getByLabel("Hearing time")).toHaveCount(0);
      await status.selectOption({ label: "Hearing scheduled" });
      await expect(dialog.getByLabel("Hearing time")).toHaveAttribute("type", "datetime-local");
      await expect(dialog.getByText("India time (IST)")).toBeVisible();
      await dialog.getByRole("textbox", { name: "Note", exact: true }).fill(`Please bring your mark sheets ${tag}.`);
      await dialog.getByLabel("The complainant too").check();
      await dialog.getByRole("button", { name: "Add note" }).click();
      await expect(dialog.getByText("Hearing time is required with the status hearing-scheduled")).toBeVisible();
      await expect(dialog.getByText("Hearing place is required with the status hearing-scheduled")).toBeVisible();

      await dialog.getByLabel("Hearing time").fill("2099-11-30T16:30");
      await dialog.getByLabel("Hearing place").fill("Principal's office, first floor");
      await dialog.getByRole("button", { name: "Add note" }).click();
      await expect(toast(page, "Update added to the grievance")).toBeVisible();
      await expect(dialog.getByRole("listitem").last()).toContainText("Hearing: Monday, 30 November 2099, 4:30 pm, Principal's office, first floor");
      // The time typed was the college's: 4:30 pm in Kolkata is 11:00 UTC.
      const stored = await (await page.request.get(`/api/admin/grievances/${_id}`, { headers: await adminHeaders(page.request) })).json();
      expect(stored.updates.at(-1)).toMatchObject({ status: "hearing-scheduled", hearingAt: "2099-11-30T11:00:00.000Z", hearingPlace: "Principal's office, first floor" });
      // Once scheduled, it may be moved: the same status with a new time or place.
      await expect(status.locator("option")).toHaveText(["No change (Hearing scheduled)", "Hearing scheduled: a new time or place", "Resolved", "Rejected"]);
    });

    await test.step("a decided grievance may only be reopened for review", async () => {
      await status.selectOption({ label: "Resolved" });
      await dialog.getByRole("textbox", { name: "Note", exact: true }).fill(`Marks corrected ${tag}.`);
      await dialog.getByRole("button", { name: "Add note" }).click();
      await expect(dialog.getByRole("listitem").last()).toContainText(`Marks corrected ${tag}.`);
      await expect(status.locator("option")).toHaveText(["No change (Resolved)", "Under review"]);
      await status.selectOption({ label: "Under review" });
      await dialog.getByRole("textbox", { name: "Note", exact: true }).fill("Reopened: the student says one mark is still missing.");
      await dialog.getByRole("button", { name: "Add note" }).click();
      await expect(dialog.getByRole("listitem").last()).toContainText("Reopened: the student says one mark is still missing.");
      await expect(status.locator("option")).toHaveText(["No change (Under review)", "Hearing scheduled", "Resolved", "Rejected"]);
    });

    await test.step("the dashboard counts open and overdue grievances", async () => {
      const figures = await (await page.request.get("/api/admin/grievances/figures", { headers: await adminHeaders(page.request) })).json();
      await page.goto("/admin/dashboard");
      const panel = page.getByRole("region", { name: "Grievances" });
      await expect(panel.getByText("Open", { exact: true })).toBeVisible();
      await expect(panel).toContainText(String(figures.open));
      await expect(panel).toContainText(String(figures.overdue));
      await expect(page.getByRole("link", { name: /^Grievances/ }).first()).toBeVisible();
    });
  });
});

test("a grievance committee member sees the desk and its figures, and nothing else", async ({ page, request }) => {
  const username = `grievance.${uniqueTag()}`;
  const password = "godavari ghat monsoon";
  const created = await request.post("/api/admin/users", { headers: await adminHeaders(request), data: { username, password, role: "grievance" } });
  expect(created.status()).toBe(201);
  const userId = (await created.json()).user._id as string;
  try {
    const token = (await (await request.post("/api/auth/login", { data: { username, password } })).json()).token as string;
    await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText(["Dashboard", "Account", "Grievances", "Privacy Requests"]);
    const panel = page.getByRole("region", { name: "Grievances" });
    await expect(panel.getByText("Open", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Applications/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Open the grievance desk →" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Grievances" })).toBeVisible();
    await expect(page.getByRole("rowheader").first()).toHaveText(/^GRV-\d{4}-\d{5}$/);
    await page.goto("/admin/admissions");
    await expect(page.getByRole("heading", { level: 1, name: "Not for your role" })).toBeVisible();
  } finally {
    await request.delete(`/api/admin/users/${userId}`, { headers: await adminHeaders(request) });
  }
});
