import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { formBody } from "../../../tests/support/multipart";
import { application } from "../../../tests/support/json-write-routes";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * Every admin write of the resources leaves one audit entry — who, what, which record, in a
 * sentence — written in the change's transaction: none for a refused write, and neither the
 * change nor the entry when writing the entry fails.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

type Entry = { _id: string; username: string | null; action: string; resource: string; recordId: string | null; summary: string };

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
async function send(method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: await t.adminHeaders() });
}

/** The entries written since `before` (an earlier answer of this function), oldest first. */
async function entriesSince(before: Entry[] = []): Promise<Entry[]> {
  const response = await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=200", headers: await t.adminHeaders() });
  const known = new Set(before.map((entry) => entry._id));
  return (response.json() as Entry[]).filter((entry) => !known.has(entry._id)).reverse();
}

/** Runs one write, checks its answer, and returns the entries it left. */
async function auditOf(method: Method, url: string, payload: object | undefined, status: number) {
  const before = await entriesSince();
  const response = await send(method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return { response, entries: await entriesSince(before) };
}

const person = { name: "Asha Patil", designation: "Assistant Professor", qualification: "M.Pharm", experience: "5 years", dateOfJoining: "2020-06-15", mobile: "98765 43210" };
const nextYear = `${new Date().getFullYear() + 1}-12-31`;

/** Add, edit and delete of a resource on the CRUD helper, each with its entry. */
const crudCases = [
  { path: "/api/admin/faculty", key: "faculty", noun: "faculty member", body: { ...person, email: "asha.f@example.com", department: "bpharm" }, edited: { ...person, name: "Dr. Asha Patil", email: "asha.f@example.com", department: "bpharm" } },
  { path: "/api/admin/nonteachingstaff", key: "staff", noun: "staff member", body: { ...person, email: "asha.s@example.com" }, edited: { ...person, name: "Dr. Asha Patil", email: "asha.s@example.com" } },
  { path: "/api/admin/latestnews", key: "news", noun: "news item", body: { title: "Asha Patil", expiryDate: nextYear }, edited: { title: "Dr. Asha Patil", expiryDate: nextYear } },
  { path: "/api/testimonials", key: "testimonial", noun: "testimonial", body: { name: "Asha Patil", batch: "B.Pharm 2019", quote: "Good teachers." }, edited: { name: "Dr. Asha Patil", batch: "B.Pharm 2019", quote: "Good teachers." } },
];

describe("every admin write leaves one entry in its transaction", () => {
  for (const { path, key, noun, body, edited } of crudCases) {
    it(`${key}: add, edit and delete`, async () => {
      const added = await auditOf("POST", path, body, 201);
      const id = added.response.json()[key]._id as string;
      expect(added.entries).toEqual([{ _id: expect.any(String), at: expect.any(String), username: "admin", action: "create", resource: key, recordId: id, summary: `Added the ${noun} Asha Patil` }]);

      const edit = await auditOf("PUT", `${path}/${id}`, edited, 200);
      expect(edit.entries).toMatchObject([{ username: "admin", action: "update", resource: key, recordId: id, summary: `Edited the ${noun} Dr. Asha Patil` }]);

      const deleted = await auditOf("DELETE", `${path}/${id}`, undefined, 200);
      expect(deleted.entries).toMatchObject([{ username: "admin", action: "delete", resource: key, recordId: id, summary: `Deleted the ${noun} Dr. Asha Patil` }]);

      // Refused: invalid, no such record (twice over: gone, and never was).
      expect((await auditOf("POST", path, {}, 400)).entries).toEqual([]);
      expect((await auditOf("PUT", `${path}/${id}`, edited, 404)).entries).toEqual([]);
      expect((await auditOf("DELETE", `${path}/${id}`, undefined, 404)).entries).toEqual([]);
    });
  }

  it("testimonials: showing and hiding on the home page", async () => {
    const { testimonial } = (await send("POST", "/api/testimonials", crudCases[3]!.body)).json();
    const hidden = await auditOf("PATCH", `/api/testimonials/${testimonial._id}/toggle`, undefined, 200);
    expect(hidden.entries).toMatchObject([{ action: "toggle", resource: "testimonial", recordId: testimonial._id, summary: "Hid the testimonial of Asha Patil on the home page" }]);
    const shown = await auditOf("PATCH", `/api/testimonials/${testimonial._id}/toggle`, undefined, 200);
    expect(shown.entries).toMatchObject([{ summary: "Showed the testimonial of Asha Patil on the home page" }]);
  });

  it("admissions: edit, decision and delete, but not the family's own application", async () => {
    const applied = await auditOf("POST", "/api/admissions/apply", { ...application(), name: "Priya Patil" }, 201);
    expect(applied.entries).toEqual([]);
    const [{ _id: id }] = (await send("GET", "/api/admin/admissions")).json() as { _id: string }[];
    const path = `/api/admin/admissions/${id}`;

    const edit = await auditOf("PUT", path, { name: "Priya S. Patil" }, 200);
    expect(edit.entries).toMatchObject([{ action: "update", resource: "application", recordId: id, summary: "Edited the application Priya S. Patil" }]);
    const approved = await auditOf("PUT", path, { status: "approved" }, 200);
    expect(approved.entries).toMatchObject([{ action: "approve", resource: "application", recordId: id, summary: "Approved the application of Priya S. Patil" }]);
    // A decided application is not decided again.
    expect((await auditOf("PUT", path, { status: "rejected" }, 409)).entries).toEqual([]);
    const deleted = await auditOf("DELETE", path, undefined, 200);
    expect(deleted.entries).toMatchObject([{ action: "delete", resource: "application", recordId: id, summary: "Deleted the application Priya S. Patil" }]);
  });

  it("images: add from a URL, upload and delete", async () => {
    const added = await auditOf("POST", "/api/admin/images", { url: "/uploads/stage.webp", section: "events", title: "" }, 201);
    const image = added.response.json().image as { _id: string };
    expect(added.entries).toMatchObject([{ action: "create", resource: "image", recordId: image._id, summary: "Added the image /uploads/stage.webp" }]);

    const before = await entriesSince();
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a6" } }).png().toBuffer();
    const form = await formBody([{ name: "image", value: picture, filename: "stage.png", type: "image/png" }]);
    const uploaded = await t.app.inject({ method: "POST", url: "/api/admin/images/upload", payload: form.payload, headers: { ...form.headers, ...(await t.adminHeaders()) } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(await entriesSince(before)).toMatchObject([{ action: "upload", resource: "image", recordId: null, summary: "Uploaded the picture stage.png (1 KB)" }]);

    const deleted = await auditOf("DELETE", `/api/admin/images/${image._id}`, undefined, 200);
    expect(deleted.entries).toMatchObject([{ action: "delete", resource: "image", recordId: image._id }]);
  });
});

describe("a change and its entry are kept or lost together", () => {
  it("keeps neither when the entry cannot be written", async () => {
    vi.spyOn(t.app.services.audit, "record").mockRejectedValueOnce(new Error("the disk is full"));
    const before = await entriesSince();
    const response = await send("POST", "/api/admin/latestnews", { title: "Never kept", expiryDate: nextYear });
    expect(response.statusCode).toBe(500);
    const news = (await send("GET", "/api/admin/latestnews")).json() as { title: string }[];
    expect(news.map((item) => item.title)).not.toContain("Never kept");
    expect(await entriesSince(before)).toEqual([]);
  });
});
