import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isRunning } from "../db/data-dir-lock";

/*
 * A backup or restore works in files that are not its result: a staging folder in DATA_DIR, and
 * the archive under a `.partial` name beside its target until it is complete. A stored file is
 * written under a `.tmp` name beside its own and renamed when complete. A process killed
 * meanwhile leaves them behind. Their names carry the host and process that made them, so a later
 * start can tell a dead process's leftovers from files another live one is still writing
 * (`npm run backup` on PostgreSQL, or an instance sharing DATA_DIR).
 */

// Without dots or "~", so a name splits back into its parts unambiguously.
const HOST = os.hostname().replace(/[^A-Za-z0-9-]/g, "_") || "host";
const newMark = () => `${HOST}~${process.pid}~${randomBytes(6).toString("hex")}`;
const MARK = String.raw`[A-Za-z0-9_-]+~\d+~[0-9a-f]{12}`;

/** A staging folder of its own in DATA_DIR for one backup or restore (not yet created). */
export const stagingFolderIn = (dataDir: string, kind: "backup" | "restore") => path.join(dataDir, `.${kind}-${newMark()}`);

/** Where an archive is written before it is renamed to `target`: beside it, so the rename is atomic. */
export const partialPathFor = (target: string) => path.join(path.dirname(target), `.${path.basename(target)}.${newMark()}.partial`);

/** Where a stored file is written before it is renamed to `target`: beside it, so the rename is atomic. */
export const temporaryPathFor = (target: string) => path.join(path.dirname(target), `.${path.basename(target)}.${newMark()}.tmp`);

/** A backup written for one download from `folder` (dot-named, so never listed as a scheduled backup). */
export const downloadPathIn = (folder: string) => path.join(folder, `.download-${newMark()}.tar.gz`);

/** The folder scheduled backups and downloads are written in. */
export const backupsFolderOf = (dataDir: string) => path.join(dataDir, "backups");

// The shapes above, and the earlier version's unmarked ones (a random suffix only).
const IN_DATA_DIR = [new RegExp(String.raw`^\.(?:backup|restore)-(?<mark>${MARK}|[A-Za-z0-9]{6})$`)];
const IN_BACKUPS = [
  new RegExp(String.raw`^\.download-(?<mark>${MARK}|[0-9a-f]{12})\.tar\.gz$`),
  new RegExp(String.raw`^\..+\.(?<mark>${MARK}|[0-9a-f]{12})\.partial$`),
];
const IN_STORED_FILES = [new RegExp(String.raw`^\..+\.(?<mark>${MARK}|[0-9a-f]{12})\.tmp$`)];

/** No backup runs this long: older working files are leftovers whoever made them. */
const ABANDONED_AFTER_MS = 24 * 3_600_000;

function isAbandoned(mark: string, modifiedMs: number, now: number): boolean {
  if (now - modifiedMs > ABANDONED_AFTER_MS) return true;
  const [host, pid] = mark.split("~");
  // Another host's process cannot be asked here; its files wait for their age.
  return host === HOST && !isRunning(Number(pid));
}

/**
 * Removes what interrupted backups and restores left in DATA_DIR and its backups folder, and
 * interrupted saves in the folders of stored files; answers the paths removed.
 */
export async function removeLeftovers(dataDir: string, storedFileFolders: string[] = []): Promise<string[]> {
  const removed: string[] = [];
  const now = Date.now();
  for (const [folder, shapes] of [
    [dataDir, IN_DATA_DIR],
    [backupsFolderOf(dataDir), IN_BACKUPS],
    ...storedFileFolders.map((folder) => [folder, IN_STORED_FILES] as const),
  ] as const) {
    for (const name of await fsp.readdir(folder).catch(() => [] as string[])) {
      const mark = shapes.map((shape) => shape.exec(name)?.groups?.mark).find(Boolean);
      if (!mark) continue;
      const leftover = path.join(folder, name);
      const stats = await fsp.lstat(leftover).catch(() => undefined);
      if (!stats || !isAbandoned(mark, stats.mtimeMs, now)) continue;
      await fsp.rm(leftover, { recursive: true, force: true });
      removed.push(leftover);
    }
  }
  return removed;
}

const inProgress = new Set<string>();

/** Notes a working path of this process; the function answered forgets it again once the work is over. */
export function trackWorkingPath(workingPath: string): () => void {
  inProgress.add(workingPath);
  return () => inProgress.delete(workingPath);
}

/**
 * Removes this process's working files at once, for a command stopped by a signal: it exits
 * before the work's own clean-up could run. Synchronous, as a signal handler needs.
 */
export function removeWorkInProgress() {
  for (const workingPath of inProgress) fs.rmSync(workingPath, { recursive: true, force: true });
  inProgress.clear();
}
