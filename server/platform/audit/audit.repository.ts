import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { AuditEntry } from "../../../common/audit.schema";
import type { Database } from "../db/database-type";
import { auditLog } from "../db/schema";

export type NewAuditEntry = Omit<AuditEntry, "_id" | "at"> & { at: Date };

export type AuditFilter = {
  /** Entries older than this; with `beforeId`, also those of that same time with a smaller id. */
  before?: { at: Date; id?: number };
  since?: Date;
  until?: Date;
  username?: string;
  resource?: string;
  action?: string;
  limit: number;
};

type Row = typeof auditLog.$inferSelect;

const toEntry = (row: Row): AuditEntry => ({
  _id: String(row.id),
  at: row.at.toISOString(),
  username: row.username,
  action: row.action,
  resource: row.resource,
  recordId: row.recordId,
  summary: row.summary,
});

export function createAuditRepository(db: Database) {
  return {
    async insertEntry(entry: NewAuditEntry) {
      await db.insert(auditLog).values(entry);
    },

    async listEntries(filter: AuditFilter): Promise<AuditEntry[]> {
      const conditions: (SQL | undefined)[] = [];
      if (filter.before) {
        const { at, id } = filter.before;
        conditions.push(id === undefined ? lt(auditLog.at, at) : or(lt(auditLog.at, at), and(eq(auditLog.at, at), lt(auditLog.id, id))));
      }
      if (filter.since) conditions.push(gte(auditLog.at, filter.since));
      if (filter.until) conditions.push(lt(auditLog.at, filter.until));
      if (filter.username) conditions.push(sql`lower(${auditLog.username}) = lower(${filter.username})`);
      if (filter.resource) conditions.push(eq(auditLog.resource, filter.resource));
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(filter.limit);
      return rows.map(toEntry);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
