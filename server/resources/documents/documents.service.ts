import { documentDownloadPath } from "../../../common/document.resource";
import type { AdminDocumentSummary, DocumentSummary, DocumentVersion } from "../../../common/document.schema";
import { documentFile, readSampleAsset } from "../../seed/sample-assets";
import type { FileStorage, StoredFile } from "../../platform/storage/file-storage";
import { documentByFileName, documentByKey, documentList, type DocumentEntry } from "./document-files";
import type { CurrentFile, DocumentsRepository } from "./documents.repository";
import { assertPdf, contentHash } from "./pdf-file";

/** Who "uploaded" the file a fresh install started with. */
const FRESH_INSTALL = "system";

function summaryOf(entry: DocumentEntry, current: CurrentFile): AdminDocumentSummary {
  return {
    key: entry.key,
    title: entry.title,
    fileName: entry.fileName,
    size: current.size,
    updatedAt: current.updatedAt.toISOString(),
    url: documentDownloadPath(entry.fileName),
    uploadedBy: current.uploadedBy ?? FRESH_INSTALL,
  };
}

/** What the public sees of a document: not who uploaded it. */
export function publicSummary({ uploadedBy: _uploadedBy, ...summary }: AdminDocumentSummary): DocumentSummary {
  return summary;
}

/** The file served now under a document's address, ready to send. */
export type OpenDocument = { entry: DocumentEntry; current: CurrentFile; file: StoredFile };

/**
 * The college's six PDFs (timetable, syllabi, calendar, disclosure, fees). Each has a fixed
 * address; the clerk replaces the file behind it, and every file it had stays stored, so an
 * earlier one can be served again. Files are stored by the hash of their bytes.
 */
export function createDocumentsService(repository: DocumentsRepository, storage: FileStorage) {
  /** Stores a file's bytes (once for the same bytes) and answers its storage name. */
  async function storeBytes(bytes: Uint8Array): Promise<string> {
    const name = `${contentHash(bytes)}.pdf`;
    if (!(await storage.exists(name))) await storage.save(name, bytes);
    return name;
  }

  async function summaryByKey(key: string): Promise<AdminDocumentSummary | null> {
    const entry = documentByKey(key);
    const current = entry && (await repository.findCurrentFile(entry.key));
    return entry && current ? summaryOf(entry, current) : null;
  }

  /** The document a served name (or another spelling of it) means, with its file, when one can be sent now. */
  async function openDocument(name: string): Promise<OpenDocument | null> {
    const entry = documentByFileName(name);
    const current = entry && (await repository.findCurrentFile(entry.key));
    const file = current && (await storage.open(current.storageName));
    return entry && current && file ? { entry, current, file } : null;
  }

  return {
    /** The six documents in the site's order, each with its file served now. */
    async listDocuments(): Promise<AdminDocumentSummary[]> {
      const current = new Map((await repository.listCurrentFiles()).map((file) => [file.key, file]));
      return documentList.flatMap((entry) => {
        const file = current.get(entry.key);
        return file ? [summaryOf(entry, file)] : [];
      });
    },

    openDocument,

    /** What a page says of a document it shows ("Updated on …"), or null when it cannot be served now. */
    async findDocument(name: string): Promise<DocumentSummary | null> {
      const opened = await openDocument(name);
      return opened && publicSummary(summaryOf(opened.entry, opened.current));
    },

    /**
     * Serves `bytes` under the document's address from now on (415 unless they are a PDF); the
     * file served until now stays as an earlier version. null for an unknown key.
     */
    async replaceDocument(key: string, bytes: Uint8Array, uploadedBy: string): Promise<AdminDocumentSummary | null> {
      if (!documentByKey(key)) return null;
      assertPdf(bytes);
      await repository.addVersion(key, { storageName: await storeBytes(bytes), size: bytes.length, uploadedBy });
      return summaryByKey(key);
    },

    /** The document's earlier files, newest first; null for an unknown key. */
    async listVersions(key: string): Promise<DocumentVersion[] | null> {
      if (!documentByKey(key)) return null;
      const versions = await repository.listEarlierVersions(key);
      return versions.map((version) => ({
        _id: version.id,
        size: version.size,
        uploadedAt: version.uploadedAt.toISOString(),
        uploadedBy: version.uploadedBy ?? FRESH_INSTALL,
      }));
    },

    /** Serves an earlier file again; null when the document has no such version (or the key is unknown). */
    async restoreVersion(key: string, versionId: string): Promise<AdminDocumentSummary | null> {
      if (!documentByKey(key) || !(await repository.restoreVersion(key, versionId))) return null;
      return summaryByKey(key);
    },

    /**
     * At start: gives every document that has no file yet its first one — the file an earlier
     * install kept under the document's own name in the documents folder, else, with `samples`
     * (SAMPLE_CONTENT), a sample. Without either a document stays unpublished: its pages say so,
     * rather than show a sample's illustrative figures as the college's. Documents that have a
     * file are never touched.
     */
    async installDocuments({ samples }: { samples: boolean }): Promise<void> {
      for (const entry of documentList) {
        if (await repository.findCurrentFile(entry.key)) continue;
        const bytes = (await storage.read(entry.fileName)) ?? (samples ? await readSampleAsset(documentFile(entry.fileName)) : null);
        if (!bytes) continue;
        await repository.addVersion(entry.key, { storageName: await storeBytes(bytes), size: bytes.length, uploadedBy: null });
      }
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
