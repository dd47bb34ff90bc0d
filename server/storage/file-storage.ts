import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live. Names are flat (no folders) and chosen by the server, never by the
 * uploader; anything else is refused so a name can never reach outside the storage.
 */
export interface FileStorage {
  save(name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  /** Removing a file that is already gone is not an error. */
  remove(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
}

const safeName = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

function assertSafeName(name: string) {
  if (!safeName.test(name)) throw new Error(`Refusing the storage name ${JSON.stringify(name)}`);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Files in one folder on the local disk, created on first use. */
export function createLocalFileStorage(directory: string): FileStorage & { directory: string } {
  const pathOf = (name: string) => {
    assertSafeName(name);
    return path.join(directory, name);
  };

  return {
    directory,

    async save(name, bytes) {
      const target = pathOf(name);
      await mkdir(directory, { recursive: true });
      // Written under a temporary name and renamed, so a half-written file is never served.
      const temporary = path.join(directory, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

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

    async exists(name) {
      try {
        return (await stat(pathOf(name))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

export const uploadsDirectory = (dataDir: string) => path.join(dataDir, "uploads");
