import { Link } from "react-router";
import { institution } from "../../../content/institution";
import { programmes } from "../../../content/programmes";
import { PageHeader } from "../../components/page-header";
import { DocumentUpdatedOn } from "../../components/pdf/document-updated-on";
import { PdfDownloadButton } from "../../components/pdf/pdf-download-button";
import { PdfViewer } from "../../components/pdf/pdf-viewer";
import { WhatsAppShareLink } from "../../components/pdf/whatsapp-share-link";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/academic-calendar";

/** The preview uses one spelling and the download the other, as the contract lists both. */
const CALENDAR_PREVIEW = "university-calender.pdf";
const CALENDAR_DOWNLOAD = "university_calender.pdf";
const TIMETABLE = "timetable.pdf";
const TITLE = "Academic Calendar";

/** Served at both /academics/academic-calendar and /academics/university-calender. */
export async function loader({ context }: Route.LoaderArgs) {
  const [calendar, timetable] = await Promise.all([
    context.services.documents.findDocument(CALENDAR_PREVIEW),
    context.services.documents.findDocument(TIMETABLE),
  ]);
  // null: that document cannot be served now.
  return { calendarUpdatedAt: calendar?.updatedAt ?? null, timetableUpdatedAt: timetable?.updatedAt ?? null };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, {
    title: TITLE,
    description: `The university academic calendar and the class timetable of ${institution.collegeName} for D.Pharm and B.Pharm: download, view or share on WhatsApp.`,
    // Both addresses show the same page; search engines are pointed at one.
    path: "/academics/academic-calendar",
  });

export default function AcademicCalendar({ loaderData }: Route.ComponentProps) {
  const { calendarUpdatedAt, timetableUpdatedAt } = loaderData;
  const calendarAvailable = calendarUpdatedAt !== null;
  const timetableAvailable = timetableUpdatedAt !== null;
  return (
    <>
      <PageHeader
        title={TITLE}
        trail={[{ label: "Academics", to: "/academics" }]}
        intro="Term dates, examinations and holidays for the current academic year, as published by the university and the board, together with our weekly class timetable."
      >
        {calendarAvailable && (
          <PdfDownloadButton file={CALENDAR_DOWNLOAD} fileName={CALENDAR_DOWNLOAD}>
            Download Academic Calendar
          </PdfDownloadButton>
        )}
        {timetableAvailable && (
          <PdfDownloadButton
            file={TIMETABLE}
            errorMessage="Error downloading Timetable PDF. Please try again later."
            className="btn-accent"
          >
            Download Timetable
          </PdfDownloadButton>
        )}
        {calendarAvailable && <WhatsAppShareLink title={`${TITLE} — ${institution.collegeName}`} file={CALENDAR_PREVIEW} />}
        {calendarUpdatedAt !== null && <DocumentUpdatedOn name="Academic calendar" updatedAt={calendarUpdatedAt} />}
        {timetableUpdatedAt !== null && <DocumentUpdatedOn name="Timetable" updatedAt={timetableUpdatedAt} />}
      </PageHeader>

      <div className="container-page py-12 sm:py-16">
        <PdfViewer file={CALENDAR_PREVIEW} title={TITLE} available={calendarAvailable} noun="academic calendar" />
        {!timetableAvailable && <p className="mt-6 text-muted">No timetable available.</p>}

        <section aria-labelledby="syllabi" className="mt-14 rounded-card bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
          <h2 id="syllabi" className="text-xl font-semibold sm:text-2xl">
            Looking for a syllabus?
          </h2>
          <p className="mt-2 max-w-prose text-muted">Each programme page has its syllabus to read, download and share.</p>
          <div className="mt-5 flex flex-wrap gap-3">
            {programmes.map((programme) => (
              <Link key={programme.slug} to={`/academics/${programme.slug}`} className="btn-outline">
                {programme.name} Syllabus
              </Link>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
