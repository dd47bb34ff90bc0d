import type { FastifyReply, FastifyRequest } from "fastify";
import type { ByteRange, StoredFile } from "../storage/file-storage";

/** How one stored file is answered: its validator, type, name and how long browsers may keep it. */
export type FileAnswer = {
  file: StoredFile;
  /** A strong validator that changes whenever the bytes do, quoted: `"…"`. */
  etag: string;
  /** When the bytes served under this address last changed. */
  lastModified: Date;
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
};

/**
 * The one range of a `Range` header (RFC 9110 §14.1.2): `first-last`, `first-` or `-suffix`.
 * null when the header is to be ignored — malformed, another unit, or several ranges (the whole
 * file answers those; PDF viewers ask for one range at a time); "unsatisfiable" when it lies
 * past the end of a file of `size` bytes.
 */
export function parseByteRange(header: string, size: number): ByteRange | "unsatisfiable" | null {
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

/** Whether an If-None-Match list names this validator (weak comparison, as for GET). */
function matchesEtag(header: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** Whether the browser's copy is the current one, so a 304 answers (RFC 9110 §13.2.2). */
function isUnchanged(request: FastifyRequest, { etag, lastModified }: FileAnswer): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) return matchesEtag(ifNoneMatch, etag);
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  // HTTP dates count whole seconds.
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** The range asked for, unless an If-Range says the browser's partial copy is of other bytes. */
function requestedRange(request: FastifyRequest, answer: FileAnswer) {
  const range = request.headers.range;
  if (range === undefined) return null;
  const ifRange = request.headers["if-range"];
  if (ifRange !== undefined && ![answer.etag, answer.lastModified.toUTCString()].includes(String(ifRange).trim())) return null;
  return parseByteRange(range, answer.file.size);
}

/**
 * Sends a stored file as browsers and PDF viewers expect: validators and 304 answers, one byte
 * range (206, or 416 past the end), HEAD with the headers only. The bytes stream from storage
 * (the disk, or a ranged read of the bucket), so a 20 MB PDF never sits in memory.
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, answer: FileAnswer) {
  const { file } = answer;
  reply
    .header("etag", answer.etag)
    .header("last-modified", answer.lastModified.toUTCString())
    .header("cache-control", answer.cacheControl)
    .header("accept-ranges", "bytes");
  if (isUnchanged(request, answer)) return reply.status(304).send();

  const range = requestedRange(request, answer);
  if (range === "unsatisfiable") {
    return reply
      .status(416)
      .header("content-range", `bytes */${file.size}`)
      .send({ success: false, message: "The requested part of the file is beyond its end." });
  }
  reply.type(answer.contentType).header("content-disposition", answer.contentDisposition);
  if (range) {
    reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
      .header("content-length", range.end - range.start + 1);
  } else {
    reply.header("content-length", file.size);
  }
  if (request.method === "HEAD") return reply.send();
  // Opened before anything is sent, so a storage that fails answers a proper 500.
  return reply.send(await file.stream(range ?? undefined));
}
