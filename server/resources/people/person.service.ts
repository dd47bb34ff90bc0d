import { randomBytes } from "node:crypto";
import { isPublicId, type PersonRecord } from "../../../common/person.schema";
import { slugifyName } from "../../../common/text";
import { isRecordId } from "../../platform/db/record-id";
import { conflict } from "../../platform/http/http-error";
import type { PictureStorage } from "../../platform/pictures/picture-storage";
import type { PersonRepository, PersonTable } from "./person.repository";

/** A person is named in a path by `_id` or by public id. */
export const isPersonId = (id: string) => isRecordId(id) || isPublicId(id);

type CreateInput<Table extends PersonTable> = Omit<Table["$inferInsert"], "id" | "publicId" | "srNo" | "createdAt"> & {
  srNo?: number | undefined;
};
type UpdateInput<Table extends PersonTable> = CreateInput<Table> & { id?: string | undefined };

/**
 * The rules faculty and non-teaching staff share: a generated public id, a serial number that
 * defaults to the next place in the list, and ids and serial numbers kept on edit unless given.
 */
export function createPersonService<Table extends PersonTable, Record extends PersonRecord>(
  repository: PersonRepository<Table, Record>,
  pictures: Pick<PictureStorage, "releasePicture">,
  { slugFallback }: { slugFallback: string },
) {
  /** "asha-patil-3f9a": readable in a shared link, and the random part keeps namesakes apart. */
  async function generatePublicId(name: string): Promise<string> {
    const slug = slugifyName(name) || slugFallback;
    for (let attempt = 0; ; attempt++) {
      // Namesakes are rare; after a few clashes a longer suffix makes another one practically impossible.
      const suffix = randomBytes(attempt < 5 ? 2 : 6).toString("hex");
      const candidate = `${slug}-${suffix}`;
      if (!(await repository.isPublicIdTaken(candidate))) return candidate;
    }
  }

  return {
    list: () => repository.listPeople(),

    get: (idOrPublicId: string) => repository.findPerson(idOrPublicId),

    async create(input: CreateInput<Table>): Promise<Record> {
      const { srNo, ...fields } = input;
      return repository.insertPerson({
        ...fields,
        srNo: srNo ?? (await repository.countPeople()) + 1,
        publicId: await generatePublicId(fields.name),
      } as Table["$inferInsert"]);
    },

    /**
     * null when nobody has that `_id` or public id. A given `id` renames the public id, and the old
     * one keeps leading to this person; an `id` that is a record's uuid is the client sending `_id`
     * back (it does on every edit), never a rename.
     */
    async update(idOrPublicId: string, input: UpdateInput<Table>): Promise<Record | null> {
      const existing = await repository.findPerson(idOrPublicId);
      if (!existing) return null;
      const { srNo, id: requestedId, ...fields } = input;
      const newPublicId = requestedId && requestedId !== existing.id && !isRecordId(requestedId) ? requestedId : undefined;
      if (newPublicId) {
        if (await repository.isPublicIdTaken(newPublicId, existing._id)) {
          throw conflict(`The profile id "${newPublicId}" is already used by someone else. Choose another one.`);
        }
        await repository.renamePublicId(existing._id, newPublicId);
      }
      const updated = await repository.updatePerson(existing._id, {
        ...fields,
        srNo: srNo ?? existing.srNo,
      } as Table["$inferInsert"]);
      // A replaced photo's file goes when nothing else shows it.
      if (updated && existing.photo && existing.photo !== updated.photo) await pictures.releasePicture(existing.photo);
      return updated;
    },

    /** The deleted person, or null when nobody has that `_id` or public id. */
    async remove(idOrPublicId: string): Promise<Record | null> {
      const existing = await repository.findPerson(idOrPublicId);
      if (!existing || !(await repository.deletePerson(existing._id))) return null;
      if (existing.photo) await pictures.releasePicture(existing.photo);
      return existing;
    },
  };
}
