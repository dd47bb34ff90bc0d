import type { FacultyCreateInput, FacultyUpdateInput } from "../../../common/faculty.schema";
import type { PictureStorage } from "../../platform/pictures/picture-storage";
import { createPersonService } from "../people/person.service";
import type { FacultyRepository } from "./faculty.repository";

export function createFacultyService(repository: FacultyRepository, pictures: Pick<PictureStorage, "releasePicture">) {
  const people = createPersonService(repository, pictures, { slugFallback: "faculty" });
  return {
    /** Ordered by Sr. No., then name. */
    listFaculty: people.list,
    /** By `_id` or public `id`; null when missing. */
    getFaculty: people.get,
    createFaculty: (input: FacultyCreateInput) => people.create(input),
    /** null when missing; `srNo` and `id` are kept unless given. */
    updateFaculty: (idOrPublicId: string, input: FacultyUpdateInput) => people.update(idOrPublicId, input),
    /** false when missing. */
    deleteFaculty: people.remove,
  };
}

export type FacultyService = ReturnType<typeof createFacultyService>;
