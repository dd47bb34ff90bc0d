import { defineConfig } from "vitest/config";

const serverTests = ["server/**/*.test.ts"];

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
          env: { TEST_DATABASE: "postgres" },
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
