import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_SECTIONS } from "../../../common/image.collection";
import { imageVariantUrl } from "../../../common/image-sources";
import { formBody, type Part } from "../../../tests/support/multipart";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(async () => {
  await t.close();
});

let colourCounter = 0;
/** A different picture on every call, so tests never share stored files by accident. */
function uniquePicture(width = 1200, height = 800) {
  colourCounter += 1;
  const background = { r: (colourCounter * 53) % 256, g: (colourCounter * 97) % 256, b: (colourCounter * 29) % 256 };
  return sharp({ create: { width, height, channels: 3, background } });
}

type Headers = Record<string, string>;
const withoutToken: Headers[] = [{}, { authorization: "Bearer not-a-real-token" }];

async function upload(parts: Part[], headers: Headers = admin) {
  const body = await formBody(parts);
  return t.app.inject({
    method: "POST",
    url: "/api/admin/images/upload",
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const imagePart = (value: Uint8Array, filename = "photo.jpg", type = "image/jpeg"): Part => ({
  name: "image",
  value,
  filename,
  type,
});

async function uploadedUrl(bytes: Uint8Array): Promise<string> {
  const response = await upload([imagePart(bytes)]);
  expect(response.statusCode).toBe(201);
  return response.json().imageUrl;
}

const getFile = (url: string) => t.app.inject({ method: "GET", url });

const addImage = (body: object, headers: Headers = admin) =>
  t.app.inject({ method: "POST", url: "/api/admin/images", payload: body, headers });

const deleteImage = (id: string, headers: Headers = admin) =>
  t.app.inject({ method: "DELETE", url: `/api/admin/images/${id}`, headers });

const storedUrls = (url: string) => [url, imageVariantUrl(url, 480), imageVariantUrl(url, 960)];

describe("POST /api/admin/images/upload", () => {
  it("stores a JPEG as WebP with its smaller widths and answers its URL", async () => {
    const response = await upload([imagePart(await uniquePicture(2400, 1600).jpeg().toBuffer())]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: "Image uploaded successfully",
      imageUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/),
    });

    const url: string = response.json().imageUrl;
    const expectedWidths = [1600, 480, 960];
    for (const [i, fileUrl] of storedUrls(url).entries()) {
      const file = await getFile(fileUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(file.headers["x-content-type-options"]).toBe("nosniff");
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: "webp", width: expectedWidths[i] });
    }
  });

  it("accepts PNG and WebP, judged by their bytes whatever the file is called", async () => {
    const png = await upload([imagePart(await uniquePicture().png().toBuffer(), "scan.PNG", "image/png")]);
    const webp = await upload([imagePart(await uniquePicture().webp().toBuffer(), "picture", "application/octet-stream")]);
    expect(png.statusCode).toBe(201);
    expect(webp.statusCode).toBe(201);
  });

  it("gives the same picture the same URL when it is uploaded again", async () => {
    const picture = await uniquePicture().jpeg().toBuffer();
    const first = await uploadedUrl(picture);
    const second = await uploadedUrl(picture);
    expect(second).toBe(first);
  });

  it("stores the picture upright and without its EXIF metadata", async () => {
    const withExif = await uniquePicture(900, 600)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: "Owner Name", Copyright: "Owner Name" } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeInstanceOf(Buffer);

    const url = await uploadedUrl(withExif);
    for (const fileUrl of storedUrls(url)) {
      const stored = (await getFile(fileUrl)).rawPayload;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(stored.includes(Buffer.from("Owner Name"))).toBe(false);
    }
    expect(await sharp((await getFile(url)).rawPayload).metadata()).toMatchObject({ width: 600, height: 900 });
  });

  it("answers 415 for a text file named .jpg and declared as a JPEG", async () => {
    const response = await upload([imagePart(Buffer.from("this is not a photograph\n"), "photo.jpg", "image/jpeg")]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: "Please upload a JPEG, PNG or WebP image" });
  });

  it("answers 415 for a GIF", async () => {
    const gif = await uniquePicture(40, 40).gif().toBuffer();
    const response = await upload([imagePart(gif, "animation.gif", "image/gif")]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: "Please upload a JPEG, PNG or WebP image" });
  });

  it("answers 415 when the request is not multipart", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/images/upload",
      payload: { image: "photo.jpg" },
      headers: admin,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it("answers 400 when no file is in the field image", async () => {
    const cases: Part[][] = [
      [{ name: "section", value: "gallery" }],
      [{ name: "photo", value: await uniquePicture(20, 20).jpeg().toBuffer(), filename: "a.jpg", type: "image/jpeg" }],
      // What a browser sends for a form whose file input was left empty.
      [imagePart(new Uint8Array(0), "", "application/octet-stream")],
    ];
    for (const parts of cases) {
      const response = await upload(parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: "Please choose an image file" });
    }
  });

  it("answers 400 for a form that is cut off or has no boundary", async () => {
    const cutOff =
      '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff';
    for (const [contentType, payload] of [
      ["multipart/form-data; boundary=xyz", cutOff],
      ["multipart/form-data", "no boundary at all"],
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/images/upload",
        payload,
        headers: { ...admin, "content-type": contentType },
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it("answers 413 for a file over 10 MB", async () => {
    const huge = Buffer.alloc(11 * 1024 * 1024, 0x41);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload([imagePart(huge)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/10 MB/) });
  });

  it("refuses a decompression bomb with 413", async () => {
    const bytes = await uniquePicture(64, 64).jpeg().toBuffer();
    const frame = bytes.findIndex((byte, i) => byte === 0xff && bytes[i + 1] === 0xc0);
    bytes.writeUInt16BE(20_000, frame + 5);
    bytes.writeUInt16BE(20_000, frame + 7);
    const response = await upload([imagePart(bytes)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/too many pixels/) });
  });

  it("answers 401 without a token and with a bad one, before reading the file", async () => {
    const picture = await uniquePicture(20, 20).jpeg().toBuffer();
    for (const headers of withoutToken) {
      const response = await upload([imagePart(picture)], headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });
});

describe("GET /uploads/<name>", () => {
  it("answers 404 for unknown names and anything outside the stored images", async () => {
    for (const url of [
      `/uploads/${"a".repeat(32)}.webp`,
      "/uploads/..%2F..%2Fpackage.json",
      "/uploads/../package.json",
      "/uploads/",
      "/uploads/notes.txt",
    ]) {
      const response = await getFile(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("image records", () => {
  it("adds an image to a section and lists the section newest first", async () => {
    const firstUrl = await uploadedUrl(await uniquePicture().jpeg().toBuffer());
    const secondUrl = await uploadedUrl(await uniquePicture().jpeg().toBuffer());
    const first = await addImage({ url: firstUrl, section: "events", title: " Sports Day ", description: "Annual meet" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      success: true,
      message: expect.any(String),
      image: {
        _id: expect.any(String),
        url: firstUrl,
        section: "events",
        title: "Sports Day",
        description: "Annual meet",
        caption: "",
        captionMr: "",
        createdAt: expect.any(String),
      },
    });
    expect(new Date(first.json().image.createdAt).toISOString()).toBe(first.json().image.createdAt);
    const second = await addImage({ url: secondUrl, section: "events" });
    expect(second.statusCode).toBe(201);

    const list = await t.app.inject({ method: "GET", url: "/api/admin/images/events" });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([second.json().image, first.json().image]);

    const other = await t.app.inject({ method: "GET", url: "/api/admin/images/library" });
    expect(other.json()).toEqual([]);
  });

  it("lists every section without signing in", async () => {
    for (const section of IMAGE_SECTIONS) {
      const response = await t.app.inject({ method: "GET", url: `/api/admin/images/${section}` });
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    }
  });

  it("answers 400 naming the sections for an unknown one", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/images/kitchen" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: expect.any(String),
      errors: ["Section must be one of: gallery, events, campus, laboratories, library"],
    });
  });

  it("serves the gallery as url and caption (with its Marathi twin), newest first", async () => {
    const withCaption = await addImage({ url: "/images/campus-front.jpg", section: "gallery", caption: "Front lawn", captionMr: " समोरचे हिरवळीचे मैदान " });
    const withoutCaption = await addImage({ url: "https://example.org/hall.jpg", section: "gallery", title: "Hall" });
    expect(withCaption.statusCode).toBe(201);
    expect(withoutCaption.statusCode).toBe(201);
    await addImage({ url: "/images/lab.jpg", section: "laboratories" });

    const response = await t.app.inject({ method: "GET", url: "/api/admin/gallery" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { url: "https://example.org/hall.jpg", caption: "", captionMr: "" },
      { url: "/images/campus-front.jpg", caption: "Front lawn", captionMr: "समोरचे हिरवळीचे मैदान" },
    ]);
  });

  it("keeps a Marathi caption of at most the English caption's length; empty or null is none", async () => {
    const cleared = await addImage({ url: "/images/hall.jpg", section: "campus", caption: "Hall", captionMr: null });
    expect(cleared.json().image.captionMr).toBe("");
    const tooLong = await addImage({ url: "/images/hall.jpg", section: "campus", captionMr: "स".repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual(["Caption in Marathi must be at most 300 characters"]);
  });

  it("answers 400 naming each problem with the url and the section", async () => {
    const missing = await addImage({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      message: expect.any(String),
      errors: ["Image URL is required", "Section must be one of: gallery, events, campus, laboratories, library"],
    });

    for (const url of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/x.png", "   "]) {
      const response = await addImage({ url, section: "gallery" });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual([expect.stringMatching(/^Image URL /)]);
    }
    const badSection = await addImage({ url: "/images/x.jpg", section: "Gallery" });
    expect(badSection.statusCode).toBe(400);
  });

  it("answers 401 on add and delete without a token and with a bad one", async () => {
    const created = await addImage({ url: "/images/guarded.jpg", section: "campus" });
    const id = created.json().image._id;
    for (const headers of withoutToken) {
      const add = await addImage({ url: "/images/x.jpg", section: "campus" }, headers);
      const remove = await deleteImage(id, headers);
      for (const response of [add, remove]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, message: expect.any(String) });
      }
    }
    const campus = await t.app.inject({ method: "GET", url: "/api/admin/images/campus" });
    expect(campus.json().map((image: { _id: string }) => image._id)).toContain(id);
  });

  it("has no edit: an image is added and deleted, never changed", async () => {
    const id = (await addImage({ url: "/images/kept.jpg", section: "campus", caption: "Main gate" })).json().image._id;
    const edit = await t.app.inject({ method: "PUT", url: `/api/admin/images/${id}`, headers: admin, payload: { url: "/images/other.jpg", section: "campus", caption: "Changed" } });
    expect(edit.statusCode).toBe(404);
    const campus = await t.app.inject({ method: "GET", url: "/api/admin/images/campus" });
    expect(campus.json()).toContainEqual(expect.objectContaining({ _id: id, url: "/images/kept.jpg", caption: "Main gate" }));
  });

  it("deletes an image, then answers 404 for it, for unknown and for malformed ids", async () => {
    const created = await addImage({ url: "/images/old.jpg", section: "library" });
    const id = created.json().image._id;
    const removed = await deleteImage(id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: "Image deleted successfully" });

    const library = await t.app.inject({ method: "GET", url: "/api/admin/images/library" });
    expect(library.json().map((image: { _id: string }) => image._id)).not.toContain(id);

    for (const missing of [id, "00000000-0000-4000-8000-000000000000", "not-an-id", "12345", "%27%20or%201%3D1"]) {
      const response = await deleteImage(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Image not found" });
    }
  });
});

describe("stored files follow the records that use them", () => {
  const expectStored = async (url: string, stored: boolean) => {
    for (const fileUrl of storedUrls(url)) {
      expect((await getFile(fileUrl)).statusCode, fileUrl).toBe(stored ? 200 : 404);
    }
  };

  it("keeps the files while another image uses them and deletes them with the last one", async () => {
    const url = await uploadedUrl(await uniquePicture().jpeg().toBuffer());
    const gallery = (await addImage({ url, section: "gallery" })).json().image;
    const events = (await addImage({ url, section: "events" })).json().image;

    expect((await deleteImage(gallery._id)).statusCode).toBe(200);
    await expectStored(url, true);

    expect((await deleteImage(events._id)).statusCode).toBe(200);
    await expectStored(url, false);
  });

  it("keeps the files while a testimonial shows the picture", async () => {
    const url = await uploadedUrl(await uniquePicture().jpeg().toBuffer());
    const image = (await addImage({ url, section: "campus" })).json().image;
    const testimonial = await t.app.services.testimonials.create({
      name: "Asha Patil",
      batch: "B.Pharm 2019",
      batchMr: "",
      quote: "Good teachers.",
      quoteMr: "",
      image: url,
    });

    expect((await deleteImage(image._id)).statusCode).toBe(200);
    await expectStored(url, true);

    await t.app.services.testimonials.remove(testimonial._id);
    await expectStored(url, false);
  });

  it("leaves links to other sites and to site paths alone", async () => {
    const external = (await addImage({ url: "https://example.org/picture.webp", section: "events" })).json().image;
    expect((await deleteImage(external._id)).statusCode).toBe(200);
  });

  it("stores a picture again when it is uploaded after its files were deleted", async () => {
    const picture = await uniquePicture().jpeg().toBuffer();
    const url = await uploadedUrl(picture);
    const image = (await addImage({ url, section: "library" })).json().image;
    await deleteImage(image._id);
    await expectStored(url, false);

    expect(await uploadedUrl(picture)).toBe(url);
    await expectStored(url, true);
  });
});

describe("services.pictures.storePicture", () => {
  it("stores generated pictures through the same pipeline", async () => {
    const url = await t.app.services.pictures.storePicture(await uniquePicture(500, 500).png().toBuffer());
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const file = await getFile(url);
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: "webp", width: 500 });
  });
});
