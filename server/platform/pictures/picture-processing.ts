import { createHash } from "node:crypto";
import type { OutputInfo, Sharp } from "sharp";
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS } from "../../../common/image-sources";
import { HttpError } from "../http/http-error";

export const WRONG_TYPE_MESSAGE = "Please upload a JPEG, PNG or WebP image";

/** The largest picture an upload may send. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The file is too large. The limit is 10 MB.";

/** Larger than any phone camera; a small file that claims more pixels is a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;
/** WebP cannot store a side longer than this; very tall posters are scaled to fit. */
const WEBP_MAX_SIDE = 16_383;

/** Loaded with the first picture, so a server that stores none never holds libvips. */
let sharpLoaded: Promise<(typeof import("sharp"))["default"]> | undefined;
const loadSharp = () =>
  (sharpLoaded ??= import("sharp").then(({ default: sharp }) => {
    // Each upload is processed once, so libvips' cache of recent operations would only hold memory.
    sharp.cache(false);
    return sharp;
  }));

type ImageType = "jpeg" | "png" | "webp";

/** The type is read from the file's first bytes; its name and declared type are the uploader's claim. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const startsWith = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export type ProcessedImage = {
  /** SHA-256 of the master's bytes (hex, 32 characters): the same picture always gets the same name. */
  hash: string;
  master: Buffer;
  variants: { width: number; bytes: Buffer }[];
};

function refuseUnreadable(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    throw new HttpError(
      413,
      `This image has too many pixels (the limit is ${MAX_INPUT_PIXELS / 1_000_000} megapixels). Please upload a smaller picture.`,
    );
  }
  throw new HttpError(400, "This image could not be read. It may be damaged; please try another file.");
}

/**
 * Turns an uploaded picture into what the site serves: upright (EXIF orientation applied), with
 * every piece of metadata (camera, GPS, owner) dropped, as WebP at most IMAGE_MAX_WIDTH wide, plus
 * the smaller widths of IMAGE_VARIANT_WIDTHS. Re-encoding also means no bytes of the upload
 * itself are ever served.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (!detectImageType(bytes)) throw new HttpError(415, WRONG_TYPE_MESSAGE);
  const sharp = await loadSharp();

  // Decoded once into pixels at the largest served size; every output is encoded from those.
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, height: WEBP_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    refuseUnreadable(error);
  }

  const { width, height, channels } = pixels.info;
  const fromPixels = () => sharp(pixels.data, { raw: { width, height, channels } });
  const encode = (image: Sharp) => image.webp({ quality: WEBP_QUALITY }).toBuffer();

  const master = await encode(fromPixels());
  const variants = await Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (variantWidth) => ({
      width: variantWidth,
      // A picture already narrower than the variant is served as it is under the variant's name.
      bytes: variantWidth >= width ? master : await encode(fromPixels().resize({ width: variantWidth })),
    })),
  );

  const hash = createHash("sha256").update(master).digest("hex").slice(0, 32);
  return { hash, master, variants };
}
