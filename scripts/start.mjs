// `npm start`: builds the pages when the build is missing or older than its sources, then
// starts the server in this process (TypeScript is loaded through tsx).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildMarker = path.join(path.resolve(root, process.env.BUILD_DIR || "build"), "server", "index.js");
const sources = ["app", "common", "content", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestChange(entry) {
  const stats = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const built = fs.statSync(buildMarker, { throwIfNoEntry: false });
const stale = !built || sources.some((source) => newestChange(path.join(root, source)) > built.mtimeMs);
if (stale && process.env.NODE_ENV !== "development") {
  console.log(built ? "Sources changed since the last build: building the site…" : "Building the site…");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}

// React and React Router pick their fast production builds from NODE_ENV when first loaded.
process.env.NODE_ENV ||= "production";

const { register } = await import("tsx/esm/api");
register();
await import("../server/main.ts");
