import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../../tests/support/s3-server";
import { openSiteStorage, type SiteStorage } from "./site-storage";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "college-storage-"));
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server(["college-files"]);
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("latin1");
}

// The same promises, kept by the folder (the default) and by a real S3-protocol server.
describe.each([
  ["a folder of DATA_DIR", () => openSiteStorage({ dataDir: path.join(work, "data"), s3: undefined })],
  ["an S3 bucket", () => openSiteStorage({ dataDir: path.join(work, "unused"), s3: s3.settings("college-files") })],
])("stored files in %s", (where, open) => {
  let storage: SiteStorage;
  beforeAll(() => {
    storage = open();
  });
  afterAll(() => storage.close());

  it("stores, lists, reads, replaces and removes a file", async () => {
    const files = storage.areas.files;
    expect(await files.exists("notice.pdf")).toBe(false);
    await files.save("notice.pdf", Buffer.from("%PDF-first"));
    expect(await files.exists("notice.pdf")).toBe(true);
    expect((await files.read("notice.pdf"))?.toString("latin1")).toBe("%PDF-first");
    expect(await files.list()).toEqual(["notice.pdf"]);

    await files.save("notice.pdf", Buffer.from("%PDF-second"));
    expect((await files.read("notice.pdf"))?.toString("latin1")).toBe("%PDF-second");

    await files.remove("notice.pdf");
    expect(await files.exists("notice.pdf")).toBe(false);
    expect(await files.list()).toEqual([]);
  });

  it("keeps each area's files apart", async () => {
    await storage.areas.uploads.save("0123456789abcdef.webp", Buffer.from("picture"));
    expect(await storage.areas.uploads.list()).toEqual(["0123456789abcdef.webp"]);
    expect(await storage.areas.documents.list()).toEqual([]);
    expect(await storage.areas.documents.read("0123456789abcdef.webp")).toBeNull();
  });

  it("opens a file with its size and age, and streams all of it or one range", async () => {
    const before = Date.now();
    await storage.areas.documents.save("timetable.pdf", Buffer.from("0123456789"));
    const file = await storage.areas.documents.open("timetable.pdf");
    expect(file?.size).toBe(10);
    // Stores keep whole seconds, and the server's clock may differ a little from ours.
    expect(Math.abs(file!.modifiedAt.getTime() - before)).toBeLessThan(60_000);
    expect(await bytesOf(await file!.stream())).toBe("0123456789");
    expect(await bytesOf(await file!.stream({ start: 2, end: 4 }))).toBe("234");
    expect(await bytesOf(await file!.stream({ start: 9, end: 9 }))).toBe("9");
  });

  it("copies a file to the local disk for a backup", async () => {
    await storage.areas.files.save("circular.pdf", Buffer.from("%PDF-circular"));
    const target = path.join(work, `copy-${Date.now()}.pdf`);
    expect(await storage.areas.files.copyToFile("circular.pdf", target)).toBe(true);
    expect(fs.readFileSync(target, "latin1")).toBe("%PDF-circular");
    expect(await storage.areas.files.copyToFile("gone.pdf", path.join(work, "gone.pdf"))).toBe(false);
    expect(fs.existsSync(path.join(work, "gone.pdf"))).toBe(false);
  });

  it("stores a file from the local disk for a restore", async () => {
    const source = path.join(work, `restored-${Date.now()}.pdf`);
    fs.writeFileSync(source, "%PDF-restored", { mode: 0o644 });
    await storage.areas.files.saveFromFile("restored.pdf", source);
    expect((await storage.areas.files.read("restored.pdf"))?.toString("latin1")).toBe("%PDF-restored");
    expect(await storage.areas.files.list()).toContain("restored.pdf");
  });

  it.runIf(where === "a folder of DATA_DIR")("keeps its folders and files to the server's user", async () => {
    await storage.areas.uploads.save("fedcba9876543210.webp", Buffer.from("picture"));
    const folder = path.join(work, "data", "uploads");
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(folder, "fedcba9876543210.webp")).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(work, "data", "files", "restored.pdf")).mode & 0o777).toBe(0o600);
  });

  it("answers a missing file as missing, and removing one is no error", async () => {
    const files = storage.areas.files;
    expect(await files.read("missing.pdf")).toBeNull();
    expect(await files.open("missing.pdf")).toBeNull();
    expect(await files.exists("missing.pdf")).toBe(false);
    await expect(files.remove("missing.pdf")).resolves.toBeUndefined();
  });

  it("refuses names that could reach outside its place", async () => {
    for (const name of ["../package.json", "a/b.pdf", ".hidden", "", "x.pdf/"]) {
      await expect(storage.areas.files.save(name, Buffer.from("x")), name).rejects.toThrow(/Refusing the storage name/);
      await expect(storage.areas.files.open(name), name).rejects.toThrow(/Refusing the storage name/);
    }
  });
});
