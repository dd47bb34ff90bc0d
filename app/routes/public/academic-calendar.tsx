import { Link } from "react-router";
import { programmes } from "../../../content/programmes";
import { PageHeader } from "../../components/page-header";
import { DocumentUpdatedOn } from "../../components/pdf/document-updated-on";
import { PdfDownloadButton } from "../../components/pdf/pdf-download-button";
import { PdfViewer } from "../../components/pdf/pdf-viewer";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageSections } from "../../components/page-sections";
import { WhatsAppShareLink } from "../../components/pdf/whatsapp-share-link";
import { useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { documentUpdateOf } from "../../lib/document-update.server";
import { readPage, splitIntro } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/academic-calendar";

/** The preview uses one spelling and the download the other, as the contract lists both. */
const CALENDAR_PREVIEW = "university-calender.pdf";
const CALENDAR_DOWNLOAD = "university_calender.pdf";
const TIMETABLE = "timetable.pdf";

/**
 * Served at both /academics/academic-calendar and /academics/university-calender. The words are
 * the record `academic-calendar`: an introduction, then the box that leads to the syllabi; any
 * further section follows the box.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [words, calendar, timetable] = await Promise.all([
    readPage(context, request, "academic-calendar"),
    context.services.documents.findDocument(CALENDAR_PREVIEW),
    context.services.documents.findDocument(TIMETABLE),
  ]);
  const { intro, rest } = splitIntro(words.sections);
  const [syllabi, ...more] = rest;
  return {
    title: words.title,
    intro: intro && words.html(intro.body),
    syllabi: syllabi ? { heading: syllabi.heading, html: words.html(syllabi.body) } : null,
    more: more.map(words.shown),
    // null: that document cannot be served now.
    calendarUpdate: documentUpdateOf(request, calendar),
    timetableUpdate: documentUpdateOf(request, timetable),
    ...messagesFor(request, "documents"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location }, (t) => ({
        title: loaderData.title,
        description: t("calendar.description", { college: t("institution.collegeName") }),
        // Both addresses show the same page; search engines are pointed at one.
        path: "/academics/academic-calendar",
      }))
    : [];

export default function AcademicCalendar({ loaderData }: Route.ComponentProps) {
  const { title, intro, syllabi, more, calendarUpdate, timetableUpdate } = loaderData;
  const calendarAvailable = calendarUpdate !== null;
  const timetableAvailable = timetableUpdate !== null;
  const t = useT();
  const menuText = useMenuText();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader title={title} trail={[{ label: "Academics", to: "/academics" }]} intro={intro && <MarkdownHtml html={intro} className="space-y-3" />}>
        {calendarAvailable && (
          <PdfDownloadButton file={CALENDAR_DOWNLOAD} fileName={CALENDAR_DOWNLOAD}>
            {t("calendar.downloadCalendar")}
          </PdfDownloadButton>
        )}
        {timetableAvailable && (
          <PdfDownloadButton
            file={TIMETABLE}
            errorMessage={t("calendar.timetableFailed")}
            className="btn-accent"
          >
            {t("calendar.downloadTimetable")}
          </PdfDownloadButton>
        )}
        {calendarAvailable && <WhatsAppShareLink title={`${title} — ${t("institution.collegeName")}`} file={CALENDAR_PREVIEW} />}
        {calendarUpdate !== null && <DocumentUpdatedOn name={t("calendar.calendarName")} update={calendarUpdate} />}
        {timetableUpdate !== null && <DocumentUpdatedOn name={t("calendar.timetableName")} update={timetableUpdate} />}
      </PageHeader>

      <div className="container-page py-12 sm:py-16">
        <PdfViewer file={CALENDAR_PREVIEW} title={title} available={calendarAvailable} noun={t("calendar.noun")} />
        {!timetableAvailable && <p className="mt-6 text-muted">{t("calendar.timetableNotPublished")}</p>}

        <section aria-labelledby="syllabi" className="mt-14 rounded-card bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
          {syllabi?.heading && (
            <h2 id="syllabi" className="text-xl font-semibold sm:text-2xl">
              {syllabi.heading}
            </h2>
          )}
          {syllabi && <MarkdownHtml html={syllabi.html} className="mt-2 max-w-prose space-y-3 text-muted" />}
          <div className="mt-5 flex flex-wrap gap-3">
            {programmes.map((programme) => (
              <Link key={programme.slug} to={localePath(`/academics/${programme.slug}`)} className="btn-outline">
                {t("calendar.syllabusOf", { name: menuText(programme.name) })}
              </Link>
            ))}
          </div>
        </section>
        {more.length > 0 && (
          <div className="mt-14">
            <PageSections sections={more} idPrefix="calendar-more" />
          </div>
        )}
      </div>
    </>
  );
}
