import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { initialSettings } from "../../../content/initial-settings";
import { dPharm } from "../../../content/programmes";
import { createDocumentsService } from "../../../server/documents/documents.service";
import type { Services } from "../../../server/services";
import ProgrammePage, { loader } from "./programme";
import type { Route } from "./+types/programme";

const PUBLIC_URL = "https://college.example";

/** Runs the page's loader with the real documents service on `dataDir`, then renders the page as the server does. */
async function renderProgrammePage(documentsDir: string) {
  const documents = createDocumentsService(documentsDir);
  const args = {
    request: new Request(`${PUBLIC_URL}/academics/d.pharm`),
    params: {},
    context: { services: { documents } as unknown as Services, cspNonce: "", publicUrl: PUBLIC_URL, clientAddress: "127.0.0.1" },
  } as unknown as Route.LoaderArgs;
  const loaderData = await loader(args);

  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      children: [{ id: "programme", path: "academics/d.pharm", Component: ProgrammePage as never }],
    },
  ]);
  const html = renderToString(
    <Stub
      initialEntries={["/academics/d.pharm"]}
      hydrationData={{ loaderData: { root: { publicUrl: PUBLIC_URL, cspNonce: "", settings: initialSettings }, programme: loaderData } }}
    />,
  );
  // React separates adjacent text parts with empty comments; the visitor reads them as one text.
  return { loaderData, html: html.replaceAll("<!-- -->", "") };
}

describe("programme page and its syllabus PDF", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "programme-page-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("says there is no syllabus, without a viewer or buttons, when the PDF is missing", async () => {
    const { loaderData, html } = await renderProgrammePage(dir);
    expect(loaderData.syllabusAvailable).toBe(false);
    expect(html).toContain("No syllabus available.");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("Download Syllabus PDF");
    expect(html).not.toContain("wa.me");
  });

  it("embeds the syllabus and offers download and share once the PDF is there", async () => {
    fs.writeFileSync(path.join(dir, dPharm.syllabusPdf), "%PDF-1.4\n%%EOF\n");
    const { loaderData, html } = await renderProgrammePage(dir);
    expect(loaderData.syllabusAvailable).toBe(true);
    expect(html).not.toContain("No syllabus available.");
    expect(html).toContain(`src="/api/pdfdownload/${dPharm.syllabusPdf}"`);
    expect(html).toContain("Download Syllabus PDF");
    const shareText = `D.Pharm Syllabus — ${dPharm.fullName} ${PUBLIC_URL}/api/pdfdownload/${dPharm.syllabusPdf}`;
    expect(html).toContain(`https://wa.me/?text=${encodeURIComponent(shareText)}`);
  });
});
