import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import * as schema from "./schema";
import { lockDataDir } from "./data-dir-lock";
import { openEmbeddedPostgres } from "./embedded-postgres";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Tests only: an embedded database that lives in memory and vanishes on close. */
  inMemory?: boolean;
  /** Told when an idle PostgreSQL connection breaks (server restart, admin command); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
};

/** Opens the database named by the configuration and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Loaded only here, so a server on the embedded database never holds the PostgreSQL client.
    const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, a broken idle connection would crash the whole process.
    pool.on("error", (error) => (options.onConnectionError ?? console.warn)(error));
    const db = drizzlePostgres({ client: pool, schema });
    try {
      await migratePostgres(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }

  let unlock = () => {};
  let client: PGlite;
  if (options.inMemory) {
    client = await openEmbeddedPostgres();
  } else {
    unlock = lockDataDir(options.dataDir);
    try {
      client = await openEmbeddedPostgres(path.join(options.dataDir, "db"));
    } catch (error) {
      unlock();
      throw error;
    }
  }
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    unlock();
    throw error;
  }
}
