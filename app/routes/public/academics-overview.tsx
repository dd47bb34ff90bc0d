import { Link } from "react-router";
import { programmes } from "../../../content/programmes";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { factsOf, readPage, splitIntro } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/academics-overview";

/**
 * The page's record (`academics-overview`): an introduction, "How we teach", then a section per
 * department beside it. Each programme's card takes its full name, duration and affiliation from
 * that programme's own record (the title after its dash, the first and last of its facts).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [words, ...programmeWords] = await Promise.all([
    readPage(context, request, "academics-overview"),
    ...programmes.map((programme) => readPage(context, request, programme.key)),
  ]);
  const { intro, rest } = splitIntro(words.sections);
  const [teaching, ...departments] = rest;
  return {
    title: words.title,
    intro: intro && words.html(intro.body),
    teaching: teaching ? { heading: teaching.heading, html: words.html(teaching.body) } : null,
    departments: departments.map((section) => ({ name: section.heading, html: words.html(section.body) })),
    programmes: programmes.map((programme, index) => {
      const record = programmeWords[index]!;
      const facts = record.sections.map((section) => factsOf(record, section.body).facts).find((each) => each.length > 0) ?? [];
      return {
        slug: programme.slug,
        name: programme.name,
        intakeSetting: programme.intakeSetting,
        fullName: record.title.split(" — ").slice(1).join(" — ") || record.title,
        duration: facts[0]?.html ?? null,
        affiliation: facts.length > 1 ? facts.at(-1)!.html : null,
      };
    }),
    ...messagesFor(request, "academics"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location }, (t) => ({
        title: loaderData.title,
        description: t("overview.description", { college: t("institution.collegeName") }),
        path: "/academics/overview",
      }))
    : [];

export default function AcademicsOverview({ loaderData }: Route.ComponentProps) {
  const { title, intro, teaching, departments } = loaderData;
  const t = useT();
  const menuText = useMenuText();
  const localePath = useLocalePath();
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader title={title} trail={[{ label: "Academics", to: "/academics" }]} intro={intro && <MarkdownHtml html={intro} className="space-y-3" />} />
      <div className="container-page py-12 sm:py-16">
        <section aria-labelledby="programmes-heading">
          <h2 id="programmes-heading" className="text-2xl font-semibold sm:text-3xl">
            {t("overview.programmes")}
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-2">
            {loaderData.programmes.map((programme) => (
              <li key={programme.slug} className="card flex flex-col p-6 sm:p-7">
                <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{programme.fullName}</p>
                <h3 className="mt-1 text-2xl font-semibold">{menuText(programme.name)}</h3>
                <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                  <div className="rounded-lg bg-brand-50 px-3 py-2.5">
                    <dt className="text-muted">{t("programme.duration")}</dt>
                    <dd className="font-semibold text-brand-900">{programme.duration && <MarkdownHtml as="span" html={programme.duration} />}</dd>
                  </div>
                  <div className="rounded-lg bg-brand-50 px-3 py-2.5">
                    <dt className="text-muted">{t("programme.intake")}</dt>
                    <dd className="font-semibold text-brand-900">{t("overview.seats", { seats: settings[programme.intakeSetting] })}</dd>
                  </div>
                </dl>
                {programme.affiliation && (
                  <p className="mt-4 text-sm leading-relaxed text-muted">
                    <MarkdownHtml as="span" html={programme.affiliation} />
                  </p>
                )}
                <Link to={localePath(`/academics/${programme.slug}`)} className="btn-primary mt-6 self-start">
                  {t("overview.details", { name: menuText(programme.name) })}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-we-teach" className="mt-14 grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="max-w-prose">
            {teaching?.heading && (
              <h2 id="how-we-teach" className="text-2xl font-semibold sm:text-3xl">
                {teaching.heading}
              </h2>
            )}
            {teaching && <MarkdownHtml html={teaching.html} className="mt-5 space-y-5 leading-relaxed text-ink/90 sm:text-lg" />}
          </div>
          <aside aria-labelledby="departments-heading" className="card self-start p-6">
            <h2 id="departments-heading" className="text-xl font-semibold">
              {t("overview.departments")}
            </h2>
            <ul className="mt-4 space-y-3">
              {departments.map((department, index) => (
                <li key={index} className="border-l-4 border-accent-400 pl-3">
                  <p className="font-semibold text-brand-900">{department.name}</p>
                  <MarkdownHtml html={department.html} className="space-y-2 text-sm text-muted" />
                </li>
              ))}
            </ul>
            <Link to={localePath("/academics/academic-calendar")} className="btn-outline mt-6 w-full">
              {t("overview.calendar")}
            </Link>
          </aside>
        </section>
      </div>
    </>
  );
}
