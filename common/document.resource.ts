import { defineResource } from "./resource";

/**
 * The six PDFs of the site (timetable, syllabi, calendar, disclosure, fees), which the clerk
 * replaces from the back office at unchanged addresses, and the PDFs the clerk uploads
 * to link from the news (circulars, merit lists).
 */
export const documentResource = defineResource({
  /** One document is at `${path}/${key}` (PUT, multipart field `file`). */
  path: "/api/admin/documents",
  key: "document",
  noun: "document",
  area: "content",
  messages: {
    notFound: "Document not found",
    versionNotFound: "Version not found",
    replaced: "Document replaced successfully",
    published: "Document published successfully",
    restored: "Earlier version restored successfully",
    fileUploaded: "File uploaded successfully",
  },
  labels: {
    title: "Documents",
    loadFailed: "Failed to load the documents",
    replaceFailed: "Failed to upload the document",
    versionsFailed: "Failed to load the earlier versions",
    restoreFailed: "Failed to restore the version",
    fileUploadFailed: "Failed to upload the file",
  },
});

/**
 * The six documents the site links to, in the order the server lists them: the key the API names
 * each by, its title (and the Marathi one, for the site search), the file name it is served under,
 * and the public page that shows it. The back office shows all six, published or not.
 */
export const documentList = [
  { key: "timetable", title: "Class Timetable", titleMr: "वर्गांचे वेळापत्रक", fileName: "timetable.pdf", page: "/academics/academic-calendar" },
  { key: "dpharma-syllabus", title: "D.Pharm Syllabus", titleMr: "डी.फार्म पाठ्यक्रम", fileName: "dpharma-syllabus.pdf", page: "/academics/d.pharm" },
  { key: "bpharma-syllabus", title: "B.Pharm Syllabus", titleMr: "बी.फार्म पाठ्यक्रम", fileName: "bpharma-syllabus.pdf", page: "/academics/b.pharm" },
  {
    key: "university-calendar",
    title: "University Academic Calendar",
    titleMr: "विद्यापीठाची शैक्षणिक दिनदर्शिका",
    fileName: "university-calender.pdf",
    page: "/academics/academic-calendar",
  },
  {
    key: "sif",
    title: "Mandatory Disclosure (Standard Information Format)",
    titleMr: "अनिवार्य प्रकटीकरण (स्टँडर्ड इन्फॉर्मेशन फॉरमॅट)",
    fileName: "SIF.pdf",
    page: "/mandatory-disclosure",
  },
  { key: "fra-fee-structure", title: "FRA Fee Structure", titleMr: "शुल्क नियामक प्राधिकरणाची (FRA) शुल्करचना", fileName: "FRA_Fee_Structure.pdf", page: "/course-fees/fra" },
] as const;

/** The public list of the documents. */
export const documentsListPath = "/api/documents";
/** Where every document is served (GET, HEAD), at an address a new file never changes. */
export const documentDownloadPrefix = "/api/pdfdownload/";
/** The address of the document whose file is called `fileName` ("timetable.pdf"). */
export const documentDownloadPath = (fileName: string) => `${documentDownloadPrefix}${encodeURIComponent(fileName)}`;
/** Where one document's new file goes (PUT). */
export const documentPath = (key: string) => `${documentResource.path}/${encodeURIComponent(key)}`;
/** A document's earlier versions (GET). */
export const documentVersionsPath = (key: string) => `${documentPath(key)}/versions`;
/** Serves an earlier version again (POST). */
export const restoreVersionPath = (key: string, versionId: string) =>
  `${documentVersionsPath(key)}/${encodeURIComponent(versionId)}/restore`;
/** Where a PDF for the news is uploaded (POST, multipart field `file`); the answer carries its permanent `/files/…` URL. */
export const fileUploadPath = "/api/admin/files";
/** The multipart field both uploads use. */
export const PDF_UPLOAD_FIELD = "file";

export const MAX_PDF_UPLOAD_BYTES = 20 * 1024 * 1024;
export const PDF_TOO_LARGE = "The file is too large. The limit is 20 MB.";
export const NOT_A_PDF = "Only PDF files can be uploaded. Please choose a PDF file.";
export const NO_PDF_CHOSEN = "Please choose a PDF file";
