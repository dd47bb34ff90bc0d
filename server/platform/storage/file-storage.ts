import type { Readable } from "node:stream";

/** Bytes `start` to `end` of a file, both included (as a Range header counts them). */
export type ByteRange = { start: number; end: number };

/** A stored file opened for sending: its size and age, and its bytes (all, or a range) as a stream. */
export type StoredFile = {
  size: number;
  modifiedAt: Date;
  stream(range?: ByteRange): Promise<Readable>;
};

/**
 * Where uploaded files live: a folder on the local disk or a prefix in an S3-compatible bucket
 * (server/platform/storage/site-storage.ts picks). Names are flat (no folders) and chosen by the server,
 * never by the uploader; anything else is refused so a name can never reach outside the storage.
 */
export interface FileStorage {
  /** Stores the bytes under `name`; a reader sees the old file or the whole new one, never part of it. */
  save(name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  /** Removing a file that is already gone is not an error. */
  remove(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** The file for sending without holding it in memory, or null when there is no such file. */
  open(name: string): Promise<StoredFile | null>;
  /** The names of every stored file, in no particular order. */
  list(): Promise<string[]>;
  /**
   * Puts a copy of the file at `target` on the local disk, as cheaply as the storage can (a
   * backup collects its files this way); false when there is no such file.
   */
  copyToFile(name: string, target: string): Promise<boolean>;
  /** Stores the local file `source` under `name` without holding it in memory (a restore puts its files back this way). */
  saveFromFile(name: string, source: string): Promise<void>;
}

const safeName = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

export const isSafeName = (name: string) => safeName.test(name);

export function assertSafeName(name: string) {
  if (!isSafeName(name)) throw new Error(`Refusing the storage name ${JSON.stringify(name)}`);
}
