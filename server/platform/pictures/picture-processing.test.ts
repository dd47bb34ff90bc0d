import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS } from "../../../common/image-sources";
import { HttpError } from "../http/http-error";
import { detectImageType, MAX_INPUT_PIXELS, processImage } from "./picture-processing";

const solid = (width: number, height: number, background = "#2a7f62") =>
  sharp({ create: { width, height, channels: 3, background } });

/** A real small JPEG whose header claims `width` × `height`: tiny on the wire, huge once decoded. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = await solid(64, 64).jpeg().toBuffer();
  for (let i = 2; i < bytes.length - 8; i++) {
    if (bytes[i] === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2)) {
      bytes.writeUInt16BE(height, i + 5);
      bytes.writeUInt16BE(width, i + 7);
      return bytes;
    }
  }
  throw new Error("no frame header found");
}

async function refusal(bytes: Uint8Array): Promise<HttpError> {
  const error = await processImage(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe("detectImageType", () => {
  it("recognises JPEG, PNG and WebP by their first bytes", async () => {
    expect(detectImageType(await solid(4, 4).jpeg().toBuffer())).toBe("jpeg");
    expect(detectImageType(await solid(4, 4).png().toBuffer())).toBe("png");
    expect(detectImageType(await solid(4, 4).webp().toBuffer())).toBe("webp");
  });

  it("rejects everything else, including GIF, text and a truncated signature", async () => {
    expect(detectImageType(await solid(4, 4).gif().toBuffer())).toBeNull();
    expect(detectImageType(Buffer.from("just some text pretending to be a photo"))).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(Buffer.from("RIFF\x00\x00\x00\x00WAVEfmt "))).toBeNull();
  });
});

describe("processImage", () => {
  it("makes a WebP master at most the maximum width and the smaller variants", async () => {
    const result = await processImage(await solid(2400, 1200).jpeg().toBuffer());
    const master = await sharp(result.master).metadata();
    expect(master).toMatchObject({ format: "webp", width: IMAGE_MAX_WIDTH, height: IMAGE_MAX_WIDTH / 2 });
    expect(result.variants.map((variant) => variant.width)).toEqual([...IMAGE_VARIANT_WIDTHS]);
    for (const variant of result.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: variant.width, height: variant.width / 2 });
    }
    expect(result.hash).toMatch(/^[a-f0-9]{32}$/);
  });

  it("never enlarges a small picture", async () => {
    const result = await processImage(await solid(300, 200).png().toBuffer());
    expect(await sharp(result.master).metadata()).toMatchObject({ width: 300, height: 200 });
    for (const variant of result.variants) {
      expect(await sharp(variant.bytes).metadata()).toMatchObject({ width: 300, height: 200 });
    }
  });

  it("names the same picture the same way and different pictures differently", async () => {
    const picture = await solid(640, 480, "#123456").jpeg().toBuffer();
    const first = await processImage(picture);
    const again = await processImage(picture);
    const other = await processImage(await solid(640, 480, "#654321").jpeg().toBuffer());
    expect(again.hash).toBe(first.hash);
    expect(other.hash).not.toBe(first.hash);
  });

  it("turns the picture upright and drops EXIF, XMP and ICC metadata", async () => {
    const withExif = await solid(800, 600)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: "Private Owner", Artist: "Someone" } })
      .toBuffer();
    const input = await sharp(withExif).metadata();
    expect(input.exif).toBeInstanceOf(Buffer);
    expect(input.orientation).toBe(6);

    const result = await processImage(withExif);
    for (const bytes of [result.master, ...result.variants.map((variant) => variant.bytes)]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from("Private Owner"))).toBe(false);
    }
    // Orientation 6 means "rotate 90°": the 800 × 600 landscape is stored as a 600 × 800 portrait.
    expect(await sharp(result.master).metadata()).toMatchObject({ width: 600, height: 800 });
  });

  it("keeps transparency of a PNG", async () => {
    const transparent = await sharp({
      create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const result = await processImage(transparent);
    expect((await sharp(result.master).metadata()).hasAlpha).toBe(true);
  });

  it("refuses a file that is not a JPEG, PNG or WebP with 415", async () => {
    const gif = await refusal(await solid(10, 10).gif().toBuffer());
    expect(gif.statusCode).toBe(415);
    expect(gif.message).toBe("Please upload a JPEG, PNG or WebP image");
    expect((await refusal(Buffer.from("%PDF-1.7 not a picture"))).statusCode).toBe(415);
  });

  it("refuses a decompression bomb before decoding it", async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 100;
    const bomb = await jpegClaiming(side, side);
    expect(bomb.length).toBeLessThan(10_000);
    const error = await refusal(bomb);
    expect(error.statusCode).toBe(413);
    expect(error.message).toMatch(/too many pixels/);
  });

  it("answers 400 for a damaged file that starts like an image", async () => {
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const error = await refusal(damaged);
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/could not be read/);
  });
});
