import { data, Link } from "react-router";
import { findProgramme } from "../../../content/programmes";
import { PageHeader } from "../../components/page-header";
import { DocumentUpdatedOn } from "../../components/pdf/document-updated-on";
import { PdfDownloadButton } from "../../components/pdf/pdf-download-button";
import { PdfViewer } from "../../components/pdf/pdf-viewer";
import { WhatsAppShareLink } from "../../components/pdf/whatsapp-share-link";
import { useEnglishKeyed, useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { documentUpdateOf } from "../../lib/document-update.server";
import { pageMeta } from "../../lib/seo";
import { settingsFrom, useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/programme";

/** /academics/d.pharm and /academics/b.pharm: the programme is the last path segment. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  const programme = findProgramme(slug);
  if (!programme) throw data(null, { status: 404 });
  // null: the syllabus cannot be served now.
  const syllabus = await context.services.documents.findDocument(programme.syllabusPdf);
  return { slug: programme.slug, syllabusUpdate: documentUpdateOf(request, syllabus), ...messagesFor(request, "academics", "academicsText") };
}

function programmeFor(slug: string) {
  const programme = findProgramme(slug);
  if (!programme) throw new Error(`No programme "${slug}"`);
  return programme;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const programme = programmeFor(loaderData.slug);
  return pageMeta({ matches, location }, (t, text) => ({
    title: `${text(programme.name)} (${text(programme.fullName)})`,
    description: t("programme.description", {
      fullName: text(programme.fullName),
      duration: text(programme.duration),
      seats: settingsFrom(matches)[programme.intakeSetting],
      eligibility: text(programme.eligibility),
    }),
    path: `/academics/${programme.slug}`,
  }));
};

export default function ProgrammePage({ loaderData }: Route.ComponentProps) {
  const programme = programmeFor(loaderData.slug);
  const { syllabusUpdate } = loaderData;
  const t = useT();
  const text = useEnglishKeyed();
  const menuText = useMenuText();
  const localePath = useLocalePath();
  const name = menuText(programme.name);
  const fullName = text(programme.fullName);
  const syllabusTitle = t("programme.syllabus", { name });
  const intake = useSiteSettings()[programme.intakeSetting];
  const facts = [
    { label: t("programme.duration"), value: text(programme.duration) },
    { label: t("programme.intake"), value: t("programme.seatsPerYear", { seats: intake }) },
    { label: t("programme.eligibility"), value: text(programme.eligibility) },
    { label: t("programme.admission"), value: text(programme.admissionMode) },
    { label: t("programme.affiliation"), value: text(programme.affiliation) },
  ];
  return (
    <>
      <PageHeader
        title={`${programme.name} — ${programme.fullName}`}
        trail={[{ label: "Academics", to: "/academics" }]}
        intro={t("programme.intro", { duration: text(programme.duration), seats: intake, affiliation: text(programme.affiliation) })}
      >
        {syllabusUpdate !== null && (
          <>
            <PdfDownloadButton file={programme.syllabusPdf}>{t("programme.download")}</PdfDownloadButton>
            <WhatsAppShareLink title={`${syllabusTitle} — ${fullName}`} file={programme.syllabusPdf} />
            <DocumentUpdatedOn update={syllabusUpdate} />
          </>
        )}
      </PageHeader>

      <div className="container-page py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:gap-14">
          <section aria-labelledby="about-programme" className="max-w-prose">
            <h2 id="about-programme" className="text-2xl font-semibold sm:text-3xl">
              {t("programme.about")}
            </h2>
            <p className="mt-5 leading-relaxed text-ink/90 sm:text-lg">{text(programme.overview)}</p>
          </section>
          <section aria-labelledby="programme-facts" className="card self-start p-6">
            <h2 id="programme-facts" className="text-xl font-semibold">
              {t("programme.facts")}
            </h2>
            <dl className="mt-4 divide-y divide-line">
              {facts.map((fact) => (
                <div key={fact.label} className="py-3">
                  <dt className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{fact.label}</dt>
                  <dd className="mt-1 text-sm text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <Link to={localePath("/apply-now")} className="btn-accent mt-5 w-full">
              {t("programme.apply", { name })}
            </Link>
          </section>
        </div>

        <section aria-labelledby="subjects" className="mt-14">
          <h2 id="subjects" className="text-2xl font-semibold sm:text-3xl">
            {t("programme.subjects")}
          </h2>
          <ol className={`mt-6 grid gap-5 sm:grid-cols-2 ${programme.subjectsByYear.length > 2 ? "xl:grid-cols-4" : ""}`}>
            {programme.subjectsByYear.map((year) => (
              <li key={year.year} className="card p-6">
                <h3 className="font-sans text-base font-semibold tracking-normal text-brand-800">{text(year.year)}</h3>
                <ul className="mt-3 space-y-2 text-sm text-ink/90">
                  {year.subjects.map((subject) => (
                    <li key={subject} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500" />
                      {text(subject)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="syllabus" className="mt-14">
          <h2 id="syllabus" className="text-2xl font-semibold sm:text-3xl">
            {syllabusTitle}
          </h2>
          <div className="mt-6">
            <PdfViewer key={programme.syllabusPdf} file={programme.syllabusPdf} title={syllabusTitle} available={syllabusUpdate !== null} noun={t("programme.syllabusNoun")} />
          </div>
        </section>
      </div>
    </>
  );
}
