import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { documentFiles } from "../documents/document-files";
import { renderSamplePdf } from "./sample-pdfs";
import { renderSampleImage, sampleImageKinds, sampleImageSvg, type SampleImageOptions } from "./sample-images";

describe("renderSamplePdf", () => {
  it("lists the six canonical documents", () => {
    expect([...documentFiles].sort()).toEqual(
      [
        "timetable.pdf",
        "dpharma-syllabus.pdf",
        "bpharma-syllabus.pdf",
        "university-calender.pdf",
        "SIF.pdf",
        "FRA_Fee_Structure.pdf",
      ].sort(),
    );
  });

  it("renders a complete PDF for every document", async () => {
    for (const file of documentFiles) {
      const bytes = await renderSamplePdf(file);
      expect(bytes.subarray(0, 5).toString("latin1"), file).toBe("%PDF-");
      expect(bytes.length, file).toBeGreaterThan(2048);
      expect(bytes.subarray(-6).toString("latin1"), file).toContain("%%EOF");
    }
  });
});

describe("sample images", () => {
  const base: Omit<SampleImageOptions, "kind"> = {
    title: "Godavari Institute of Pharmacy",
    subtitle: "Sample image",
    palette: "teal",
    seed: 42,
  };

  it("renders a JPEG of the expected size for every kind", async () => {
    for (const kind of sampleImageKinds) {
      const buffer = await renderSampleImage({ ...base, kind });
      const meta = await sharp(buffer).metadata();
      expect(meta.format, kind).toBe("jpeg");
      const expected = kind === "portrait" ? [800, 800] : [1600, 1000];
      expect([meta.width, meta.height], kind).toEqual(expected);
    }
  }, 30_000);

  it("honours an explicit size", async () => {
    const buffer = await renderSampleImage({ ...base, kind: "library", palette: "indigo", width: 640, height: 480 });
    const meta = await sharp(buffer).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([640, 480]);
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
