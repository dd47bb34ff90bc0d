import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  filesUnder,
  sampleAssets,
  sampleAssetsFingerprint,
  sampleAssetsManifestPath,
  type SampleAssetsManifest,
} from "../../scripts/make-sample-assets";
import { documentFiles } from "../resources/documents/document-files";
import { readSampleAsset, sampleAssetsFolder } from "./sample-assets";

const manifest = JSON.parse(fs.readFileSync(sampleAssetsManifestPath, "utf8")) as SampleAssetsManifest;

describe("the sample content's pictures and PDFs in content/samples/", () => {
  it("are drawn from the generators and recipes as they are now (else run: npx tsx scripts/make-sample-assets.ts)", () => {
    expect(manifest.fingerprint).toBe(sampleAssetsFingerprint());
  });

  it("are every file the seed reads, as the script wrote them, and no others", async () => {
    const files = sampleAssets().map((asset) => asset.file);
    expect(Object.keys(manifest.files).sort()).toEqual([...files].sort());
    expect(filesUnder(sampleAssetsFolder)).toEqual([...files, path.basename(sampleAssetsManifestPath)].sort());
    for (const file of files) {
      const bytes = await readSampleAsset(file);
      expect({ file, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") }).toEqual({ file, ...manifest.files[file] });
    }
  });

  it("hold a JPEG of the drawn size for every picture and a complete PDF for each of the six documents", async () => {
    expect([...documentFiles].sort()).toEqual(
      ["timetable.pdf", "dpharma-syllabus.pdf", "bpharma-syllabus.pdf", "university-calender.pdf", "SIF.pdf", "FRA_Fee_Structure.pdf"].sort(),
    );
    const assets = sampleAssets();
    expect(assets.filter((asset) => "document" in asset).map((asset) => "document" in asset && asset.document)).toEqual(documentFiles);
    for (const asset of assets) {
      const bytes = await readSampleAsset(asset.file);
      if ("picture" in asset) {
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height], asset.file).toEqual(["jpeg", asset.picture.width, asset.picture.height]);
      } else {
        expect(bytes.subarray(0, 5).toString("latin1"), asset.file).toBe("%PDF-");
        expect(bytes.length, asset.file).toBeGreaterThan(2048);
        expect(bytes.subarray(-6).toString("latin1"), asset.file).toContain("%%EOF");
      }
    }
  });
});
