import type { Locator, Page } from "@playwright/test";
import { adminApi, toast, uniqueTag } from "./admin-support";
import { adminHeaders, expect, test } from "./fixtures";
import { seriousAxeViolations } from "./page-checks";

// This test changes files every page links to; it runs after all other specs
// (playwright.config.ts), and the original file is served again when it is done.
test.describe.configure({ mode: "serial" });

/** A small PDF no other test uploads. */
const pdfFile = (name: string, tag: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n% ${name} ${tag}\n1 0 obj << >> endobj\n%%EOF\n`),
});

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** Presses an upload button and picks `file` in the chooser it opens. */
async function chooseFile(page: Page, button: Locator, file: FilePayload) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(file);
}

const documentCard = (page: Page, title: string) => page.getByRole("article", { name: title });

const todayShown = () =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date());

test.describe("Documents", () => {
  let tag: string;
  test.beforeEach(() => {
    tag = uniqueTag();
  });
  // The timetable every other page links to is the fresh install's again.
  test.afterAll(async ({ browser }, testInfo) => {
    const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    const api = await adminApi(page);
    const versions = await api.get<{ _id: string; uploadedBy: string }[]>("/api/admin/documents/timetable/versions");
    const first = versions.findLast((version) => version.uploadedBy === "system");
    if (first) await page.request.post(`/api/admin/documents/timetable/versions/${first._id}/restore`, { headers: await adminHeaders(page.request) });
    await page.close();
  });

  test("the Documents screen: a file that is not a PDF refused; the timetable replaced, served and dated, then restored after a question axe finds no serious problem in", async ({
    adminPage: page,
  }) => {
    // The screen, the calendar page, the screen again.
    test.slow();
    await page.goto("/admin/documents");
    await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();

    await test.step("a file that is not a PDF is refused under its control, and the served file stays", async () => {
      const before = await (await page.request.get("/api/pdfdownload/SIF.pdf")).body();
      const card = documentCard(page, "Mandatory Disclosure (Standard Information Format)");
      const replace = card.getByRole("button", { name: "Replace Mandatory Disclosure (Standard Information Format)" });
      // Refused by the server, which reads the bytes.
      await chooseFile(page, replace, { name: "disclosure.pdf", mimeType: "application/pdf", buffer: Buffer.from("A text file named .pdf\n") });
      await expect(replace).toHaveAccessibleDescription(/Only PDF files can be uploaded/);
      await expect(card.getByRole("alert")).toHaveText("Only PDF files can be uploaded. Please choose a PDF file.");
      // Refused in the browser, before any upload.
      await page.reload();
      await chooseFile(page, replace, { name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) });
      await expect(replace).toHaveAccessibleDescription(/Only PDF files can be uploaded/);
      expect((await (await page.request.get("/api/pdfdownload/SIF.pdf")).body()).equals(before)).toBe(true);
    });

    const before = await (await page.request.get("/api/pdfdownload/timetable.pdf")).body();
    const upload = pdfFile("timetable-2026-27.pdf", tag);
    const card = documentCard(page, "Class Timetable");

    await test.step("a replaced timetable is served at once, and the page that offers it says when it changed", async () => {
      await chooseFile(page, card.getByRole("button", { name: "Replace Class Timetable" }), upload);
      await expect(toast(page, "Document replaced successfully")).toBeVisible();
      await expect(card).toContainText("e2e-admin");
      await expect(card).toContainText("1 KB");
      const served = await page.request.get("/api/pdfdownload/timetable.pdf");
      expect(served.status()).toBe(200);
      expect((await served.body()).equals(upload.buffer)).toBe(true);

      await page.goto("/academics/academic-calendar");
      await expect(page.getByText(`Timetable updated on ${todayShown()}`)).toBeVisible();
    });

    await test.step("an earlier file, restored after a question, is served again, and the one it replaced becomes an earlier version", async () => {
      await page.goto("/admin/documents");
      await card.getByRole("button", { name: "Earlier versions" }).click();
      const list = page.getByRole("region", { name: "Earlier versions of Class Timetable" });
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      // The newest earlier file is the one served before the upload.
      await list.getByRole("button", { name: /^Restore the file of / }).first().click();
      const dialog = page.getByRole("alertdialog", { name: "Please confirm" });
      await expect(dialog).toContainText("as the Class Timetable again?");
      // The screen at rest is admin-accessibility.spec.ts's; the list open and its question are judged here.
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Restore" }).click();
      await expect(toast(page, "Earlier version restored successfully")).toBeVisible();

      expect((await (await page.request.get("/api/pdfdownload/timetable.pdf")).body()).equals(before)).toBe(true);
      await expect(list.getByRole("listitem").first()).toContainText("e2e-admin");
      const api = await adminApi(page);
      const [newest] = await api.get<{ size: number }[]>("/api/admin/documents/timetable/versions");
      expect(newest!.size).toBe(upload.buffer.length);
    });
  });
});
