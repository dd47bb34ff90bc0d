import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PDF_UPLOAD_BYTES } from "../../../common/document.resource";
import { MAX_IMAGE_UPLOAD_BYTES } from "../pictures/picture-processing";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * A file one byte or a few hundred bytes over its limit is refused whichever way its bytes
 * arrive. The multipart parser marks a file it cut at the limit only when the cut comes; if the
 * bytes up to the limit arrive first and the rest later, a reader that looks at the mark while
 * reading had already seen the last byte it would get, and took the first 20 MB for the file.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const BOUNDARY = "----upload-limit-test";

/**
 * A form holding one file, sent without a Content-Length (so only the parser's count can refuse
 * it), in two pieces: the form's start with the file's first `split` bytes, then, a moment
 * later, the rest.
 */
function formInTwoPieces(field: string, file: Buffer, split: number) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="upload"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const pieces = [Buffer.concat([head, file.subarray(0, split)]), Buffer.concat([file.subarray(split), tail])];
  let asked = 0;
  const payload = new Readable({
    read() {
      asked += 1;
      if (asked === 1) this.push(pieces[0]);
      // Asked again once the server has taken in the first piece: the rest a moment later.
      else if (asked === 2) setTimeout(() => this.push(pieces[1]) && this.push(null), 100);
    },
  });
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** `size` bytes that pass every check but the size: a valid file of the kind, padded. */
const paddedTo = (start: Buffer, size: number) => Buffer.concat([start, Buffer.alloc(size - start.length, 0x20)]);

const uploads = [
  {
    name: "a document's PDF",
    method: "PUT" as const,
    url: "/api/admin/documents/timetable",
    field: "file",
    limit: MAX_PDF_UPLOAD_BYTES,
    file: async () => Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n"),
    stored: async () => (await t.app.inject({ method: "GET", url: "/api/pdfdownload/timetable.pdf" })).headers.etag,
  },
  {
    name: "a PDF file",
    method: "POST" as const,
    url: "/api/admin/files",
    field: "file",
    limit: MAX_PDF_UPLOAD_BYTES,
    file: async () => Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n"),
    stored: async () => (await t.app.services.storage.areas.files.list()).length,
  },
  {
    name: "an image",
    method: "POST" as const,
    url: "/api/admin/images/upload",
    field: "image",
    limit: MAX_IMAGE_UPLOAD_BYTES,
    // Whatever follows a JPEG's end is ignored by the decoder: the padded picture is a valid one.
    file: () => sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 30, b: 60 } } }).jpeg().toBuffer(),
    stored: async () => (await t.app.services.storage.areas.uploads.list()).length,
  },
];

describe.each(uploads)("uploading $name", (upload) => {
  it("refuses a file over the limit with a 413 and stores nothing, even when the bytes past the limit come later", { timeout: 60_000 }, async () => {
    const before = await upload.stored();
    const start = await upload.file();
    for (const over of [1, 300]) {
      const file = paddedTo(start, upload.limit + over);
      const form = formInTwoPieces(upload.field, file, upload.limit);
      const response = await t.app.inject({ method: upload.method, url: upload.url, ...form, headers: { ...form.headers, ...(await t.adminHeaders()) } });
      expect(response.statusCode, `${over} byte(s) over: ${response.body}`).toBe(413);
      expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/\d+ MB/) });
      expect(await upload.stored(), `${over} byte(s) over`).toEqual(before);
    }
  });

  it("takes a file of exactly the limit, sent the same way", { timeout: 60_000 }, async () => {
    const file = paddedTo(await upload.file(), upload.limit);
    const form = formInTwoPieces(upload.field, file, upload.limit - 100);
    const response = await t.app.inject({ method: upload.method, url: upload.url, ...form, headers: { ...form.headers, ...(await t.adminHeaders()) } });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});
