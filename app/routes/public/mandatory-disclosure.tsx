import { institution } from "../../../content/institution";
import { mandatoryDisclosure } from "../../../content/mandatory-disclosure";
import { PageHeader } from "../../components/page-header";
import { DocumentUpdatedOn } from "../../components/pdf/document-updated-on";
import { PdfDownloadButton } from "../../components/pdf/pdf-download-button";
import { PdfViewer } from "../../components/pdf/pdf-viewer";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/mandatory-disclosure";

export async function loader({ context }: Route.LoaderArgs) {
  // null: the document cannot be served now.
  const disclosure = await context.services.documents.findDocument(mandatoryDisclosure.pdfFile);
  return { updatedAt: disclosure?.updatedAt ?? null };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, {
    title: mandatoryDisclosure.heading,
    description: `The Standard Information Format (SIF) of ${institution.collegeName}: approvals, intake, faculty, facilities and fees, as AICTE and PCI require.`,
    path: "/mandatory-disclosure",
  });

export default function MandatoryDisclosure({ loaderData }: Route.ComponentProps) {
  const [lead, ...rest] = mandatoryDisclosure.paragraphs;
  const { email } = useSiteSettings();
  const { updatedAt } = loaderData;
  return (
    <>
      <PageHeader title={mandatoryDisclosure.heading} intro={lead}>
        {updatedAt !== null && (
          <>
            <PdfDownloadButton file={mandatoryDisclosure.pdfFile}>{mandatoryDisclosure.downloadLabel}</PdfDownloadButton>
            <DocumentUpdatedOn updatedAt={updatedAt} />
          </>
        )}
      </PageHeader>
      <div className="container-page py-12 sm:py-16">
        <div className="max-w-prose space-y-5 leading-relaxed text-ink/90 sm:text-lg">
          {[...rest, mandatoryDisclosure.writeTo(email)].map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-10">
          <PdfViewer
            file={mandatoryDisclosure.pdfFile}
            title="Standard Information Format (SIF)"
            available={updatedAt !== null}
            noun="disclosure document"
          />
        </div>
      </div>
    </>
  );
}
