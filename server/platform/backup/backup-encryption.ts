import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import { pipeline, Transform, type Readable, type TransformCallback } from "node:stream";

/*
 * An encrypted backup is the plain archive (a tar.gz) encrypted with AES-256-GCM in segments, the
 * STREAM construction (Hoang, Reyhanitabar, Rogaway and Vizár, 2015), after a header:
 *
 *   "ENCRYPTED-COLLEGE-BACKUP\n"  the magic line, so a restore tells it from a plain archive
 *   format         1 byte         this layout: 1
 *   scrypt         3 bytes        log2 N, r, p of the key derivation
 *   salt           16 bytes       random for each backup, so each has a key of its own
 *   nonce prefix   7 bytes        random
 *   segment size   4 bytes        plain bytes per segment (64 KiB), big-endian
 *   key check      32 bytes       HMAC-SHA256 of the bytes above, under a key derived with the
 *                                 encryption key: a wrong key is told apart from a damaged file
 *
 * scrypt turns BACKUP_ENCRYPTION_KEY and the salt into 64 bytes: the AES key, then the HMAC key.
 * Each segment is its ciphertext and a 16-byte tag; its nonce is the prefix, the segment's number
 * (4 bytes, big-endian) and 1 for the last segment (else 0), and the whole header is its AAD. So
 * every segment is authenticated before a byte of it is given out, and a segment changed, moved,
 * taken from another backup or dropped — the end cut off too — fails its check where it is read.
 */

const MAGIC = Buffer.from("ENCRYPTED-COLLEGE-BACKUP\n", "ascii");
const FORMAT = 1;
const SALT_BYTES = 16;
const NONCE_PREFIX_BYTES = 7;
const CHECK_BYTES = 32;
const TAG_BYTES = 16;
/** Everything before the key check. */
const FIELDS_BYTES = MAGIC.length + 1 + 3 + SALT_BYTES + NONCE_PREFIX_BYTES + 4;
export const HEADER_BYTES = FIELDS_BYTES + CHECK_BYTES;

const DEFAULT_SEGMENT_BYTES = 64 * 1024;
/** 32 MiB and about 0.1 s per backup: the key cannot be guessed quickly, and a restore is not slowed. */
const SCRYPT = { log2N: 15, r: 8, p: 1 };

/** The shortest BACKUP_ENCRYPTION_KEY accepted. */
export const BACKUP_KEY_MIN_LENGTH = 32;

/** Why an archive cannot be read with the key given; the message completes a sentence that begins with the file's name. */
export class BackupEncryptionError extends Error {}

const messages = {
  needsKey: "is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was written with.",
  wrongKey: "was encrypted with another key: set BACKUP_ENCRYPTION_KEY to the key it was written with (or the file's start is damaged).",
  damaged: "is damaged or cut short: part of it does not match its encryption.",
  newer: "comes from a newer version of the site: update this one first.",
};

type Header = { bytes: Buffer; log2N: number; r: number; p: number; salt: Buffer; noncePrefix: Buffer; segmentBytes: number };

type Keys = { cipherKey: Buffer; checkKey: Buffer };

function deriveKeys(passphrase: string, { salt, log2N, r, p }: Pick<Header, "salt" | "log2N" | "r" | "p">): Promise<Keys> {
  const N = 2 ** log2N;
  // Node refuses scrypt above 32 MiB unless told more may be used (it needs about 128 · N · r).
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 64, options, (error, derived) =>
      error ? reject(error) : resolve({ cipherKey: derived.subarray(0, 32), checkKey: derived.subarray(32) }),
    ),
  );
}

const keyCheckOf = (checkKey: Buffer, fields: Buffer) => createHmac("sha256", checkKey).update(fields).digest();

function nonceOf(prefix: Buffer, index: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  nonce[11] = last ? 1 : 0;
  return nonce;
}

/** Gathers written chunks and hands out `size` bytes at a time, holding no more than a segment and a chunk. */
class SegmentBuffer {
  private chunks: Buffer[] = [];
  length = 0;
  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
  take(size: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length);
    const taken = all.subarray(0, size);
    const rest = all.subarray(size);
    this.chunks = rest.length ? [rest] : [];
    this.length = rest.length;
    return taken;
  }
}

/** A transform that writes the header, then the plain archive in encrypted segments. */
export async function encryptingStream(passphrase: string, { segmentBytes = DEFAULT_SEGMENT_BYTES } = {}): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES);
  const noncePrefix = randomBytes(NONCE_PREFIX_BYTES);
  const fields = Buffer.alloc(FIELDS_BYTES);
  let at = MAGIC.copy(fields, 0);
  at = fields.writeUInt8(FORMAT, at);
  at = fields.writeUInt8(SCRYPT.log2N, at);
  at = fields.writeUInt8(SCRYPT.r, at);
  at = fields.writeUInt8(SCRYPT.p, at);
  at += salt.copy(fields, at);
  at += noncePrefix.copy(fields, at);
  fields.writeUInt32BE(segmentBytes, at);
  const { cipherKey, checkKey } = await deriveKeys(passphrase, { salt, ...SCRYPT });
  const header = Buffer.concat([fields, keyCheckOf(checkKey, fields)]);

  const pending = new SegmentBuffer();
  let index = 0;
  const seal = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv("aes-256-gcm", cipherKey, nonceOf(noncePrefix, index, last), { authTagLength: TAG_BYTES });
    cipher.setAAD(header);
    index += 1;
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };

  let headerSent = false;
  const sendHeader = (stream: Transform) => {
    if (!headerSent) stream.push(header);
    headerSent = true;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      sendHeader(this);
      pending.push(chunk);
      // A full segment goes out as soon as it is complete; the last one, however short (even empty), at the end.
      while (pending.length >= segmentBytes) this.push(seal(pending.take(segmentBytes), false));
      callback();
    },
    flush(callback: TransformCallback) {
      sendHeader(this);
      this.push(seal(pending.take(pending.length), true));
      callback();
    },
  });
}

/** Whether `file` starts as an encrypted backup does. */
export async function isEncryptedBackup(file: string): Promise<boolean> {
  const handle = await fsp.open(file, "r");
  try {
    const start = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(start, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && start.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/** The header at the start of `file`, or undefined when the file does not start with the magic line (a plain archive). */
async function readHeader(file: string): Promise<Header | undefined> {
  const handle = await fsp.open(file, "r");
  let bytes: Buffer;
  try {
    bytes = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(bytes, 0, HEADER_BYTES, 0);
    bytes = bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (bytes.length < MAGIC.length || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  if (bytes.length > MAGIC.length && bytes[MAGIC.length] !== FORMAT) throw new BackupEncryptionError(messages.newer);
  if (bytes.length < HEADER_BYTES) throw new BackupEncryptionError(messages.damaged);
  let at = MAGIC.length + 1;
  const log2N = bytes.readUInt8(at++);
  const r = bytes.readUInt8(at++);
  const p = bytes.readUInt8(at++);
  const salt = bytes.subarray(at, (at += SALT_BYTES));
  const noncePrefix = bytes.subarray(at, (at += NONCE_PREFIX_BYTES));
  const segmentBytes = bytes.readUInt32BE(at);
  // Bounds, so a forged header cannot make the restore spend minutes or gigabytes deriving a key or holding a segment.
  const sane = log2N >= 10 && log2N <= 20 && r >= 1 && r <= 16 && p >= 1 && p <= 4 && segmentBytes >= 1024 && segmentBytes <= 16 * 1024 * 1024;
  if (!sane) throw new BackupEncryptionError(messages.damaged);
  return { bytes, log2N, r, p, salt, noncePrefix, segmentBytes };
}

/** A transform that takes the segments after the header and gives out the plain archive, each segment only once it is authenticated. */
function decryptingStream(header: Header, cipherKey: Buffer): Transform {
  const sealedBytes = header.segmentBytes + TAG_BYTES;
  const pending = new SegmentBuffer();
  let index = 0;
  const open = (sealed: Buffer, last: boolean): Buffer => {
    if (sealed.length < TAG_BYTES || index > 0xffffffff) throw new BackupEncryptionError(messages.damaged);
    const decipher = createDecipheriv("aes-256-gcm", cipherKey, nonceOf(header.noncePrefix, index, last), { authTagLength: TAG_BYTES });
    decipher.setAAD(header.bytes);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    index += 1;
    const plain = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
    try {
      // Throws unless the tag matches: only then is `plain` given out.
      return Buffer.concat([plain, decipher.final()]);
    } catch {
      throw new BackupEncryptionError(messages.damaged);
    }
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.push(chunk);
      try {
        // A whole segment with more after it is not the last; what remains at the end is.
        while (pending.length > sealedBytes) this.push(open(pending.take(sealedBytes), false));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        this.push(open(pending.take(pending.length), true));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/**
 * The plain archive in `file`, as a stream: the file itself when it is not encrypted, else its
 * segments decrypted with `passphrase`. A missing or wrong key throws here, before anything is
 * read; a damaged segment makes the stream fail with a BackupEncryptionError where it is.
 */
export async function readBackupFile(file: string, passphrase: string | undefined): Promise<{ encrypted: boolean; stream: Readable }> {
  const header = await readHeader(file);
  if (!header) return { encrypted: false, stream: fs.createReadStream(file) };
  if (!passphrase) throw new BackupEncryptionError(messages.needsKey);
  const { cipherKey, checkKey } = await deriveKeys(passphrase, header);
  const check = keyCheckOf(checkKey, header.bytes.subarray(0, FIELDS_BYTES));
  if (!timingSafeEqual(check, header.bytes.subarray(FIELDS_BYTES))) throw new BackupEncryptionError(messages.wrongKey);
  const decrypting = decryptingStream(header, cipherKey);
  // Errors of either stream reach the one handed out; destroying it closes the file.
  return { encrypted: true, stream: pipeline(fs.createReadStream(file, { start: HEADER_BYTES }), decrypting, () => {}) };
}
