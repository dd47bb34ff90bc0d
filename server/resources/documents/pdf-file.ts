import { createHash } from "node:crypto";
import { NOT_A_PDF } from "../../../common/document.resource";
import { HttpError } from "../../platform/http/http-error";

const PDF_HEADER = Buffer.from("%PDF-", "latin1");

/**
 * Refuses bytes that are not a PDF with a 415. Every PDF starts with its header `%PDF-`; the
 * file's name and declared type say nothing, since both are the uploader's to choose.
 */
export function assertPdf(bytes: Uint8Array): void {
  if (!Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, PDF_HEADER.length)).equals(PDF_HEADER)) {
    throw new HttpError(415, NOT_A_PDF);
  }
}

/** The SHA-256 of a file's bytes, in hex: its stored name, so the same bytes are stored once and a name never changes its content. */
export const contentHash = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
