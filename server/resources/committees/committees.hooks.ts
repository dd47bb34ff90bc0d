import { randomBytes } from "node:crypto";
import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { isCommitteeSlug, slugTakenMessage } from "../../../common/committee.collection";
import { slugifyName } from "../../../common/text";
import { columnOf } from "../../platform/collections/collection-repository";
import type { CollectionHooks, HookContext } from "../../platform/collections/collection-service";
import type { CollectionTable } from "../../platform/collections/collection-table";
import { isRecordId } from "../../platform/db/record-id";
import { conflict } from "../../platform/http/http-error";

/** Committees that answer to `slug` now, or did before a rename. */
const answersTo = (table: CollectionTable, slug: string): SQL =>
  or(eq(columnOf(table, "slug"), slug), sql`${slug} = any(${columnOf(table, "formerSlugs")})`)!;

/** A slug for a name without Latin letters (say, one written in Marathi). */
const generatedSlug = () => `committee-${randomBytes(2).toString("hex")}`;

/** Its page's address is another committee's, now or before a rename (whose old address must keep leading to it): a 409. */
async function refuseTakenSlug(slug: string, { repository }: HookContext, exceptId?: string) {
  const { table } = repository;
  const other = exceptId ? and(answersTo(table, slug), ne(columnOf(table, "_id"), exceptId))! : answersTo(table, slug);
  if (await repository.findWhere(other, "staff")) {
    throw conflict(slugTakenMessage(slug));
  }
}

/**
 * A committee is named in a path by its id or by its slug, a former one too (its page's old
 * address). A new one's slug is made from its name when none is given; an edit keeps the slug
 * unless it gives one, and the slug it leaves goes among the former ones. No committee may take
 * another's slug, current or former (409).
 */
export const committeeHooks: CollectionHooks = {
  isRecordName: (name) => isRecordId(name) || isCommitteeSlug(name),
  // Other text (a NUL, which PostgreSQL refuses in text) names no committee; asking would only fail.
  findByName: (table, name) => (isCommitteeSlug(name) ? answersTo(table, name) : undefined),

  async prepareCreate(input, context) {
    const slug = (input.slug as string | undefined) ?? (slugifyName(String(input.name)) || generatedSlug());
    await refuseTakenSlug(slug, context);
    return { ...input, slug };
  },

  async prepareUpdate(existing, input, context) {
    const slug = (input.slug as string | undefined) ?? String(existing.slug);
    await refuseTakenSlug(slug, context, existing._id);
    const { table } = context.repository;
    const [current, former] = [columnOf(table, "slug"), columnOf(table, "formerSlugs")];
    // SET sees the row as it was, so the slug on the right is the one it leaves.
    const formerSlugs = sql`case when ${current} = ${slug} then ${former} else array_append(array_remove(${former}, ${slug}), ${current}) end`;
    return { ...input, slug, formerSlugs };
  },
};
