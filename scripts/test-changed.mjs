// `npm run test:changed [-- REF]`: for daily work, only the tests related to what changed since REF
// (default `main`, committed or not): the Vitest tests that import a changed file, and the browser
// specs that were changed themselves (after a build). `npm test` still runs everything.
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

run(`Unit and API tests affected by changes since ${since}`, "npx", ["vitest", "run", "--changed", since, "--passWithNoTests"]);
if (changedSpecs.length) {
  run("Build", "npx", ["react-router", "build"]);
  run(`Browser specs changed since ${since}`, "npx", ["playwright", "test", "--only-changed", since]);
} else {
  console.log("\nNo browser spec changed; `npm run test:e2e -- FILE` runs one.");
}
