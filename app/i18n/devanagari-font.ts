/**
 * Noto Sans Devanagari, the family named after Inter and Fraunces in app.css's font stacks, for
 * Marathi pages only (root.tsx writes both texts below into the head where <html lang="mr">).
 *
 * A phone that has the font (every Android phone) uses its own copy and downloads nothing. A
 * device without one would find out only when it first lays out the page, and then paint the
 * first screen in boxes and move every line once the download arrives (a layout shift of 0.16
 * on the home page). So the head asks at once whether each face is on the device, and preloads
 * the download only where it is not: the font then arrives with the stylesheet, before the first
 * paint. `font-display: swap` stays for a slow connection where it does not: boxes that turn
 * into text beat a first page of empty boxes.
 */
import regular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import semiBold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url";

const family = "Noto Sans Devanagari";
const devanagariRange = "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF";

/** The names a system's copy of each face goes by: its full name and its PostScript name. */
const faces = [
  { weight: 400, localNames: ["Noto Sans Devanagari", "NotoSansDevanagari-Regular"], download: regular },
  { weight: 600, localNames: ["Noto Sans Devanagari SemiBold", "NotoSansDevanagari-SemiBold"], download: semiBold },
];

const localSources = (localNames: string[]) => localNames.map((name) => `local("${name}")`).join(", ");

/** The @font-face rules, inline: one stylesheet request fewer before a Marathi page can paint. */
export const devanagariFontFaces = faces
  .map(
    ({ weight, localNames, download }) =>
      `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;` +
      `src:${localSources(localNames)},url("${download}") format("woff2");unicode-range:${devanagariRange}}`,
  )
  .join("\n");

/**
 * Inline script for the head: for each face the device lacks, a preload of its download. The
 * check tries exactly the local sources of the rule above, so a device preloads a file exactly
 * when the rule would download it, only sooner.
 */
export const preloadMissingDevanagariFonts = `(() => {
  for (const [local, href] of ${JSON.stringify(faces.map((face) => [localSources(face.localNames), face.download]))}) {
    new FontFace("device-devanagari", local).load().catch(() => {
      const link = document.createElement("link");
      Object.assign(link, { rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous", href });
      document.head.append(link);
    });
  }
})();`;
