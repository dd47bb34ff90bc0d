import { z } from "./zod";
import { hasControlCharacter } from "./fields";

/** `GET /api/search?q=&lang=en|mr&limit=`: the site search, open to everyone. */
export const searchApiPath = "/api/search";

/** The public pages of the search (also under /mr). */
export const searchPagePath = "/search";

/** What a result can be. */
export const SEARCH_KINDS = ["page", "news", "notice", "event", "faculty", "staff", "committee", "document"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_QUERY_LENGTH = { min: 2, max: 100 } as const;
export const SEARCH_LIMIT = { min: 1, max: 50, default: 20 } as const;

const queryLabel = "Search (q)";
const limitMessage = `Limit must be a whole number from ${SEARCH_LIMIT.min} to ${SEARCH_LIMIT.max}`;

/** What a search asks, as its query string gives it: `q` trimmed, the results' language and how many. */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: `${queryLabel} is required` })
    .trim()
    .min(SEARCH_QUERY_LENGTH.min, { error: `${queryLabel} must be at least ${SEARCH_QUERY_LENGTH.min} characters`, abort: true })
    .max(SEARCH_QUERY_LENGTH.max, { error: `${queryLabel} must be at most ${SEARCH_QUERY_LENGTH.max} characters`, abort: true })
    .refine((value) => !hasControlCharacter(value), `${queryLabel} contains a character that is not allowed`),
  lang: z.enum(["en", "mr"], { error: "Language (lang) must be en or mr" }).optional().default("en"),
  limit: z
    .string({ error: limitMessage })
    .regex(/^\d{1,3}$/, limitMessage)
    .transform(Number)
    .pipe(z.number().min(SEARCH_LIMIT.min, limitMessage).max(SEARCH_LIMIT.max, limitMessage))
    .optional()
    .default(SEARCH_LIMIT.default),
});
export type SearchQuery = z.output<typeof SearchQuerySchema>;

/** One result: what it is, its title and a snippet around the first word found, in the asked language, and the page it is on. */
export type SearchResult = { kind: SearchKind; title: string; snippet: string; path: string };

/** `total` counts every match; `results` are the first `limit` of them, the best first. */
export type SearchAnswer = { query: string; total: number; results: SearchResult[] };
