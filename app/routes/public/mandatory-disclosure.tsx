import { mandatoryDisclosure } from "../../../content/mandatory-disclosure";
import { PageHeader } from "../../components/page-header";
import { DocumentUpdatedOn } from "../../components/pdf/document-updated-on";
import { PdfDownloadButton } from "../../components/pdf/pdf-download-button";
import { PdfViewer } from "../../components/pdf/pdf-viewer";
import { useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { documentUpdateOf } from "../../lib/document-update.server";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/mandatory-disclosure";

export async function loader({ context, request }: Route.LoaderArgs) {
  // null: the document cannot be served now.
  const disclosure = await context.services.documents.findDocument(mandatoryDisclosure.pdfFile);
  return { update: documentUpdateOf(request, disclosure), ...messagesFor(request, "documents") };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: mandatoryDisclosure.heading,
    description: t("disclosure.description", { college: t("institution.collegeName") }),
    path: "/mandatory-disclosure",
  }));

export default function MandatoryDisclosure({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { email } = useSiteSettings();
  const paragraphs = [t("disclosure.contents"), t("disclosure.writeTo", { email })];
  const { update } = loaderData;
  return (
    <>
      <PageHeader title={mandatoryDisclosure.heading} intro={t("disclosure.lead")}>
        {update !== null && (
          <>
            <PdfDownloadButton file={mandatoryDisclosure.pdfFile}>{t("disclosure.download")}</PdfDownloadButton>
            <DocumentUpdatedOn update={update} />
          </>
        )}
      </PageHeader>
      <div className="container-page py-12 sm:py-16">
        <div className="max-w-prose space-y-5 leading-relaxed text-ink/90 sm:text-lg">
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-10">
          <PdfViewer
            file={mandatoryDisclosure.pdfFile}
            title={t("disclosure.sif")}
            available={update !== null}
            noun={t("disclosure.noun")}
          />
        </div>
      </div>
    </>
  );
}
