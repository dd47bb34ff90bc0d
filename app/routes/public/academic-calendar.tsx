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
import { localDigits } from "../../i18n/format";
import { holidaysOfAcademicYear, type ListedHoliday } from "../../lib/academic-year-holidays.server";
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
  const [words, calendar, timetable, { academicYear }] = await Promise.all([
    readPage(context, request, "academic-calendar"),
    context.services.documents.findDocument(CALENDAR_PREVIEW),
    context.services.documents.findDocument(TIMETABLE),
    context.services.settings.getSingleton(),
  ]);
  const holidays = await holidaysOfAcademicYear(context, words.locale, academicYear);
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
    academicYear: localDigits(words.locale, academicYear),
    holidays,
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
  const { title, intro, syllabi, more, calendarUpdate, timetableUpdate, academicYear, holidays } = loaderData;
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
        {holidays && <HolidayList academicYear={academicYear} holidays={holidays} />}

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

/** The academic year's holidays, a holiday on a Sunday among them and marked so. */
function HolidayList({ academicYear, holidays }: { academicYear: string; holidays: readonly ListedHoliday[] }) {
  const t = useT();
  return (
    <section aria-labelledby="holidays" className="mt-14">
      <h2 id="holidays" className="text-2xl font-semibold sm:text-3xl">
        {t("calendar.holidays", { year: academicYear })}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{t("calendar.holidaysIntro")}</p>
      {holidays.length === 0 ? (
        <p className="mt-6 rounded-card border border-dashed border-line bg-surface px-6 py-8 text-center text-muted">{t("calendar.noHolidays")}</p>
      ) : (
        <div className="card mt-6 max-w-3xl overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <thead className="bg-brand-50 text-xs font-semibold tracking-wider text-brand-800 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 sm:px-6">{t("calendar.holidayDate")}</th>
                <th scope="col" className="px-4 py-3 sm:px-6">{t("calendar.holidayDay")}</th>
                <th scope="col" className="px-4 py-3 sm:px-6">{t("calendar.holidayName")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {holidays.map((holiday) => (
                <tr key={holiday.date}>
                  <td className="px-4 py-3 whitespace-nowrap sm:px-6">
                    <time dateTime={holiday.date}>{holiday.day}</time>
                  </td>
                  <td className="px-4 py-3 sm:px-6">
                    {holiday.sunday ? (
                      <span className="rounded-full bg-accent-100 px-2.5 py-0.5 font-semibold text-accent-700 ring-1 ring-accent-200">{holiday.weekday}</span>
                    ) : (
                      <span className="text-muted">{holiday.weekday}</span>
                    )}
                  </td>
                  <td className="px-4 py-3 font-medium text-brand-900 sm:px-6">{holiday.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
