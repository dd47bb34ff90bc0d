import { randomBytes } from "node:crypto";
import { and, eq, ne, or, sql } from "drizzle-orm";
import { isPublicId, profileIdTaken } from "../../../common/person.schema";
import { slugifyName } from "../../../common/text";
import type { CollectionHooks } from "../../platform/collections/collection-service";
import { columnOf, type CollectionRepository } from "../../platform/collections/collection-repository";
import type { CollectionTable } from "../../platform/collections/collection-table";
import { isRecordId } from "../../platform/db/record-id";
import { conflict } from "../../platform/http/http-error";

/** Whoever has, or had before a rename, this profile id. */
const holderOf = (table: CollectionTable, publicId: string) =>
  or(eq(columnOf(table, "id"), publicId), sql`${publicId} = any(${columnOf(table, "formerPublicIds")})`)!;

/** Whether someone other than `exceptId` has or had this profile id: old links must keep leading to them. */
async function isTaken(repository: CollectionRepository, publicId: string, exceptId?: string): Promise<boolean> {
  const someoneElse = exceptId === undefined ? undefined : ne(columnOf(repository.table, "_id"), exceptId);
  return (await repository.findWhere(and(holderOf(repository.table, publicId), someoneElse)!, "staff")) !== null;
}

/**
 * The rules faculty and non-teaching staff share (docs/decisions/0004-stable-profile-ids.md):
 * - a person is named in a path by `_id`, by profile id, or by a profile id they had before;
 * - a new person gets a readable profile id made from their name ("asha-patil-3f9a", the random
 *   part keeping namesakes apart; `slugFallback` where the name has no Latin letters), and the
 *   Sr. No. one past the number of people unless the clerk gives one;
 * - an edit keeps the Sr. No. and the profile id unless it gives them; a profile id that differs
 *   renames it, the old one kept among the former ids, and one that someone else has or had is a
 *   409; an `id` shaped like a record's uuid is a client sending `_id` back (the original one does
 *   on every edit), never a rename.
 * A replaced or deleted photo goes with the collection's `pictures` ability.
 */
export function peopleHooks({ slugFallback }: { slugFallback: string }): CollectionHooks {
  async function newPublicId(repository: CollectionRepository, name: string): Promise<string> {
    const slug = slugifyName(name) || slugFallback;
    for (let attempt = 0; ; attempt++) {
      // Namesakes are rare; after a few clashes a longer suffix makes another one practically impossible.
      const candidate = `${slug}-${randomBytes(attempt < 5 ? 2 : 6).toString("hex")}`;
      if (!(await isTaken(repository, candidate))) return candidate;
    }
  }

  return {
    isRecordName: (name) => isRecordId(name) || isPublicId(name),
    findByName: (table, name) => (isPublicId(name) ? holderOf(table, name) : undefined),

    async prepareCreate(input, { repository }) {
      const { id: _chosen, srNo, ...fields } = input;
      return {
        ...fields,
        id: await newPublicId(repository, String(fields.name)),
        srNo: srNo ?? sql`(select count(*) + 1 from ${repository.table})`,
      };
    },

    async prepareUpdate(existing, input, { repository }) {
      const { id: requested, srNo, ...fields } = input;
      const values = { ...fields, srNo: srNo ?? existing.srNo };
      const renamed = typeof requested === "string" && requested !== existing.id && !isRecordId(requested) ? requested : undefined;
      if (!renamed) return values;
      if (await isTaken(repository, renamed, existing._id)) throw conflict(profileIdTaken(renamed));
      const { table } = repository;
      // The current id joins the former ones (the update reads the row as it was); taking back a former id of one's own removes it from them.
      const formerPublicIds = sql`array_append(array_remove(${columnOf(table, "formerPublicIds")}, ${renamed}), ${columnOf(table, "id")})`;
      return { ...values, id: renamed, formerPublicIds };
    },
  };
}
