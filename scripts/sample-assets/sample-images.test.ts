import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderSampleImage, sampleImageKinds, sampleImageSvg, type SampleImageOptions } from "./sample-images";

describe("the sample pictures' drawing", () => {
  const base: Omit<SampleImageOptions, "kind"> = {
    title: "Godavari Institute of Pharmacy",
    subtitle: "Sample image",
    palette: "teal",
    seed: 42,
  };

  it("is 1600 × 1000 unless told, 800 × 800 for portraits, for every kind", () => {
    for (const kind of sampleImageKinds) {
      const expected = kind === "portrait" ? [800, 800] : [1600, 1000];
      const [, width, height] = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(sampleImageSvg({ ...base, kind }))!;
      expect([Number(width), Number(height)], kind).toEqual(expected);
    }
  });

  // Small, so that rasterising all six costs little; content/samples/ holds them at full size (sample-assets.test.ts).
  it("renders a JPEG of the size asked for, for every kind", async () => {
    for (const kind of sampleImageKinds) {
      const meta = await sharp(await renderSampleImage({ ...base, kind, width: 160, height: 100 })).metadata();
      expect([meta.format, meta.width, meta.height], kind).toEqual(["jpeg", 160, 100]);
    }
  });

  it("is deterministic for a seed and escapes the title", () => {
    const options: SampleImageOptions = { ...base, kind: "event", palette: "rose", title: "Fresher's <Day> & Prize" };
    const svg = sampleImageSvg(options);
    expect(sampleImageSvg(options)).toBe(svg);
    expect(sampleImageSvg({ ...options, seed: 43 })).not.toBe(svg);
    expect(svg).toContain("Fresher&apos;s &lt;Day&gt; &amp; Prize");
    expect(svg).not.toContain("<Day>");
  });
});
