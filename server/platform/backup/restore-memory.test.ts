import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyMigratedDatabase } from "../../../tests/support/embedded-data-dir";
import { createTestApp } from "../../../tests/support/test-app";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "college-restore-memory-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const MB = 1024 * 1024;
/** The stored file in the archive: much larger than what a streamed restore holds at a time. */
const LARGE_FILE_BYTES = 256 * MB;

/**
 * A file that gzip shrinks about 200 times, as a table's rows or a scanned form's blank pages
 * shrink: its archive is small, and each piece of the archive read unpacks to far more bytes.
 */
function writeCompressibleFile(file: string, bytes: number) {
  const block = Buffer.alloc(MB);
  for (let i = 0; i < block.length; i += 1024) block[i] = randomInt(256);
  const handle = fs.openSync(file, "w");
  for (let written = 0; written < bytes; written += block.length) fs.writeSync(handle, block);
  fs.closeSync(handle);
}

/** Runs `npm run restore` on `archive` into a new data folder; answers the command's peak resident memory in bytes. */
function restoreMeasuringPeakMemory(archive: string, target: string): number {
  const dataDir = path.join(work, target);
  copyMigratedDatabase(dataDir);
  // Read when the command exits, from the kernel's own high-water mark of the process.
  const report = path.join(work, "report-peak-memory.mjs");
  fs.writeFileSync(report, `import fs from "node:fs";\nprocess.on("exit", () => fs.writeSync(2, \`peak-rss-kb \${process.resourceUsage().maxRSS}\\n\`));\n`);
  const command = spawnSync(process.execPath, ["--import", report, "scripts/data.mjs", "restore", archive], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  expect(command.status, command.stderr).toBe(0);
  expect(command.stdout).toMatch(/^Restored /);
  return Number(/peak-rss-kb (\d+)/.exec(command.stderr)![1]) * 1024;
}

describe("npm run restore", { timeout: 240_000 }, () => {
  it("unpacks a large stored file piece by piece, never holding it whole in memory", async () => {
    // Two backups of one site, the second with a large file added.
    const source = await createTestApp();
    const withoutIt = path.join(work, "without.tar.gz");
    const withIt = path.join(work, "with.tar.gz");
    try {
      await source.app.services.backups.write(withoutIt);
      const large = path.join(work, "large.pdf");
      writeCompressibleFile(large, LARGE_FILE_BYTES);
      await source.app.services.storage.areas.documents.saveFromFile("large.pdf", large);
      fs.rmSync(large);
      await source.app.services.backups.write(withIt);
    } finally {
      await source.close();
    }
    expect(fs.statSync(withIt).size).toBeLessThan(LARGE_FILE_BYTES / 50);

    const peakWithout = restoreMeasuringPeakMemory(withoutIt, "restored-without");
    const peakWith = restoreMeasuringPeakMemory(withIt, "restored-with");
    expect(fs.statSync(path.join(work, "restored-with", "documents", "large.pdf")).size).toBe(LARGE_FILE_BYTES);
    // Measured: 30 to 55 MB more with the file. Reading the archive 16 MB at a time, as tar does by
    // default, unpacked each piece whole and held the file entire: about 250 MB more.
    expect(peakWith - peakWithout).toBeLessThan(LARGE_FILE_BYTES / 2);
  });
});
