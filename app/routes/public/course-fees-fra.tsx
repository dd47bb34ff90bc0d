import { ContactCard } from "../../components/contact-links";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { DocumentUpdatedOn } from "../../components/pdf/document-updated-on";
import { PdfDownloadButton } from "../../components/pdf/pdf-download-button";
import { documentDownloadPath } from "../../../common/document.resource";
import { feeStructure } from "../../../content/admissions";
import { useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { documentUpdateOf } from "../../lib/document-update.server";
import { contactOf, readPage, splitIntro } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/course-fees-fra";

/**
 * The page's record (`course-fees-fra`): an introduction, the words beside the fee structure's
 * download, the heading and words above the fee contacts, then a section per contact.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [words, fees] = await Promise.all([
    readPage(context, request, "course-fees-fra"),
    // null: the fee structure cannot be served now.
    context.services.documents.findDocument(feeStructure.pdfFile),
  ]);
  const { intro, rest } = splitIntro(words.sections);
  const [download, contactsHeading, ...people] = rest;
  return {
    title: words.title,
    intro: intro && words.html(intro.body),
    download: download ? { heading: download.heading, html: words.html(download.body) } : null,
    contacts: {
      heading: contactsHeading?.heading ?? "",
      html: words.html(contactsHeading?.body ?? ""),
      people: people.map((section) => contactOf(words, section)),
    },
    update: documentUpdateOf(request, fees),
    ...messagesFor(request, "admissions"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location }, (t) => ({
        title: loaderData.title,
        description: t("fra.description", { college: t("institution.collegeName") }),
        path: "/course-fees/fra",
      }))
    : [];

export default function CourseFeesFra({ loaderData }: Route.ComponentProps) {
  const { title, intro, download, contacts, update } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader title={title} trail={[{ label: "Course Fees", to: "/course-fees" }]} intro={intro && <MarkdownHtml html={intro} className="space-y-3" />} />
      <div className="container-page py-12 sm:py-16">
        <section aria-labelledby="fee-pdf" className="card flex flex-col gap-6 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-prose">
            {download?.heading && (
              <h2 id="fee-pdf" className="text-2xl font-semibold">
                {download.heading}
              </h2>
            )}
            {download && <MarkdownHtml html={download.html} className="mt-3 space-y-3 leading-relaxed text-ink/90" />}
          </div>
          <div className="flex shrink-0 flex-col items-start gap-3">
            {update !== null ? (
              <>
                <PdfDownloadButton file={feeStructure.pdfFile}>{t("fra.download")}</PdfDownloadButton>
                <DocumentUpdatedOn update={update} />
                <p className="text-sm text-muted">
                  {t("fra.notStarting")}{" "}
                  <a href={documentDownloadPath(feeStructure.fallbackPdfFile)} className="font-semibold text-brand-700 underline hover:text-brand-900">
                    {t("fra.openDirectly")}
                  </a>
                </p>
              </>
            ) : (
              <p className="max-w-xs font-semibold text-brand-900">{t("fra.notPublished")}</p>
            )}
          </div>
        </section>

        <section aria-labelledby="fee-contacts" className="mt-14">
          {contacts.heading && (
            <h2 id="fee-contacts" className="text-2xl font-semibold sm:text-3xl">
              {contacts.heading}
            </h2>
          )}
          <MarkdownHtml html={contacts.html} className="mt-2 max-w-prose space-y-2 text-muted" />
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {contacts.people.map((contact, index) => (
              <li key={index}>
                <ContactCard contact={contact} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
