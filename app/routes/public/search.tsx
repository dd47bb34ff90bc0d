import { Form, Link } from "react-router";
import { searchPagePath, SEARCH_QUERY_LENGTH, type SearchKind, type SearchResult } from "../../../common/search";
import { markWords } from "../../../common/search-words";
import { SectionState } from "../../components/home/section-state";
import { PageHeader } from "../../components/page-header";
import { SearchIcon } from "../../components/ui/icons";
import { useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { pageMeta } from "../../lib/seo";
import { searchPageFor, type SearchPage } from "../../lib/site-search.server";
import type { Route } from "./+types/search";

/**
 * The site search, `/search?q=` (and under /mr): a GET form whose results are rendered on the
 * server, so it works before the page's script runs or without one. A query is no secret, and its
 * address can be shared or kept.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, messages } = messagesFor(request, "search");
  const q = new URL(request.url).searchParams.get("q");
  const page = await searchPageFor(context.services, q, locale, context.reportLoadError);
  return { page, messages };
}

/**
 * Never indexed, and never kept by the shared response cache: every query is an address of its
 * own, and keeping them would push the site's real pages out of it.
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-cache", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => [
  ...pageMeta({ matches, location }, (t) => {
    const query = loaderData?.page.query;
    return {
      title: query ? t("search.titleFor", { query }) : t("search.title"),
      description: t("search.description", { college: t("institution.collegeName") }),
      path: searchPagePath,
    };
  }),
  { name: "robots", content: "noindex" },
];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader title={t("search.title")} intro={page.state === "ask" ? t("search.intro") : undefined} />
      <div className="container-page py-8 sm:py-12">
        <div className="max-w-3xl">
          <SearchForm query={page.query} />
          <Answer page={page} />
        </div>
      </div>
    </>
  );
}

/** The page's own form: the query as asked, to change it. Keyed by the query, so a new search shows its own words. */
function SearchForm({ query }: { query: string }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Form key={query} role="search" aria-label={t("search.form")} method="get" action={localePath(searchPagePath)}>
      <label htmlFor="search-page-query" className="field-label">
        {t("search.label")}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="search-page-query"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_LENGTH.max}
          enterKeyHint="search"
          className="field-input min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary shrink-0">
          <SearchIcon className="h-5 w-5" />
          {t("search.button")}
        </button>
      </div>
    </Form>
  );
}

function Answer({ page }: { page: SearchPage }) {
  const t = useT();
  switch (page.state) {
    case "ask":
      return null;
    case "tooShort":
    case "tooLong":
      return (
        <p role="status" className="mt-4 font-medium text-brand-900">
          {t(page.state === "tooShort" ? "search.tooShort" : "search.tooLong")}
        </p>
      );
    case "failed":
      return <SectionState kind="error" message={t("search.failed")} className="mt-6" />;
    case "found":
      return page.total === 0 ? <NothingFound query={page.query} /> : <Results {...page} />;
  }
}

function Results({ query, total, results, words }: { query: string; total: number; results: SearchResult[]; words: string[] }) {
  const t = useT();
  return (
    <section aria-labelledby="search-results" className="mt-8">
      <h2 id="search-results" className="text-lg font-semibold text-brand-900">
        {t("search.count", { count: total, query })}
      </h2>
      {total > results.length && <p className="mt-1 text-sm text-muted">{t("search.shown", { shown: results.length })}</p>}
      <ol className="mt-5 space-y-4">
        {results.map((result) => (
          <li key={`${result.kind} ${result.path} ${result.title}`}>
            <ResultCard result={result} words={words} />
          </li>
        ))}
      </ol>
    </section>
  );
}

const kindKey = (kind: SearchKind) => `search.kind.${kind}` as const;

function ResultCard({ result, words }: { result: SearchResult; words: string[] }) {
  const t = useT();
  return (
    <article className="card p-4 sm:p-5">
      <p className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{t(kindKey(result.kind))}</p>
      <h3 className="mt-1 text-lg leading-snug font-semibold break-words">
        <Link to={result.path} className="text-brand-800 underline-offset-4 hover:underline">
          <Marked text={result.title} words={words} />
        </Link>
      </h3>
      {result.snippet && (
        <p className="mt-1.5 text-sm leading-relaxed break-words text-muted sm:text-base">
          <Marked text={result.snippet} words={words} />
        </p>
      )}
    </article>
  );
}

/** A text with the words the search found in `<mark>`. */
function Marked({ text, words }: { text: string; words: readonly string[] }) {
  return markWords(text, words).map((piece, index) =>
    piece.marked ? (
      <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-inherit">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

/** The pages most families come for, offered when nothing was found (their names are the menu's). */
const suggestions = [
  { label: "Admission Process", to: "/admissions/process" },
  { label: "Course Fees", to: "/course-fees" },
  { label: "Fee Refund Policy", to: "/admissions/refund-policy" },
  { label: "Notices", to: "/notices" },
  { label: "Faculty", to: "/management/faculty" },
  { label: "FAQs", to: "/faqs" },
] as const;

function NothingFound({ query }: { query: string }) {
  const t = useT();
  const menuText = useMenuText();
  const localePath = useLocalePath();
  return (
    <section className="mt-8 rounded-card border border-dashed border-line bg-surface px-5 py-8 sm:px-8">
      {/* Said as it appears, by a screen reader too (a heading may not be a status itself). */}
      <div role="status">
        <h2 className="text-lg font-semibold break-words text-brand-900">{t("search.none", { query })}</h2>
      </div>
      <p className="mt-2 text-muted">{t("search.tryAgain")}</p>
      <h3 className="sr-only">{t("search.suggestions")}</h3>
      <ul className="mt-5 flex flex-wrap gap-2">
        {suggestions.map((link) => (
          <li key={link.to}>
            <Link
              to={localePath(link.to)}
              className="inline-flex min-h-11 items-center rounded-full bg-paper px-4 text-sm font-semibold text-brand-800 ring-1 ring-line hover:bg-brand-50 hover:ring-brand-300"
            >
              {menuText(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
