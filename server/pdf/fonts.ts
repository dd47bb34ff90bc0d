/**
 * Fonts for PDFs that print what people typed, which may be Marathi: Noto Sans from Fontsource,
 * in its Devanagari, Latin and Latin Extended parts. pdfkit embeds only the glyphs used and
 * shapes Devanagari (conjuncts, vowel signs) itself. Each part covers its own characters only, so
 * text is written in runs, each in the font that has its characters.
 */
import { createRequire } from "node:module";

type Doc = PDFKit.PDFDocument;
type Weight = "regular" | "bold";
type Script = "devanagari" | "latin" | "latin-ext";

const require = createRequire(import.meta.url);

// pdfkit's font engine reads WOFF; Fontsource's WOFF2 files come out blank.
const fontFile = (script: Script, weight: Weight) =>
  require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${script}-${weight === "bold" ? 700 : 400}-normal.woff`);

const fontName = (script: Script, weight: Weight) => `noto-${script}-${weight}`;

/** The names the letterhead and the text below are written in, once `registerNotoFonts` ran. */
export const notoFonts = { regular: fontName("latin", "regular"), bold: fontName("latin", "bold") };

export function registerNotoFonts(doc: Doc): void {
  for (const script of ["devanagari", "latin", "latin-ext"] as const) {
    for (const weight of ["regular", "bold"] as const) doc.registerFont(fontName(script, weight), fontFile(script, weight));
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

/** Writes text that may mix scripts at (x, y), wrapping within `width`. */
export function writeMixedText(doc: Doc, text: string, x: number, y: number, { width, weight = "regular" }: { width: number; weight?: Weight }) {
  const runs = scriptRuns(text || " ");
  runs.forEach((run, index) => {
    doc.font(fontName(run.script, weight));
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, x, y, { width, continued });
    else doc.text(run.text, { width, continued });
  });
}
