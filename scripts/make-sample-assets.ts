// Draws the sample content's pictures and PDFs into content/samples/, where the server reads them
// when it fills an empty site (server/seed/sample-assets.ts), and lists them with their
// checksums in content/samples/manifest.json. Run again after changing a generator
// (scripts/sample-assets/), a picture (server/seed/sample-pictures.ts), a sample person's name
// or hair (server/seed/sample-people.ts) or what the PDFs print (a unit test says when):
//   npx tsx scripts/make-sample-assets.ts
// Drawn at every start and in every test app, they cost seconds of CPU; read, milliseconds. And the
// pictures' captions no longer depend on the fonts of the machine the site runs on.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { institution } from "../content/institution";
import { documentFiles, type DocumentFile } from "../server/resources/documents/document-files";
import { documentFile, pictureFile, portraitFile, sampleAssetsFolder } from "../server/seed/sample-assets";
import { samplePeople, type Hair } from "../server/seed/sample-people";
import { pictures, type PictureName } from "../server/seed/sample-pictures";
import { renderSampleImage, sampleImageSvg, type SampleImageOptions, type SampleImagePalette } from "./sample-assets/sample-images";
import { renderSamplePdf } from "./sample-assets/sample-pdfs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const sampleAssetsManifestPath = path.join(sampleAssetsFolder, "manifest.json");

const PORTRAIT_SIDE = 640;
const PORTRAIT_PALETTES: SampleImagePalette[] = ["teal", "indigo", "amber", "rose", "slate", "emerald"];
const PICTURE_SIZE = { width: 1200, height: 750 };
const PICTURE_SUBTITLE = `${institution.collegeName} · sample picture`;

/** One file of content/samples/ and what it is drawn from. */
export type SampleAsset = { file: string } & ({ picture: SampleImageOptions } | { document: DocumentFile });

export type SampleAssetsManifest = {
  about: string;
  /** sampleAssetsFingerprint() when the files were drawn. */
  fingerprint: string;
  files: Record<string, { bytes: number; sha256: string }>;
};

/**
 * A portrait whose drawn hair suits the person: the drawing picks short or long hair from its
 * seed, so seeds are tried from `firstSeed` on until one fits (the first is kept if none does).
 */
function portraitOptions(title: string, hair: Hair, palette: SampleImagePalette, firstSeed: number): SampleImageOptions {
  const options = (seed: number): SampleImageOptions => ({ kind: "portrait", title, palette, seed, width: PORTRAIT_SIDE, height: PORTRAIT_SIDE });
  for (let seed = firstSeed; seed < firstSeed + 10; seed++) {
    // Long hair is the one shape drawn with a straight line straight after its starting point.
    const longHair = /<path d="M[-\d.]+ [-\d.]+ L/.test(sampleImageSvg(options(seed)));
    if (longHair === (hair === "long")) return options(seed);
  }
  return options(firstSeed);
}

/** Every file the server reads from content/samples/, with what it is drawn from. */
export function sampleAssets(): SampleAsset[] {
  return [
    ...samplePeople.map((person, index) => ({
      file: portraitFile(person.name),
      picture: portraitOptions(person.name, person.hair, PORTRAIT_PALETTES[index % PORTRAIT_PALETTES.length]!, index * 10 + 1),
    })),
    ...(Object.keys(pictures) as PictureName[]).map((name) => ({
      file: pictureFile(name),
      picture: { ...pictures[name], subtitle: PICTURE_SUBTITLE, ...PICTURE_SIZE } satisfies SampleImageOptions,
    })),
    ...documentFiles.map((document) => ({ file: documentFile(document), document })),
  ];
}

function renderSampleAsset(asset: SampleAsset): Promise<Buffer> {
  return "picture" in asset ? renderSampleImage(asset.picture) : renderSamplePdf(asset.document);
}

/** The modules of this repository that `file` imports, types aside (import type draws nothing). */
function importedModules(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?["'](\.{1,2}\/[^'"]+)["']/gm)].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const found = ["", ".ts", ".tsx", "/index.ts"].map((ending) => base + ending).find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
    if (!found) throw new Error(`${path.relative(root, file)} imports ${specifier}, which is not a file here`);
    return found;
  });
}

/**
 * What the files are drawn from: the generators' code (this script, the generators and every
 * module of the repository they import, such as the college's details the PDFs print) and each
 * file's recipe (a portrait's name, colours and seed). It changes exactly when drawing again could
 * give other files, and not when, say, a sample teacher's phone number changes.
 */
export function sampleAssetsFingerprint(): string {
  const generators = ["scripts/sample-assets/sample-images.ts", "scripts/sample-assets/sample-pdfs.ts"].map((file) => path.join(root, file));
  const code = new Set<string>();
  const pending = [...generators];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (code.has(file)) continue;
    code.add(file);
    pending.push(...importedModules(file));
  }
  // This script's own code (sizes, the portraits' colours and seeds), not the data it imports: the recipes hold what it takes from that.
  code.add(fileURLToPath(import.meta.url));
  const hash = createHash("sha256");
  for (const file of [...code].sort()) {
    // Line endings as a checkout on Windows may write them do not count.
    hash.update(`${path.relative(root, file).split(path.sep).join("/")}\n${fs.readFileSync(file, "utf8").replace(/\r\n/g, "\n")}\n`);
  }
  hash.update(JSON.stringify(sampleAssets()));
  return hash.digest("hex");
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Every file under `folder`, as paths relative to it with forward slashes. */
export function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

async function makeSampleAssets() {
  const assets = sampleAssets();
  const manifest: SampleAssetsManifest = {
    about: "The sample content's pictures and PDFs, drawn by scripts/make-sample-assets.ts: run it again instead of editing these files.",
    fingerprint: sampleAssetsFingerprint(),
    files: {},
  };
  const taken = new Set<string>();
  for (const asset of assets) {
    if (taken.has(asset.file)) throw new Error(`Two sample files would be ${asset.file}: give them different names`);
    taken.add(asset.file);
    const bytes = await renderSampleAsset(asset);
    const target = path.join(sampleAssetsFolder, asset.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
    manifest.files[asset.file] = { bytes: bytes.length, sha256: sha256(bytes) };
  }
  fs.writeFileSync(sampleAssetsManifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  // Files no recipe names any more (a renamed person, a picture taken out) go.
  for (const file of filesUnder(sampleAssetsFolder)) {
    if (!taken.has(file) && path.join(sampleAssetsFolder, file) !== sampleAssetsManifestPath) fs.rmSync(path.join(sampleAssetsFolder, file));
  }
  const total = Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0);
  console.log(`Wrote ${assets.length} files to ${path.relative(root, sampleAssetsFolder)}/ (${(total / 1024).toFixed(0)} KB)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await makeSampleAssets();
}
