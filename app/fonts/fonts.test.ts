import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headingFont, headingFontPath, headingFontScripts } from "../../scripts/make-heading-font";

/** Every font file the built stylesheets name, without the build's content hash. */
function fontsOfTheBuiltStylesheets(): string[] {
  const assets = path.resolve(process.env.BUILD_DIR || "build", "client", "assets");
  if (!fs.existsSync(assets)) throw new Error(`No build in ${assets}: run npx react-router build first (npm test does)`);
  const stylesheets = fs.readdirSync(assets).filter((name) => name.endsWith(".css"));
  const urls = stylesheets.flatMap((name) => [...fs.readFileSync(path.join(assets, name), "utf8").matchAll(/url\(["']?([^"')]+\.(?:woff2?|ttf|otf))/g)]);
  return [...new Set(urls.map((match) => path.basename(match[1]!).replace(/-[\w-]{8}\.(\w+)$/, ".$1")))].sort();
}

describe("the site's fonts", () => {
  it("cuts the headings' Fraunces from the installed Fontsource files (else run: npx tsx scripts/make-heading-font.ts)", async () => {
    for (const script of headingFontScripts) expect(Buffer.compare(fs.readFileSync(headingFontPath(script)), await headingFont(script))).toBe(0);
  });

  // A font a stylesheet names is downloaded by every page that uses its family: importing a
  // Fontsource package's stylesheet brings every weight of every script it has.
  it("the built stylesheets name only the headings' semibold Fraunces, the Marathi words' cut and the whole Devanagari face", () => {
    expect(fontsOfTheBuiltStylesheets()).toEqual([
      "fraunces-latin-600.woff2",
      "fraunces-latin-ext-600.woff2",
      "marathi-words.woff2",
      "noto-sans-devanagari-devanagari-400-normal.woff2",
      "noto-sans-devanagari-devanagari-600-normal.woff2",
    ]);
  });
});
