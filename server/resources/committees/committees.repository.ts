import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { isCommitteeSlug, withMemberTwins, type Committee, type CommitteeMove } from "../../../common/committee.schema";
import type { Database } from "../../platform/db/database-type";
import { isRecordId } from "../../platform/db/record-id";
import { committees } from "../../platform/db/schema";
import { isUniqueViolation } from "../../platform/db/unique-violation";

/** Another committee already has this slug (the database's unique index said so). */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super("slug already used by another committee");
  }
}

export type CommitteeValues = Omit<Committee, "_id">;

type Row = typeof committees.$inferSelect;

const toCommittee = (row: Row): Committee => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  shortName: row.shortName,
  description: row.description,
  nameMr: row.nameMr,
  descriptionMr: row.descriptionMr,
  members: row.members.map(withMemberTwins),
});

const displayOrder = [asc(committees.sortOrder), asc(committees.createdAt), asc(committees.id)];

/** Rows that answer to `slug` now, or did before a rename. */
const answersTo = (slug: string) => or(eq(committees.slug, slug), sql`${slug} = any(${committees.formerSlugs})`);

async function translateUniqueViolation<T>(slug: string, query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError(slug);
    throw error;
  }
}

export function createCommitteesRepository(db: Database) {
  return {
    async listCommittees(): Promise<Committee[]> {
      const rows = await db.select().from(committees).orderBy(...displayOrder);
      return rows.map(toCommittee);
    },

    async findCommittee(id: string): Promise<Committee | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.select().from(committees).where(eq(committees.id, id));
      return row ? toCommittee(row) : null;
    },

    /** By its current slug, or else by one it had before a rename; null when none answers to it. */
    async findCommitteeBySlug(slug: string): Promise<Committee | null> {
      // Other text (a NUL, which PostgreSQL refuses in text) names no committee; asking would only fail.
      if (!isCommitteeSlug(slug)) return null;
      const rows = await db.select().from(committees).where(answersTo(slug)).limit(2);
      const row = rows.find((candidate) => candidate.slug === slug) ?? rows[0];
      return row ? toCommittee(row) : null;
    },

    /** Whether another committee has, or had, this slug (its old page address must keep leading to it). */
    async isSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: committees.id })
        .from(committees)
        .where(exceptId ? and(answersTo(slug), ne(committees.id, exceptId)) : answersTo(slug))
        .limit(1);
      return rows.length > 0;
    },

    /** Placed last in the display order. Throws SlugTakenError when the slug is taken. */
    async insertCommittee(values: CommitteeValues): Promise<Committee> {
      const sortOrder = sql<number>`(select coalesce(max(${committees.sortOrder}), 0) + 1 from ${committees})`;
      const [row] = await translateUniqueViolation(values.slug, db.insert(committees).values({ ...values, sortOrder }).returning());
      return toCommittee(row!);
    },

    /**
     * Replaces the committee's fields and members. A new slug keeps the current one among the
     * former slugs. null when there is no such committee; throws SlugTakenError when the slug is taken.
     */
    async updateCommittee(id: string, values: CommitteeValues): Promise<Committee | null> {
      if (!isRecordId(id)) return null;
      const { slug } = values;
      // SET sees the row as it was, so `slug` on the right is the current one.
      const formerSlugs = sql`case when ${committees.slug} = ${slug} then ${committees.formerSlugs}
        else array_append(array_remove(${committees.formerSlugs}, ${slug}), ${committees.slug}) end`;
      const [row] = await translateUniqueViolation(
        slug,
        db.update(committees).set({ ...values, formerSlugs }).where(eq(committees.id, id)).returning(),
      );
      return row ? toCommittee(row) : null;
    },

    async deleteCommittee(id: string): Promise<boolean> {
      if (!isRecordId(id)) return false;
      const rows = await db.delete(committees).where(eq(committees.id, id)).returning({ id: committees.id });
      return rows.length > 0;
    },

    /**
     * Swaps a committee with its neighbour in the display order (at an end it stays put) and
     * numbers the whole list afresh. The rows are locked first, so two moves at once take turns.
     * null when there is no such committee.
     */
    async moveCommittee(id: string, direction: CommitteeMove["direction"]): Promise<Committee | null> {
      if (!isRecordId(id)) return null;
      return db.transaction(async (tx) => {
        const order = await tx.select({ id: committees.id, sortOrder: committees.sortOrder }).from(committees).orderBy(...displayOrder).for("update");
        const from = order.findIndex((row) => row.id === id);
        if (from === -1) return null;
        const to = direction === "up" ? from - 1 : from + 1;
        if (to >= 0 && to < order.length) [order[from], order[to]] = [order[to]!, order[from]!];
        for (const [index, row] of order.entries()) {
          if (row.sortOrder !== index + 1) await tx.update(committees).set({ sortOrder: index + 1 }).where(eq(committees.id, row.id));
        }
        const [moved] = await tx.select().from(committees).where(eq(committees.id, id));
        return toCommittee(moved!);
      });
    },
  };
}

export type CommitteesRepository = ReturnType<typeof createCommitteesRepository>;
