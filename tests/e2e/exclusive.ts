import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Runs `run` while no other test of this run holds the same `name`. The phone and desktop
 * projects run side by side against one server; a test that changes something the whole site
 * shares (the governing body, the order of the committees) and a test that reads it take turns
 * instead of seeing each other's half-done changes. Workers are children of one runner, so its
 * process id names the run, and a lock left by a killed run never blocks the next one.
 */
export async function exclusively<T>(name: string, run: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `college-e2e-${process.ppid}-${name}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await run();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
