import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/**
 * The Drizzle database of our schema, on either driver: what every repository holds. It lives
 * apart from database.ts, which opens it, so that transaction.ts (which database.ts uses) can
 * name it without an import circle.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
