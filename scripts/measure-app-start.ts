/**
 * The CPU a server start costs, as every server test file pays it: builds and closes the app
 * RUNS times (20 unless told) as tests/support/test-app.ts does, on a copy of the migrated
 * embedded database the `pglite` test project keeps (run one of its tests first) in a folder of
 * /dev/shm, and prints the CPU time of each start and their mean. The first start, on cold code,
 * is not counted. Needs the site built (npm run build). For a profile of the starts:
 *   node --cpu-prof --import tsx scripts/measure-app-start.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../server/app";
import { parseConfig } from "../server/config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const templates = path.join(root, "node_modules/.cache/college-pglite-templates");
const runs = Number(process.env.RUNS ?? 20);

/** The most recently used template's data folder (tests/support/pglite-template-setup.ts). */
function newestTemplate(): string {
  const kept = fs.existsSync(templates) ? fs.readdirSync(templates).filter((name) => !name.includes(".making-")) : [];
  if (kept.length === 0) throw new Error("No migrated database template yet: run a test of the pglite project first.");
  const newest = kept.map((name) => path.join(templates, name)).sort((one, other) => fs.statSync(other).mtimeMs - fs.statSync(one).mtimeMs)[0]!;
  return path.join(newest, "db");
}

const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const template = newestTemplate();
const tmp = fs.existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir();
const spent: number[] = [];
for (let start = 0; start <= runs; start++) {
  const dataDir = fs.mkdtempSync(path.join(tmp, "measure-app-start-"));
  fs.cpSync(template, path.join(dataDir, "db"), { recursive: true });
  const config = {
    ...parseConfig({ DATA_DIR: dataDir, SAMPLE_CONTENT: "0", ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "correct horse battery staple", LOG_LEVEL: "silent", BACKUP_EVERY_HOURS: "0" }),
    inMemoryDatabase: false as const,
  };
  const before = cpuSeconds();
  const app = await buildApp(config);
  await app.ready();
  await app.close();
  const cpu = cpuSeconds() - before;
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`start ${start}: ${cpu.toFixed(3)} s of CPU${start === 0 ? " (cold code, not counted)" : ""}`);
  if (start > 0) spent.push(cpu);
}
spent.sort((one, other) => one - other);
const mean = spent.reduce((sum, each) => sum + each, 0) / spent.length;
console.log(`CPU per start over ${spent.length}: mean ${mean.toFixed(3)} s, median ${spent[Math.floor(spent.length / 2)]!.toFixed(3)} s`);
