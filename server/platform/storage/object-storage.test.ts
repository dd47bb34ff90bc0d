import fs from "node:fs";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody, type Part } from "../../../tests/support/multipart";
import { startS3Server } from "../../../tests/support/s3-server";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { createS3Client } from "./s3-file-storage";

// The whole site with S3_* set, on a real S3-protocol server: every file it stores goes to the bucket and is served from it.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  s3 = await startS3Server(["college-site"]);
  t = await createTestApp(s3.env("college-site"));
  // The documents a site with sample content starts with, stored as at a start.
  await t.app.services.documents.installDocuments({ samples: true });
  admin = await t.adminHeaders();
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

/** The keys in the bucket, read with a client of the test's own, not through the site. */
async function bucketKeys(): Promise<string[]> {
  const client = await createS3Client(s3.settings("college-site"));
  try {
    const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: "college-site" }));
    return Contents.map((object) => object.Key!);
  } finally {
    client.destroy();
  }
}

async function send(method: "PUT" | "POST", url: string, part: Part) {
  const body = await formBody([part]);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...admin, ...body.headers } });
}

const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj << >> endobj\n%%EOF\n`);

describe("the site with its files in an S3 bucket", () => {
  it("keeps the documents it starts with in the bucket, not in DATA_DIR", async () => {
    expect((await bucketKeys()).filter((key) => key.startsWith("documents/"))).toHaveLength(6);
    expect(fs.readdirSync(t.config.dataDir).filter((entry) => ["uploads", "documents", "files"].includes(entry))).toEqual([]);
  });

  it("stores an uploaded document in the bucket and serves it from there with validators and ranges", async () => {
    const bytes = pdf("timetable from the bucket");
    const replaced = await send("PUT", "/api/admin/documents/timetable", { name: "file", value: bytes, filename: "timetable.pdf", type: "application/pdf" });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const storageNames = await t.app.services.storage.areas.documents.list();
    expect(await bucketKeys()).toEqual(expect.arrayContaining(storageNames.map((name) => `documents/${name}`)));

    const whole = await t.app.inject({ method: "GET", url: "/api/pdfdownload/timetable.pdf" });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers["content-length"]).toBe(String(bytes.length));

    const part = await t.app.inject({ method: "GET", url: "/api/pdfdownload/timetable.pdf", headers: { range: "bytes=5-7" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 5-7/${bytes.length}`);
    expect(part.rawPayload.toString("latin1")).toBe(bytes.subarray(5, 8).toString("latin1"));

    const unchanged = await t.app.inject({ method: "GET", url: "/api/pdfdownload/timetable.pdf", headers: { "if-none-match": String(whole.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);
    const head = await t.app.inject({ method: "HEAD", url: "/api/pdfdownload/timetable.pdf" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(bytes.length));
  });

  it("stores an uploaded PDF for the news in the bucket and serves it at its permanent address", async () => {
    const bytes = pdf("merit list");
    const uploaded = await send("POST", "/api/admin/files", { name: "file", value: bytes, filename: "Merit List.pdf", type: "application/pdf" });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url: string = uploaded.json().url;
    expect(await bucketKeys()).toContain(url.replace(/^\//, ""));
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it("stores an uploaded picture and its smaller widths in the bucket and serves them", async () => {
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 12, g: 140, b: 90 } } }).jpeg().toBuffer();
    const uploaded = await send("POST", "/api/admin/images/upload", { name: "image", value: picture, filename: "campus.jpg", type: "image/jpeg" });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url: string = uploaded.json().imageUrl;
    const hash = url.slice("/uploads/".length, -".webp".length);
    expect((await bucketKeys()).filter((key) => key.startsWith(`uploads/${hash}`)).sort()).toEqual(
      [`uploads/${hash}-w480.webp`, `uploads/${hash}-w960.webp`, `uploads/${hash}.webp`].sort(),
    );

    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1200 });
    const smaller = await t.app.inject({ method: "GET", url: url.replace(".webp", "-w480.webp") });
    expect(await sharp(smaller.rawPayload).metadata()).toMatchObject({ format: "webp", width: 480 });
    expect((await t.app.inject({ method: "GET", url: `/uploads/${"0".repeat(32)}.webp` })).statusCode).toBe(404);
  });
});
