import type { StaffCreateInput, StaffUpdateInput } from "../../../common/staff.schema";
import type { ImagesService } from "../images/images.service";
import { createPersonService } from "../people/person.service";
import type { StaffRepository } from "./staff.repository";

export function createStaffService(repository: StaffRepository, images: Pick<ImagesService, "releaseImage">) {
  const people = createPersonService(repository, images, { slugFallback: "staff" });
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
