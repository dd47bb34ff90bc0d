import { createReadStream } from "node:fs";
import { chmod, copyFile, link, mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeName, isSafeName, type FileStorage } from "./file-storage";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "./private-files";
import { temporaryPathFor } from "../backup/working-files";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Files in one folder on the local disk, created on first use. */
export function createLocalFileStorage(directory: string): FileStorage {
  const pathOf = (name: string) => {
    assertSafeName(name);
    return path.join(directory, name);
  };

  /**
   * Puts a file in place under `name` after `write` has made it under a temporary name, so a
   * half-written file is never served; one left by a process killed meanwhile goes at the next start.
   */
  async function saveThrough(name: string, write: (temporary: string) => Promise<void>) {
    const target = pathOf(name);
    await mkdir(directory, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const temporary = temporaryPathFor(target);
    try {
      await write(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    save: (name, bytes) => saveThrough(name, (temporary) => writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE })),

    saveFromFile: (name, source) =>
      saveThrough(name, async (temporary) => {
        // A hard link moves no bytes; across file systems it is a real copy.
        try {
          await link(source, temporary);
        } catch (error) {
          const { code } = error as NodeJS.ErrnoException;
          if (code !== "EXDEV" && code !== "EPERM") throw error;
          await copyFile(source, temporary);
        }
        // A copy or link keeps the mode the archive's entry had.
        await chmod(temporary, PRIVATE_FILE_MODE);
      }),

    async read(name) {
      try {
        return await readFile(pathOf(name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(name) {
      try {
        await unlink(pathOf(name));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async open(name) {
      const file = pathOf(name);
      try {
        const stats = await stat(file);
        if (!stats.isFile()) return null;
        return { size: stats.size, modifiedAt: stats.mtime, stream: async (range) => createReadStream(file, range) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(name) {
      try {
        return (await stat(pathOf(name))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async copyToFile(name, target) {
      // A stored file is replaced by renaming a new one over it, never changed in place, so a
      // hard link is an instant, space-free copy; across file systems it is a real copy.
      try {
        await link(pathOf(name), target);
      } catch (error) {
        if (isMissing(error)) return false;
        const { code } = error as NodeJS.ErrnoException;
        if (code !== "EXDEV" && code !== "EPERM") throw error;
        try {
          await copyFile(pathOf(name), target);
        } catch (copyError) {
          if (isMissing(copyError)) return false;
          throw copyError;
        }
      }
      return true;
    },

    async list() {
      try {
        const entries = await readdir(directory, { withFileTypes: true });
        // Unfinished saves are dot-named temporary files, which no safe name is.
        return entries.filter((entry) => entry.isFile() && isSafeName(entry.name)).map((entry) => entry.name);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
  };
}
