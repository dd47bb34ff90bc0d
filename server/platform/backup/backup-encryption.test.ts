import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, describe, expect, it } from "vitest";
import { BackupEncryptionError, encryptingStream, HEADER_BYTES, readBackupFile } from "./backup-encryption";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-encryption-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const KEY = "correct horse battery staple, and then some more";
// Small segments, so a few kilobytes make many of them.
const SEGMENT = 1024;
const SEALED = SEGMENT + 16;
let files = 0;

/** `plain` encrypted into a new file, written in chunks of `chunkBytes` as tar's output comes. */
async function encrypted(plain: Buffer, { chunkBytes = 700, key = KEY } = {}) {
  const file = path.join(work, `archive-${++files}`);
  const chunks = Array.from({ length: Math.ceil(plain.length / chunkBytes) }, (_, index) => plain.subarray(index * chunkBytes, (index + 1) * chunkBytes));
  await pipeline(Readable.from(chunks), await encryptingStream(key, { segmentBytes: SEGMENT }), fs.createWriteStream(file));
  return file;
}

/** What reading `file` back gives out, and the error that stopped it, if any. */
async function readBack(file: string, key: string | undefined = KEY) {
  const { encrypted, stream } = await readBackupFile(file, key);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { encrypted, plain: Buffer.concat(chunks), error: undefined };
  } catch (error) {
    return { encrypted, plain: Buffer.concat(chunks), error: error as Error };
  }
}

/** A copy of `file` changed by `change`. */
function altered(file: string, change: (bytes: Buffer) => Buffer) {
  const copy = path.join(work, `altered-${++files}`);
  fs.writeFileSync(copy, change(Buffer.from(fs.readFileSync(file))));
  return copy;
}

const damaged = /^is damaged or cut short/;

describe("encrypted backups", () => {
  it.each([0, SEGMENT, 10 * SEGMENT + 123])("give back %i bytes exactly, with the key", async (size) => {
    const plain = randomBytes(size);
    const file = await encrypted(plain);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 25).toString("ascii")).toBe("ENCRYPTED-COLLEGE-BACKUP\n");
    // Each segment grows by its tag only; one more (maybe empty) segment marks the end.
    expect(bytes.length).toBe(HEADER_BYTES + size + 16 * (Math.floor(size / SEGMENT) + 1));
    expect(await readBack(file)).toEqual({ encrypted: true, plain, error: undefined });
  });

  it("hide the text they hold, and give each backup its own key: the same archive twice shares no segment", async () => {
    const plain = Buffer.from("Priya Patil, priya.patil@example.com, 9876543210\n".repeat(100));
    const [first, second] = [fs.readFileSync(await encrypted(plain)), fs.readFileSync(await encrypted(plain))];
    expect(first.includes("Priya")).toBe(false);
    expect(first.includes("priya.patil@example.com")).toBe(false);
    expect(first.subarray(HEADER_BYTES, HEADER_BYTES + SEALED).equals(second.subarray(HEADER_BYTES, HEADER_BYTES + SEALED))).toBe(false);
  });

  it("pass a plain archive through as it is, with or without a key", async () => {
    const file = path.join(work, "plain.tar.gz");
    const plain = randomBytes(5000);
    fs.writeFileSync(file, plain);
    expect(await readBack(file)).toEqual({ encrypted: false, plain, error: undefined });
    expect(await readBack(file, undefined)).toEqual({ encrypted: false, plain, error: undefined });
  });

  it("ask for the key when it is missing, and refuse a wrong one, before reading anything", async () => {
    const file = await encrypted(randomBytes(3000));
    await expect(readBackupFile(file, undefined)).rejects.toThrow(new BackupEncryptionError("is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was written with."));
    await expect(readBackupFile(file, `${KEY}.`)).rejects.toThrow(/^was encrypted with another key: set BACKUP_ENCRYPTION_KEY/);
    // A changed header (here its salt) cannot pass for the right one either.
    await expect(readBackupFile(altered(file, (bytes) => ((bytes[30] ^= 1), bytes)), KEY)).rejects.toThrow(/^was encrypted with another key/);
  });

  it("give out nothing of a segment with a changed byte, and fail there", async () => {
    const plain = randomBytes(5 * SEGMENT);
    const file = await encrypted(plain);
    // A byte inside the third segment's ciphertext.
    const read = await readBack(altered(file, (bytes) => ((bytes[HEADER_BYTES + 2 * SEALED + 100] ^= 0x40), bytes)));
    expect(read.error).toBeInstanceOf(BackupEncryptionError);
    expect(read.error?.message).toMatch(damaged);
    // Whatever came out before the failure is the start of the archive, and none of the changed segment.
    expect(read.plain.length).toBeLessThanOrEqual(2 * SEGMENT);
    expect(read.plain.equals(plain.subarray(0, read.plain.length))).toBe(true);
  });

  it("notice a file cut short, between segments or inside one", async () => {
    const file = await encrypted(randomBytes(4 * SEGMENT + 10));
    const size = fs.statSync(file).size;
    for (const cut of [size - 1, size - (10 + 16), HEADER_BYTES + 2 * SEALED, HEADER_BYTES + 5, HEADER_BYTES]) {
      const read = await readBack(altered(file, (bytes) => bytes.subarray(0, cut)));
      expect(read.error?.message, `cut at ${cut}`).toMatch(damaged);
    }
    // Cut inside the header.
    await expect(readBackupFile(altered(file, (bytes) => bytes.subarray(0, HEADER_BYTES - 1)), KEY)).rejects.toThrow(damaged);
  });

  it("notice segments swapped, or one taken from another backup with the same key", async () => {
    const plain = randomBytes(4 * SEGMENT);
    const file = await encrypted(plain);
    const segment = (bytes: Buffer, index: number) => Buffer.from(bytes.subarray(HEADER_BYTES + index * SEALED, HEADER_BYTES + (index + 1) * SEALED));
    const swapped = altered(file, (bytes) => {
      const [first, second] = [segment(bytes, 1), segment(bytes, 2)];
      second.copy(bytes, HEADER_BYTES + SEALED);
      first.copy(bytes, HEADER_BYTES + 2 * SEALED);
      return bytes;
    });
    expect((await readBack(swapped)).error?.message).toMatch(damaged);

    const other = fs.readFileSync(await encrypted(plain));
    const spliced = altered(file, (bytes) => (segment(other, 1).copy(bytes, HEADER_BYTES + SEALED), bytes));
    expect((await readBack(spliced)).error?.message).toMatch(damaged);
  });

  it("refuse a format newer than this version knows", async () => {
    const file = await encrypted(randomBytes(100));
    await expect(readBackupFile(altered(file, (bytes) => ((bytes[25] = 2), bytes)), KEY)).rejects.toThrow(/^comes from a newer version of the site/);
  });
});
