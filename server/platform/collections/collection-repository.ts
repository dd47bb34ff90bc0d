import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Audience, Collection, OrderStep, Rows } from "../../../common/collection";
import type { Database } from "../db/database-type";
import { isRecordId } from "../db/record-id";
import type { CollectionTable } from "./collection-table";

/** Who a record is read for: staff see the fields only staff read; everyone else does not. */
export type Reader = "staff" | "everyone";

const readable: Record<Reader, readonly Audience[]> = { staff: ["everyone", "staff"], everyone: ["everyone"] };

/** A stored record as the API answers it: `_id`, then its fields in the declaration's order. */
export type StoredRecord = { _id: string } & Record<string, unknown>;

/** A stored row of a list field with the fields it was stored without (a Marathi twin added since) at their defaults. */
function withRowDefaults(row: Record<string, unknown>, rows: Rows): Record<string, unknown> {
  const missing = Object.entries(rows.fields).filter(([name, field]) => field.default !== undefined && !(name in row));
  return missing.length === 0 ? row : { ...row, ...Object.fromEntries(missing.map(([name, field]) => [name, field.default])) };
}

/** The column of a field or of the table's own `_id` and `createdAt`, by name. */
export const columnOf = (table: CollectionTable, name: string) => (table as unknown as Record<string, AnyPgColumn>)[name]!;

/** An order's steps as SQL; a step `by: "id"` orders by the record's id, as the last tie-breaker. */
export function orderOf(table: CollectionTable, steps: readonly OrderStep<string>[]): SQL[] {
  return steps.map(({ by, direction }) => (direction === "asc" ? asc : desc)(columnOf(table, by === "id" ? "_id" : by)));
}

/**
 * The repository of a collection, made from its declaration: rows in, records out, each field under
 * its own name, times as ISO 8601, an empty optional date as "". A query about one record first
 * checks that the id can be a record's (PostgreSQL refuses other text for a uuid) and answers null.
 */
export function createCollectionRepository(db: Database, collection: Collection, table: CollectionTable) {
  const answered = collection.answerOrder.map((name) => [name, collection.fields[name]!] as const);
  const singleton = Boolean(collection.abilities.singleton);
  const manualOrder = Boolean(collection.abilities.manualOrder);
  // Any table of a collection is known to Drizzle only by its rows here.
  const anyTable: PgTable = table;
  const idColumn = columnOf(table, "_id");

  /** A record as the API answers it; a singleton, the one record of its kind, answers without an id. */
  function toRecord(row: Record<string, unknown>, reader: Reader): StoredRecord {
    const record = (singleton ? {} : { _id: String(row._id) }) as StoredRecord;
    for (const [name, field] of answered) {
      if (!readable[reader].includes(field.audience ?? "everyone")) continue;
      const value = row[name];
      if (value instanceof Date) record[name] = value.toISOString();
      else if (value === null && field.storage.type === "date") record[name] = "";
      else if (field.rows && Array.isArray(value)) record[name] = value.map((row: Record<string, unknown>) => withRowDefaults(row, field.rows!));
      else record[name] = value;
    }
    return record;
  }

  /** The values of a write as columns: an empty optional date is null, a time in ISO 8601 a Date. */
  function toRow(values: Record<string, unknown>): Record<string, unknown> {
    const row: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      const storage = collection.fields[name]?.storage.type;
      if (storage === "date" && value === "") row[name] = null;
      else if (storage === "timestamp" && typeof value === "string") row[name] = new Date(value);
      else row[name] = value;
    }
    return row;
  }

  const byId = (id: string) => eq(idColumn, singleton ? 1 : id);
  const isId = (id: string) => singleton || isRecordId(id);

  return {
    table,
    toRecord,
    /** Whether text can name a record of this table by its `_id`. */
    isId,

    async list({ where, reader, order = collection.order }: { where?: SQL; reader: Reader; order?: readonly OrderStep<string>[] }) {
      const rows = await db.select().from(anyTable).where(where).orderBy(...orderOf(table, order));
      return rows.map((row) => toRecord(row, reader));
    },

    /** The first record that meets `where`, or null. */
    async findWhere(where: SQL, reader: Reader): Promise<StoredRecord | null> {
      const [row] = await db.select().from(anyTable).where(where).limit(1);
      return row ? toRecord(row, reader) : null;
    },

    /** By `_id`, also meeting `where` when given; null when none does. */
    async find(id: string, reader: Reader, where?: SQL): Promise<StoredRecord | null> {
      if (!isId(id)) return null;
      const [row] = await db.select().from(anyTable).where(and(byId(id), where)).limit(1);
      return row ? toRecord(row, reader) : null;
    },

    /** Adds a record; in an order the clerk sets, at its end. */
    async insert(values: Record<string, unknown>): Promise<StoredRecord> {
      const last = manualOrder && sql<number>`(select coalesce(max(${columnOf(table, "sortOrder")}), 0) + 1 from ${table})`;
      const [row] = await db
        .insert(anyTable)
        .values({ ...toRow(values), ...(last && { sortOrder: last }) })
        .returning();
      return toRecord(row!, "staff");
    },

    /** Adds several records in one statement (a fresh install's holidays); not for a kind in an order the clerk sets. */
    async insertAll(values: Record<string, unknown>[]): Promise<StoredRecord[]> {
      if (manualOrder) throw new Error(`${collection.name} are in an order the clerk sets: add them one at a time`);
      if (values.length === 0) return [];
      const rows = await db.insert(anyTable).values(values.map(toRow)).returning();
      return rows.map((row) => toRecord(row, "staff"));
    },

    /**
     * Swaps a record with its neighbour in the clerk's order, the whole order locked meanwhile and
     * numbered 1, 2, 3… again; at either end it stays. Null when there is no such record.
     */
    async move(id: string, direction: "up" | "down"): Promise<StoredRecord | null> {
      if (!isId(id)) return null;
      const sortOrder = columnOf(table, "sortOrder");
      return db.transaction(async (tx) => {
        const order = await tx
          .select({ id: idColumn, sortOrder })
          .from(anyTable)
          .orderBy(...orderOf(table, collection.adminOrder))
          .for("update");
        const from = order.findIndex((row) => row.id === id);
        if (from === -1) return null;
        const to = direction === "up" ? from - 1 : from + 1;
        if (to >= 0 && to < order.length) [order[from], order[to]] = [order[to]!, order[from]!];
        for (const [index, row] of order.entries()) {
          if (row.sortOrder !== index + 1) await tx.update(anyTable).set({ sortOrder: index + 1 }).where(eq(idColumn, row.id as string));
        }
        const [moved] = await tx.select().from(anyTable).where(byId(id));
        return toRecord(moved!, "staff");
      });
    },

    async update(id: string, values: Record<string, unknown>): Promise<StoredRecord | null> {
      if (!isId(id)) return null;
      const [row] = await db.update(anyTable).set(toRow(values)).where(byId(id)).returning();
      return row ? toRecord(row, "staff") : null;
    },

    async remove(id: string): Promise<StoredRecord | null> {
      if (!isId(id)) return null;
      const [row] = await db.delete(anyTable).where(byId(id)).returning();
      return row ? toRecord(row, "staff") : null;
    },

    /** A singleton's one row, made with `initial` when there is none yet. */
    async ensureSingleton(initial: Record<string, unknown>) {
      await db.insert(anyTable).values(toRow(initial)).onConflictDoNothing();
    },
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
