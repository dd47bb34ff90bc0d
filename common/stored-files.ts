import { documentDownloadPrefix } from "./document.resource";

/**
 * Where the server serves stored files: uploaded images, the documents, uploaded PDFs. They are
 * files, not pages: a link to one leaves the app (no client-side navigation), and clients on other
 * origins get them by absolute address.
 */
export const STORED_FILE_PREFIXES = ["/uploads/", documentDownloadPrefix, "/files/"] as const;

export const isStoredFilePath = (value: string) => STORED_FILE_PREFIXES.some((prefix) => value.startsWith(prefix));
