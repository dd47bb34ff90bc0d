/** Where the server answers for a PDF document (see the HTTP contract: GET /api/pdfdownload/:file). */
export function pdfUrl(file: string): string {
  return `/api/pdfdownload/${encodeURIComponent(file)}`;
}

/** The message shown when a PDF cannot be downloaded, unless a page gives a more specific one. */
export const PDF_DOWNLOAD_ERROR = "Error downloading PDF. Please try again later.";
