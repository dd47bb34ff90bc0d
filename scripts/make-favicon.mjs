// Writes public/favicon.png, the browser-tab icon, from public/favicon.svg. Run once after
// changing the emblem:
//   node scripts/make-favicon.mjs
// The page links the PNG, not the SVG: a browser draws an SVG icon as a small document of its own
// on the page's main thread, which on a slow phone is a long task while the page is coming alive.
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SIZE = 48; // a 16 px tab icon on a phone with three device pixels per CSS pixel; other screens scale it down.

await sharp(path.join(root, "public/favicon.svg"), { density: 300 })
  .resize(SIZE, SIZE)
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(root, "public/favicon.png"));
console.log(`Wrote public/favicon.png (${SIZE}×${SIZE}).`);
