import { defineConfig } from "vitest/config";

const serverTests = ["server/**/*.test.ts"];
// Tests that touch no database run once, in the pglite project.
const databaseFreeTests = ["server/config.test.ts", "server/db/data-dir-lock.test.ts", "server/samples/samples.test.ts", "server/**/*-processing.test.ts", "server/http/crud-routes.test.ts", "server/db/numbering-migration.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "unit", include: ["common/**/*.test.ts", "app/**/*.test.{ts,tsx}", "content/**/*.test.ts"] },
      },
      {
        test: {
          name: "pglite",
          include: serverTests,
          env: { TEST_DATABASE: "pglite" },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "postgres",
          include: serverTests,
          exclude: databaseFreeTests,
          env: { TEST_DATABASE: "postgres" },
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
