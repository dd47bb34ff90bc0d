/** The site search: its addresses, its limits and its answers (the query's schema is in search.schema.ts). */

/** `GET /api/search?q=&lang=en|mr&limit=`: the site search, open to everyone. */
export const searchApiPath = "/api/search";

/** The public pages of the search (also under /mr). */
export const searchPagePath = "/search";

/** What a result can be. */
export const SEARCH_KINDS = ["page", "news", "notice", "event", "faculty", "staff", "committee", "document"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_QUERY_LENGTH = { min: 2, max: 100 } as const;
export const SEARCH_LIMIT = { min: 1, max: 50, default: 20 } as const;

/** One result: what it is, its title and a snippet around the first word found, in the asked language, and the page it is on. */
export type SearchResult = { kind: SearchKind; title: string; snippet: string; path: string };

/** `total` counts every match; `results` are the first `limit` of them, the best first. */
export type SearchAnswer = { query: string; total: number; results: SearchResult[] };
