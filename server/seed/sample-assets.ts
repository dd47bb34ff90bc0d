/**
 * The sample content's pictures and PDFs: files drawn once by scripts/make-sample-assets.ts and
 * committed in content/samples/, which the server reads when it fills an empty site. The names
 * below are where each one is; the script writes them there.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DocumentFile } from "../resources/documents/document-files";
import type { PictureName } from "./sample-pictures";

export const sampleAssetsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/samples");

/** Lower case, with a hyphen for every run of anything else: "Dr. Anjali S. Deshmukh" is dr-anjali-s-deshmukh. */
const fileNameOf = (words: string) =>
  words
    .replace(/([a-z])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A sample person's portrait (faculty, staff and testimonials), by their name. */
export const portraitFile = (name: string) => `portraits/${fileNameOf(name)}.jpg`;
/** One of the illustrations of sample-pictures.ts. */
export const pictureFile = (name: PictureName) => `pictures/${fileNameOf(name)}.jpg`;
/** The sample of one of the six documents, served until the clerk uploads the college's own. */
export const documentFile = (file: DocumentFile) => `documents/${file}`;

/** A sample file's bytes, by one of the names above. */
export function readSampleAsset(file: string): Promise<Buffer> {
  return fs.promises.readFile(path.join(sampleAssetsFolder, file));
}
