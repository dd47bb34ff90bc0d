import type { Database } from "../../platform/db/database-type";
import { staff } from "../../platform/db/schema";
import { createPersonRepository, toPersonRecord } from "../people/person.repository";

export function createStaffRepository(db: Database) {
  return createPersonRepository(db, staff, toPersonRecord);
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
