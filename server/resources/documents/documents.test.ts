import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody, type Part } from "../../../tests/support/multipart";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/support/test-app";
import { documentFiles, documentList } from "./document-files";

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  // The six documents as a site with sample content starts with them.
  await t.app.services.documents.installDocuments({ samples: true });
  admin = await t.adminHeaders();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const withoutToken: Headers[] = [{}, { authorization: "Bearer not-a-real-token" }];
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const download = (file: string, headers: Headers = {}, method: "GET" | "HEAD" = "GET") =>
  t.app.inject({ method, url: `/api/pdfdownload/${file}`, headers });

let pdfCounter = 0;
/** A small, distinct PDF on every call. */
const newPdf = (label = "document") => Buffer.from(`%PDF-1.4\n% ${label} ${++pdfCounter}\n1 0 obj << >> endobj\n%%EOF\n`);

const filePart = (value: Uint8Array, filename = "timetable.pdf", type = "application/pdf"): Part => ({ name: "file", value, filename, type });

async function sendForm(method: "PUT" | "POST", url: string, parts: Part[], headers: Headers = admin) {
  const body = await formBody(parts);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

const replace = (key: string, bytes: Uint8Array, headers: Headers = admin) => sendForm("PUT", `/api/admin/documents/${key}`, [filePart(bytes)], headers);

async function replaceOk(key: string, bytes: Uint8Array) {
  const response = await replace(key, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().document;
}

const versionsOf = (key: string, headers: Headers = admin) => t.app.inject({ method: "GET", url: `/api/admin/documents/${key}/versions`, headers });
const restore = (key: string, versionId: string, headers: Headers = admin) =>
  t.app.inject({ method: "POST", url: `/api/admin/documents/${key}/versions/${versionId}/restore`, headers });
const listDocuments = async (headers: Headers = {}) => (await t.app.inject({ method: "GET", url: "/api/documents", headers })).json();

describe("GET /api/pdfdownload/:file", () => {
  it("serves each of the six documents as an inline PDF with validators", async () => {
    expect(documentFiles).toHaveLength(6);
    for (const file of documentFiles) {
      const response = await download(file);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toBe(`inline; filename="${file}"`);
      expect(response.headers.etag).toMatch(/^(W\/)?".+"$/);
      expect(Number.isNaN(Date.parse(String(response.headers["last-modified"])))).toBe(false);
      expect(response.headers["accept-ranges"]).toBe("bytes");
      expect(response.headers["cache-control"]).toBe("public, no-cache");
      expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    }
  });

  it("serves the other spellings the site links to", async () => {
    const aliases = { "university_calender.pdf": "university-calender.pdf", "fra-fee-structure.pdf": "FRA_Fee_Structure.pdf" };
    for (const [alias, file] of Object.entries(aliases)) {
      const [viaAlias, direct] = [await download(alias), await download(file)];
      expect(viaAlias.statusCode, alias).toBe(200);
      expect(viaAlias.headers["content-type"]).toBe("application/pdf");
      expect(viaAlias.headers["content-disposition"]).toBe(`inline; filename="${file}"`);
      expect(viaAlias.rawPayload.equals(direct.rawPayload)).toBe(true);
    }
  });

  it("answers a byte range with 206 and an unsatisfiable one with 416", async () => {
    const whole = await download("dpharma-syllabus.pdf");
    const size = whole.rawPayload.length;

    const partial = await download("dpharma-syllabus.pdf", { range: "bytes=0-99" });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers["content-range"]).toBe(`bytes 0-99/${size}`);
    expect(partial.headers["content-length"]).toBe("100");
    expect(partial.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);

    const tail = await download("dpharma-syllabus.pdf", { range: "bytes=-50" });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 50))).toBe(true);

    const rest = await download("dpharma-syllabus.pdf", { range: `bytes=${size - 10}-` });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers["content-range"]).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

    const beyond = await download("dpharma-syllabus.pdf", { range: `bytes=${size + 10}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${size}`);
    expect(beyond.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it("answers 304 to a browser that already has the current file", async () => {
    const first = await download("SIF.pdf");
    const byEtag = await download("SIF.pdf", { "if-none-match": String(first.headers.etag) });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.rawPayload.length).toBe(0);

    const byDate = await download("SIF.pdf", { "if-modified-since": String(first.headers["last-modified"]) });
    expect(byDate.statusCode).toBe(304);

    const stale = await download("SIF.pdf", { "if-none-match": '"some-older-version"' });
    expect(stale.statusCode).toBe(200);
  });

  it("answers HEAD with the headers only", async () => {
    const response = await download("bpharma-syllabus.pdf", {}, "HEAD");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(Number(response.headers["content-length"])).toBeGreaterThan(1000);
    expect(response.rawPayload.length).toBe(0);
  });

  it("answers 404 JSON for any other name, traversal and encoded slashes", async () => {
    for (const file of [
      "other.pdf",
      "TIMETABLE.PDF",
      "timetable",
      "timetable.pdf.tmp",
      "..%2Fpackage.json",
      "..%2F..%2Fpackage.json",
      "%2e%2e%2fdocuments%2ftimetable.pdf",
      "documents%2Ftimetable.pdf",
      "..%5Ctimetable.pdf",
      "constructor",
      "__proto__",
      "",
    ]) {
      const response = await download(file);
      expect(response.statusCode, file).toBe(404);
      expect(response.headers["content-type"], file).toMatch(/^application\/json/);
      expect(response.json().success, file).toBe(false);
    }
    // Clients resolve "/../" before sending, so this one asks for /package.json, which is no file of ours.
    const dotted = await t.app.inject({ method: "GET", url: "/api/pdfdownload/../../package.json" });
    expect(dotted.statusCode).toBe(404);
    expect(dotted.body).not.toContain("pharmacy-college-site");
  });

  it("answers If-None-Match: * with 304 for a document that exists", async () => {
    const response = await download("timetable.pdf", { "if-none-match": "*" });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
  });

  it("sends the whole file for a malformed Range header, several ranges, or an If-Range of other bytes", async () => {
    const whole = await download("timetable.pdf");
    for (const headers of [
      ...["bytes=abc-def", "bytes=--1", "pages=1-2", "bytes=5-1", "bytes=", "bytes=0-9,20-29"].map((range) => ({ range })),
      { range: "bytes=0-9", "if-range": '"an-older-file"' },
    ]) {
      const response = await download("timetable.pdf", headers);
      expect(response.statusCode, headers.range).toBe(200);
      expect(response.rawPayload.equals(whole.rawPayload), headers.range).toBe(true);
    }
    const sameFile = await download("timetable.pdf", { range: "bytes=0-9", "if-range": String(whole.headers.etag) });
    expect(sameFile.statusCode).toBe(206);
  });
});

describe("GET /api/documents", () => {
  it("lists the six documents in order with title, file name, size, last update and download URL", async () => {
    const list = await listDocuments();
    expect(list.map((document: { key: string }) => document.key)).toEqual([
      "timetable",
      "dpharma-syllabus",
      "bpharma-syllabus",
      "university-calendar",
      "sif",
      "fra-fee-structure",
    ]);
    for (const [index, entry] of documentList.entries()) {
      const document = list[index];
      expect(document).toEqual({
        key: entry.key,
        title: entry.title,
        fileName: entry.fileName,
        size: expect.any(Number),
        updatedAt: expect.stringMatching(ISO_TIMESTAMP),
        url: `/api/pdfdownload/${entry.fileName}`,
      });
      const served = await t.app.inject({ method: "GET", url: document.url });
      expect(served.rawPayload.length).toBe(document.size);
    }
  });

  it("tells a signed-in admin who uploaded each file ('system' for a fresh install's)", async () => {
    const list = await listDocuments(admin);
    expect(list).toHaveLength(6);
    for (const document of list) expect(document.uploadedBy).toEqual(expect.any(String));
    expect(list.find((document: { key: string }) => document.key === "bpharma-syllabus").uploadedBy).toBe("system");
  });
});

describe("PUT /api/admin/documents/:key", () => {
  it("serves the new bytes at once under the same URLs, with a new ETag and the uploader", async () => {
    const before = await download("university-calender.pdf");
    const bytes = newPdf("calendar 2026-27");
    const response = await replace("university-calendar", bytes);
    expect(response.statusCode).toBe(200);
    const { document } = response.json();
    expect(response.json()).toEqual({ success: true, message: "Document replaced successfully", document });
    expect(document).toMatchObject({
      key: "university-calendar",
      fileName: "university-calender.pdf",
      size: bytes.length,
      url: "/api/pdfdownload/university-calender.pdf",
      uploadedBy: TEST_ADMIN.username,
    });
    expect(Date.parse(document.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    for (const file of ["university-calender.pdf", "university_calender.pdf"]) {
      const after = await download(file);
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(bytes), file).toBe(true);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    }
    // A browser holding the old file gets the new one, not a 304.
    const revalidated = await download("university-calender.pdf", { "if-none-match": String(before.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.rawPayload.equals(bytes)).toBe(true);

    const listed = (await listDocuments()).find((entry: { key: string }) => entry.key === "university-calendar");
    expect(listed).toEqual({ ...document, uploadedBy: undefined });
  });

  it("shows the new date on the page that offers the document (the page cache is cleared)", async () => {
    const page = async () => (await t.app.inject({ method: "GET", url: "/course-fees/fra" })).body;
    expect(await page()).toContain("Updated on");
    const document = await replaceOk("fra-fee-structure", newPdf("fees"));
    const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(
      new Date(document.updatedAt),
    );
    expect(await page()).toContain(`<time dateTime="${document.updatedAt}">${day}</time>`);
  });

  it("answers 415 for bytes that are not a PDF, whatever their name and type say, and changes nothing", async () => {
    const before = await download("timetable.pdf");
    for (const part of [
      filePart(Buffer.from("this is not a timetable\n"), "timetable.pdf", "application/pdf"),
      filePart(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), "scan.png", "image/png"),
      filePart(Buffer.from("<html>%PDF-1.4</html>"), "page.pdf", "application/pdf"),
    ]) {
      const response = await sendForm("PUT", "/api/admin/documents/timetable", [part]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: "Only PDF files can be uploaded. Please choose a PDF file." });
    }
    const after = await download("timetable.pdf");
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it("answers 413 for a file over 20 MB, declared or not, and changes nothing", async () => {
    const before = await download("timetable.pdf");
    for (const size of [21 * 1024 * 1024, 20 * 1024 * 1024 + 1]) {
      const huge = Buffer.alloc(size, 0x20);
      huge.write("%PDF-1.4\n");
      const response = await replace("timetable", huge);
      expect(response.statusCode, String(size)).toBe(413);
      expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/20 MB/) });
    }
    expect((await download("timetable.pdf")).headers.etag).toBe(before.headers.etag);
  });

  it("answers 404 for an unknown key", async () => {
    for (const key of ["syllabus", "timetable.pdf", "TIMETABLE", "constructor", "__proto__"]) {
      const response = await replace(key, newPdf());
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Document not found" });
    }
  });

  it("answers 400 when no file is in the field file, and 415 for a body that is not multipart", async () => {
    for (const parts of [[{ name: "title", value: "Timetable" }], [{ ...filePart(newPdf()), name: "pdf" }], [filePart(new Uint8Array(0), "", "application/octet-stream")]]) {
      const response = await sendForm("PUT", "/api/admin/documents/timetable", parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: "Please choose a PDF file" });
    }
    const json = await t.app.inject({ method: "PUT", url: "/api/admin/documents/timetable", payload: { file: "timetable.pdf" }, headers: admin });
    expect(json.statusCode).toBe(415);
  });

  it("answers 401 without a token and with a bad one", async () => {
    for (const headers of withoutToken) {
      const response = await replace("timetable", newPdf(), headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });
});

describe("earlier versions", () => {
  it("lists the earlier files newest first, without the one served now", async () => {
    const fresh = await versionsOf("bpharma-syllabus");
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual([]);

    const sample = await download("bpharma-syllabus.pdf");
    const first = newPdf("syllabus v1");
    const second = newPdf("syllabus v2 longer");
    await replaceOk("bpharma-syllabus", first);
    await replaceOk("bpharma-syllabus", second);

    const versions = (await versionsOf("bpharma-syllabus")).json();
    expect(versions).toEqual([
      { _id: expect.any(String), size: first.length, uploadedAt: expect.stringMatching(ISO_TIMESTAMP), uploadedBy: TEST_ADMIN.username },
      { _id: expect.any(String), size: sample.rawPayload.length, uploadedAt: expect.stringMatching(ISO_TIMESTAMP), uploadedBy: "system" },
    ]);
    expect(Date.parse(versions[0].uploadedAt)).toBeGreaterThanOrEqual(Date.parse(versions[1].uploadedAt));
  });

  it("restores one: it is served again at once, and the file it replaced becomes an earlier version", async () => {
    const original = await download("SIF.pdf");
    const upload = newPdf("disclosure");
    await replaceOk("sif", upload);
    const [sampleVersion] = (await versionsOf("sif")).json();
    expect(sampleVersion.size).toBe(original.rawPayload.length);

    const response = await restore("sif", sampleVersion._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "Earlier version restored successfully",
      document: expect.objectContaining({ key: "sif", size: original.rawPayload.length, uploadedBy: "system" }),
    });
    // The file served is the one from then: "Updated on" tells its date, not the restore's.
    expect(response.json().document.updatedAt).toBe(sampleVersion.uploadedAt);
    const served = await download("SIF.pdf");
    expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
    expect(served.headers.etag).toBe(original.headers.etag);

    const versions = (await versionsOf("sif")).json();
    expect(versions.map((version: { size: number }) => version.size)).toEqual([upload.length]);
  });

  it("answers 404 for an unknown key, an unknown version or another document's version", async () => {
    expect((await versionsOf("nothing")).statusCode).toBe(404);
    await replaceOk("dpharma-syllabus", newPdf());
    const [otherVersion] = (await versionsOf("dpharma-syllabus")).json();
    for (const [key, versionId, message] of [
      ["nothing", otherVersion._id, "Document not found"],
      ["timetable", otherVersion._id, "Version not found"],
      ["timetable", "00000000-0000-4000-8000-000000000000", "Version not found"],
      ["timetable", "not-a-version", "Version not found"],
    ]) {
      const response = await restore(key!, versionId!);
      expect(response.statusCode, `${key} ${versionId}`).toBe(404);
      expect(response.json()).toEqual({ success: false, message });
    }
  });

  it("answers 401 without a token and with a bad one", async () => {
    const [version] = (await versionsOf("dpharma-syllabus")).json();
    for (const headers of withoutToken) {
      expect((await versionsOf("dpharma-syllabus", headers)).statusCode).toBe(401);
      expect((await restore("dpharma-syllabus", version._id, headers)).statusCode).toBe(401);
    }
  });
});

describe("POST /api/admin/files", () => {
  const uploadFile = (parts: Part[], headers: Headers = admin) => sendForm("POST", "/api/admin/files", parts, headers);

  it("answers 201 with a permanent /files/ URL that serves the PDF for good", async () => {
    const bytes = newPdf("merit list");
    const response = await uploadFile([filePart(bytes, "Merit List (CAP Round 1).pdf")]);
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(response.json()).toEqual({ success: true, message: "File uploaded successfully", url });
    expect(url).toMatch(/^\/files\/[a-f0-9]{16}-merit-list-cap-round-1\.pdf$/);

    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect((await t.app.inject({ method: "GET", url, headers: { range: "bytes=0-4" } })).rawPayload.toString("latin1")).toBe("%PDF-");

    // The same file again keeps its address; another file gets another.
    expect((await uploadFile([filePart(bytes, "Merit List (CAP Round 1).pdf")])).json().url).toBe(url);
    expect((await uploadFile([filePart(newPdf(), "Merit List (CAP Round 1).pdf")])).json().url).not.toBe(url);
  });

  it("names a file without a readable name 'document'", async () => {
    expect((await uploadFile([filePart(newPdf(), "परिपत्रक.pdf")])).json().url).toMatch(/^\/files\/[a-f0-9]{16}-document\.pdf$/);
  });

  it("refuses what is not a PDF (415), over 20 MB (413), no file (400), and stores nothing", async () => {
    const stored = async () => (await t.app.services.storage.areas.files.list()).length;
    const count = await stored();
    expect((await uploadFile([filePart(Buffer.from("not a pdf"), "circular.pdf")])).statusCode).toBe(415);
    const huge = Buffer.alloc(21 * 1024 * 1024, 0x20);
    huge.write("%PDF-1.4\n");
    expect((await uploadFile([filePart(huge)])).statusCode).toBe(413);
    expect((await uploadFile([{ name: "title", value: "x" }])).statusCode).toBe(400);
    expect(await stored()).toBe(count);
  });

  it("answers 401 without a token and with a bad one", async () => {
    for (const headers of withoutToken) expect((await uploadFile([filePart(newPdf())], headers)).statusCode).toBe(401);
  });

  it("answers 404 for any other name under /files/", async () => {
    const { url } = (await uploadFile([filePart(newPdf(), "notice.pdf")])).json();
    for (const other of [url.replace(".pdf", ".PDF"), "/files/notice.pdf", "/files/..%2Fdb", "/files/0000000000000000-notice.pdf"]) {
      expect((await t.app.inject({ method: "GET", url: other })).statusCode, other).toBe(404);
    }
  });
});

describe("the files a document starts with", () => {
  it("takes the PDF an earlier install kept in the documents folder, else a sample with sample content only; a document with a file is never touched", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "college-earlier-install-"));
    const official = Buffer.from("%PDF-1.4\n% the official timetable\n%%EOF\n");
    mkdirSync(path.join(dataDir, "documents"), { recursive: true });
    writeFileSync(path.join(dataDir, "documents", "timetable.pdf"), official);
    const earlier = await createTestApp({ DATA_DIR: dataDir });
    try {
      const timetable = await earlier.app.inject({ method: "GET", url: "/api/pdfdownload/timetable.pdf" });
      expect(timetable.rawPayload.equals(official)).toBe(true);
      // SAMPLE_CONTENT=0: no sample is published as the college's document.
      expect((await earlier.app.inject({ method: "GET", url: "/api/pdfdownload/dpharma-syllabus.pdf" })).statusCode).toBe(404);
      await earlier.app.services.documents.installDocuments({ samples: true });
      const syllabus = await earlier.app.inject({ method: "GET", url: "/api/pdfdownload/dpharma-syllabus.pdf" });
      expect(syllabus.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");

      // The next start finds every document with its file and changes nothing.
      const upload = newPdf("uploaded");
      const body = await formBody([filePart(upload)]);
      const replaced = await earlier.app.inject({
        method: "PUT",
        url: "/api/admin/documents/timetable",
        payload: body.payload,
        headers: { ...(await earlier.adminHeaders()), ...body.headers },
      });
      expect(replaced.statusCode).toBe(200);
      await earlier.app.services.documents.installDocuments({ samples: true });
      const after = await earlier.app.inject({ method: "GET", url: "/api/pdfdownload/timetable.pdf" });
      expect(after.rawPayload.equals(upload)).toBe(true);
    } finally {
      await earlier.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("answers 404 when the stored file has gone missing, and the pages say the document is not available", async () => {
    const document = await replaceOk("timetable", newPdf("to be lost"));
    const etag = String((await download("timetable.pdf")).headers.etag).replaceAll('"', "");
    const storage = t.app.services.storage.areas.documents;
    for (const name of (await storage.list()).filter((entry) => entry.startsWith(etag))) await storage.remove(name);

    const response = await download("timetable.pdf");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Document not found" });
    expect(await t.app.services.documents.findDocument(document.fileName)).toBeNull();

    await replaceOk("timetable", newPdf("timetable again"));
    expect((await download("timetable.pdf")).statusCode).toBe(200);
  });
});
