import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import type { RecordOf } from "../../common/collection";
import type { newsCollection } from "../../common/news.collection";
import { todayInKolkata } from "../../common/fields";
import { adminApi, toast, uniqueTag } from "./admin-support";
import { adminHeaders, expect, test } from "./fixtures";

type NewsItem = RecordOf<typeof newsCollection>;

// These tests change files every page links to; they run one after another, after all other
// specs (playwright.config.ts), and serve the original file again when they are done.
test.describe.configure({ mode: "serial" });

const NEWS = "/api/admin/latestnews";

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

/** Puts a file behind the timetable's address through the API, as the screen does. */
async function replaceTimetable(page: Page, buffer: Buffer, name: string) {
  const response = await page.request.put("/api/admin/documents/timetable", {
    headers: await adminHeaders(page.request),
    multipart: { file: { name, mimeType: "application/pdf", buffer } },
  });
  expect(response.status()).toBe(200);
}

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

  test("replace the timetable → the download serves the new bytes", async ({ adminPage: page }) => {
    const upload = pdfFile("timetable-2026-27.pdf", tag);
    await page.goto("/admin/documents");
    const card = documentCard(page, "Class Timetable");
    await chooseFile(page, card.getByRole("button", { name: "Replace Class Timetable" }), upload);
    await expect(toast(page, "Document replaced successfully")).toBeVisible();
    await expect(card).toContainText("e2e-admin");
    await expect(card).toContainText("1 KB");

    const served = await page.request.get("/api/pdfdownload/timetable.pdf");
    expect(served.status()).toBe(200);
    expect((await served.body()).equals(upload.buffer)).toBe(true);

    // The page that offers it says when it changed.
    await page.goto("/academics/academic-calendar");
    await expect(page.getByText(`Timetable updated on ${todayShown()}`)).toBeVisible();
  });

  test("restore an earlier file → it is served again, and the one it replaced becomes an earlier version", async ({ adminPage: page }) => {
    const before = await (await page.request.get("/api/pdfdownload/timetable.pdf")).body();
    const draft = pdfFile("timetable-draft.pdf", tag);
    await replaceTimetable(page, draft.buffer, draft.name);

    await page.goto("/admin/documents");
    const card = documentCard(page, "Class Timetable");
    await card.getByRole("button", { name: "Earlier versions" }).click();
    const list = page.getByRole("region", { name: "Earlier versions of Class Timetable" });
    // The newest earlier file is the one served before the draft.
    await list.getByRole("button", { name: /^Restore the file of / }).first().click();
    const dialog = page.getByRole("alertdialog", { name: "Please confirm" });
    await expect(dialog).toContainText("as the Class Timetable again?");
    await dialog.getByRole("button", { name: "Restore" }).click();
    await expect(toast(page, "Earlier version restored successfully")).toBeVisible();

    expect((await (await page.request.get("/api/pdfdownload/timetable.pdf")).body()).equals(before)).toBe(true);
    await expect(list.getByRole("listitem").first()).toContainText("e2e-admin");
    const api = await adminApi(page);
    const [newest] = await api.get<{ size: number }[]>("/api/admin/documents/timetable/versions");
    expect(newest!.size).toBe(draft.buffer.length);
  });

  test("a file that is not a PDF is refused under its control, and the served file stays", async ({ adminPage: page }) => {
    const before = await (await page.request.get("/api/pdfdownload/SIF.pdf")).body();
    await page.goto("/admin/documents");
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

  test("Files: an uploaded circular gets a permanent link, and a news item links to one", async ({ adminPage: page }) => {
    const title = `Merit list, CAP round 1 ${tag}`;
    const circular = pdfFile(`Circular ${tag}.pdf`, tag);
    try {
      await page.goto("/admin/documents");
      await chooseFile(page, page.getByRole("button", { name: "Upload a PDF" }), circular);
      await expect(toast(page, "File uploaded successfully")).toBeVisible();
      const link = page.getByRole("list", { name: "Uploaded files" }).getByRole("link", { name: new RegExp(`/files/[a-f0-9]{16}-circular-${tag}\\.pdf$`) });
      await expect(link).toBeVisible();
      const served = await page.request.get((await link.getAttribute("href"))!);
      expect((await served.body()).equals(circular.buffer)).toBe(true);

      await page.goto("/admin/news");
      const addForm = page.getByRole("form", { name: "Add news" });
      await addForm.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await addForm.getByLabel("Expiry date").fill(todayInKolkata());
      await chooseFile(page, addForm.getByRole("button", { name: "Link to an uploaded PDF" }), pdfFile(`Merit list ${tag}.pdf`, tag));
      await expect(toast(page, "File uploaded successfully")).toBeVisible();
      await expect(addForm.getByLabel("Link").locator("option:checked")).toHaveText(new RegExp(`^Uploaded PDF: [a-f0-9]{16}-merit-list-${tag}\\.pdf$`));
      await addForm.getByRole("button", { name: "Add News" }).click();
      await expect(toast(page, "News added successfully")).toBeVisible();

      await page.goto("/");
      const newsLink = page.getByRole("region", { name: "Latest News" }).getByRole("link", { name: new RegExp(title) });
      await expect(newsLink).toHaveAttribute("href", new RegExp(`^/files/[a-f0-9]{16}-merit-list-${tag}\\.pdf$`));
      await expect(newsLink).toHaveAttribute("target", "_blank");
    } finally {
      const api = await adminApi(page);
      await api.deleteWhere<NewsItem>(NEWS, (id) => `${NEWS}/${id}`, (item) => item.title.includes(tag));
    }
  });

  test("the screen and its restore question have no serious accessibility problems", async ({ adminPage: page }) => {
    await page.goto("/admin/documents");
    await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await documentCard(page, "Class Timetable").getByRole("button", { name: "Earlier versions" }).click();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await page.getByRole("region", { name: "Earlier versions of Class Timetable" }).getByRole("button", { name: /^Restore the file of / }).first().click();
    await expect(page.getByRole("alertdialog", { name: "Please confirm" })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);
    await page.getByRole("alertdialog", { name: "Please confirm" }).getByRole("button", { name: "Cancel" }).click();
  });
});
