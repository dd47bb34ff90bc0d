// Writes app/fonts/marathi-words.woff2: Noto Sans Devanagari SemiBold cut down to the letters of
// the few Marathi words an English page shows (the language switch's "मराठी" and the home page's
// "मराठीत वाचा"), about 1 KB. Run again after changing those words (a unit test says when):
//   npx tsx scripts/make-marathi-words-font.ts
// English pages do not load the Marathi pages' Devanagari font (100 KB), and a device with no
// Devanagari font of its own would otherwise show those words as empty boxes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { frame } from "../app/i18n/catalogs/en/frame";
import { languageName } from "../app/i18n/locale";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const marathiWordsFontPath = path.join(root, "app/fonts/marathi-words.woff2");
const semiBold = path.join(root, "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2");

/** The Marathi words of the English pages; the font keeps every letter and conjunct they use. */
export const marathiWordsOfEnglishPages = [languageName.mr, frame["frame.suggestMarathiLink"]];

export async function marathiWordsFont(): Promise<Buffer> {
  return subsetFont(fs.readFileSync(semiBold), marathiWordsOfEnglishPages.join(" "), { targetFormat: "woff2" });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const font = await marathiWordsFont();
  fs.writeFileSync(marathiWordsFontPath, font);
  console.log(`Wrote ${path.relative(root, marathiWordsFontPath)} (${font.length} bytes) for: ${marathiWordsOfEnglishPages.join(", ")}`);
}
