import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";

// Imports flow one way (docs/decisions/0003). Each rule below is a pattern of import paths; a file
// gets every pattern of the layers it belongs to. A later block that sets the same rule replaces
// that rule's options for its files, so the blocks are cut by file, each listing all its patterns.

/** Code that reaches the browser takes Zod from common/zod.ts, which switches off the probe that our Content-Security-Policy reports as a violation. */
const zodThroughCommon = { name: "zod", message: "Import { z } from common/zod.ts (jitless, CSP-safe).", allowTypeImports: true };
const sharedImportsNeitherSide = {
  regex: "^(\\.\\./)+(app|server)/",
  message: "common/ and content/ are shared by the pages and the server, so they import neither.",
};
const pagesImportServerTypesOnly = {
  regex: "^(\\.\\./)+server/",
  allowTypeImports: true,
  message: "The pages may import only types from server/ (import type); shared values belong in common/, and loaders reach the services through the load context.",
};
const libImportsNoScreens = {
  regex: "^(\\.\\./)+routes/",
  message: "app/lib is shared by the screens and imports none of them, not even a type: a route hands down what lib code needs (props, or a context the route provides).",
};
const serverImportsNoPages = { regex: "^(\\.\\./)+app/", message: "The server does not import the pages' code; what both need belongs in common/." };
const repositoryImportsNoServicesOrRoutes = {
  regex: "\\.(service|routes)$",
  message: "Route → service → repository: a repository returns rows to the service that calls it and imports neither services nor routes.",
};
const platformImportsNoResources = {
  regex: "^(\\.\\./)+resources/",
  message: "The platform (server/platform) serves every resource and knows none of them: a resource plugs into it through services.ts and app.ts.",
};
const serviceImportsNoRoutes = {
  regex: "\\.routes$",
  message: "Route → service → repository: a service knows nothing of HTTP and imports no routes; what both need belongs in the service or in common/.",
};

/**
 * A comment says why the code is as it is. A section of the spec or an issue's number sends the
 * reader to a document that moves on while the code stays: the comment carries the reason itself.
 */
const citation = /\b(?:spec|contract|architecture|style)(?:\.md)?\s*§|\bissues?\s+#?\d+/i;
const commentsCarryTheirReason = {
  rules: {
    "no-document-citations": {
      meta: { type: "suggestion", messages: { cited: "Say why in the comment itself instead of citing {{citation}}." }, schema: [] },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const found = citation.exec(comment.value);
              if (found) context.report({ loc: comment.loc, messageId: "cited", data: { citation: `"${found[0]}"` } });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ["build/", "build-*/", "bench-results/", "dist/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "server/platform/db/migrations/"] },
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
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { comments: commentsCarryTheirReason },
    rules: { "comments/no-document-citations": "error" },
  },

  // No import circles anywhere, tests and scripts included. The rule follows value imports only
  // (`import type` is erased before anything runs); the layer rules below see type imports too.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Relative imports without an extension and packages; the project uses no tsconfig paths.
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: {
      // Packages are not followed: a circle through node_modules is not ours to fix, and reading them doubles the lint time.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },

  // common/ and content/ are shared by both sides and import neither.
  {
    files: ["common/**/*.ts", "content/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [sharedImportsNeitherSide] }],
    },
  },
  {
    files: ["common/**/*.ts"],
    ignores: ["common/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodThroughCommon] }],
    },
  },
  // The pages import only types from the server (their loaders reach the services through the
  // load context), so no server module or database code can end up in the page bundle.
  // Server-only modules of the pages (never in the page bundle) and tests may use the server itself.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodThroughCommon], patterns: [pagesImportServerTypesOnly] }],
    },
  },
  {
    files: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodThroughCommon] }],
    },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [libImportsNoScreens] }],
    },
  },
  // The server does not import the pages; inside it, route → service → repository.
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverImportsNoPages] }],
    },
  },
  // A test of the server may read the pages' catalogs, to check what the served pages say; it ships nowhere.
  {
    files: ["server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": "off",
    },
  },
  {
    files: ["server/**/*.repository.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverImportsNoPages, repositoryImportsNoServicesOrRoutes] }],
    },
  },
  {
    files: ["server/**/*.service.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverImportsNoPages, serviceImportsNoRoutes] }],
    },
  },
  {
    files: ["server/platform/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverImportsNoPages, platformImportsNoResources] }],
    },
  },
  {
    files: ["server/platform/**/*.repository.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverImportsNoPages, repositoryImportsNoServicesOrRoutes, platformImportsNoResources] }],
    },
  },
  {
    files: ["server/platform/**/*.service.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverImportsNoPages, serviceImportsNoRoutes, platformImportsNoResources] }],
    },
  },
);
