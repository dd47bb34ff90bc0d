import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admissions as enAdmissions } from "../../app/i18n/catalogs/en/admissions";
import { documents as enDocuments } from "../../app/i18n/catalogs/en/documents";
import { frame as enFrame } from "../../app/i18n/catalogs/en/frame";
import { admissions as mrAdmissions } from "../../app/i18n/catalogs/mr/admissions";
import { documents as mrDocuments } from "../../app/i18n/catalogs/mr/documents";
import { frame as mrFrame } from "../../app/i18n/catalogs/mr/frame";
import { documentFiles } from "../resources/documents/document-files";
import { createTestApp, type TestApp } from "../../tests/support/test-app";

/**
 * A fresh install with SAMPLE_CONTENT=0 (the test apps' default): nothing of the sample content
 * is published as the college's own — not its PDFs either — and every page that would show it
 * says, in its language, that there is nothing yet.
 */
const en = { ...enFrame, ...enAdmissions, ...enDocuments };
const mr = { ...mrFrame, ...mrAdmissions, ...mrDocuments };

let t: TestApp;
beforeAll(async () => {
  // The pages as built (BUILD_DIR when a local run keeps its build apart, as the browser tests do).
  t = await createTestApp({ SAMPLE_CONTENT: "0", ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}) });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const page = async (url: string) => {
  const response = await t.app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

describe("a fresh install without sample content", () => {
  it("publishes none of the six documents", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/documents" })).json()).toEqual([]);
    for (const file of documentFiles) expect((await t.app.inject({ method: "GET", url: `/api/pdfdownload/${file}` })).statusCode, file).toBe(404);
  });

  it("says on each document's page, in its language, that the document is not published yet, with no download or embed", async () => {
    for (const [prefix, messages] of [["", en], ["/mr", mr]] as const) {
      const fees = await page(`${prefix}/course-fees/fra`);
      expect(fees).toContain(messages["fra.notPublished"]);

      const calendar = await page(`${prefix}/academics/academic-calendar`);
      expect(calendar).toContain(messages["calendar.timetableNotPublished"]);
      expect(calendar).toContain(messages["pdf.notPublished"]);

      for (const url of [`${prefix}/mandatory-disclosure`, `${prefix}/academics/d.pharm`, `${prefix}/academics/b.pharm`]) {
        expect(await page(url), url).toContain(messages["pdf.notPublished"]);
      }
      for (const html of [fees, calendar]) {
        expect(html).not.toContain("/api/pdfdownload/");
        expect(html).not.toContain("<iframe");
      }
    }
  });

  it("says on /committees and /mr/committees that no committee is published yet", async () => {
    expect(await page("/committees")).toContain(en["landing.noCommittees"]);
    expect(await page("/mr/committees")).toContain(mr["landing.noCommittees"]);
  });
});
