import { Link } from "react-router";
import { institution } from "../../../content/institution";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { localDigits } from "../../i18n/format";
import { useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { localeOfPath } from "../../i18n/locale";
import { messagesFor } from "../../i18n/messages.server";
import { leadFigureOf, readPage, splitIntro } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import { useAdmissionsHeading } from "../../lib/site-settings";
import type { Route } from "./+types/institute-at-glance";
import { ApplyLink } from "../../components/apply-link";

/**
 * The page's record (`institute-at-glance`): an introduction, a card per fact (heading = the
 * label, body = the figure in bold, then what it means), and the last section without a heading,
 * the words of the call to apply at the foot of the page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const words = await readPage(context, request, "institute-at-glance");
  const { intro, rest } = splitIntro(words.sections);
  // The call to apply is the last section without a heading, wherever an editor has added cards.
  const callAt = rest.findLastIndex((section) => section.heading === "");
  const call = callAt >= 0 ? rest[callAt]! : null;
  const cards = rest.filter((_, index) => index !== callAt);
  return {
    title: words.title,
    intro: intro && words.html(intro.body),
    facts: cards.map((section) => ({ label: section.heading, ...leadFigureOf(words, section.body) })),
    call: call && words.html(call.body),
    ...messagesFor(request, "about"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location }, (t) => ({
        title: loaderData.title,
        description: t("glance.description", { college: t("institution.collegeName"), established: localDigits(localeOfPath(location.pathname), institution.established) }),
        path: "/about/institute-at-glance",
      }))
    : [];

/** A simple line drawing for each fact, in the order of the seeded facts; a fact added later has none. */
const factIcons: readonly React.ReactNode[] = [
  <path key="established" d="M4 21V9l8-5 8 5v12M9 21v-6h6v6M3 21h18" />,
  <path key="courses" d="M3 8l9-4 9 4-9 4zM7 10v5c0 1.5 2.2 3 5 3s5-1.5 5-3v-5M21 8v6" />,
  <path key="affiliation" d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  <path key="campus" d="M12 3c-3 4-5 6.5-5 9a5 5 0 0 0 10 0c0-2.5-2-5-5-9zM12 17v4M8 21h8" />,
  <path key="library" d="M4 5a2 2 0 0 1 2-2h5v16H6a2 2 0 0 0-2 2zM20 5a2 2 0 0 0-2-2h-5v16h5a2 2 0 0 1 2 2z" />,
  <path key="labs" d="M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.7 3h10.6a2 2 0 0 0 1.7-3l-5-9V3M7.5 14h9" />,
];

export default function InstituteAtGlance({ loaderData }: Route.ComponentProps) {
  const { title, intro, facts, call } = loaderData;
  const t = useT();
  const menuText = useMenuText();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader title={title} trail={[{ label: "About Us", to: "/about" }]} intro={intro && <MarkdownHtml html={intro} className="space-y-3" />} />
      <div className="container-page py-12 sm:py-16">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map((fact, index) => (
            <li key={index} className="card flex flex-col p-6 sm:p-7">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-700 text-white">
                <svg
                  className="h-6 w-6"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  {factIcons[index] ?? <circle cx="12" cy="12" r="8" />}
                </svg>
              </span>
              <h2 className="mt-5 font-sans text-sm font-semibold tracking-wider text-accent-700 uppercase">{fact.label}</h2>
              {fact.figure && <p className="mt-1 font-display text-3xl font-semibold text-brand-900">{fact.figure}</p>}
              <MarkdownHtml html={fact.rest} className="mt-3 space-y-3 text-sm leading-relaxed text-muted" />
            </li>
          ))}
        </ul>

        <section className="mt-14 flex flex-col items-start gap-5 rounded-card bg-brand-800 p-7 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 className="text-2xl font-semibold text-white">{useAdmissionsHeading()}</h2>
            {call && <MarkdownHtml html={call} links="inherit" className="mt-2 max-w-xl space-y-3 text-brand-100" />}
          </div>
          <div className="flex flex-wrap gap-3">
            <ApplyLink className="btn-accent">
              {t("glance.applyNow")}
            </ApplyLink>
            <Link to={localePath("/about/principals-message")} className="btn border border-white/40 text-white hover:bg-white/10">
              {menuText("Principal's Message")}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
