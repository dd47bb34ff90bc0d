// `npm run test:changed [-- REF]`: for daily work, only the tests related to what changed since REF
// (default `main`, committed or not): the Vitest tests that import a changed file, the tests of the
// server-rendered pages when a page changed, and the browser specs that were changed themselves.
// `npm test` still runs everything.
import { spawnSync } from "node:child_process";

const since = process.argv[2] ?? "main";

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const changedSpecs = spawnSync("git", ["diff", "--name-only", since, "--", "tests/e2e/*.spec.ts"], { encoding: "utf8" })
  .stdout.split("\n")
  .filter(Boolean);

const changedPages = spawnSync("git", ["diff", "--name-only", since, "--", "app"], { encoding: "utf8" }).stdout.trim() !== "";

// The tests of the server-rendered pages read the build, not the imports Vitest follows: a change
// to the pages builds first and runs them too.
if (changedPages || changedSpecs.length) run("Build", "npx", ["react-router", "build"]);
run(`Unit and API tests affected by changes since ${since}`, "npx", ["vitest", "run", "--changed", since, "--passWithNoTests"]);
if (changedPages) run("What the pages say, as served", "npx", ["vitest", "run", "--project", "pglite", "server/platform/pages"]);
if (changedSpecs.length) {
  run(`Browser specs changed since ${since}`, "npx", ["playwright", "test", "--only-changed", since]);
} else {
  console.log("\nNo browser spec changed; `npm run test:e2e -- FILE` runs one.");
}
