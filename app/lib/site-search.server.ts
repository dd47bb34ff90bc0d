import type { SearchResult } from "../../common/search";
import { SEARCH_QUERY_LENGTH } from "../../common/search";
import { SearchQuerySchema } from "../../common/search.schema";
import { queryWords } from "../../common/search-words";
import type { Services } from "../../server/services";
import type { Locale } from "../i18n/locale";

/**
 * What the search page shows for its address's `q`: the form alone (nothing asked yet), why a
 * query cannot be searched (too short, too long), the results with the words to mark in them, or
 * that the search failed.
 */
export type SearchPage =
  | { state: "ask"; query: "" }
  | { state: "tooShort" | "tooLong" | "failed"; query: string }
  | { state: "found"; query: string; total: number; results: SearchResult[]; words: string[] };

/** The search page's answer to `q`, by the same rules as `GET /api/search` (its schema, its service). */
export async function searchPageFor(
  services: Pick<Services, "search">,
  q: string | null,
  locale: Locale,
  reportLoadError: (message: string, error: unknown) => void,
): Promise<SearchPage> {
  const query = (q ?? "").trim();
  if (query === "") return { state: "ask", query: "" };
  if (query.length < SEARCH_QUERY_LENGTH.min) return { state: "tooShort", query };
  if (query.length > SEARCH_QUERY_LENGTH.max) return { state: "tooLong", query };
  const asked = SearchQuerySchema.safeParse({ q: query, lang: locale });
  // Within its length, the schema refuses only control characters, which nobody types: nothing has them.
  if (!asked.success) return { state: "found", query, total: 0, results: [], words: [] };
  try {
    const { total, results } = await services.search.search(asked.data);
    return { state: "found", query, total, results, words: queryWords(query) };
  } catch (error) {
    reportLoadError("Search page: the search could not be made", error);
    return { state: "failed", query };
  }
}
