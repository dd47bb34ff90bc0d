// Writes app/fonts/fraunces-*-600.woff2: the headings' face, Fraunces, at the one weight the site
// sets it in (semibold), cut from Fontsource's variable files (every weight from 100 to 900) per
// script, the same glyphs each file holds. The Latin file a page needs is 17 KB instead of 36 KB.
// Run again after updating @fontsource-variable/fraunces (a unit test says when):
//   npx tsx scripts/make-heading-font.ts
// Body text is set in the device's own sans-serif (app/app.css): it costs no download and never
// moves a line when a font arrives.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The weight of every heading and figure set in Fraunces. */
export const headingWeight = 600;

/**
 * Fontsource's Latin files: the first is the one every English page needs; the second is fetched
 * only for a heading with a letter of it (ā, ś, ṇ in a romanised name). Vietnamese is left out.
 */
export const headingFontScripts = ["latin", "latin-ext"] as const;

export const headingFontPath = (script: (typeof headingFontScripts)[number]) => path.join(root, `app/fonts/fraunces-${script}-${headingWeight}.woff2`);

const variableFile = (script: (typeof headingFontScripts)[number]) =>
  path.join(root, `node_modules/@fontsource-variable/fraunces/files/fraunces-${script}-wght-normal.woff2`);

/** One script's Fontsource file with its weight axis fixed at the heading weight. */
export async function headingFont(script: (typeof headingFontScripts)[number]): Promise<Buffer> {
  // Every glyph stays; only the weight axis is fixed. (@types/subset-font predates keepAllGlyphs.)
  const options = { targetFormat: "woff2" as const, keepAllGlyphs: true, variationAxes: { wght: headingWeight } };
  return subsetFont(fs.readFileSync(variableFile(script)), "", options);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const script of headingFontScripts) {
    const font = await headingFont(script);
    fs.writeFileSync(headingFontPath(script), font);
    console.log(`Wrote ${path.relative(root, headingFontPath(script))} (${font.length} bytes)`);
  }
}
