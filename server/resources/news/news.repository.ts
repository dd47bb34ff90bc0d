import { desc, eq, gte } from "drizzle-orm";
import type { NewsItem } from "../../../common/news.schema";
import type { Database } from "../../platform/db/database-type";
import { news } from "../../platform/db/schema";
import { isRecordId } from "../../platform/db/record-id";

type NewsValues = { title: string; titleMr: string; expiryDate: string; path: string };

const toNewsItem = (row: typeof news.$inferSelect): NewsItem => ({
  _id: row.id,
  title: row.title,
  titleMr: row.titleMr,
  path: row.path,
  expiryDate: row.expiryDate,
  postedAt: row.postedAt.toISOString(),
});

export function createNewsRepository(db: Database) {
  return {
    /** Newest first; with `expiringOnOrAfter`, only items whose expiry date is that day or later. */
    async listNews({ expiringOnOrAfter }: { expiringOnOrAfter?: string } = {}): Promise<NewsItem[]> {
      const rows = await db
        .select()
        .from(news)
        .where(expiringOnOrAfter ? gte(news.expiryDate, expiringOnOrAfter) : undefined)
        .orderBy(desc(news.postedAt), desc(news.id));
      return rows.map(toNewsItem);
    },

    async insertNews(values: NewsValues & { postedAt?: Date }): Promise<NewsItem> {
      const [row] = await db.insert(news).values(values).returning();
      return toNewsItem(row!);
    },

    /** null when no item has that `_id` (PostgreSQL refuses non-uuid text for a uuid, so it is checked first). */
    async updateNews(id: string, values: NewsValues): Promise<NewsItem | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.update(news).set(values).where(eq(news.id, id)).returning();
      return row ? toNewsItem(row) : null;
    },

    /** The deleted item, or null when no item has that `_id`. */
    async deleteNews(id: string): Promise<NewsItem | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.delete(news).where(eq(news.id, id)).returning();
      return row ? toNewsItem(row) : null;
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
