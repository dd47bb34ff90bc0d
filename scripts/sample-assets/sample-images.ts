/**
 * Calm, flat illustrated placeholders for a fresh install: a campus building, lab glassware,
 * bookshelves, a stage with an audience, a portrait silhouette or a herbal garden, on a soft
 * gradient with a caption near the bottom. The same options always give the same picture.
 * scripts/make-sample-assets.ts draws them once into content/samples/.
 */
import sharp from "sharp";

export const sampleImagePalettes = ["teal", "amber", "indigo", "rose", "slate", "emerald"] as const;
export const sampleImageKinds = ["campus", "lab", "library", "event", "portrait", "gallery"] as const;

export type SampleImagePalette = (typeof sampleImagePalettes)[number];
export type SampleImageKind = (typeof sampleImageKinds)[number];

export interface SampleImageOptions {
  title: string;
  subtitle?: string;
  palette: SampleImagePalette;
  kind: SampleImageKind;
  seed: number;
  /** Default 1600 (800 for portraits). */
  width?: number;
  /** Default 1000 (800 for portraits). */
  height?: number;
}

const MAX_SIDE = 4000;

export function sampleImageSvg(options: SampleImageOptions): string {
  const portrait = options.kind === "portrait";
  const W = dimension(options.width, portrait ? 800 : 1600, "width");
  const H = dimension(options.height, portrait ? 800 : 1000, "height");
  const palette = PALETTES[options.palette];
  if (!palette) throw new RangeError(`Unknown palette: ${String(options.palette)}`);
  const draw = SCENES[options.kind];
  if (!draw) throw new RangeError(`Unknown kind: ${String(options.kind)}`);

  const seed = Number.isFinite(options.seed) ? Math.trunc(options.seed) : 0;
  const ctx: Scene = {
    W,
    H,
    u: Math.min(W, H) / 1000,
    p: palette,
    rnd: mulberry32(hashSeed(seed, options.kind, options.palette)),
    id: `s${(seed >>> 0).toString(36)}${options.kind[0]}`,
    defs: [],
    sceneH: 0,
  };
  const caption = captionLayout(ctx, options.title, options.subtitle);
  ctx.sceneH = H - caption.height;

  const body = draw(ctx);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(options.title)}">`,
    `<defs>`,
    `<linearGradient id="${ctx.id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.top}"/><stop offset="1" stop-color="${palette.bottom}"/></linearGradient>`,
    `<radialGradient id="${ctx.id}-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    ...ctx.defs,
    `</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${ctx.id}-bg)"/>`,
    body,
    caption.svg,
    `</svg>`,
  ];
  return parts.join("\n");
}

/** The SVG rasterised to a JPEG (quality 82) of the requested size. */
export async function renderSampleImage(options: SampleImageOptions): Promise<Buffer> {
  const svg = sampleImageSvg(options);
  return sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Palettes, randomness, helpers
// ---------------------------------------------------------------------------------------------

interface Palette {
  top: string;
  bottom: string;
  primary: string;
  secondary: string;
  accent: string;
  ink: string;
}

const PALETTES: Record<SampleImagePalette, Palette> = {
  teal: { top: "#eaf6f3", bottom: "#bfe0d9", primary: "#0f766e", secondary: "#5fb3a7", accent: "#f0c05a", ink: "#134e4a" },
  amber: { top: "#fdf5e6", bottom: "#f3d8aa", primary: "#b45f1b", secondary: "#e3a857", accent: "#6f9a7d", ink: "#55331a" },
  indigo: { top: "#eef0fd", bottom: "#c8cdf2", primary: "#4a45c4", secondary: "#8d94e4", accent: "#f2b867", ink: "#28245f" },
  rose: { top: "#fdeff1", bottom: "#f1c7cf", primary: "#b83a5a", secondary: "#e391a5", accent: "#6aa396", ink: "#561b2e" },
  slate: { top: "#f0f3f7", bottom: "#cdd6e1", primary: "#4b5b70", secondary: "#97a6b9", accent: "#dfa35a", ink: "#1f2a3a" },
  emerald: { top: "#eaf8f0", bottom: "#c0e5d0", primary: "#0a7a59", secondary: "#63bf91", accent: "#efb65a", ink: "#0b4a39" },
};

interface Scene {
  W: number;
  H: number;
  /** One thousandth of the shorter side: the unit for sizes. */
  u: number;
  p: Palette;
  rnd: () => number;
  id: string;
  defs: string[];
  /** Height of the picture above the caption band. */
  sceneH: number;
}

function dimension(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 16 || value > MAX_SIDE) {
    throw new RangeError(`${name} must be between 16 and ${MAX_SIDE}`);
  }
  return Math.round(value);
}

function hashSeed(seed: number, ...salt: string[]): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const ch of salt.join("|")) {
    h = Math.imul(h ^ ch.charCodeAt(0), 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
  }
  return h >>> 0;
}

function mulberry32(a: number): () => number {
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (s: Scene, min: number, max: number) => min + (max - min) * s.rnd();
const pick = <T>(s: Scene, items: readonly T[]): T => items[Math.floor(s.rnd() * items.length) % items.length];

function shuffle<T>(s: Scene, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(s.rnd() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Rounds for compact output. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, "0");
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function poly(points: [number, number][], fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

const FONT = "Inter, 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

/** A frosted band at the bottom with the title (and subtitle), sized to fit the width. */
function captionLayout(s: Scene, title: string, subtitle?: string): { height: number; svg: string } {
  const { W, H, p } = s;
  const cleanTitle = title.trim() || "Sample image";
  const cleanSub = subtitle?.trim() ?? "";
  const maxWidth = W * 0.88;
  // Average glyph width of a semibold sans-serif is about 0.56 em.
  const titleSize = Math.max(12, Math.min(H * 0.052, W * 0.06, maxWidth / (cleanTitle.length * 0.56)));
  const subSize = cleanSub ? Math.max(10, Math.min(titleSize * 0.5, maxWidth / (cleanSub.length * 0.5))) : 0;
  const padding = titleSize * 0.7;
  const height = padding * 2 + titleSize + (cleanSub ? subSize * 1.5 : 0);
  const top = H - height;
  const titleY = top + padding + titleSize * 0.8;
  const lines = [
    rect(0, top, W, height, "#ffffff", `fill-opacity="0.84"`),
    rect(0, top, W, Math.max(2, s.u * 5), p.primary, `fill-opacity="0.85"`),
    `<text x="${n(W / 2)}" y="${n(titleY)}" text-anchor="middle" font-family="${FONT}" font-size="${n(titleSize)}" font-weight="600" fill="${p.ink}">${esc(cleanTitle)}</text>`,
  ];
  if (cleanSub) {
    lines.push(
      `<text x="${n(W / 2)}" y="${n(titleY + subSize * 1.55)}" text-anchor="middle" font-family="${FONT}" font-size="${n(subSize)}" font-weight="400" fill="${mix(p.ink, "#ffffff", 0.3)}">${esc(cleanSub)}</text>`,
    );
  }
  return { height, svg: lines.join("\n") };
}

// ---------------------------------------------------------------------------------------------
// Shared scenery
// ---------------------------------------------------------------------------------------------

function glow(s: Scene, cx: number, cy: number, r: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${s.id}-glow)"/>`;
}

function cloud(s: Scene, cx: number, cy: number, scale: number): string {
  const u = s.u * scale;
  return `<g fill="#ffffff" fill-opacity="0.75">${[
    ellipse(cx, cy, 90 * u, 26 * u, "#ffffff"),
    circle(cx - 30 * u, cy - 14 * u, 30 * u, "#ffffff"),
    circle(cx + 18 * u, cy - 22 * u, 38 * u, "#ffffff"),
  ].join("")}</g>`;
}

function hills(s: Scene, baseY: number, color: string, amplitude: number): string {
  const { W } = s;
  const count = 3 + Math.floor(s.rnd() * 2);
  let d = `M0 ${n(baseY)}`;
  for (let i = 0; i < count; i++) {
    const x1 = ((i + 0.5) / count) * W;
    const x2 = ((i + 1) / count) * W;
    const peak = baseY - amplitude * between(s, 0.4, 1);
    d += ` Q${n(x1)} ${n(peak)} ${n(x2)} ${n(baseY - amplitude * between(s, 0, 0.3))}`;
  }
  d += ` L${n(W)} ${n(s.sceneH)} L0 ${n(s.sceneH)} Z`;
  return path(d, color);
}

function tree(s: Scene, x: number, groundY: number, size: number): string {
  const u = s.u * size;
  const leaf = mix(s.p.primary, s.p.secondary, between(s, 0.2, 0.7));
  const leafLight = mix(leaf, "#ffffff", 0.18);
  return [
    rect(x - 7 * u, groundY - 120 * u, 14 * u, 120 * u, mix(s.p.ink, "#8a6a4a", 0.5)),
    circle(x, groundY - 170 * u, 70 * u, leaf),
    circle(x - 45 * u, groundY - 135 * u, 48 * u, leaf),
    circle(x + 45 * u, groundY - 138 * u, 50 * u, leafLight),
    circle(x + 10 * u, groundY - 205 * u, 45 * u, leafLight),
  ].join("");
}

function birds(s: Scene, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(s, 0.1, 0.9) * s.W;
    const y = between(s, 0.08, 0.3) * s.sceneH;
    const w = between(s, 10, 18) * s.u;
    out.push(
      path(
        `M${n(x - w)} ${n(y)} Q${n(x - w / 2)} ${n(y - w * 0.6)} ${n(x)} ${n(y)} Q${n(x + w / 2)} ${n(y - w * 0.6)} ${n(x + w)} ${n(y)}`,
        "none",
        `stroke="${s.p.ink}" stroke-opacity="0.45" stroke-width="${n(2.5 * s.u)}" stroke-linecap="round"`,
      ),
    );
  }
  return out.join("");
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

const SCENES: Record<SampleImageKind, (s: Scene) => string> = {
  campus: campusScene,
  lab: labScene,
  library: libraryScene,
  event: eventScene,
  portrait: portraitScene,
  gallery: galleryScene,
};

function campusScene(s: Scene): string {
  const { W, u, p } = s;
  const gy = s.sceneH * 0.8;
  const out: string[] = [];
  out.push(glow(s, W * between(s, 0.65, 0.85), s.sceneH * 0.22, 260 * u));
  out.push(circle(W * between(s, 0.7, 0.8), s.sceneH * 0.2, 48 * u, mix(p.accent, "#ffffff", 0.35), `fill-opacity="0.9"`));
  out.push(cloud(s, W * between(s, 0.12, 0.3), s.sceneH * 0.16, between(s, 0.9, 1.3)));
  out.push(cloud(s, W * between(s, 0.45, 0.6), s.sceneH * 0.1, between(s, 0.7, 1)));
  out.push(hills(s, gy - 60 * u, mix(p.bottom, p.secondary, 0.35), 120 * u));
  out.push(rect(0, gy, W, s.sceneH - gy, mix(p.secondary, "#ffffff", 0.35)));

  // Main building with two wings and a central portico.
  const bw = Math.min(W * 0.62, 1100 * u);
  const bx = W / 2 - bw / 2 + between(s, -0.04, 0.04) * W;
  const bh = s.sceneH * 0.36;
  const by = gy - bh;
  const wall = mix("#ffffff", p.bottom, 0.25);
  const wallShade = mix(wall, p.ink, 0.08);
  const roof = mix(p.primary, p.ink, 0.15);
  out.push(rect(bx - 6 * u, by - 16 * u, bw + 12 * u, 18 * u, roof));
  out.push(rect(bx, by, bw, bh, wall));
  out.push(rect(bx, by + bh - 14 * u, bw, 14 * u, wallShade));
  const floors = 3;
  const cols = Math.max(6, Math.round(bw / (70 * u)));
  const winW = (bw / cols) * 0.5;
  const winH = (bh / floors) * 0.48;
  const glass = mix(p.primary, "#ffffff", 0.55);
  const lit = mix(p.accent, "#ffffff", 0.3);
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const cx = bx + (c + 0.5) * (bw / cols);
      if (Math.abs(cx - (bx + bw / 2)) < bw * 0.13) continue; // portico in front
      const wy = by + (f + 0.28) * (bh / floors);
      out.push(rect(cx - winW / 2, wy, winW, winH, s.rnd() < 0.12 ? lit : glass, `rx="${n(3 * u)}"`));
      out.push(rect(cx - winW / 2, wy + winH - 4 * u, winW, 4 * u, wallShade));
    }
  }
  // Portico.
  const pw = bw * 0.26;
  const px = bx + bw / 2 - pw / 2;
  const ph = bh * 1.12;
  const py = gy - ph;
  out.push(rect(px, py, pw, ph, mix(wall, "#ffffff", 0.4)));
  out.push(poly([[px - 14 * u, py], [px + pw / 2, py - 90 * u], [px + pw + 14 * u, py]], p.primary));
  out.push(poly([[px + 18 * u, py - 8 * u], [px + pw / 2, py - 70 * u], [px + pw - 18 * u, py - 8 * u]], mix(p.primary, "#ffffff", 0.25)));
  const columns = 5;
  for (let i = 0; i < columns; i++) {
    const cx = px + 14 * u + (i * (pw - 28 * u)) / (columns - 1);
    out.push(rect(cx - 8 * u, py + 16 * u, 16 * u, ph - 40 * u, "#ffffff"));
    out.push(rect(cx - 8 * u, py + 16 * u, 4 * u, ph - 40 * u, wallShade, `fill-opacity="0.6"`));
  }
  out.push(rect(px + pw / 2 - 34 * u, gy - 130 * u, 68 * u, 106 * u, mix(p.ink, p.primary, 0.3), `rx="${n(30 * u)}"`));
  for (let i = 0; i < 3; i++) {
    out.push(rect(px - (i + 1) * 12 * u, gy - 24 * u + i * 8 * u, pw + (i + 1) * 24 * u, 8 * u, mix(wall, p.ink, 0.05 + i * 0.05)));
  }
  // Flag.
  const fx = px + pw / 2;
  out.push(rect(fx - 2 * u, py - 200 * u, 4 * u, 112 * u, p.ink));
  out.push(path(`M${n(fx + 2 * u)} ${n(py - 198 * u)} l${n(70 * u)} ${n(14 * u)} l${n(-70 * u)} ${n(18 * u)} Z`, p.accent));

  // Path and lawn details.
  out.push(poly([[fx - 40 * u, gy], [fx + 40 * u, gy], [fx + 160 * u, s.sceneH], [fx - 160 * u, s.sceneH]], mix("#ffffff", p.bottom, 0.2)));
  const treeCount = 2 + Math.floor(s.rnd() * 2);
  for (let i = 0; i < treeCount; i++) {
    out.push(tree(s, between(s, 0.02, bx / W - 0.02) * W, gy + between(s, 10, 50) * u, between(s, 0.8, 1.15)));
    out.push(tree(s, between(s, (bx + bw) / W + 0.02, 0.98) * W, gy + between(s, 10, 50) * u, between(s, 0.8, 1.15)));
  }
  for (let i = 0; i < 9; i++) {
    const x = between(s, 0.03, 0.97) * W;
    if (Math.abs(x - fx) < 200 * u) continue;
    out.push(ellipse(x, gy + between(s, 60, 160) * u, between(s, 26, 44) * u, 16 * u, mix(p.secondary, p.primary, 0.35)));
  }
  out.push(birds(s, 3));
  return out.join("\n");
}

function labScene(s: Scene): string {
  const { W, u, p } = s;
  const out: string[] = [];
  const benchY = s.sceneH * 0.7;

  // Window with soft light.
  const wx = W * between(s, 0.06, 0.12);
  const ww = W * 0.24;
  const wy = s.sceneH * 0.1;
  const wh = s.sceneH * 0.42;
  out.push(rect(wx - 10 * u, wy - 10 * u, ww + 20 * u, wh + 20 * u, mix(p.bottom, p.ink, 0.12), `rx="${n(6 * u)}"`));
  out.push(rect(wx, wy, ww, wh, mix(p.top, "#ffffff", 0.6)));
  out.push(glow(s, wx + ww * 0.6, wy + wh * 0.35, ww * 0.7));
  out.push(rect(wx + ww / 2 - 4 * u, wy, 8 * u, wh, mix(p.bottom, p.ink, 0.12)));
  out.push(rect(wx, wy + wh / 2 - 4 * u, ww, 8 * u, mix(p.bottom, p.ink, 0.12)));

  // Wall shelf with reagent bottles.
  const sx = W * 0.42;
  const sw = W * 0.5;
  const sy = s.sceneH * 0.32;
  out.push(rect(sx, sy, sw, 12 * u, mix(p.primary, p.ink, 0.35), `rx="${n(3 * u)}"`));
  let x = sx + 20 * u;
  while (x < sx + sw - 60 * u) {
    const bw = between(s, 34, 56) * u;
    const bh = between(s, 70, 120) * u;
    const color = pick(s, [p.primary, p.secondary, p.accent, mix(p.ink, "#ffffff", 0.35), mix(p.primary, "#ffffff", 0.4)]);
    out.push(rect(x, sy - bh, bw, bh, color, `rx="${n(8 * u)}"`));
    out.push(rect(x + bw * 0.25, sy - bh - 16 * u, bw * 0.5, 18 * u, mix(p.ink, "#ffffff", 0.2), `rx="${n(3 * u)}"`));
    out.push(rect(x + bw * 0.15, sy - bh * 0.65, bw * 0.7, bh * 0.3, "#ffffff", `fill-opacity="0.75" rx="${n(3 * u)}"`));
    x += bw + between(s, 14, 34) * u;
  }

  // Bench.
  out.push(rect(0, benchY, W, 26 * u, mix(p.ink, p.primary, 0.35)));
  out.push(rect(0, benchY + 26 * u, W, s.sceneH - benchY, mix(p.bottom, p.ink, 0.1)));
  const doors = Math.round(W / (260 * u));
  for (let i = 0; i < doors; i++) {
    const dx = (i * W) / doors + 16 * u;
    const dw = W / doors - 32 * u;
    out.push(rect(dx, benchY + 44 * u, dw, s.sceneH - benchY - 44 * u, mix(p.bottom, "#ffffff", 0.25), `rx="${n(6 * u)}"`));
    out.push(rect(dx + dw / 2 - 30 * u, benchY + 64 * u, 60 * u, 8 * u, mix(p.ink, "#ffffff", 0.3), `rx="${n(4 * u)}"`));
  }

  const liquid = (t: number) => [p.primary, p.secondary, p.accent, mix(p.accent, p.primary, 0.5)][t % 4];
  const glassFill = "#ffffff";
  const glassStroke = `stroke="${mix(p.ink, "#ffffff", 0.25)}" stroke-width="${n(4 * u)}" stroke-linejoin="round"`;
  const order = shuffle(s, [0, 1, 2, 3]);
  const slots = [0.36, 0.5, 0.66, 0.82].map((f) => f * W);

  // Erlenmeyer flask.
  {
    const cx = slots[order[0]];
    const h = 230 * u;
    const base = benchY;
    const neckW = 34 * u;
    const bodyW = 170 * u;
    const d = `M${n(cx - neckW / 2)} ${n(base - h)} L${n(cx - neckW / 2)} ${n(base - h * 0.62)} L${n(cx - bodyW / 2)} ${n(base - 10 * u)} Q${n(cx - bodyW / 2)} ${n(base)} ${n(cx - bodyW / 2 + 14 * u)} ${n(base)} L${n(cx + bodyW / 2 - 14 * u)} ${n(base)} Q${n(cx + bodyW / 2)} ${n(base)} ${n(cx + bodyW / 2)} ${n(base - 10 * u)} L${n(cx + neckW / 2)} ${n(base - h * 0.62)} L${n(cx + neckW / 2)} ${n(base - h)} Z`;
    const clip = `${s.id}-flask`;
    s.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
    out.push(path(d, glassFill, `fill-opacity="0.7"`));
    out.push(rect(cx - bodyW, base - h * 0.34, bodyW * 2, h, liquid(0), `clip-path="url(#${clip})" fill-opacity="0.85"`));
    out.push(path(d, "none", glassStroke));
    out.push(rect(cx - neckW / 2 - 6 * u, base - h - 6 * u, neckW + 12 * u, 10 * u, mix(p.ink, "#ffffff", 0.25), `rx="${n(4 * u)}"`));
    for (let i = 0; i < 4; i++) {
      out.push(circle(cx + between(s, -40, 40) * u, base - between(s, 20, 70) * u, between(s, 4, 9) * u, "#ffffff", `fill-opacity="0.7"`));
    }
  }

  // Round-bottom flask on a ring stand.
  {
    const cx = slots[order[1]];
    const r = 78 * u;
    const cy = benchY - r - 34 * u;
    const clip = `${s.id}-round`;
    const d = `M${n(cx - 18 * u)} ${n(cy - r - 110 * u)} L${n(cx - 18 * u)} ${n(cy - r + 6 * u)} A${n(r)} ${n(r)} 0 1 0 ${n(cx + 18 * u)} ${n(cy - r + 6 * u)} L${n(cx + 18 * u)} ${n(cy - r - 110 * u)} Z`;
    s.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
    out.push(rect(cx - 90 * u, benchY - 10 * u, 180 * u, 10 * u, mix(p.ink, "#ffffff", 0.3), `rx="${n(3 * u)}"`));
    out.push(rect(cx + 100 * u, benchY - 330 * u, 8 * u, 330 * u, mix(p.ink, "#ffffff", 0.3)));
    out.push(rect(cx + 10 * u, cy - r - 70 * u, 96 * u, 7 * u, mix(p.ink, "#ffffff", 0.3)));
    out.push(path(d, glassFill, `fill-opacity="0.7"`));
    out.push(rect(cx - r * 2, cy - r * 0.1, r * 4, r * 2, liquid(1), `clip-path="url(#${clip})" fill-opacity="0.85"`));
    out.push(path(d, "none", glassStroke));
    out.push(rect(cx - 34 * u, benchY - 34 * u, 68 * u, 24 * u, mix(p.ink, "#ffffff", 0.45), `rx="${n(4 * u)}"`));
  }

  // Beaker with graduations.
  {
    const cx = slots[order[2]];
    const bw = 120 * u;
    const bh = 150 * u;
    const top = benchY - bh;
    out.push(rect(cx - bw / 2, top, bw, bh, glassFill, `fill-opacity="0.7" rx="${n(8 * u)}"`));
    const level = between(s, 0.35, 0.65);
    out.push(rect(cx - bw / 2, top + bh * (1 - level), bw, bh * level, liquid(2), `fill-opacity="0.85" rx="${n(8 * u)}"`));
    out.push(rect(cx - bw / 2, top, bw, bh, "none", `${glassStroke} rx="${n(8 * u)}"`));
    for (let i = 1; i <= 4; i++) {
      out.push(rect(cx - bw / 2 + 10 * u, top + (i * bh) / 5, i % 2 ? 26 * u : 16 * u, 3 * u, mix(p.ink, "#ffffff", 0.35)));
    }
  }

  // Test tube rack.
  {
    const cx = slots[order[3]];
    const rw = 200 * u;
    out.push(rect(cx - rw / 2, benchY - 80 * u, rw, 16 * u, mix(p.primary, p.ink, 0.2), `rx="${n(4 * u)}"`));
    out.push(rect(cx - rw / 2, benchY - 20 * u, rw, 20 * u, mix(p.primary, p.ink, 0.2), `rx="${n(4 * u)}"`));
    out.push(rect(cx - rw / 2, benchY - 80 * u, 10 * u, 80 * u, mix(p.primary, p.ink, 0.3)));
    out.push(rect(cx + rw / 2 - 10 * u, benchY - 80 * u, 10 * u, 80 * u, mix(p.primary, p.ink, 0.3)));
    for (let i = 0; i < 5; i++) {
      const tx = cx - rw / 2 + 30 * u + (i * (rw - 60 * u)) / 4;
      const th = between(s, 140, 170) * u;
      const ttop = benchY - 20 * u - th;
      out.push(rect(tx - 12 * u, ttop, 24 * u, th, glassFill, `fill-opacity="0.75" rx="${n(12 * u)}"`));
      const fill = between(s, 0.3, 0.6);
      out.push(rect(tx - 12 * u, ttop + th * (1 - fill), 24 * u, th * fill, liquid(i + 1), `fill-opacity="0.85" rx="${n(12 * u)}"`));
      out.push(rect(tx - 12 * u, ttop, 24 * u, th, "none", `${glassStroke} rx="${n(12 * u)}"`));
    }
  }
  return out.join("\n");
}

function libraryScene(s: Scene): string {
  const { W, u, p } = s;
  const out: string[] = [];
  const floorY = s.sceneH * 0.86;
  out.push(rect(0, floorY, W, s.sceneH - floorY, mix(p.bottom, p.ink, 0.12)));
  out.push(glow(s, W * 0.5, s.sceneH * 0.1, W * 0.35));

  const frame = mix(p.ink, p.primary, 0.35);
  const back = mix(p.bottom, p.ink, 0.18);
  const units = W > H_RATIO_WIDE * s.sceneH ? 3 : 2;
  const gap = 40 * u;
  const unitW = (W - gap * (units + 1)) / units;
  const top = s.sceneH * 0.06;
  const shelves = 4;
  const unitH = floorY - top;
  const shelfH = (unitH - 20 * u) / shelves;
  const bookColors = [
    p.primary,
    p.secondary,
    p.accent,
    mix(p.primary, "#ffffff", 0.4),
    mix(p.ink, "#ffffff", 0.15),
    mix(p.accent, "#ffffff", 0.35),
    mix(p.secondary, p.ink, 0.3),
  ];
  for (let k = 0; k < units; k++) {
    const ux = gap + k * (unitW + gap);
    out.push(rect(ux - 12 * u, top - 12 * u, unitW + 24 * u, unitH + 12 * u, frame, `rx="${n(6 * u)}"`));
    for (let sh = 0; sh < shelves; sh++) {
      const sy = top + sh * shelfH;
      const innerTop = sy + 6 * u;
      const bottom = sy + shelfH;
      out.push(rect(ux, innerTop, unitW, shelfH - 6 * u, back));
      let x = ux + between(s, 4, 20) * u;
      const end = ux + unitW - 8 * u;
      while (x < end - 20 * u) {
        if (s.rnd() < 0.06) {
          x += between(s, 30, 70) * u; // a gap on the shelf
          continue;
        }
        const bw = Math.min(between(s, 16, 34) * u, end - x);
        const bh = (shelfH - 6 * u) * between(s, 0.62, 0.9);
        const color = pick(s, bookColors);
        if (s.rnd() < 0.05 && end - x > 80 * u) {
          // A leaning book.
          out.push(rect(x, bottom - bh, bw, bh, color, `transform="rotate(${n(between(s, 10, 20))} ${n(x)} ${n(bottom)})"`));
          x += bw + bh * 0.3;
          continue;
        }
        out.push(rect(x, bottom - bh, bw, bh, color, `rx="${n(2 * u)}"`));
        out.push(rect(x + bw * 0.2, bottom - bh * 0.82, bw * 0.6, 4 * u, "#ffffff", `fill-opacity="0.55"`));
        if (s.rnd() < 0.5) out.push(rect(x + bw * 0.2, bottom - bh * 0.22, bw * 0.6, 3 * u, "#ffffff", `fill-opacity="0.4"`));
        x += bw + between(s, 1, 4) * u;
      }
      out.push(rect(ux - 4 * u, bottom - 2 * u, unitW + 8 * u, 10 * u, mix(frame, "#ffffff", 0.12)));
    }
  }

  // Reading table with a lamp and an open book.
  const tw = Math.min(W * 0.5, 760 * u);
  const tx = W / 2 - tw / 2;
  const ty = s.sceneH * 0.74;
  const wood = mix(p.primary, p.ink, 0.45);
  out.push(ellipse(W / 2, floorY + 10 * u, tw * 0.55, 14 * u, p.ink, `fill-opacity="0.12"`));
  out.push(rect(tx, ty, tw, 20 * u, wood, `rx="${n(4 * u)}"`));
  out.push(rect(tx + 30 * u, ty + 20 * u, 18 * u, floorY - ty - 10 * u, wood));
  out.push(rect(tx + tw - 48 * u, ty + 20 * u, 18 * u, floorY - ty - 10 * u, wood));
  const lx = tx + tw * 0.8;
  out.push(glow(s, lx, ty - 60 * u, 150 * u));
  out.push(rect(lx - 40 * u, ty - 10 * u, 80 * u, 10 * u, p.ink, `rx="${n(4 * u)}"`));
  out.push(rect(lx - 3 * u, ty - 120 * u, 6 * u, 112 * u, p.ink));
  out.push(poly([[lx - 60 * u, ty - 80 * u], [lx + 60 * u, ty - 80 * u], [lx + 30 * u, ty - 140 * u], [lx - 30 * u, ty - 140 * u]], p.accent));
  const bx = tx + tw * 0.35;
  out.push(poly([[bx - 110 * u, ty - 4 * u], [bx, ty + 2 * u], [bx, ty - 26 * u], [bx - 100 * u, ty - 34 * u]], "#ffffff"));
  out.push(poly([[bx + 110 * u, ty - 4 * u], [bx, ty + 2 * u], [bx, ty - 26 * u], [bx + 100 * u, ty - 34 * u]], mix("#ffffff", p.bottom, 0.3)));
  return out.join("\n");
}

/** Wider than this (relative to the scene height) gets three shelf units instead of two. */
const H_RATIO_WIDE = 1.9;

function eventScene(s: Scene): string {
  const { W, u, p } = s;
  const out: string[] = [];
  const stageY = s.sceneH * 0.58;
  const curtain = mix(p.primary, p.ink, 0.2);
  const curtainLight = mix(p.primary, "#ffffff", 0.15);

  // Backdrop and banner.
  out.push(rect(0, 0, W, stageY, mix(p.bottom, p.ink, 0.08)));
  const bw = W * 0.46;
  const bh = stageY * 0.32;
  const bx = W / 2 - bw / 2;
  const by = stageY * 0.18;
  out.push(rect(bx, by, bw, bh, "#ffffff", `rx="${n(10 * u)}"`));
  out.push(rect(bx, by, bw, 14 * u, p.accent, `rx="${n(6 * u)}"`));
  out.push(circle(bx + bh * 0.5, by + bh * 0.55, bh * 0.26, p.primary));
  out.push(rect(bx + bh, by + bh * 0.38, bw * 0.55, 18 * u, mix(p.ink, "#ffffff", 0.2), `rx="${n(9 * u)}"`));
  out.push(rect(bx + bh, by + bh * 0.62, bw * 0.4, 12 * u, mix(p.ink, "#ffffff", 0.5), `rx="${n(6 * u)}"`));

  // Curtains with folds.
  const side = W * 0.16;
  for (const [x0, dir] of [[0, 1], [W, -1]] as const) {
    const folds = 5;
    for (let i = 0; i < folds; i++) {
      const fx = x0 + dir * (i * side) / folds;
      const fw = side / folds;
      out.push(rect(dir > 0 ? fx : fx - fw, 0, fw, stageY, i % 2 ? curtain : curtainLight));
    }
    out.push(path(`M${n(x0)} 0 L${n(x0 + dir * side * 1.3)} 0 Q${n(x0 + dir * side * 1.05)} ${n(stageY * 0.25)} ${n(x0 + dir * side)} ${n(stageY * 0.5)} L${n(x0)} ${n(stageY * 0.5)} Z`, curtain));
  }
  out.push(rect(0, 0, W, 40 * u, mix(p.ink, p.primary, 0.3)));

  // Bunting.
  const flags = Math.round(W / (60 * u));
  for (let i = 0; i < flags; i++) {
    const fx = (i + 0.5) * (W / flags);
    const sag = Math.sin((i / (flags - 1)) * Math.PI) * 30 * u;
    const fy = 40 * u + sag;
    const fw = (W / flags) * 0.38;
    out.push(poly([[fx - fw, fy], [fx + fw, fy], [fx, fy + 40 * u]], [p.accent, p.secondary, "#ffffff"][i % 3], `fill-opacity="0.95"`));
  }

  // Stage floor, podium and speaker.
  out.push(rect(0, stageY, W, 30 * u, mix(p.ink, p.primary, 0.25)));
  out.push(rect(0, stageY + 30 * u, W, 18 * u, mix(p.ink, "#000000", 0.2)));
  const podX = W * between(s, 0.62, 0.72);
  out.push(circle(podX, stageY - 200 * u, 30 * u, mix(p.ink, "#ffffff", 0.15)));
  out.push(path(`M${n(podX - 60 * u)} ${n(stageY - 100 * u)} Q${n(podX - 60 * u)} ${n(stageY - 165 * u)} ${n(podX)} ${n(stageY - 165 * u)} Q${n(podX + 60 * u)} ${n(stageY - 165 * u)} ${n(podX + 60 * u)} ${n(stageY - 100 * u)} Z`, mix(p.ink, "#ffffff", 0.15)));
  out.push(poly([[podX - 70 * u, stageY - 120 * u], [podX + 70 * u, stageY - 120 * u], [podX + 55 * u, stageY], [podX - 55 * u, stageY]], mix(p.primary, p.ink, 0.3)));
  out.push(circle(podX, stageY - 70 * u, 18 * u, p.accent));
  // Spotlights.
  for (const fx of [0.3, 0.7]) {
    const sx = W * fx + between(s, -0.05, 0.05) * W;
    out.push(poly([[sx - 20 * u, 40 * u], [sx + 20 * u, 40 * u], [sx + 200 * u, stageY], [sx - 200 * u, stageY]], "#ffffff", `fill-opacity="0.14"`));
  }

  // Audience rows.
  const floor = mix(p.bottom, p.ink, 0.2);
  out.push(rect(0, stageY + 48 * u, W, s.sceneH - stageY - 48 * u, floor));
  const rows = 3;
  for (let r = 0; r < rows; r++) {
    const scale = 0.8 + r * 0.25;
    const rowY = stageY + 130 * u + r * (s.sceneH - stageY - 120 * u) / rows;
    const tone = mix(p.ink, p.bottom, 0.45 - r * 0.15);
    const count = Math.round(W / (95 * u * scale));
    for (let i = 0; i < count; i++) {
      const x = (i + 0.5 + between(s, -0.18, 0.18)) * (W / count);
      const head = 24 * u * scale;
      const shade = mix(tone, p.primary, between(s, 0, 0.25));
      out.push(path(`M${n(x - 44 * u * scale)} ${n(rowY + 90 * u * scale)} Q${n(x - 44 * u * scale)} ${n(rowY + 8 * u * scale)} ${n(x)} ${n(rowY + 8 * u * scale)} Q${n(x + 44 * u * scale)} ${n(rowY + 8 * u * scale)} ${n(x + 44 * u * scale)} ${n(rowY + 90 * u * scale)} Z`, shade));
      out.push(circle(x, rowY - head * 0.6, head, shade));
    }
  }
  return out.join("\n");
}

function portraitScene(s: Scene): string {
  const { W, u, p } = s;
  const out: string[] = [];
  const cx = W / 2;
  const base = s.sceneH;
  const size = Math.min(W, s.sceneH) / 1000; // person scale, independent of the caption
  out.push(glow(s, cx + between(s, -0.1, 0.1) * W, base * 0.4, Math.min(W, base) * 0.55));
  out.push(circle(cx, base * 0.5, Math.min(W, base) * 0.36, mix(p.secondary, "#ffffff", 0.45)));
  for (let i = 0; i < 6; i++) {
    const side = i % 2 === 0 ? between(s, 0.05, 0.2) : between(s, 0.8, 0.95);
    out.push(circle(side * W, between(s, 0.05, 0.6) * base, between(s, 8, 26) * u, p.accent, `fill-opacity="${n(between(s, 0.15, 0.35))}"`));
  }
  const body = mix(p.primary, p.ink, 0.25);
  const skin = mix(p.secondary, "#ffffff", 0.2);
  const shoulderW = 340 * size;
  const top = base - 330 * size;
  out.push(
    path(
      `M${n(cx - shoulderW)} ${n(base)} C${n(cx - shoulderW)} ${n(top + 40 * size)} ${n(cx - shoulderW * 0.55)} ${n(top)} ${n(cx)} ${n(top)} C${n(cx + shoulderW * 0.55)} ${n(top)} ${n(cx + shoulderW)} ${n(top + 40 * size)} ${n(cx + shoulderW)} ${n(base)} Z`,
      body,
    ),
  );
  // Collar and neck.
  out.push(poly([[cx - 70 * size, top + 4 * size], [cx + 70 * size, top + 4 * size], [cx, top + 120 * size]], "#ffffff", `fill-opacity="0.92"`));
  out.push(rect(cx - 48 * size, top - 70 * size, 96 * size, 100 * size, mix(skin, p.ink, 0.08), `rx="${n(30 * size)}"`));
  out.push(poly([[cx - 48 * size, top + 10 * size], [cx + 48 * size, top + 10 * size], [cx, top + 90 * size]], mix(skin, p.ink, 0.08)));
  // Head with a simple hair shape.
  const headR = 130 * size;
  const headY = top - 150 * size;
  out.push(circle(cx, headY, headR, skin));
  const hair = mix(p.ink, "#000000", 0.2);
  if (s.rnd() < 0.5) {
    // Short hair with a side-swept fringe.
    out.push(
      path(
        `M${n(cx - headR * 1.04)} ${n(headY + headR * 0.05)} A${n(headR * 1.04)} ${n(headR * 1.04)} 0 0 1 ${n(cx + headR * 1.04)} ${n(headY + headR * 0.05)} Q${n(cx + headR * 0.8)} ${n(headY - headR * 0.45)} ${n(cx + headR * 0.1)} ${n(headY - headR * 0.4)} Q${n(cx - headR * 0.65)} ${n(headY - headR * 0.3)} ${n(cx - headR * 1.04)} ${n(headY + headR * 0.05)} Z`,
        hair,
      ),
    );
  } else {
    out.push(path(`M${n(cx - headR * 1.05)} ${n(headY + headR * 1.2)} L${n(cx - headR * 1.05)} ${n(headY)} A${n(headR * 1.05)} ${n(headR * 1.05)} 0 0 1 ${n(cx + headR * 1.05)} ${n(headY)} L${n(cx + headR * 1.05)} ${n(headY + headR * 1.2)} Q${n(cx + headR * 0.9)} ${n(headY - headR * 0.2)} ${n(cx)} ${n(headY - headR * 0.55)} Q${n(cx - headR * 0.9)} ${n(headY - headR * 0.2)} ${n(cx - headR * 1.05)} ${n(headY + headR * 1.2)} Z`, hair));
  }
  return out.join("\n");
}

function galleryScene(s: Scene): string {
  const { W, u, p } = s;
  const out: string[] = [];
  const horizon = s.sceneH * 0.5;
  out.push(glow(s, W * between(s, 0.2, 0.35), s.sceneH * 0.2, 280 * u));
  out.push(circle(W * between(s, 0.25, 0.3), s.sceneH * 0.2, 56 * u, mix(p.accent, "#ffffff", 0.3)));
  out.push(cloud(s, W * between(s, 0.55, 0.7), s.sceneH * 0.14, 1.2));
  out.push(cloud(s, W * between(s, 0.8, 0.92), s.sceneH * 0.24, 0.8));
  out.push(hills(s, horizon - 40 * u, mix(p.bottom, p.secondary, 0.4), 110 * u));
  out.push(hills(s, horizon + 10 * u, mix(p.secondary, p.primary, 0.15), 70 * u));
  out.push(rect(0, horizon + 10 * u, W, s.sceneH - horizon, mix(p.secondary, "#ffffff", 0.3)));

  // Gazebo in the distance.
  const gx = W * between(s, 0.62, 0.78);
  const gy = horizon + 30 * u;
  const roof = mix(p.primary, p.ink, 0.1);
  out.push(rect(gx - 80 * u, gy - 130 * u, 12 * u, 130 * u, "#ffffff"));
  out.push(rect(gx + 68 * u, gy - 130 * u, 12 * u, 130 * u, "#ffffff"));
  out.push(rect(gx - 6 * u, gy - 130 * u, 12 * u, 130 * u, "#ffffff", `fill-opacity="0.8"`));
  out.push(poly([[gx - 120 * u, gy - 126 * u], [gx, gy - 210 * u], [gx + 120 * u, gy - 126 * u]], roof));
  out.push(rect(gx - 100 * u, gy - 4 * u, 200 * u, 10 * u, mix("#ffffff", p.ink, 0.1)));

  // Converging path and herb beds in perspective.
  const vx = W * 0.45;
  out.push(poly([[vx - 10 * u, horizon + 10 * u], [vx + 10 * u, horizon + 10 * u], [vx + 220 * u, s.sceneH], [vx - 220 * u, s.sceneH]], mix("#ffffff", p.bottom, 0.25)));
  const rows = 5;
  for (let r = 0; r < rows; r++) {
    const t = (r + 1) / (rows + 0.5);
    const y = horizon + 20 * u + (s.sceneH - horizon) * t * t;
    const scale = 0.35 + t * 0.9;
    const spread = W * (0.12 + t * 0.5);
    for (const dir of [-1, 1]) {
      const count = 3 + r;
      for (let i = 0; i < count; i++) {
        const x = vx + dir * (60 * u + t * 200 * u + (i * spread) / count);
        if (x < -40 * u || x > W + 40 * u) continue;
        const leaf = mix(p.primary, p.secondary, between(s, 0.1, 0.6));
        out.push(ellipse(x, y, 30 * u * scale, 16 * u * scale, mix(leaf, p.ink, 0.25)));
        out.push(circle(x - 10 * u * scale, y - 12 * u * scale, 18 * u * scale, leaf));
        out.push(circle(x + 12 * u * scale, y - 14 * u * scale, 16 * u * scale, mix(leaf, "#ffffff", 0.15)));
        if (s.rnd() < 0.3) out.push(circle(x, y - 24 * u * scale, 5 * u * scale, p.accent));
      }
    }
  }
  out.push(tree(s, W * between(s, 0.04, 0.1), s.sceneH * 0.78, 1.3));
  out.push(tree(s, W * between(s, 0.9, 0.96), s.sceneH * 0.82, 1.4));
  out.push(birds(s, 4));
  return out.join("\n");
}
