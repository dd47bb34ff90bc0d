import { and, asc, count, eq, ne, or, sql } from "drizzle-orm";
import type { PersonRecord } from "../../../common/person.schema";
import type { Database } from "../../platform/db/database-type";
import type { faculty, staff } from "../../platform/db/schema";
import { isPublicId } from "../../../common/person.schema";
import { isRecordId } from "../../platform/db/record-id";

/** Both tables are built from the same person columns; faculty adds `department`. */
export type PersonTable = typeof faculty | typeof staff;


/** PostgreSQL refuses to compare a uuid column with text that is not a uuid, so such text is checked first. */

/** The shared columns under the contract's names: `_id` is the row's uuid, `id` the readable public id. */
export function toPersonRecord(row: typeof staff.$inferSelect): PersonRecord {
  return {
    _id: row.id,
    id: row.publicId,
    srNo: row.srNo,
    name: row.name,
    designation: row.designation,
    designationMr: row.designationMr,
    qualification: row.qualification,
    experience: row.experience,
    experienceMr: row.experienceMr,
    dateOfJoining: row.dateOfJoining,
    email: row.email,
    mobile: row.mobile,
    photo: row.photo,
  };
}

/**
 * One repository for faculty and for non-teaching staff, parameterised by table, so the two
 * lists cannot drift apart. `toRecord` maps a row to the record the API returns.
 */
export function createPersonRepository<Table extends PersonTable, Record extends PersonRecord>(
  db: Database,
  table: Table,
  toRecord: (row: Table["$inferSelect"]) => Record,
) {
  // The shared columns, typed once; they exist under the same names in both tables.
  const columns = table as typeof staff;
  const toRecords = (rows: unknown[]) => rows.map((row) => toRecord(row as Table["$inferSelect"]));

  return {
    async listPeople(): Promise<Record[]> {
      const rows = await db
        .select()
        .from(columns)
        .orderBy(asc(columns.srNo), asc(columns.name), asc(columns.createdAt));
      return toRecords(rows);
    },

    /** By `_id`, by public `id`, or by a public id it had before a rename; null when none matches. */
    async findPerson(idOrPublicId: string): Promise<Record | null> {
      if (!isRecordId(idOrPublicId) && !isPublicId(idOrPublicId)) return null;
      const byPublicId = or(eq(columns.publicId, idOrPublicId), sql`${idOrPublicId} = any(${columns.formerPublicIds})`);
      const matches = isRecordId(idOrPublicId) ? or(eq(columns.id, idOrPublicId), byPublicId) : byPublicId;
      const rows = await db.select().from(columns).where(matches).limit(3);
      // The uuid wins, then a current public id, then a former one.
      const row =
        rows.find((candidate) => candidate.id === idOrPublicId) ??
        rows.find((candidate) => candidate.publicId === idOrPublicId) ??
        rows[0];
      return row ? toRecords([row])[0]! : null;
    },

    async countPeople(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(columns);
      return row?.total ?? 0;
    },

    /** Whether another person has, or had, this public id (old links must keep leading to them). */
    async isPublicIdTaken(publicId: string, exceptId?: string): Promise<boolean> {
      const usedBy = or(eq(columns.publicId, publicId), sql`${publicId} = any(${columns.formerPublicIds})`);
      const rows = await db
        .select({ id: columns.id })
        .from(columns)
        .where(exceptId ? and(usedBy, ne(columns.id, exceptId)) : usedBy)
        .limit(1);
      return rows.length > 0;
    },

    /** Gives the person a new public id and keeps the current one among the former ids. */
    async renamePublicId(id: string, publicId: string) {
      await db
        .update(columns)
        .set({
          publicId,
          formerPublicIds: sql`array_append(array_remove(${columns.formerPublicIds}, ${publicId}), ${columns.publicId})`,
        })
        .where(eq(columns.id, id));
    },

    async insertPerson(values: Table["$inferInsert"]): Promise<Record> {
      const rows = await db.insert(columns).values(values).returning();
      return toRecords(rows)[0]!;
    },

    /** `id` is the row's uuid; null when no row has it. */
    async updatePerson(id: string, values: Table["$inferInsert"]): Promise<Record | null> {
      if (!isRecordId(id)) return null;
      const rows = await db.update(columns).set(values).where(eq(columns.id, id)).returning();
      return rows.length ? toRecords(rows)[0]! : null;
    },

    async deletePerson(id: string): Promise<boolean> {
      if (!isRecordId(id)) return false;
      const rows = await db.delete(columns).where(eq(columns.id, id)).returning({ id: columns.id });
      return rows.length > 0;
    },
  };
}

export type PersonRepository<Table extends PersonTable, Record extends PersonRecord> = ReturnType<
  typeof createPersonRepository<Table, Record>
>;
