import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { Pool } from "pg";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import * as schema from "./schema";
import { openChangeFeed, soloChangeFeed, type ChangeFeed, type ChangeFeedOptions } from "./change-feed";
import { lockDataDir } from "./data-dir-lock";
import { openEmbeddedPostgres } from "./embedded-postgres";
import { withTransactions, type Transact } from "./transaction";
import type { Database } from "./database-type";

export type DatabaseHandle = {
  /** Sends each query into the transaction `transact` has open for the caller, if any. */
  db: Database;
  transact: Transact;
  kind: "pglite" | "postgres";
  /** Tells other instances on the same database about changes, and this one about theirs. */
  openChangeFeed: (options: Pick<ChangeFeedOptions, "onChangeElsewhere" | "onProblem">) => Promise<ChangeFeed>;
  /** Asks the database for an answer on a connection of its own, not behind the queries waiting for the pool. */
  ping: () => Promise<void>;
  /** Ends this instance's turn at the start-up writes (see `takeStartupTurn`); close ends it too. */
  startupDone: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * Tests only: an embedded database that lives in memory and vanishes on close; `from` a dump of
   * an already migrated one, it starts without running initdb.
   */
  inMemory?: boolean | { from: Blob };
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
    // A server that cannot be reached fails a query after 5 s instead of holding it for ever.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // Without a listener, a broken idle connection would crash the whole process.
    pool.on("error", (error) => (options.onConnectionError ?? console.warn)(error));
    // The health check's own connection: when every pooled one is busy on a day of heavy load, the
    // proxy still learns that the database answers, instead of taking the instance out.
    const healthPool = new pg.Pool({ connectionString: options.databaseUrl, max: 1, connectionTimeoutMillis: 5_000 });
    healthPool.on("error", (error) => (options.onConnectionError ?? console.warn)(error));
    const db = drizzlePostgres({ client: pool, schema });
    const startup = await takeStartupTurn(pool);
    const close = async () => {
      await startup.end();
      await Promise.all([pool.end(), healthPool.end()]);
    };
    try {
      await migratePostgres(db, { migrationsFolder });
    } catch (error) {
      await close();
      throw error;
    }
    return {
      ...withTransactions(db as unknown as Database),
      kind: "postgres",
      ping: async () => {
        await healthPool.query("SELECT 1");
      },
      openChangeFeed: (feed) => openChangeFeed({ ...feed, pool, connectionString: options.databaseUrl! }),
      startupDone: startup.end,
      close,
    };
  }

  let unlock = () => {};
  let client: PGlite;
  if (options.inMemory) {
    client = await openEmbeddedPostgres(undefined, options.inMemory === true ? undefined : options.inMemory.from);
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
      ...withTransactions(db as unknown as Database),
      kind: "pglite",
      ping: async () => {
        await client.query("SELECT 1");
      },
      openChangeFeed: async () => soloChangeFeed,
      // One process per data folder (lockDataDir), so there is nobody to take turns with.
      startupDone: async () => {},
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

// Any number unique to this application, naming its lock among PostgreSQL's advisory locks.
const STARTUP_LOCK_KEY = 7_301_942;

/**
 * Several instances may share one PostgreSQL database. Their start-up writes (migrations, the
 * first admin account, sample content) take turns under an advisory lock, so two instances
 * starting together on an empty database do not both create them. The turn ends with `end()`,
 * or when its connection closes.
 */
async function takeStartupTurn(pool: Pool) {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
  } catch (error) {
    client.release(true);
    throw error;
  }
  let ended = false;
  return {
    async end() {
      if (ended) return;
      ended = true;
      const unlocked = await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).then(
        () => true,
        () => false,
      );
      // A connection that could not unlock is closed instead, which ends the lock as well.
      client.release(!unlocked);
    },
  };
}
