import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../platform/db/database-type";
import { isRecordId } from "../../platform/db/record-id";
import { documents, documentVersions } from "../../platform/db/schema";

/** The file a document serves now. */
export type CurrentFile = {
  key: string;
  versionId: string;
  storageName: string;
  size: number;
  updatedAt: Date;
  uploadedBy: string | null;
};

/** A file a document has had. */
export type VersionRow = typeof documentVersions.$inferSelect;

/** What is stored of a new file. */
export type NewVersion = { storageName: string; size: number; uploadedBy: string | null };

const currentColumns = {
  key: documents.key,
  versionId: documents.versionId,
  storageName: documentVersions.storageName,
  size: documentVersions.size,
  updatedAt: documents.updatedAt,
  uploadedBy: documentVersions.uploadedBy,
};

export function createDocumentsRepository(db: Database) {
  const currentFiles = () => db.select(currentColumns).from(documents).innerJoin(documentVersions, eq(documents.versionId, documentVersions.id));

  /** null when the document has no file yet. */
  async function findCurrentFile(key: string): Promise<CurrentFile | null> {
    const [row] = await currentFiles().where(eq(documents.key, key));
    return row ?? null;
  }

  return {
    listCurrentFiles(): Promise<CurrentFile[]> {
      return currentFiles();
    },

    findCurrentFile,

    /** Stores a new file of a document and serves it from now on, in one transaction. */
    async addVersion(key: string, version: NewVersion): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(documentVersions)
          .values({ documentKey: key, ...version })
          .returning({ id: documentVersions.id, uploadedAt: documentVersions.uploadedAt });
        await tx
          .insert(documents)
          .values({ key, versionId: row!.id, updatedAt: row!.uploadedAt })
          .onConflictDoUpdate({ target: documents.key, set: { versionId: row!.id, updatedAt: row!.uploadedAt } });
      });
    },

    /** The document's files other than the one served now, newest first. */
    async listEarlierVersions(key: string): Promise<VersionRow[]> {
      const current = await findCurrentFile(key);
      return db
        .select()
        .from(documentVersions)
        .where(and(eq(documentVersions.documentKey, key), current ? ne(documentVersions.id, current.versionId) : undefined))
        .orderBy(desc(documentVersions.uploadedAt), desc(documentVersions.id));
    },

    /** Serves one of the document's files again; false when the document has no such version. */
    async restoreVersion(key: string, versionId: string): Promise<boolean> {
      if (!isRecordId(versionId)) return false;
      const [version] = await db
        .select({ id: documentVersions.id, uploadedAt: documentVersions.uploadedAt })
        .from(documentVersions)
        .where(and(eq(documentVersions.id, versionId), eq(documentVersions.documentKey, key)));
      if (!version) return false;
      // The page's "Updated on" is the date of the file it serves: the restored file's upload, not the restore.
      await db.update(documents).set({ versionId, updatedAt: version.uploadedAt }).where(eq(documents.key, key));
      return true;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
