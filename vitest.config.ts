import { defineConfig } from "vitest/config";

const serverTests = ["server/**/*.test.ts"];
// Tests that touch no database, or start a database server of their own, run once, in the pglite project.
const runOnceTests = ["server/config.test.ts", "server/http/health.test.ts", "server/db/change-feed.test.ts", "server/backup/backup-archive.test.ts", "server/backup/backups.routes.test.ts", "server/db/data-dir-lock.test.ts", "server/samples/samples.test.ts", "server/**/*-processing.test.ts", "server/http/crud-routes.test.ts", "server/db/numbering-migration.test.ts", "server/storage/file-storage.test.ts", "server/storage/object-storage.test.ts"];
// Tests of the embedded database itself (a server process killed mid-write) run in the pglite project only.
const embeddedDatabaseTests = ["server/db/crash-durability.test.ts"];
// Tests of several server processes sharing one PostgreSQL database run once, in the postgres project only.
const sharedPostgresTests = ["server/db/several-instances.test.ts"];

export default defineConfig({
  test: {
    // A worker per core (Vitest's default leaves one idle): a file spends much of its time waiting on
    // the test PostgreSQL server, a spawned server process or the disk, so two files fill two cores.
    maxWorkers: "100%",
    projects: [
      {
        test: { name: "unit", include: ["common/**/*.test.ts", "app/**/*.test.{ts,tsx}", "content/**/*.test.ts"] },
      },
      {
        test: {
          name: "pglite",
          include: serverTests,
          exclude: sharedPostgresTests,
          env: { TEST_DATABASE: "pglite" },
          globalSetup: ["tests/support/pglite-template-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: "postgres",
          include: serverTests,
          exclude: [...runOnceTests, ...embeddedDatabaseTests],
          env: { TEST_DATABASE: "postgres" },
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
