import type { Department } from "../../../common/departments";
import type { Faculty } from "../../../common/faculty.schema";
import type { Database } from "../../platform/db/database-type";
import { faculty } from "../../platform/db/schema";
import { createPersonRepository, toPersonRecord } from "../people/person.repository";

export function createFacultyRepository(db: Database) {
  return createPersonRepository(
    db,
    faculty,
    (row): Faculty => ({
      ...toPersonRecord(row),
      // The table's check constraint admits only the known departments.
      department: row.department as Department,
    }),
  );
}

export type FacultyRepository = ReturnType<typeof createFacultyRepository>;
