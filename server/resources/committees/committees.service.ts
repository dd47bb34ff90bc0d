import { randomBytes } from "node:crypto";
import type { Committee, CommitteeInput, CommitteeMove } from "../../../common/committee.schema";
import { committeePath } from "../../../common/committee.resource";
import { slugifyName } from "../../../common/text";
import { conflict } from "../../platform/http/http-error";
import { SlugTakenError, type CommitteesRepository, type CommitteeValues } from "./committees.repository";

const slugTaken = (slug: string) =>
  conflict(`The web address ${committeePath(slug)} is already used by another committee. Choose another one.`);

/** A slug for a name without Latin letters (say, one written in Marathi). */
const generatedSlug = () => `committee-${randomBytes(2).toString("hex")}`;

/**
 * The college's committees, in display order. A committee keeps its slug unless one is given,
 * and a slug it had before keeps leading to it; no other committee may take such a slug (409).
 * Write operations answer null (or false) when there is no such committee.
 */
export function createCommitteesService(repository: CommitteesRepository) {
  async function save<Result>(values: CommitteeValues, write: (values: CommitteeValues) => Promise<Result>, exceptId?: string): Promise<Result> {
    if (await repository.isSlugTaken(values.slug, exceptId)) throw slugTaken(values.slug);
    try {
      return await write(values);
    } catch (error) {
      // Another write took the slug between the check and this one.
      if (error instanceof SlugTakenError) throw slugTaken(error.slug);
      throw error;
    }
  }

  return {
    listCommittees: (): Promise<Committee[]> => repository.listCommittees(),

    /** The committee whose page is /committees/<slug>, also under a slug it had before a rename. */
    findCommittee: (slug: string): Promise<Committee | null> => repository.findCommitteeBySlug(slug),

    /** The slug is made from the name when none is given. */
    createCommittee(input: CommitteeInput): Promise<Committee> {
      const { slug, ...fields } = input;
      return save({ ...fields, slug: slug ?? (slugifyName(fields.name) || generatedSlug()) }, repository.insertCommittee);
    },

    /** The members are replaced as a whole list; the slug is kept unless one is given. */
    async updateCommittee(id: string, input: CommitteeInput): Promise<Committee | null> {
      const existing = await repository.findCommittee(id);
      if (!existing) return null;
      const { slug, ...fields } = input;
      return save({ ...fields, slug: slug ?? existing.slug }, (values) => repository.updateCommittee(id, values), id);
    },

    deleteCommittee: (id: string): Promise<boolean> => repository.deleteCommittee(id),

    moveCommittee: (id: string, direction: CommitteeMove["direction"]): Promise<Committee | null> =>
      repository.moveCommittee(id, direction),
  };
}

export type CommitteesService = ReturnType<typeof createCommitteesService>;
