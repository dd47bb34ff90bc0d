import { and, asc, desc, eq, isNotNull, lte, min, sql } from "drizzle-orm";
import type { PageSection, PageUpdate } from "../../../common/page.schema";
import type { Database } from "../../platform/db/database-type";
import { isRecordId } from "../../platform/db/record-id";
import { pageDrafts, pages, pageVersions } from "../../platform/db/schema";

/** A page's words as stored, with when and by whom they were saved (null: the words it started with). */
export type PageRow = typeof pages.$inferSelect;

/** A page's next words, saved beside the current ones. */
export type DraftRow = typeof pageDrafts.$inferSelect;

/** An earlier state of a page, as the versions list names it. */
export type VersionRow = { id: string; savedAt: Date; savedBy: string | null };

/** A page's first words, stored once. */
export type NewPage = { key: string; title: string; titleMr: string; sections: PageSection[] };

export function createCollegePagesRepository(db: Database) {
  /**
   * Inside `work`'s transaction the page's row is locked, so saves and restores of one page run
   * one after another and each keeps exactly the state it replaced as a version. null when the
   * page has no row.
   */
  function withPageLocked<Result>(key: string, work: (tx: Database) => Promise<Result | null>): Promise<Result | null> {
    return db.transaction(async (tx) => {
      const [locked] = await tx.select({ key: pages.key }).from(pages).where(eq(pages.key, key)).for("update");
      return locked ? work(tx as unknown as Database) : null;
    });
  }

  /**
   * Keeps the page's current state as a version: its words, and when and by whom they had been
   * saved. Copied inside the database, so `savedAt` keeps its full precision (versions are
   * ordered by it).
   */
  async function keepCurrentAsVersion(tx: Database, key: string): Promise<void> {
    await tx.insert(pageVersions).select(
      tx
        .select({
          id: sql<string>`gen_random_uuid()`.as("id"),
          pageKey: pages.key,
          title: pages.title,
          titleMr: pages.titleMr,
          sections: pages.sections,
          savedAt: pages.updatedAt,
          savedBy: pages.updatedBy,
          // The time of this statement, taken under the page's lock: now() is when the transaction
          // began, and of two saves waiting on each other the later one may have begun first.
          replacedAt: sql<Date>`clock_timestamp()`.as("replaced_at"),
        })
        .from(pages)
        .where(eq(pages.key, key)),
    );
  }

  /** Makes `words` the page's current state, saved now by `savedBy`. */
  async function replaceWords(tx: Database, key: string, words: PageUpdate, savedBy: string): Promise<PageRow | null> {
    const [row] = await tx
      .update(pages)
      .set({
        title: words.title,
        titleMr: words.titleMr,
        sections: words.sections,
        updatedAt: sql`clock_timestamp()`,
        updatedBy: savedBy,
      })
      .where(eq(pages.key, key))
      .returning();
    return row ?? null;
  }

  return {
    async listPages(): Promise<PageRow[]> {
      return db.select().from(pages).orderBy(asc(pages.key));
    },

    /** null when the page has no row. */
    async findPage(key: string): Promise<PageRow | null> {
      const [row] = await db.select().from(pages).where(eq(pages.key, key));
      return row ?? null;
    },

    /** Stores each page that has no row yet; a page already stored is never touched. Answers the keys of those stored. */
    async insertPagesIfMissing(newPages: NewPage[]): Promise<string[]> {
      if (newPages.length === 0) return [];
      const stored = await db
        .insert(pages)
        .values(newPages.map((page) => ({ ...page, updatedBy: null })))
        .onConflictDoNothing({ target: pages.key })
        .returning({ key: pages.key });
      return stored.map(({ key }) => key);
    },

    /**
     * Puts `now` in the place of `field` in each of the page's sections where that field is exactly
     * `was`, touching nothing else of the page; a page without such a section stays as it is.
     */
    async replaceSectionText(key: string, field: "body" | "bodyMr", was: string, now: string): Promise<void> {
      await db
        .update(pages)
        .set({
          sections: sql`(
            select jsonb_agg(case when section ->> ${field}::text = ${was}::text then jsonb_set(section, array[${field}::text], to_jsonb(${now}::text)) else section end order by position)
            from jsonb_array_elements(${pages.sections}) with ordinality as each_section(section, position))`,
          })
        .where(and(eq(pages.key, key), sql`${pages.sections} @> ${JSON.stringify([{ [field]: was }])}::jsonb`));
    },

    /** Replaces the page's words, keeping those it had as a version; null when the page has no row. */
    savePage(key: string, words: PageUpdate, savedBy: string): Promise<PageRow | null> {
      return withPageLocked(key, async (tx) => {
        await keepCurrentAsVersion(tx, key);
        return replaceWords(tx, key, words, savedBy);
      });
    },

    /** The page's earlier states, the most recently replaced first. */
    async listVersions(key: string): Promise<VersionRow[]> {
      return db
        .select({ id: pageVersions.id, savedAt: pageVersions.savedAt, savedBy: pageVersions.savedBy })
        .from(pageVersions)
        .where(eq(pageVersions.pageKey, key))
        // Two replacements within one millisecond: the later one replaced the state saved later.
        .orderBy(desc(pageVersions.replacedAt), desc(pageVersions.savedAt), desc(pageVersions.id));
    },

    /**
     * Makes an earlier version's words current again (saved now by `restoredBy`), keeping the
     * state they replace as a version; null when the page has no such version (or no row).
     */
    restoreVersion(key: string, versionId: string, restoredBy: string): Promise<PageRow | null> {
      if (!isRecordId(versionId)) return Promise.resolve(null);
      return withPageLocked(key, async (tx) => {
        const [version] = await tx
          .select({ title: pageVersions.title, titleMr: pageVersions.titleMr, sections: pageVersions.sections })
          .from(pageVersions)
          .where(and(eq(pageVersions.id, versionId), eq(pageVersions.pageKey, key)));
        if (!version) return null;
        await keepCurrentAsVersion(tx, key);
        return replaceWords(tx, key, version, restoredBy);
      });
    },

    /** The page's draft; null when it has none. */
    async findDraft(key: string): Promise<DraftRow | null> {
      const [row] = await db.select().from(pageDrafts).where(eq(pageDrafts.pageKey, key));
      return row ?? null;
    },

    /**
     * Stores `words` as the page's draft, saved now by `savedBy`, in the place of any draft it had.
     * A draft saved again is a draft again: a publication time it had is dropped, so words still
     * being written never go public by an earlier schedule.
     */
    async saveDraft(key: string, words: PageUpdate, savedBy: string): Promise<DraftRow> {
      const values = { title: words.title, titleMr: words.titleMr, sections: words.sections, savedAt: sql`clock_timestamp()`, savedBy, publishAt: null, scheduledBy: null };
      const [row] = await db
        .insert(pageDrafts)
        .values({ pageKey: key, ...values })
        .onConflictDoUpdate({ target: pageDrafts.pageKey, set: values })
        .returning();
      return row!;
    },

    /** Sets the time the draft becomes the page, asked by `scheduledBy`; null when the page has no draft. */
    async scheduleDraft(key: string, publishAt: Date, scheduledBy: string): Promise<DraftRow | null> {
      const [row] = await db.update(pageDrafts).set({ publishAt, scheduledBy }).where(eq(pageDrafts.pageKey, key)).returning();
      return row ?? null;
    },

    /** Removes the page's draft; null when it had none. */
    async discardDraft(key: string): Promise<DraftRow | null> {
      const [row] = await db.delete(pageDrafts).where(eq(pageDrafts.pageKey, key)).returning();
      return row ?? null;
    },

    /**
     * Makes the draft the page's words, keeping those it replaces as a version, and removes the
     * draft, all under the page's lock. With `dueBy`, only a draft scheduled for then or earlier is
     * published, by the one who scheduled it (otherwise by `publishedBy`): of several instances
     * publishing the same due draft, the first takes it and the others find none. null when there
     * is no such draft.
     */
    publishDraft(key: string, { publishedBy, dueBy }: { publishedBy?: string; dueBy?: Date }): Promise<{ page: PageRow; draft: DraftRow } | null> {
      return withPageLocked(key, async (tx) => {
        const [draft] = await tx
          .delete(pageDrafts)
          .where(and(eq(pageDrafts.pageKey, key), dueBy ? lte(pageDrafts.publishAt, dueBy) : undefined))
          .returning();
        if (!draft) return null;
        await keepCurrentAsVersion(tx, key);
        const page = await replaceWords(tx, key, draft, publishedBy ?? draft.scheduledBy ?? draft.savedBy);
        return page && { page, draft };
      });
    },

    /** The pages whose drafts are scheduled for `now` or earlier. */
    async dueDrafts(now: Date): Promise<string[]> {
      const rows = await db.select({ key: pageDrafts.pageKey }).from(pageDrafts).where(lte(pageDrafts.publishAt, now));
      return rows.map((row) => row.key);
    },

    /** The earliest time a draft is scheduled for, past or to come; null when none is. */
    async nextScheduled(): Promise<Date | null> {
      const [row] = await db.select({ at: min(pageDrafts.publishAt) }).from(pageDrafts).where(isNotNull(pageDrafts.publishAt));
      return row?.at ?? null;
    },
  };
}

export type CollegePagesRepository = ReturnType<typeof createCollegePagesRepository>;
