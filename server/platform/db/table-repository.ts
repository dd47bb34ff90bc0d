import { eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database-type";
import { isRecordId } from "./record-id";

/** A table of records each known by a uuid `id`, as a plain list resource keeps them. */
export type RecordTable = PgTable & { id: AnyPgColumn };

/** The four operations of a plain list: every record in the list's order, and add, edit and delete one (null when there is no such record). */
export type TableRepository<Input, Item extends object> = {
  list: () => Promise<Item[]>;
  create: (values: Input) => Promise<Item>;
  update: (id: string, values: Input) => Promise<Item | null>;
  remove: (id: string) => Promise<Item | null>;
};

/**
 * The repository of a record that is stored as it is written: its fields, each in the column of
 * the same name, and its `id` as the API's `_id`. A record answers `_id` first, then `fields` in
 * their order, so its JSON is the same whatever order the table's columns have.
 */
export function createTableRepository<Table extends RecordTable, Input extends Record<string, unknown>, Item extends object>(
  db: Database,
  { table, fields, order }: { table: Table; fields: readonly (keyof Input & string)[]; order: (table: Table) => (SQL | AnyPgColumn)[] },
): TableRepository<Input, Item> {
  const toItem = (row: Record<string, unknown>) => ({ _id: row.id, ...Object.fromEntries(fields.map((field) => [field, row[field]])) }) as Item;
  // Drizzle types each builder by its table's columns; any table with an id is known only by its rows.
  const anyTable: PgTable = table;
  const byId = (id: string) => eq(table.id, id);
  return {
    async list() {
      const rows = await db.select().from(anyTable).orderBy(...order(table));
      return rows.map(toItem);
    },
    async create(values) {
      const [row] = await db.insert(anyTable).values(values).returning();
      return toItem(row!);
    },
    async update(id, values) {
      if (!isRecordId(id)) return null;
      const [row] = await db.update(anyTable).set(values).where(byId(id)).returning();
      return row ? toItem(row) : null;
    },
    async remove(id) {
      if (!isRecordId(id)) return null;
      const [row] = await db.delete(anyTable).where(byId(id)).returning();
      return row ? toItem(row) : null;
    },
  };
}
