import path from "node:path";
import type { Config } from "../../config";
import type { FileStorage } from "./file-storage";
import { createLocalFileStorage } from "./local-file-storage";
import { createS3Client, createS3FileStorage } from "./s3-file-storage";

/**
 * The kinds of stored files, each in a folder of its own: uploaded images (`uploads`), the
 * documents' PDFs (`documents`) and PDFs uploaded for the news (`files`). A backup carries every
 * area, so a new kind of stored file is added here and nowhere else.
 */
export const STORAGE_AREAS = ["uploads", "documents", "files"] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** Every stored file of the site, in DATA_DIR or in the configured bucket. */
export type SiteStorage = {
  /** Where the files are, for messages: "/srv/college" or "the bucket college-files". */
  where: string;
  areas: Record<StorageArea, FileStorage>;
  /** Lets go of the connections to the bucket. */
  close(): void;
};

/** The folder of DATA_DIR that holds an area's files when they are stored on the local disk. */
export const localAreaFolder = (dataDir: string, area: StorageArea) => path.join(dataDir, area);

const storageOfEachArea = (open: (area: StorageArea) => FileStorage) =>
  Object.fromEntries(STORAGE_AREAS.map((area) => [area, open(area)])) as Record<StorageArea, FileStorage>;

/** The site's stored files: folders of DATA_DIR, or the same folders as key prefixes in the S3_* bucket. */
export function openSiteStorage({ dataDir, s3 }: Pick<Config, "dataDir" | "s3">): SiteStorage {
  if (!s3) {
    const areas = storageOfEachArea((area) => createLocalFileStorage(localAreaFolder(dataDir, area)));
    return { where: dataDir, areas, close: () => {} };
  }
  const client = createS3Client(s3);
  // A client that could not be made fails every request that needs it; closing has nothing to let go of then.
  client.catch(() => {});
  const areas = storageOfEachArea((area) => createS3FileStorage(client, s3.bucket, area));
  return { where: `the bucket ${s3.bucket}`, areas, close: () => void client.then((made) => made.destroy(), () => {}) };
}
