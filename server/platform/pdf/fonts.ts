/**
 * Fonts for PDFs that print what people typed, which may be Marathi: Noto Sans from Fontsource,
 * in its Devanagari, Latin and Latin Extended parts. pdfkit embeds only the glyphs used and
 * shapes Devanagari (conjuncts, vowel signs) itself. Each part covers its own characters only, so
 * text is written in runs, each in the font that has its characters.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import zlib from "node:zlib";

type Doc = PDFKit.PDFDocument;
type Weight = "regular" | "bold";
type Script = "devanagari" | "latin" | "latin-ext";

const require = createRequire(import.meta.url);

// pdfkit's font engine reads WOFF; Fontsource's WOFF2 files come out blank.
const fontFile = (script: Script, weight: Weight) =>
  require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${script}-${weight === "bold" ? 700 : 400}-normal.woff`);

const fontName = (script: Script, weight: Weight) => `noto-${script}-${weight}`;

/**
 * A WOFF font as the plain TrueType file it wraps: its tables inflated and laid out after an sfnt
 * table directory. pdfkit's font engine reads WOFF, but inflates a table again, in JavaScript, each
 * time it reads from it: more than half of a receipt's rendering time went there.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compressedLength, length] = [4, 8, 12].map((field) => woff.readUInt32BE(entry + field)) as [number, number, number];
    const stored = woff.subarray(offset, offset + compressedLength);
    return { entry, data: compressedLength < length ? zlib.inflateSync(stored) : stored };
  });
  // The directory's search fields, as the sfnt format defines them from the number of tables.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 16 * 2 ** entrySelector;
  const directory = Buffer.alloc(12 + 16 * numTables);
  directory.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's own version (flavor)
  directory.writeUInt16BE(numTables, 4);
  directory.writeUInt16BE(searchRange, 6);
  directory.writeUInt16BE(entrySelector, 8);
  directory.writeUInt16BE(numTables * 16 - searchRange, 10);
  const data: Buffer[] = [];
  let offset = directory.length;
  // WOFF lists its tables in tag order, as the sfnt directory must.
  tables.forEach(({ entry, data: table }, index) => {
    const record = 12 + index * 16;
    woff.copy(directory, record, entry, entry + 4); // tag
    directory.writeUInt32BE(woff.readUInt32BE(entry + 16), record + 4); // checksum
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(table.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.length / 4) * 4);
    table.copy(padded);
    data.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([directory, ...data]);
}

/** Each font unpacked once per process, on the first PDF that uses it (about 400 KB in all). */
const fonts = new Map<string, Buffer>();
const fontBytes = (script: Script, weight: Weight) => {
  const file = fontFile(script, weight);
  if (!fonts.has(file)) fonts.set(file, sfntOfWoff(fs.readFileSync(file)));
  return fonts.get(file)!;
};

/** The names the letterhead and the text below are written in, once `registerNotoFonts` ran. */
export const notoFonts = { regular: fontName("latin", "regular"), bold: fontName("latin", "bold") };

export function registerNotoFonts(doc: Doc): void {
  for (const script of ["devanagari", "latin", "latin-ext"] as const) {
    for (const weight of ["regular", "bold"] as const) doc.registerFont(fontName(script, weight), fontBytes(script, weight));
  }
}

type Range = readonly [first: number, last: number];
const inRanges = (ranges: readonly Range[]) => (codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

// The Devanagari part's characters (Fontsource's unicode-range for it), joiners and the dotted circle included.
const isDevanagari = inRanges([
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
]);
const isLatinExtended = inRanges([
  [0x0100, 0x024f],
  [0x0259, 0x0259],
  [0x1e00, 0x1eff],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
]);

function scriptOf(character: string): Script {
  const codePoint = character.codePointAt(0)!;
  if (isDevanagari(codePoint)) return "devanagari";
  if (isLatinExtended(codePoint)) return "latin-ext";
  return "latin";
}

/** `text` cut where the script changes; a space stays with the run before it. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const character of text) {
    const last = runs.at(-1);
    const script = character === " " && last ? last.script : scriptOf(character);
    if (last && last.script === script) last.text += character;
    else runs.push({ script, text: character });
  }
  return runs;
}

type MixedTextOptions = Pick<PDFKit.Mixins.TextOptions, "align" | "lineBreak" | "characterSpacing"> & { width: number; weight?: Weight };

/**
 * Writes text that may mix scripts at (x, y), wrapping within `width` (and aligned, spaced, as
 * `options` say). Centred text of several runs is one line: pdfkit would centre each run apart.
 */
export function writeMixedText(doc: Doc, text: string, x: number, y: number, { weight = "regular", ...given }: MixedTextOptions) {
  const runs = scriptRuns(text || " ");
  let options = given;
  if (given.align === "center" && runs.length > 1) {
    const lineWidth = runs.reduce((sum, run) => sum + doc.font(fontName(run.script, weight)).widthOfString(run.text, given), 0);
    x += Math.max(0, (given.width - lineWidth) / 2);
    options = { ...given, align: "left", lineBreak: false };
  }
  runs.forEach((run, index) => {
    doc.font(fontName(run.script, weight));
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { ...options, continued });
  });
}
