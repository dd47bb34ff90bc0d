/** What the API answers about the six documents. */

/** One of the six documents as `GET /api/documents` lists it; `url` never changes. */
export type DocumentSummary = {
  key: string;
  title: string;
  /** The name it is served and downloaded under, e.g. "timetable.pdf". */
  fileName: string;
  size: number;
  /** When the file served now was uploaded or restored (ISO 8601). */
  updatedAt: string;
  /** Its `/api/pdfdownload/…` address. */
  url: string;
};

/** The same, as an admin sees it: also who uploaded the file served now. */
export type AdminDocumentSummary = DocumentSummary & { uploadedBy: string };

/** An earlier file of a document, which the clerk may serve again. */
export type DocumentVersion = {
  _id: string;
  size: number;
  uploadedAt: string;
  /** The admin who uploaded it; "system" for the file a fresh install started with. */
  uploadedBy: string;
};
