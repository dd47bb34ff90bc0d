import { stat } from "node:fs/promises";
import path from "node:path";
import { writeSamplePdfs } from "../samples/sample-pdfs";
import { documentAliases, documentFiles, type DocumentFile } from "./document-files";

export const documentsDirectory = (dataDir: string) => path.join(dataDir, "documents");

/**
 * The college's PDFs (timetable, syllabi, calendar, disclosure, fees) in `DATA_DIR/documents`.
 * Only the listed names are ever served; the college replaces a file by copying the official
 * PDF over it under the same name.
 */
export function createDocumentsService(directory: string) {
  /** The stored file a requested name means, or null when it is not one of the college's documents. */
  function resolveDocument(name: string): DocumentFile | null {
    if ((documentFiles as readonly string[]).includes(name)) return name as DocumentFile;
    return Object.hasOwn(documentAliases, name) ? documentAliases[name]! : null;
  }

  return {
    directory,
    documentFiles,
    resolveDocument,

    /** Whether the PDF can be served now; the pages say so instead of showing a broken viewer. */
    async documentExists(name: string): Promise<boolean> {
      const file = resolveDocument(name);
      if (!file) return false;
      try {
        return (await stat(path.join(directory, file))).isFile();
      } catch {
        return false;
      }
    },

    /** At start: a sample for every document that is missing; existing files are never touched. */
    installSampleDocuments(): Promise<void> {
      return writeSamplePdfs(directory);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
