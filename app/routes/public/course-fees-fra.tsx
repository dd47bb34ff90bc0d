import { feeContacts, fraInfo } from "../../../content/admissions";
import { institution } from "../../../content/institution";
import { ContactCard } from "../../components/contact-links";
import { PageHeader } from "../../components/page-header";
import { DocumentUpdatedOn } from "../../components/pdf/document-updated-on";
import { PdfDownloadButton } from "../../components/pdf/pdf-download-button";
import { pdfUrl } from "../../components/pdf/pdf-url";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/course-fees-fra";

export async function loader({ context }: Route.LoaderArgs) {
  // null: the fee structure cannot be served now.
  const fees = await context.services.documents.findDocument(fraInfo.pdfFile);
  return { updatedAt: fees?.updatedAt ?? null };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, {
    title: fraInfo.heading,
    description: `The fee structure of ${institution.collegeName} approved by the Fees Regulating Authority (FRA), Maharashtra, and whom to contact about fees and scholarships.`,
    path: "/course-fees/fra",
  });

export default function CourseFeesFra({ loaderData }: Route.ComponentProps) {
  const [lead, ...rest] = fraInfo.paragraphs;
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader title={fraInfo.heading} trail={[{ label: "Course Fees", to: "/course-fees" }]} intro={lead} />
      <div className="container-page py-12 sm:py-16">
        <section aria-labelledby="fee-pdf" className="card flex flex-col gap-6 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-prose">
            <h2 id="fee-pdf" className="text-2xl font-semibold">
              Fee structure PDF
            </h2>
            {rest.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-ink/90">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="flex shrink-0 flex-col items-start gap-3">
            {loaderData.updatedAt !== null ? (
              <>
                <PdfDownloadButton file={fraInfo.pdfFile}>Download Fee Structure PDF</PdfDownloadButton>
                <DocumentUpdatedOn updatedAt={loaderData.updatedAt} />
                <p className="text-sm text-muted">
                  Download not starting?{" "}
                  <a href={pdfUrl(fraInfo.fallbackPdfFile)} className="font-semibold text-brand-700 underline hover:text-brand-900">
                    Open the fee structure directly
                  </a>
                </p>
              </>
            ) : (
              <p className="font-semibold text-brand-900">No fee structure available.</p>
            )}
          </div>
        </section>

        <section aria-labelledby="fee-contacts" className="mt-14">
          <h2 id="fee-contacts" className="text-2xl font-semibold sm:text-3xl">
            Questions about fees?
          </h2>
          <p className="mt-2 max-w-prose text-muted">Call or write to the right person directly.</p>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {feeContacts(settings).map((contact) => (
              <li key={contact.name}>
                <ContactCard contact={contact} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
