import { and, desc, eq } from "drizzle-orm";
import type {
  AdmissionApplication,
  ApplicationEdit,
  ApplicationInput,
  ApplicationStatus,
} from "../../common/admission.schema";
import type { Database } from "../db/database";
import { admissions } from "../db/schema";
import { isRecordId } from "../db/record-id";
import { isUniqueViolation } from "../db/unique-violation";

/** Another application already uses this email (the database's unique index on lower(email) said so). */
export class EmailTakenError extends Error {
  constructor() {
    super("email already used by another application");
  }
}

async function translateUniqueViolation<T>(query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

type Row = typeof admissions.$inferSelect;

function toApplication(row: Row): AdmissionApplication {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    education: row.education,
    tenthPercentage: row.tenthPercentage,
    tenthPassingYear: row.tenthPassingYear,
    tenthSchoolName: row.tenthSchoolName,
    twelfthPercentage: row.twelfthPercentage,
    twelfthPassingYear: row.twelfthPassingYear,
    twelfthCollegeName: row.twelfthCollegeName,
    applicationDate: row.applicationDate.toISOString(),
    status: row.status as ApplicationStatus,
  };
}

export function createAdmissionsRepository(db: Database) {
  return {
    async listApplications(): Promise<AdmissionApplication[]> {
      const rows = await db.select().from(admissions).orderBy(desc(admissions.applicationDate), desc(admissions.id));
      return rows.map(toApplication);
    },

    async findApplication(id: string): Promise<AdmissionApplication | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.select().from(admissions).where(eq(admissions.id, id));
      return row ? toApplication(row) : null;
    },

    /** Throws EmailTakenError when the email (in any letter case) has already applied. */
    async insertApplication(input: ApplicationInput): Promise<AdmissionApplication> {
      const [row] = await translateUniqueViolation(db.insert(admissions).values(input).returning());
      return toApplication(row!);
    },

    /** Throws EmailTakenError when the new email belongs to another application. */
    async updateApplication(id: string, changes: ApplicationEdit): Promise<AdmissionApplication | null> {
      if (!isRecordId(id)) return null;
      if (!Object.keys(changes).length) return this.findApplication(id);
      const [row] = await translateUniqueViolation(
        db.update(admissions).set(changes).where(eq(admissions.id, id)).returning(),
      );
      return row ? toApplication(row) : null;
    },

    /**
     * Moves the application to `status` only if it is still in `from`, in one statement, so two
     * administrators deciding at once cannot both succeed. Null when nothing matched.
     */
    async updateStatusFrom(
      id: string,
      from: ApplicationStatus,
      status: ApplicationStatus,
    ): Promise<AdmissionApplication | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db
        .update(admissions)
        .set({ status })
        .where(and(eq(admissions.id, id), eq(admissions.status, from)))
        .returning();
      return row ? toApplication(row) : null;
    },

    async deleteApplication(id: string): Promise<boolean> {
      if (!isRecordId(id)) return false;
      const rows = await db.delete(admissions).where(eq(admissions.id, id)).returning({ id: admissions.id });
      return rows.length > 0;
    },

    async countApplications(): Promise<number> {
      return db.$count(admissions);
    },
  };
}

export type AdmissionsRepository = ReturnType<typeof createAdmissionsRepository>;
