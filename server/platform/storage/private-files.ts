import fsp from "node:fs/promises";
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
  const pending = [root];
  while (pending.length) {
    const entry = pending.pop()!;
    const stats = await fsp.lstat(entry).catch(() => undefined);
    if (!stats || stats.isSymbolicLink()) continue;
    if (stats.mode & GROUP_AND_OTHERS) await fsp.chmod(entry, stats.mode & 0o7777 & ~GROUP_AND_OTHERS).catch(() => {});
    if (stats.isDirectory()) {
      for (const name of await fsp.readdir(entry).catch(() => [] as string[])) pending.push(path.join(entry, name));
    }
  }
}
