import type { GalleryItem, ImageInput, ImageRecord, ImageSection } from "../../../common/image.schema";
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from "../../../common/image-sources";
import type { FileStorage, StoredFile } from "../../platform/storage/file-storage";
import type { ImagesRepository } from "./images.repository";
import { processImage } from "./image-processing";

/** Where stored pictures are served: `/uploads/<name>`. */
export const UPLOADS_PREFIX = "/uploads/";
/** URLs of pictures this site stored itself; only those have files to clean up. */
const storedUpload = /^\/uploads\/[a-f0-9]{16,64}\.webp$/;
/** The names the upload pipeline writes: `<hash>.webp` and its `-w<width>` copies. */
const servedName = /^[a-f0-9]{16,64}(-w\d{2,4})?\.webp$/;

/** The stored files behind one upload URL: the master and each smaller width. */
const storedNames = (url: string) =>
  [url, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantUrl(url, width))].map((each) =>
    each.slice(UPLOADS_PREFIX.length),
  );

export function createImagesService(repository: ImagesRepository, storage: FileStorage) {
  /**
   * Deletes an uploaded picture's files once no record shows it any more. Pictures are shared by
   * content (the same photo uploaded twice gets the same URL), so a file is kept while anything
   * — another image, a faculty or staff photo, a testimonial — still uses it.
   */
  async function releaseImage(url: string): Promise<void> {
    if (!storedUpload.test(url)) return;
    if (await repository.isUrlInUse(url)) return;
    await Promise.all(storedNames(url).map((name) => storage.remove(name)));
  }

  return {
    listImages(section: ImageSection): Promise<ImageRecord[]> {
      return repository.listImages(section);
    },

    listGallery(): Promise<GalleryItem[]> {
      return repository.listGallery();
    },

    /**
     * Checks and re-encodes a picture (see processImage) and stores it under its content hash;
     * answers its URL. The admin uploads and the sample-content seeder both come through here.
     */
    async storeImage(bytes: Uint8Array): Promise<string> {
      const { hash, master, variants } = await processImage(bytes);
      const url = `${UPLOADS_PREFIX}${hash}.webp`;
      const [masterName, ...variantNames] = storedNames(url);
      const files = [
        ...variants.map((variant, i) => ({ name: variantNames[i]!, bytes: variant.bytes })),
        // The master last: once it exists, every width of it does too.
        { name: masterName!, bytes: master },
      ];
      for (const file of files) {
        if (!(await storage.exists(file.name))) await storage.save(file.name, file.bytes);
      }
      return url;
    },

    createImage(input: ImageInput): Promise<ImageRecord> {
      return repository.createImage(input);
    },

    /** The deleted image, or null when there is no such image. */
    async deleteImage(id: string): Promise<ImageRecord | null> {
      const deleted = await repository.deleteImage(id);
      if (deleted) await releaseImage(deleted.url);
      return deleted;
    },

    releaseImage,

    /** A stored picture by its name, or null for any name the pipeline never writes or has not stored. */
    openUpload(name: string): Promise<StoredFile | null> {
      return servedName.test(name) ? storage.open(name) : Promise.resolve(null);
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
