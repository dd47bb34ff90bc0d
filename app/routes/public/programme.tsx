import { data } from "react-router";
import { findProgramme } from "../../../content/programmes";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { DocumentUpdatedOn } from "../../components/pdf/document-updated-on";
import { PdfDownloadButton } from "../../components/pdf/pdf-download-button";
import { PdfViewer } from "../../components/pdf/pdf-viewer";
import { WhatsAppShareLink } from "../../components/pdf/whatsapp-share-link";
import { useMenuText, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { documentUpdateOf } from "../../lib/document-update.server";
import { factsOf, listOf, readPage, splitIntro } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import { settingsFrom } from "../../lib/site-settings";
import type { Route } from "./+types/programme";
import { ApplyLink } from "../../components/apply-link";

/**
 * /academics/d.pharm and /academics/b.pharm: the programme is the last path segment. Its words are
 * its record (`d-pharm`, `b-pharm`): the line under the title, "About the programme", the
 * programme's facts, then a card per year (heading = the year, body = its subjects as a list).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  const programme = findProgramme(slug);
  if (!programme) throw data(null, { status: 404 });
  const [words, syllabus] = await Promise.all([
    readPage(context, request, programme.key),
    // null: the syllabus cannot be served now.
    context.services.documents.findDocument(programme.syllabusPdf),
  ]);
  const { intro, rest } = splitIntro(words.sections);
  const [about, factsSection, ...years] = rest;
  const facts = factsOf(words, factsSection?.body ?? "");
  return {
    slug: programme.slug,
    name: programme.name,
    intakeSetting: programme.intakeSetting,
    syllabusPdf: programme.syllabusPdf,
    title: words.title,
    fullName: words.title.split(" — ").slice(1).join(" — ") || words.title,
    intro: intro && words.html(intro.body),
    about: about ? { heading: about.heading, html: words.html(about.body) } : null,
    facts: factsSection ? { heading: factsSection.heading, ...facts } : null,
    years: years.map((section) => ({ year: section.heading, ...listOf(words, section.body) })),
    syllabusUpdate: documentUpdateOf(request, syllabus),
    ...messagesFor(request, "academics"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const facts = loaderData.facts?.facts ?? [];
  return pageMeta({ matches, location }, (t, menuText) => ({
    title: `${menuText(loaderData.name)} (${loaderData.fullName})`,
    description: t("programme.description", {
      fullName: loaderData.fullName,
      duration: facts[0]?.text ?? "",
      seats: settingsFrom(matches)[loaderData.intakeSetting],
      eligibility: facts[2]?.text ?? "",
    }),
    path: `/academics/${loaderData.slug}`,
  }));
};

export default function ProgrammePage({ loaderData }: Route.ComponentProps) {
  const { title, fullName, intro, about, facts, years, syllabusUpdate, syllabusPdf } = loaderData;
  const t = useT();
  const menuText = useMenuText();
  const name = menuText(loaderData.name);
  const syllabusTitle = t("programme.syllabus", { name });
  return (
    <>
      <PageHeader title={title} trail={[{ label: "Academics", to: "/academics" }]} intro={intro && <MarkdownHtml html={intro} className="space-y-3" />}>
        {syllabusUpdate !== null && (
          <>
            <PdfDownloadButton file={syllabusPdf}>{t("programme.download")}</PdfDownloadButton>
            <WhatsAppShareLink title={`${syllabusTitle} — ${fullName}`} file={syllabusPdf} />
            <DocumentUpdatedOn update={syllabusUpdate} />
          </>
        )}
      </PageHeader>

      <div className="container-page py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:gap-14">
          <section aria-labelledby="about-programme" className="max-w-prose">
            {about?.heading && (
              <h2 id="about-programme" className="text-2xl font-semibold sm:text-3xl">
                {about.heading}
              </h2>
            )}
            {about && <MarkdownHtml html={about.html} className="mt-5 space-y-5 leading-relaxed text-ink/90 sm:text-lg" />}
          </section>
          {facts && (
            <section aria-labelledby="programme-facts" className="card self-start p-6">
              <h2 id="programme-facts" className="text-xl font-semibold">
                {facts.heading}
              </h2>
              <MarkdownHtml html={facts.lead} className="mt-3 space-y-3 text-sm empty:hidden" />
              <dl className="mt-4 divide-y divide-line">
                {facts.facts.map((fact, index) => (
                  <div key={index} className="py-3">
                    {/* A term for every value, as a list of terms needs, empty where the editor gave the fact no label. */}
                    <dt className="text-xs font-semibold tracking-wider text-accent-700 uppercase empty:hidden">{fact.label}</dt>
                    <dd className="mt-1 text-sm text-ink">
                      <MarkdownHtml as="span" html={fact.html} />
                    </dd>
                  </div>
                ))}
              </dl>
              <MarkdownHtml html={facts.rest} className="mt-3 space-y-3 text-sm empty:hidden" />
              <ApplyLink className="btn-accent mt-5 w-full">
                {t("programme.apply", { name })}
              </ApplyLink>
            </section>
          )}
        </div>

        <section aria-labelledby="subjects" className="mt-14">
          <h2 id="subjects" className="text-2xl font-semibold sm:text-3xl">
            {t("programme.subjects")}
          </h2>
          <ol className={`mt-6 grid gap-5 sm:grid-cols-2 ${years.length > 2 ? "xl:grid-cols-4" : ""}`}>
            {years.map((year, index) => (
              <li key={index} className="card p-6">
                <h3 className="font-sans text-base font-semibold tracking-normal text-brand-800">{year.year}</h3>
                <MarkdownHtml html={year.lead} className="mt-3 space-y-2 text-sm text-ink/90 empty:hidden" />
                <ul className="mt-3 space-y-2 text-sm text-ink/90">
                  {year.items.map((subject, item) => (
                    <li key={item} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500" />
                      <MarkdownHtml as="span" html={subject} />
                    </li>
                  ))}
                </ul>
                <MarkdownHtml html={year.rest} className="mt-3 space-y-2 text-sm text-ink/90 empty:hidden" />
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="syllabus" className="mt-14">
          <h2 id="syllabus" className="text-2xl font-semibold sm:text-3xl">
            {syllabusTitle}
          </h2>
          <div className="mt-6">
            <PdfViewer key={syllabusPdf} file={syllabusPdf} title={syllabusTitle} available={syllabusUpdate !== null} noun={t("programme.syllabusNoun")} />
          </div>
        </section>
      </div>
    </>
  );
}
