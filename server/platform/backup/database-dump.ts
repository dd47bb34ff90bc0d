import { DrizzleQueryError, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/database-type";

/** One table's rows, each as PostgreSQL's own JSON of the row (`row_to_json`). */
export type TableDump = { table: string; rows: unknown[] };

type Executor = Pick<Database, "execute">;

async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Every table of the application's schema, parents before children (by foreign keys), so a
 * restore can insert them in this order. Read from the database's catalogue, so a table added by
 * a later migration is in every backup without a change here.
 */
export async function tablesInLoadOrder(db: Executor): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_catalog.pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT child.relname AS child, parent.relname AS parent
        FROM pg_catalog.pg_constraint c
        JOIN pg_catalog.pg_class child ON child.oid = c.conrelid
        JOIN pg_catalog.pg_class parent ON parent.oid = c.confrelid
        JOIN pg_catalog.pg_namespace n ON n.oid = child.relnamespace
        WHERE c.contype = 'f' AND n.nspname = 'public' AND child.relname <> parent.relname`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const reference of references) if (reference.child === table) place(reference.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) place(name, new Set());
  return ordered;
}

/** The migrations this database has applied, oldest first: a restore checks it knows them all. */
export async function appliedMigrations(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ hash: string }>(db, sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id`);
  return rows.map((row) => row.hash);
}

/**
 * Every row of every table as it stood at one moment: one read-only transaction at repeatable
 * read sees a single snapshot, however many writes the server makes meanwhile.
 */
export async function dumpDatabase(db: Database): Promise<{ tables: TableDump[]; migrations: string[] }> {
  return db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      const tables: TableDump[] = [];
      for (const table of await tablesInLoadOrder(tx)) {
        const rows = await rowsOf<{ row: unknown }>(tx, sql`SELECT row_to_json(t) AS row FROM ${sql.identifier(table)} t`);
        tables.push({ table, rows: rows.map((entry) => entry.row) });
      }
      return { tables, migrations };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** How many rows the application's tables hold in all: a restore refuses a database with any. */
export async function countRows(db: Executor): Promise<number> {
  let total = 0;
  for (const table of await tablesInLoadOrder(db)) {
    const [{ count }] = await rowsOf<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)}`);
    total += count!;
  }
  return total;
}

/** Rows to write into one table, read one at a time: a table may be larger than a restore should hold in memory. */
export type TableRows = { table: string; rows: AsyncIterable<unknown> };

const ROWS_PER_INSERT = 500;
/** Rows may each be megabytes (a page's text), so a statement also ends at this much JSON. */
const JSON_PER_INSERT = 8 * 1024 * 1024;

/**
 * The database's own reason a statement failed. Drizzle's message repeats the statement with its
 * parameters, which for a restore are whole rows: password hashes, applicants' details.
 */
function reasonOf(error: unknown): string {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * Writes the dumped rows into a database migrated to the same schema, in one transaction: all or
 * nothing. Rows go through `json_populate_recordset`, so PostgreSQL itself turns each JSON value
 * back into its column's type, on the embedded database and on a server alike. Generated columns
 * are left to the database; sequences continue after the highest restored value. A failure names
 * the table and the database's reason, never the rows.
 */
export async function loadDatabase(db: Database, tables: TableRows[], { replace }: { replace: boolean }) {
  let current: string | undefined;
  try {
    await db.transaction(async (tx) => {
      const order = await tablesInLoadOrder(tx);
      if (replace && order.length) {
        await tx.execute(sql`TRUNCATE ${sql.join(order.map((table) => sql.identifier(table)), sql`, `)} RESTART IDENTITY CASCADE`);
      }
      const known = new Set(order);
      for (const { table, rows } of tables) {
        current = table;
        if (!known.has(table)) throw new Error(`this version of the site has no such table`);
        const columns = await rowsOf<{ name: string }>(
          tx,
          sql`SELECT column_name AS name FROM information_schema.columns
              WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER' ORDER BY ordinal_position`,
        );
        const columnList = sql.join(columns.map((column) => sql.identifier(column.name)), sql`, `);
        let chunk: string[] = [];
        let chunkLength = 0;
        const insertChunk = async () => {
          await tx.execute(
            sql`INSERT INTO ${sql.identifier(table)} (${columnList}) OVERRIDING SYSTEM VALUE
                SELECT ${columnList} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${`[${chunk.join(",")}]`}::json)`,
          );
          chunk = [];
          chunkLength = 0;
        };
        for await (const row of rows) {
          const json = JSON.stringify(row);
          chunk.push(json);
          chunkLength += json.length;
          if (chunk.length === ROWS_PER_INSERT || chunkLength >= JSON_PER_INSERT) await insertChunk();
        }
        if (chunk.length) await insertChunk();
      }
      current = undefined;
      const sequences = await rowsOf<{ table: string; column: string; sequence: string }>(
        tx,
        sql`SELECT c.table_name AS table, c.column_name AS column, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS sequence
            FROM information_schema.columns c
            WHERE c.table_schema = 'public' AND pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) IS NOT NULL`,
      );
      for (const { table, column, sequence } of sequences) {
        await tx.execute(
          sql`SELECT setval(${sequence}::regclass, COALESCE((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table)}), 0) + 1, false)`,
        );
      }
    });
  } catch (error) {
    throw new Error(`${current ? `the table "${current}"` : "the rows"} could not be restored: ${reasonOf(error)}`);
  }
}
