import { and, desc, eq, gte, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/database-type";
import { searchEntries } from "../db/schema";
import { entryOf, SEARCH_FORMAT, type SearchDocument } from "./search-document";

/** What a search finds of one entry: enough to title it, cut its snippet and lead to its page. */
export type FoundEntry = { kind: string; title: string; titleMr: string; text: string; textMr: string; path: string };

/** Rows written at once when the index is built: well under PostgreSQL's limit of parameters in one statement. */
const ROWS_PER_INSERT = 200;

/**
 * The search index (the `search_entries` table): entries written and removed with the records
 * they stand for, and the search itself. Every write joins the caller's transaction (transaction.ts).
 */
export function createSearchIndex(db: Database) {
  async function insert(documents: SearchDocument[]) {
    for (let from = 0; from < documents.length; from += ROWS_PER_INSERT) {
      const rows = documents.slice(from, from + ROWS_PER_INSERT).map(entryOf);
      await db.insert(searchEntries).values(rows.map((row) => ({ ...row, terms: sql`${row.terms}::tsvector` })));
    }
  }

  return {
    /** Adds or replaces the entry of one document. */
    async put(document: SearchDocument): Promise<void> {
      const row = entryOf(document);
      const values = { ...row, terms: sql`${row.terms}::tsvector` };
      const { kind: _kind, recordKey: _recordKey, ...changed } = values;
      await db.insert(searchEntries).values(values).onConflictDoUpdate({ target: [searchEntries.kind, searchEntries.recordKey], set: changed });
    },

    async remove(kind: string, key: string): Promise<void> {
      await db.delete(searchEntries).where(and(eq(searchEntries.kind, kind), eq(searchEntries.recordKey, key)));
    },

    /** Replaces every entry of a kind with these documents'. */
    async replaceKind(kind: string, documents: SearchDocument[]): Promise<void> {
      await db.delete(searchEntries).where(eq(searchEntries.kind, kind));
      await insert(documents);
    },

    /** Replaces the whole index with these documents'. */
    async replaceAll(documents: SearchDocument[]): Promise<void> {
      await db.delete(searchEntries);
      await insert(documents);
    },

    /** Whether the index must be built again: it is empty (a fresh install, a restored backup) or made by another format (an upgrade). */
    async needsBuilding(): Promise<boolean> {
      const [any] = await db.select({ format: searchEntries.format }).from(searchEntries).limit(1);
      if (!any) return true;
      const [other] = await db.select({ format: searchEntries.format }).from(searchEntries).where(ne(searchEntries.format, SEARCH_FORMAT)).limit(1);
      return other !== undefined;
    },

    /**
     * The entries public at `now` (published and due, not past their last day in Kolkata, `today`)
     * that have every word of `query` (a tsquery), the best first: titles weigh above headings,
     * headings above body text (ts_rank's weights 1, 0.4 and 0.2), and `total` counts them all.
     */
    async find({ query, now, today, limit }: { query: string; now: Date; today: string; limit: number }): Promise<{ total: number; entries: FoundEntry[] }> {
      const tsquery = sql`${query}::tsquery`;
      const rank = sql`ts_rank(${searchEntries.terms}, ${tsquery})`;
      const rows = await db
        .select({
          kind: searchEntries.kind,
          title: searchEntries.title,
          titleMr: searchEntries.titleMr,
          text: searchEntries.text,
          textMr: searchEntries.textMr,
          path: searchEntries.path,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(searchEntries)
        .where(
          and(
            sql`${searchEntries.terms} @@ ${tsquery}`,
            or(isNull(searchEntries.publishAt), lte(searchEntries.publishAt, now)),
            or(isNull(searchEntries.expiresOn), gte(searchEntries.expiresOn, today)),
          ),
        )
        .orderBy(desc(rank), searchEntries.kind, searchEntries.recordKey)
        .limit(limit);
      return { total: Number(rows[0]?.total ?? 0), entries: rows.map(({ total: _total, ...entry }) => entry) };
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
