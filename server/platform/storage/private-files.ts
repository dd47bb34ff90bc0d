import fs from "node:fs";
import path from "node:path";

/*
 * DATA_DIR holds every admin's password hash, every applicant's details (in the database and in
 * the backups) and the local backup key: its content is for the server's user alone, whatever
 * the machine's other accounts may read.
 */

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Every file and folder this process creates from now on without a mode of its own is its user's
 * alone: the usual umask (022) leaves them readable by every account on the machine.
 */
export function createPrivately() {
  process.umask(0o077);
}

const GROUP_AND_OTHERS = 0o077;

/**
 * Takes group and others' access from `root` and everything under it: a data folder an earlier
 * version wrote, or the embedded database's files, which PGlite's initdb makes 0666 itself
 * whatever the umask. Leaves out what is not ours to change (another user's file, one gone
 * meanwhile) and never follows a symbolic link.
 */
export async function makePrivate(root: string): Promise<void> {
  // Synchronous calls: a database folder holds over a thousand files, and a start waits for the
  // walk anyway; awaiting each call cost ten times the CPU.
  const pending = [root];
  while (pending.length) {
    const entry = pending.pop()!;
    const stats = attempt(() => fs.lstatSync(entry));
    if (!stats || stats.isSymbolicLink()) continue;
    if (stats.mode & GROUP_AND_OTHERS) attempt(() => fs.chmodSync(entry, stats.mode & 0o7777 & ~GROUP_AND_OTHERS));
    if (stats.isDirectory()) for (const name of attempt(() => fs.readdirSync(entry)) ?? []) pending.push(path.join(entry, name));
  }
}

/** What `act` answers, or undefined when it fails: another user's file, or one gone meanwhile, is left alone. */
function attempt<T>(act: () => T): T | undefined {
  try {
    return act();
  } catch {
    return undefined;
  }
}
