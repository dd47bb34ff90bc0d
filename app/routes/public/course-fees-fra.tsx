import { feeContacts, fraInfo } from "../../../content/admissions";
import { ContactCard } from "../../components/contact-links";
import { PageHeader } from "../../components/page-header";
import { DocumentUpdatedOn } from "../../components/pdf/document-updated-on";
import { PdfDownloadButton } from "../../components/pdf/pdf-download-button";
import { documentDownloadPath } from "../../../common/document.resource";
import { useEnglishKeyed, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { documentUpdateOf } from "../../lib/document-update.server";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/course-fees-fra";

export async function loader({ context, request }: Route.LoaderArgs) {
  // null: the fee structure cannot be served now.
  const fees = await context.services.documents.findDocument(fraInfo.pdfFile);
  return { update: documentUpdateOf(request, fees), ...messagesFor(request, "admissions", "admissionsText", "contactsText") };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: fraInfo.heading,
    description: t("fra.description", { college: t("institution.collegeName") }),
    path: "/course-fees/fra",
  }));

export default function CourseFeesFra({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const text = useEnglishKeyed();
  const [lead, ...rest] = fraInfo.paragraphs.map((paragraph) => text(paragraph));
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader title={fraInfo.heading} trail={[{ label: "Course Fees", to: "/course-fees" }]} intro={lead} />
      <div className="container-page py-12 sm:py-16">
        <section aria-labelledby="fee-pdf" className="card flex flex-col gap-6 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-prose">
            <h2 id="fee-pdf" className="text-2xl font-semibold">
              {t("fra.pdf")}
            </h2>
            {rest.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-ink/90">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="flex shrink-0 flex-col items-start gap-3">
            {loaderData.update !== null ? (
              <>
                <PdfDownloadButton file={fraInfo.pdfFile}>{t("fra.download")}</PdfDownloadButton>
                <DocumentUpdatedOn update={loaderData.update} />
                <p className="text-sm text-muted">
                  {t("fra.notStarting")}{" "}
                  <a href={documentDownloadPath(fraInfo.fallbackPdfFile)} className="font-semibold text-brand-700 underline hover:text-brand-900">
                    {t("fra.openDirectly")}
                  </a>
                </p>
              </>
            ) : (
              <p className="font-semibold text-brand-900">{t("fra.none")}</p>
            )}
          </div>
        </section>

        <section aria-labelledby="fee-contacts" className="mt-14">
          <h2 id="fee-contacts" className="text-2xl font-semibold sm:text-3xl">
            {t("fra.questions")}
          </h2>
          <p className="mt-2 max-w-prose text-muted">{t("fra.callDirectly")}</p>
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
