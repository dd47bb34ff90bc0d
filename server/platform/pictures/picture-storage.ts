import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from "../../../common/image-sources";
import type { FileStorage, StoredFile } from "../storage/file-storage";
import { processImage } from "./picture-processing";

/** Where stored pictures are served: `/uploads/<name>`. */
export const UPLOADS_PREFIX = "/uploads/";
/** URLs of pictures this site stored itself; only those have files to clean up. */
const storedUpload = /^\/uploads\/[a-f0-9]{16,64}\.webp$/;
/** The names the upload pipeline writes: `<hash>.webp` and its `-w<width>` copies. */
const servedName = /^[a-f0-9]{16,64}(-w\d{2,4})?\.webp$/;

/** The stored files behind one upload URL: the master and each smaller width. */
const storedNames = (url: string) => [url, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantUrl(url, width))].map((each) => each.slice(UPLOADS_PREFIX.length));

/**
 * The pictures the site stores, whichever kind of record shows them (an image of a section, a
 * testimonial's face, a faculty member's photo, an event's photos): each upload re-encoded as WebP
 * with its smaller widths, named after its content, and its files deleted once no record shows it.
 * `isShown` says whether any record still shows a picture; the records are the resources', so the
 * wiring (server/services.ts) says where to look.
 */
export function createPictureStorage(storage: FileStorage, isShown: (url: string) => Promise<boolean>) {
  return {
    /**
     * Checks and re-encodes a picture (see processImage) and stores it under its content hash;
     * answers its URL. The admin's uploads and the sample content both come through here.
     */
    async storePicture(bytes: Uint8Array): Promise<string> {
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

    /**
     * Deletes an uploaded picture's files once no record shows it any more. Pictures are shared by
     * content (the same photo uploaded twice gets the same URL), so its files stay while anything
     * still shows it. Any other address (another site's, a path of this one) has no files here.
     */
    async releasePicture(url: string): Promise<void> {
      if (!storedUpload.test(url)) return;
      if (await isShown(url)) return;
      await Promise.all(storedNames(url).map((name) => storage.remove(name)));
    },

    /** A stored picture by its name, or null for any name the pipeline never writes or has not stored. */
    openPicture(name: string): Promise<StoredFile | null> {
      return servedName.test(name) ? storage.open(name) : Promise.resolve(null);
    },
  };
}

export type PictureStorage = ReturnType<typeof createPictureStorage>;
