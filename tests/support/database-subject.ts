import { describe, it } from "vitest";

/**
 * A file listed in vitest.config.ts's `databaseTests` runs on PGlite and again on a PostgreSQL
 * server, for its tests whose subject is what the two drivers may do differently. Its other tests
 * (HTTP shapes, validation messages, roles, files, logs) run the same code above the repositories
 * on either: they are proven once, on PGlite, and marked with these, so a reader sees at the group
 * which claims the second run is for. A test left unmarked in such a file runs on both.
 */
const onPostgres = process.env.TEST_DATABASE === "postgres";

/** A group whose subject is above the database: proven on PGlite only. */
export const describeAboveTheDatabase = describe.skipIf(onPostgres);
/** A test whose subject is above the database: proven on PGlite only. */
export const itAboveTheDatabase = it.skipIf(onPostgres);
