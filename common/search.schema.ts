import { z } from "./zod";
import { hasControlCharacter } from "./fields";
import { SEARCH_LIMIT, SEARCH_QUERY_LENGTH } from "./search";

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
