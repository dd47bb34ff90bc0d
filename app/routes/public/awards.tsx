import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { localDigits } from "../../i18n/format";
import { useLocale } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { bylineOf, readPage, splitIntro } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/awards";

/** The page's record (`awards`): an introduction, then a card per award (heading = the award, body = "year · awarded by", then what for). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const words = await readPage(context, request, "awards");
  const { intro, rest } = splitIntro(words.sections);
  return {
    title: words.title,
    intro: intro && words.html(intro.body),
    awards: rest.map((section) => {
      const { parts, rest: description } = bylineOf(words, section.body);
      return { title: section.heading, year: parts[0] ?? "", awardedBy: parts.slice(1).join(" · "), description };
    }),
    ...messagesFor(request, "campus"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location }, (t) => ({
        title: "Awards",
        description: t("awards.description", { college: t("institution.collegeName") }),
        path: "/awards",
      }))
    : [];

export default function Awards({ loaderData }: Route.ComponentProps) {
  const { title, intro, awards } = loaderData;
  const locale = useLocale();
  return (
    <>
      <PageHeader title={title} intro={intro && <MarkdownHtml html={intro} className="space-y-3" />} />
      <div className="container-page py-12 sm:py-16">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {awards.map((award, index) => (
            <li key={index} className="card relative flex flex-col overflow-hidden p-6 sm:p-7">
              <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-accent-400 to-accent-600" />
              <div className="flex items-start justify-between gap-3">
                <span className="grid h-12 w-12 place-items-center rounded-full bg-accent-100 text-accent-700">
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
                    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M9 17h6v4H9z" />
                  </svg>
                </span>
                {award.year && (
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
                    {localDigits(locale, award.year)}
                  </span>
                )}
              </div>
              <h2 className="mt-5 text-xl leading-snug font-semibold">{award.title}</h2>
              {award.awardedBy && <p className="mt-1 text-sm font-medium text-accent-700">{award.awardedBy}</p>}
              <MarkdownHtml html={award.description} className="mt-3 space-y-3 text-sm leading-relaxed text-muted" />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
