import { renderToString } from "react-dom/server";
import { LanguageProvider } from "../../i18n/i18n";
import { messagesIn } from "../../i18n/messages.server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import type { DocumentSummary } from "../../../common/document.schema";
import { initialSettings } from "../../../content/initial-settings";
import { findProgramme } from "../../../content/programmes";
import type { Services } from "../../../server/services";
import { initialPages } from "../../../server/resources/college-pages/initial-pages";
import ProgrammePage, { loader } from "./programme";
import type { Route } from "./+types/programme";

const PUBLIC_URL = "https://college.example";
const dPharm = findProgramme("d.pharm")!;
/** The programme's full name, as its seeded record's title has it after the dash. */
const fullName = initialPages["d-pharm"].title.split(" — ")[1];
/** The page's words and the settings their placeholders show, as a fresh install has them. */
const pages = { findPage: async (key: "d-pharm") => ({ ...initialPages[key], titleMr: initialPages[key].titleMr ?? "" }) };
const settings = { getSingleton: async () => initialSettings };

/** Runs the page's loader with a documents service that has `syllabus` (or nothing), then renders the page as the server does. */
async function renderProgrammePage(syllabus: DocumentSummary | null) {
  const documents = { findDocument: async (name: string) => (name === syllabus?.fileName ? syllabus : null) };
  const args = {
    request: new Request(`${PUBLIC_URL}/academics/d.pharm`),
    params: {},
    context: { services: { documents, pages, settings } as unknown as Services, publicUrl: PUBLIC_URL, clientAddress: "127.0.0.1" },
  } as unknown as Route.LoaderArgs;
  const loaderData = await loader(args);

  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => (
        <LanguageProvider>
          <Outlet />
        </LanguageProvider>
      ),
      children: [{ id: "programme", path: "academics/d.pharm", Component: ProgrammePage as never }],
    },
  ]);
  const html = renderToString(
    <Stub
      initialEntries={["/academics/d.pharm"]}
      hydrationData={{ loaderData: { root: { publicUrl: PUBLIC_URL, settings: initialSettings, messages: messagesIn("en", "frame", "nav") }, programme: loaderData } }}
    />,
  );
  // React separates adjacent text parts with empty comments; the visitor reads them as one text.
  return { loaderData, html: html.replaceAll("<!-- -->", "") };
}

describe("programme page and its syllabus PDF", () => {
  it("says there is no syllabus, without a viewer or buttons, when the PDF is missing", async () => {
    const { loaderData, html } = await renderProgrammePage(null);
    expect(loaderData.syllabusUpdate).toBeNull();
    expect(html).toContain("No syllabus available.");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("Download Syllabus PDF");
    expect(html).not.toContain("wa.me");
  });

  it("embeds the syllabus and offers download and share once the PDF is there", async () => {
    const { loaderData, html } = await renderProgrammePage({
      key: "dpharma-syllabus",
      title: "D.Pharm Syllabus",
      fileName: dPharm.syllabusPdf,
      size: 2048,
      updatedAt: "2026-06-01T05:00:00.000Z",
      url: `/api/pdfdownload/${dPharm.syllabusPdf}`,
    });
    expect(loaderData.syllabusUpdate).toEqual({ at: "2026-06-01T05:00:00.000Z", day: "1 Jun 2026" });
    expect(html).toContain(`Updated on <time dateTime="2026-06-01T05:00:00.000Z">1 Jun 2026</time>`);
    expect(html).not.toContain("No syllabus available.");
    expect(html).toContain(`src="/api/pdfdownload/${dPharm.syllabusPdf}"`);
    expect(html).toContain("Download Syllabus PDF");
    const shareText = `D.Pharm Syllabus — ${fullName} ${PUBLIC_URL}/api/pdfdownload/${dPharm.syllabusPdf}`;
    expect(html).toContain(`https://wa.me/?text=${encodeURIComponent(shareText)}`);
  });
});
