/** Where the server answers for a PDF document (see the HTTP contract: GET /api/pdfdownload/:file). */
export function pdfUrl(file: string): string {
  return `/api/pdfdownload/${encodeURIComponent(file)}`;
}
