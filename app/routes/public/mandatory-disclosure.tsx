import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { PageSections } from "../../components/page-sections";
import { DocumentUpdatedOn } from "../../components/pdf/document-updated-on";
import { PdfDownloadButton } from "../../components/pdf/pdf-download-button";
import { PdfViewer } from "../../components/pdf/pdf-viewer";
import { useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { documentUpdateOf } from "../../lib/document-update.server";
import { readPage, splitIntro } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/mandatory-disclosure";

/** The Standard Information Format, served at /api/pdfdownload/SIF.pdf. */
const SIF_PDF = "SIF.pdf";

/**
 * The page's record (`mandatory-disclosure`): an introduction, then the words above the document;
 * any further section follows them.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [words, disclosure] = await Promise.all([
    readPage(context, request, "mandatory-disclosure"),
    // null: the document cannot be served now.
    context.services.documents.findDocument(SIF_PDF),
  ]);
  const { intro, rest } = splitIntro(words.sections);
  return {
    title: words.title,
    intro: intro && words.html(intro.body),
    sections: rest.map(words.shown),
    update: documentUpdateOf(request, disclosure),
    ...messagesFor(request, "documents"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location }, (t) => ({
        title: loaderData.title,
        description: t("disclosure.description", { college: t("institution.collegeName") }),
        path: "/mandatory-disclosure",
      }))
    : [];

export default function MandatoryDisclosure({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { title, intro, sections, update } = loaderData;
  const [above, ...more] = sections;
  return (
    <>
      <PageHeader title={title} intro={intro && <MarkdownHtml html={intro} className="space-y-3" />}>
        {update !== null && (
          <>
            <PdfDownloadButton file={SIF_PDF}>{t("disclosure.download")}</PdfDownloadButton>
            <DocumentUpdatedOn update={update} />
          </>
        )}
      </PageHeader>
      <div className="container-page py-12 sm:py-16">
        {above && <PageSections sections={[above]} idPrefix="disclosure" />}
        <div className="mt-10">
          <PdfViewer file={SIF_PDF} title={t("disclosure.sif")} available={update !== null} noun={t("disclosure.noun")} />
        </div>
        {more.length > 0 && (
          <div className="mt-14">
            <PageSections sections={more} idPrefix="disclosure-more" />
          </div>
        )}
      </div>
    </>
  );
}
