// `npm test`: every check, in order, stopping at the first failure: lint, types, build,
// unit and API tests (PGlite and PostgreSQL), browser tests.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function ensureChromium() {
  if (fs.existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const install = spawnSync("sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"], {
      stdio: "inherit",
    });
    if (install.status === 0 && fs.existsSync(chromium)) return;
  }
  console.error(`Browser tests need Chromium at ${chromium}. Install it with:\n  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH).`);
  process.exit(1);
}

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
}

ensureChromium();
step("Lint", "npx", ["eslint", "."]);
step("Type check", "npx", ["react-router", "typegen"]);
step("Type check", "npx", ["tsc", "--noEmit"]);
step("Build", "npx", ["react-router", "build"]);
step("Unit and API tests (PGlite and PostgreSQL)", "npx", ["vitest", "run"]);

const e2eDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-e2e-"));
try {
  step("Browser tests (Chromium at 412 px and 1280 px)", "npx", ["playwright", "test"], { E2E_DATA_DIR: e2eDataDir });
} finally {
  fs.rmSync(e2eDataDir, { recursive: true, force: true });
}
console.log("\nAll checks passed.");
