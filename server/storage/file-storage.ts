import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** Bytes `start` to `end` of a file, both included (as a Range header counts them). */
export type ByteRange = { start: number; end: number };

/** A stored file opened for sending: its size and age, and its bytes (all, or a range) as a stream. */
export type StoredFile = {
  size: number;
  modifiedAt: Date;
  stream(range?: ByteRange): Readable;
};

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
  /** The file for sending without holding it in memory, or null when there is no such file. */
  open(name: string): Promise<StoredFile | null>;
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

    async open(name) {
      const file = pathOf(name);
      try {
        const stats = await stat(file);
        if (!stats.isFile()) return null;
        return { size: stats.size, modifiedAt: stats.mtime, stream: (range) => createReadStream(file, range) };
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
  };
}

export const uploadsDirectory = (dataDir: string) => path.join(dataDir, "uploads");
