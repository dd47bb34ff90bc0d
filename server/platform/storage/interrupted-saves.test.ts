import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { migratedDatabaseDump } from "../../../tests/support/embedded-data-dir";
import { TEST_ADMIN } from "../../../tests/support/test-app";
import { buildApp } from "../../app";
import { parseConfig } from "../../config";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "college-saves-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/**
 * A process that starts saving `name` into `folder` through the local storage and is killed
 * (SIGKILL, as a crash or the OOM killer would) once half the bytes are written: what it leaves
 * is what the real save leaves, under the real save's own name.
 */
function killedWhileSaving(folder: string, name: string) {
  const script = path.join(work, "save-and-die.mjs");
  const storageModule = pathToFileURL(path.resolve("server/platform/storage/local-file-storage.ts")).href;
  fs.writeFileSync(
    script,
    `import fs from "node:fs";
import fsp from "node:fs/promises";
import { syncBuiltinESMExports } from "node:module";
fsp.writeFile = async (file, bytes) => {
  fs.writeFileSync(file, bytes.subarray(0, bytes.length / 2));
  process.kill(process.pid, "SIGKILL");
  await new Promise(() => {});
};
syncBuiltinESMExports();
const { createLocalFileStorage } = await import(${JSON.stringify(storageModule)});
await createLocalFileStorage(${JSON.stringify(folder)}).save(${JSON.stringify(name)}, Buffer.alloc(64 * 1024, 1));
`,
  );
  const child = spawnSync(process.execPath, ["--import", "tsx", script], { cwd: path.resolve("."), encoding: "utf8" });
  expect(child.signal, child.stderr).toBe("SIGKILL");
}

describe("a stored file whose save was killed midway", { timeout: 60_000 }, () => {
  it("leaves a temporary file that the next start removes, and nothing else is touched", async () => {
    const dataDir = path.join(work, "data");
    const documents = path.join(dataDir, "documents");
    fs.mkdirSync(documents, { recursive: true });
    fs.writeFileSync(path.join(documents, "kept.pdf"), "a stored file");
    killedWhileSaving(documents, "timetable.pdf");
    const leftovers = fs.readdirSync(documents).filter((name) => name !== "kept.pdf");
    expect(leftovers).toEqual([expect.stringMatching(/^\.timetable\.pdf\..+\.tmp$/)]);

    const config = parseConfig({ DATA_DIR: dataDir, SAMPLE_CONTENT: "0", ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password, LOG_LEVEL: "silent" });
    const app = await buildApp({ ...config, inMemoryDatabase: await migratedDatabaseDump() });
    // Closing waits for the clean-up the start began.
    await app.close();
    expect(fs.readdirSync(documents).sort()).toEqual(expect.arrayContaining(["kept.pdf"]));
    expect(fs.readdirSync(documents).filter((name) => name.startsWith("."))).toEqual([]);
  });
});
