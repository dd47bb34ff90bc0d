import { data, useMatches, type MetaDescriptor } from "react-router";
import { NOT_FOUND_MARK, saysNotFound } from "../../common/not-found-page";
import { pageMeta } from "./seo";

/*
 * A page that does not exist is the same page at every address its route does not find (any
 * unknown address, a status link with a made-up token): the server renders it once per route and
 * language and sends those bytes for every such address (common/not-found-page.ts). So nothing on
 * it depends on the address: it names no canonical address, and its language switch leads to the
 * home page in the other language.
 */

/** A loader's answer for an address that names nothing: the site's 404 page. */
export function notFound<Rest extends object>(rest: Rest) {
  return data({ ...rest, [NOT_FOUND_MARK]: true as const }, { status: 404 });
}

type Matches = ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;

/** Whether the page shown is a 404: its own route (the last match) did not find what its address names. */
export function isNotFoundPage(matches: Matches): boolean {
  const page = matches.at(-1);
  return saysNotFound(page?.loaderData ?? page?.data);
}

export const useIsNotFoundPage = () => isNotFoundPage(useMatches());

/** The 404 page's title and description, the same at every address, and not for search engines. */
export const notFoundMeta = (args: { matches: Matches; location: { pathname: string } }): MetaDescriptor[] => [
  ...pageMeta(args, (t) => ({ title: t("notFound.title"), description: t("notFound.description") })),
  { name: "robots", content: "noindex" },
];
