import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { documentFiles } from "./document-files";
import { documentsDirectory } from "./documents.service";

let t: TestApp;
let directory: string;
beforeAll(async () => {
  t = await createTestApp();
  directory = documentsDirectory(t.config.dataDir);
});
afterAll(async () => {
  await t.close();
});

const download = (file: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
  t.app.inject({ method, url: `/api/pdfdownload/${file}`, headers });

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
      expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(response.rawPayload.equals(await readFile(path.join(directory, file)))).toBe(true);
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
    const whole = await download("timetable.pdf");
    const size = whole.rawPayload.length;

    const partial = await download("timetable.pdf", { range: "bytes=0-99" });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers["content-range"]).toBe(`bytes 0-99/${size}`);
    expect(partial.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);

    const tail = await download("timetable.pdf", { range: "bytes=-50" });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 50))).toBe(true);

    const beyond = await download("timetable.pdf", { range: `bytes=${size + 10}-` });
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
});

describe("the college's own files", () => {
  it("serves a replaced file and never overwrites it with the sample", async () => {
    const official = Buffer.from("%PDF-1.4\n% the official timetable\n%%EOF\n");
    await writeFile(path.join(directory, "timetable.pdf"), official);

    await t.app.services.documents.installSampleDocuments();
    const response = await download("timetable.pdf");
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(official)).toBe(true);
  });

  it("answers 404 for a listed document whose file was removed, and says it is missing", async () => {
    const { documents } = t.app.services;
    expect(await documents.documentExists("dpharma-syllabus.pdf")).toBe(true);
    expect(await documents.documentExists("university_calender.pdf")).toBe(true);
    expect(await documents.documentExists("unknown.pdf")).toBe(false);

    await rm(path.join(directory, "dpharma-syllabus.pdf"));
    expect(await documents.documentExists("dpharma-syllabus.pdf")).toBe(false);
    const response = await download("dpharma-syllabus.pdf");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Document not found" });

    // The next start puts a sample back.
    await documents.installSampleDocuments();
    expect((await download("dpharma-syllabus.pdf")).statusCode).toBe(200);
  });
});

describe("conditional and range requests from unusual clients", () => {
  it("answers If-None-Match: * with 304 for a document that exists", async () => {
    const response = await download("timetable.pdf", { "if-none-match": "*" });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
  });

  it("ignores a malformed Range header and sends the whole file", async () => {
    const whole = await download("timetable.pdf");
    for (const range of ["bytes=abc-def", "bytes=--1", "pages=1-2", "bytes=5-1", "bytes="]) {
      const response = await download("timetable.pdf", { range });
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.equals(whole.rawPayload), range).toBe(true);
    }
  });
});
