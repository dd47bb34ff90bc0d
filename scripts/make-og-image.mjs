// Writes public/og-image.png, the 1200×630 picture that WhatsApp, Facebook and search engines
// show beside a shared link. Run once after changing content/institution.ts:
//   node scripts/make-og-image.mjs
// The text comes from content/institution.ts and the emblem from public/logos/college-logo.svg;
// librsvg (inside sharp) draws it with the system's DejaVu fonts, so the result is the same on
// every machine that has them.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { register } = await import("tsx/esm/api");
register();
const { institution } = await import("../content/institution.ts");

const WIDTH = 1200;
const HEIGHT = 630;
const colors = { brand950: "#0a1f1a", brand800: "#18443a", brand700: "#1d5548", brand100: "#d5ece4", accent300: "#fcbb4d", paper: "#fbfaf6" };

const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Splits text into lines of at most `max` characters, breaking between words. */
function wrap(text, max) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// The emblem's drawing, without its own <svg> wrapper, placed and scaled inside the card.
const emblem = fs
  .readFileSync(path.join(root, "public/logos/college-logo.svg"), "utf8")
  .replace(/^[\s\S]*?<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "");

const nameLines = wrap(institution.collegeName, 24);
const taglineLines = wrap(`${institution.tagline}.`, 52);
const nameTop = 250;
const nameLineHeight = 76;
const taglineTop = nameTop + nameLines.length * nameLineHeight - 4;
const codes = institution.approvalCodes.map((code) => `${code.label} ${code.code}`).join("   ·   ");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.brand800}"/>
      <stop offset="1" stop-color="${colors.brand950}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1090" cy="90" r="260" fill="${colors.brand700}" opacity="0.45"/>
  <circle cx="1150" cy="560" r="150" fill="${colors.accent300}" opacity="0.10"/>
  <rect x="0" y="${HEIGHT - 14}" width="${WIDTH}" height="14" fill="${colors.accent300}"/>
  <g transform="translate(80 70) scale(1.25)">${emblem}</g>
  <text x="215" y="112" font-family="DejaVu Sans" font-size="24" font-weight="bold" fill="${colors.accent300}" letter-spacing="1">${escapeXml(institution.trustName.toUpperCase())}</text>
  <text x="215" y="150" font-family="DejaVu Sans" font-size="26" fill="${colors.brand100}">${escapeXml(institution.courses)}</text>
  ${nameLines
    .map(
      (line, index) =>
        `<text x="80" y="${nameTop + index * nameLineHeight}" font-family="DejaVu Serif" font-size="68" font-weight="bold" fill="${colors.paper}">${escapeXml(line)}</text>`,
    )
    .join("\n  ")}
  ${taglineLines
    .map(
      (line, index) =>
        `<text x="80" y="${taglineTop + index * 40}" font-family="DejaVu Sans" font-size="30" fill="${colors.brand100}">${escapeXml(line)}</text>`,
    )
    .join("\n  ")}
  <text x="80" y="${HEIGHT - 84}" font-family="DejaVu Sans" font-size="24" fill="${colors.paper}">${escapeXml(institution.address)}</text>
  <text x="80" y="${HEIGHT - 48}" font-family="DejaVu Sans" font-size="22" font-weight="bold" fill="${colors.accent300}">${escapeXml(`Admissions ${institution.admissionYear}   ·   ${codes}`)}</text>
</svg>`;

const target = path.join(root, "public/og-image.png");
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(target);
console.log(`Wrote ${path.relative(root, target)} (${WIDTH}×${HEIGHT})`);
