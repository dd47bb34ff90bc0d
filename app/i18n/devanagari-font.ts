/**
 * Noto Sans Devanagari, the one family of Marathi pages (app.css sets their font stacks to it),
 * Latin letters included: they are drawn to sit beside its Devanagari, and a Marathi page then
 * loads one family, not the English pages' Fraunces as well. root.tsx writes both texts below
 * into the head where <html lang="mr">.
 *
 * A phone that has the font (every Android phone) uses its own copy and downloads nothing. A
 * device without one would find out only when it first lays out the page, and then paint the
 * first screen in boxes and move every line once the download arrives (a layout shift of 0.16
 * on the home page). So the head asks at once whether each weight is on the device, and preloads
 * the downloads only where it is not: the font then arrives with the stylesheet, before the first
 * paint. `font-display: swap` stays for a slow connection where it does not: boxes that turn
 * into text beat a first page of empty boxes.
 */
import latinRegular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff2?url";
import latinSemiBold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-600-normal.woff2?url";
import regular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import semiBold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url";

const family = "Noto Sans Devanagari";

/** Each download holds one script's letters (the ranges are Fontsource's). */
const ranges = {
  devanagari: "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF",
  latin:
    "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
};

/**
 * The two weights a Marathi page uses. A system's copy of a weight goes by its full name or its
 * PostScript name, and holds both scripts; the download comes in one file per script. `preload`
 * is what the first screen needs of a weight the device lacks: body text (the top bar's address
 * and "English" among it) in both scripts, headings in Devanagari. A heading's rare Latin letters
 * load when drawn; preloaded, their file took bandwidth from the stylesheet before the first paint.
 */
const weights = [
  {
    weight: 400,
    localNames: ["Noto Sans Devanagari", "NotoSansDevanagari-Regular"],
    downloads: { devanagari: regular, latin: latinRegular },
    preload: ["devanagari", "latin"],
  },
  {
    weight: 600,
    localNames: ["Noto Sans Devanagari SemiBold", "NotoSansDevanagari-SemiBold"],
    downloads: { devanagari: semiBold, latin: latinSemiBold },
    preload: ["devanagari"],
  },
] as const;

const localSources = (localNames: readonly string[]) => localNames.map((name) => `local("${name}")`).join(", ");

/** The @font-face rules, inline: one stylesheet request fewer before a Marathi page can paint. */
export const devanagariFontFaces = weights
  .flatMap(({ weight, localNames, downloads }) =>
    (["devanagari", "latin"] as const).map(
      (script) =>
        `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;` +
        `src:${localSources(localNames)},url("${downloads[script]}") format("woff2");unicode-range:${ranges[script]}}`,
    ),
  )
  .join("\n");

/**
 * Inline script for the head: for each weight the device lacks, a preload of the downloads its
 * first screen needs. The check tries exactly the local sources of the rules above, so a device
 * preloads a file only when a rule would download it, only sooner.
 */
export const preloadMissingDevanagariFonts = `(() => {
  for (const [local, downloads] of ${JSON.stringify(weights.map((face) => [localSources(face.localNames), face.preload.map((script) => face.downloads[script])]))}) {
    new FontFace("device-devanagari", local).load().catch(() => {
      for (const href of downloads) {
        const link = document.createElement("link");
        Object.assign(link, { rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous", href });
        document.head.append(link);
      }
    });
  }
})();`;
