import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type PgColumnBuilderBase,
} from "drizzle-orm/pg-core";
import type { Collection, CollectionField } from "../../../common/collection";

/** "titleMr" → "title_mr", "intakeDPharm" → "intake_d_pharm". */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export const columnNameOf = (name: string, field: Pick<CollectionField, "column">) => field.column ?? snakeCase(name);

/** The column a field is kept in, from its storage, null-ness and default. */
function columnOf(name: string, field: CollectionField): PgColumnBuilderBase {
  const column = columnNameOf(name, field);
  const builder = (() => {
    switch (field.storage.type) {
      case "text":
        return text(column);
      case "varchar":
        return varchar(column, { length: field.storage.length });
      case "date":
        return date(column, { mode: "string" });
      case "timestamp":
        return timestamp(column, { withTimezone: true });
      case "boolean":
        return boolean(column);
      case "integer":
        return integer(column);
      case "textList":
        return text(column).array();
      case "json":
        return jsonb(column);
    }
  })();
  const withNull = field.nullable ? builder : builder.notNull();
  switch (field.default) {
    case undefined:
      return withNull;
    case "now":
      return withNull.default(sql`now()`);
    case "emptyList":
      return withNull.default(field.storage.type === "json" ? sql`'[]'::jsonb` : sql`'{}'::text[]`);
    default:
      return withNull.default(field.default as never);
  }
}

/**
 * The table of a collection: a uuid `id` (or, for a singleton, the number 1), known to the code
 * as `_id` like the record's own id, a column per field,
 * `created_at` (unless a field says when a record was added), the publishing and ordering columns its abilities need, its indexes, and a check
 * for each field of fixed choices. Made from the declaration alone, so a field is never written
 * out again as a column.
 */
export function collectionTable(collection: Collection) {
  const { fields, abilities, table } = collection;
  const singleton = Boolean(abilities.singleton);
  const columns: Record<string, PgColumnBuilderBase> = singleton
    ? { _id: integer("id").primaryKey().default(1) }
    : { _id: uuid("id").primaryKey().defaultRandom() };
  for (const [name, field] of Object.entries(fields)) columns[name] = columnOf(name, field);
  if (abilities.manualOrder) columns.sortOrder = integer("sort_order").notNull();
  if (singleton) columns.updatedAt = timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
  else if (!("createdAt" in fields) && !table.addedAt) columns.createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

  return pgTable(table.name, columns, (built) => {
    const column = (name: string) => (built as Record<string, never>)[name];
    const extras = [];
    for (const { name, on, unique } of table.indexes ?? []) {
      const [first, ...rest] = on.map(column);
      extras.push((unique ? uniqueIndex(name) : index(name)).on(first!, ...rest));
    }
    for (const [name, field] of Object.entries(fields)) {
      if (!field.choices) continue;
      const checkName = table.checkNames?.[name] ?? `${table.name}_${columnNameOf(name, field)}_check`;
      const listed = sql.join(
        field.choices.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
        sql`, `,
      );
      extras.push(check(checkName, sql`${column(name)} in (${listed})`));
    }
    if (singleton) extras.push(check(table.checkNames?.singleRow ?? `${table.name}_single_row`, sql`${column("_id")} = 1`));
    return extras;
  });
}

export type CollectionTable = ReturnType<typeof collectionTable>;
