import type { StaffCreateInput, StaffUpdateInput } from "../../../common/staff.schema";
import type { PictureStorage } from "../../platform/pictures/picture-storage";
import { createPersonService } from "../people/person.service";
import type { StaffRepository } from "./staff.repository";

export function createStaffService(repository: StaffRepository, pictures: Pick<PictureStorage, "releasePicture">) {
  const people = createPersonService(repository, pictures, { slugFallback: "staff" });
  return {
    /** Ordered by Sr. No., then name. */
    listStaff: people.list,
    /** By `_id` or public `id`; null when missing. */
    getStaff: people.get,
    createStaff: (input: StaffCreateInput) => people.create(input),
    /** null when missing; `srNo` and `id` are kept unless given. */
    updateStaff: (idOrPublicId: string, input: StaffUpdateInput) => people.update(idOrPublicId, input),
    /** false when missing. */
    deleteStaff: people.remove,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
