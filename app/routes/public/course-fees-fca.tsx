import { Link } from "react-router";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { PageSections } from "../../components/page-sections";
import { useDigits, useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { blocksHtml, factsOf, listOf, readPage, splitIntro } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/course-fees-fca";

/**
 * The page's record (`course-fees-fca`): an introduction (when classes are held), the fact cards,
 * "About the course" (ending with who awards it, `**Awarded by:** …`, shown in its own box), the
 * modules (a numbered list) and where fellows work (a list); any further section follows them.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const words = await readPage(context, request, "course-fees-fca");
  const { intro, rest } = splitIntro(words.sections);
  const [factsSection, about, modules, careers, ...more] = rest;
  const aboutBlocks = about ? words.blocks(about.body) : [];
  const last = aboutBlocks.at(-1);
  const awardedBy = last?.kind === "paragraph" && last.fact && aboutBlocks.length > 1 ? last.fact : null;
  return {
    title: words.title,
    intro: intro && words.html(intro.body),
    facts: factsSection ? { heading: factsSection.heading, ...factsOf(words, factsSection.body) } : null,
    about: about ? { heading: about.heading, html: blocksHtml(awardedBy ? aboutBlocks.slice(0, -1) : aboutBlocks), awardedBy } : null,
    modules: modules ? { heading: modules.heading, ...listOf(words, modules.body) } : null,
    careers: careers ? { heading: careers.heading, ...listOf(words, careers.body) } : null,
    more: more.map(words.shown),
    ...messagesFor(request, "admissions"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location }, (t) => ({
        title: loaderData.title,
        description: t("fca.description", {
          // The course's name without its abbreviation in brackets.
          name: loaderData.title.replace(/\s*\([^)]*\)$/, ""),
          college: t("institution.collegeName"),
          duration: loaderData.facts?.facts[0]?.text ?? "",
          intake: loaderData.facts?.facts[1]?.text ?? "",
        }),
        path: "/course-fees/fca",
      }))
    : [];

export default function CourseFeesFca({ loaderData }: Route.ComponentProps) {
  const { title, intro, facts, about, modules, careers, more } = loaderData;
  const t = useT();
  const localePath = useLocalePath();
  const digits = useDigits();
  return (
    <>
      <PageHeader title={title} trail={[{ label: "Course Fees", to: "/course-fees" }]} intro={intro && <MarkdownHtml html={intro} className="space-y-3" />} />
      <div className="container-page py-12 sm:py-16">
        {facts && (
          <>
            {facts.heading && <h2 className="mb-4 text-2xl font-semibold">{facts.heading}</h2>}
            <MarkdownHtml html={facts.lead} className="mb-4 space-y-3 empty:hidden" />
            <dl className="grid gap-4 sm:grid-cols-3">
              {facts.facts.map((fact, index) => (
                <div key={index} className="card p-5 sm:p-6">
                  {/* A term for every value, as a list of terms needs, empty where the editor gave the fact no label. */}
                  <dt className="text-xs font-semibold tracking-wider text-accent-700 uppercase empty:hidden">{fact.label}</dt>
                  <dd className="mt-2 font-display text-xl font-semibold text-brand-900 sm:text-2xl">
                    <MarkdownHtml as="span" html={fact.html} />
                  </dd>
                </div>
              ))}
            </dl>
            <MarkdownHtml html={facts.rest} className="mt-4 space-y-3 empty:hidden" />
          </>
        )}

        <div className="mt-14 grid gap-10 lg:grid-cols-[1fr_22rem] lg:gap-14">
          <section aria-labelledby="about-course" className="max-w-prose">
            {about?.heading && (
              <h2 id="about-course" className="text-2xl font-semibold sm:text-3xl">
                {about.heading}
              </h2>
            )}
            {about && <MarkdownHtml html={about.html} className="mt-5 space-y-5 leading-relaxed text-ink/90 sm:text-lg" />}
            {about?.awardedBy && (
              <p className="mt-6 rounded-lg bg-accent-50 px-4 py-3 text-sm text-ink ring-1 ring-accent-200">
                <strong className="font-semibold">{about.awardedBy.label}:</strong> <MarkdownHtml as="span" html={about.awardedBy.html} />
              </p>
            )}
          </section>
          {modules && (
            <section aria-labelledby="modules" className="card self-start p-6">
              {modules.heading && (
                <h2 id="modules" className="text-xl font-semibold">
                  {modules.heading}
                </h2>
              )}
              <MarkdownHtml html={modules.lead} className="mt-3 space-y-2 text-sm empty:hidden" />
              <ol className="mt-4 space-y-2.5 text-sm">
                {modules.items.map((module, index) => (
                  <li key={index} className="flex gap-3">
                    <span aria-hidden="true" className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                      {digits(index + 1)}
                    </span>
                    <MarkdownHtml as="span" html={module} className="pt-0.5" />
                  </li>
                ))}
              </ol>
              <MarkdownHtml html={modules.rest} className="mt-3 space-y-2 text-sm empty:hidden" />
            </section>
          )}
        </div>

        <section aria-labelledby="careers" className="mt-14">
          {careers?.heading && (
            <h2 id="careers" className="text-2xl font-semibold sm:text-3xl">
              {careers.heading}
            </h2>
          )}
          {careers && (
            <>
              <MarkdownHtml html={careers.lead} className="mt-3 space-y-3 empty:hidden" />
              <ul className="mt-5 flex flex-wrap gap-2.5">
                {careers.items.map((path, index) => (
                  <li key={index} className="rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
                    <MarkdownHtml as="span" html={path} />
                  </li>
                ))}
              </ul>
              <MarkdownHtml html={careers.rest} className="mt-3 space-y-3 empty:hidden" />
            </>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={localePath("/course-fees/fra")} className="btn-outline">
              {t("fca.feeStructure")}
            </Link>
            <Link to={localePath("/faqs")} className="btn-outline">
              {t("fca.faqs")}
            </Link>
          </div>
        </section>
        {more.length > 0 && (
          <div className="mt-14">
            <PageSections sections={more} idPrefix="fca-more" />
          </div>
        )}
      </div>
    </>
  );
}
