import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["build/", "build-*/", "bench-results/", "dist/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Code that reaches the browser takes Zod from common/zod.ts, which switches off the probe
    // that our Content-Security-Policy reports as a violation.
    files: ["app/**/*.{ts,tsx}", "common/**/*.ts"],
    ignores: ["common/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import { z } from common/zod.ts (jitless, CSP-safe).", allowTypeImports: true }] },
      ],
    },
  },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },

  // Imports flow one way (docs/decisions/0003): common/ and content/ are shared by both sides and
  // import neither; the pages import only types from the server (their loaders reach the services
  // through the load context), so no server module or database code can end up in the page bundle.
  {
    files: ["common/**/*.ts", "content/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./)+(app|server)/", message: "common/ and content/ are shared by the pages and the server, so they import neither." }] },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    // Server-only modules of the pages (never in the page bundle) and tests may use the server itself.
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+server/",
              allowTypeImports: true,
              message: "The pages may import only types from server/ (import type); shared values belong in common/, and loaders reach the services through the load context.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^(\\.\\./)+app/", message: "The server does not import the pages' code; what both need belongs in common/." }] }],
    },
  },
);
