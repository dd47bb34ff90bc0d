import { assertPdf, contentHash } from "../documents/pdf-file";
import type { FileStorage, StoredFile } from "../../platform/storage/file-storage";

/** Where uploaded PDFs are served: `/files/<hash>-<name>.pdf`. */
export const FILES_PREFIX = "/files/";

/** The names this service gives: 16 hex digits of the content hash, then a readable part. */
const storedName = /^[a-f0-9]{16}-[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/;

/** "Merit List (CAP Round 1).PDF" → "merit-list-cap-round-1"; "document" when nothing readable is left. */
export function readableName(fileName: string): string {
  const words = fileName
    .replace(/\.pdf$/i, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return words || "document";
}

/**
 * PDFs the clerk uploads to link from the news (a circular, a merit list). Each gets a permanent
 * address named after its content and its file name, so the address never changes its content
 * and browsers may keep it for good.
 */
export function createFilesService(storage: FileStorage) {
  return {
    /** Stores a PDF (415 unless the bytes are one) and answers its permanent `/files/…` address. */
    async storeFile(bytes: Uint8Array, fileName: string): Promise<string> {
      assertPdf(bytes);
      const name = `${contentHash(bytes).slice(0, 16)}-${readableName(fileName)}.pdf`;
      if (!(await storage.exists(name))) await storage.save(name, bytes);
      return `${FILES_PREFIX}${name}`;
    },

    /** A stored PDF by its name, or null for any name this service never gives or has not stored. */
    openFile(name: string): Promise<StoredFile | null> {
      return storedName.test(name) ? storage.open(name) : Promise.resolve(null);
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
