import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageVariantUrl } from "../../../common/image-sources";
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

type Headers = Record<string, string>;

const request = (method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH", url: string, payload?: object, headers: Headers = admin) =>
  t.app.inject({ method, url, payload, headers });

let counter = 0;
const sample = (overrides: object = {}) => {
  counter += 1;
  return {
    name: `Alumnus ${counter}`,
    batch: `B.Pharm ${2010 + counter}, Pharmacist`,
    quote: `The labs and teachers prepared me well (${counter}).`,
    ...overrides,
  };
};

async function addTestimonial(overrides: object = {}) {
  const response = await request("POST", "/api/testimonials", sample(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().testimonial as { _id: string; isActive: boolean; image: string; name: string };
}

const publicList = async () => (await request("GET", "/api/testimonials", undefined, {})).json();
const adminList = async () => (await request("GET", "/api/testimonials/admin")).json();

let pictureCounter = 0;
async function storedPicture() {
  pictureCounter += 1;
  const bytes = await sharp({
    create: { width: 300, height: 300, channels: 3, background: { r: pictureCounter * 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  return t.app.services.pictures.storePicture(bytes);
}
const fileStatus = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;

describe("POST /api/testimonials", () => {
  it("adds an active testimonial, trimmed, and answers it", async () => {
    const response = await request("POST", "/api/testimonials", {
      name: "  Priya Deshmukh ",
      batch: "D.Pharm 2018, Hospital Pharmacist",
      quote: " Practical training here made all the difference. ",
      image: "/uploads/0123456789abcdef0123456789abcdef.webp",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: "Testimonial added successfully",
      testimonial: {
        _id: expect.any(String),
        name: "Priya Deshmukh",
        batch: "D.Pharm 2018, Hospital Pharmacist",
        batchMr: "",
        quote: "Practical training here made all the difference.",
        quoteMr: "",
        image: "/uploads/0123456789abcdef0123456789abcdef.webp",
        isActive: true,
        createdAt: expect.any(String),
      },
    });
    const { createdAt } = response.json().testimonial;
    expect(new Date(createdAt).toISOString()).toBe(createdAt);
  });

  it("keeps the Marathi text and batch beside the English ones, for the public too; empty, left out or null is none", async () => {
    const twins = { batchMr: " बी.फार्म २०१८, फार्मासिस्ट ", quoteMr: " येथील प्रात्यक्षिकांमुळे मोठा फरक पडला.\nधन्यवाद! " };
    const added = await addTestimonial(twins);
    expect(added).toMatchObject({ batchMr: "बी.फार्म २०१८, फार्मासिस्ट", quoteMr: "येथील प्रात्यक्षिकांमुळे मोठा फरक पडला.\nधन्यवाद!" });
    expect((await publicList()).find((item: { _id: string }) => item._id === added._id)).toMatchObject({
      batchMr: "बी.फार्म २०१८, फार्मासिस्ट",
      quoteMr: "येथील प्रात्यक्षिकांमुळे मोठा फरक पडला.\nधन्यवाद!",
    });
    const cleared = await request("PUT", `/api/testimonials/${added._id}`, sample({ batchMr: null, quoteMr: "" }));
    expect(cleared.json().testimonial).toMatchObject({ batchMr: "", quoteMr: "" });
    expect(await addTestimonial()).toMatchObject({ batchMr: "", quoteMr: "" });
    const tooLong = await request("POST", "/api/testimonials", sample({ batchMr: "स".repeat(201), quoteMr: "स".repeat(2001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      "Batch & designation in Marathi must be at most 200 characters",
      "Testimonial text in Marathi must be at most 2000 characters",
    ]);
  });

  it("keeps isActive false when given, and the image empty when none is sent", async () => {
    const hidden = await addTestimonial({ isActive: false });
    expect(hidden.isActive).toBe(false);
    expect(hidden.image).toBe("");
  });

  it("answers 400 naming every missing field", async () => {
    const response = await request("POST", "/api/testimonials", { name: " ", quote: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: expect.any(String),
      errors: ["Name is required", "Batch & designation is required", "Testimonial text is required"],
    });
  });

  it("answers 400 for an unsafe image link and a non-boolean isActive", async () => {
    for (const image of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/a.png"]) {
      const response = await request("POST", "/api/testimonials", sample({ image }));
      expect(response.statusCode, image).toBe(400);
      expect(response.json().errors).toEqual([expect.stringMatching(/^Image must be/)]);
    }
    const response = await request("POST", "/api/testimonials", sample({ isActive: "yes" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["Active must be true or false"]);
  });
});

describe("GET /api/testimonials and /api/testimonials/admin", () => {
  it("shows the public only active testimonials, newest first, without admin fields", async () => {
    const older = await addTestimonial();
    const hidden = await addTestimonial({ isActive: false });
    const newer = await addTestimonial({ image: "https://example.org/face.jpg" });

    const list = await publicList();
    const ids = list.map((item: { _id: string }) => item._id);
    expect(ids).not.toContain(hidden._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(ids.indexOf(older._id)).toBeGreaterThanOrEqual(0);
    expect(list.find((item: { _id: string }) => item._id === newer._id)).toEqual({
      _id: newer._id,
      name: newer.name,
      batch: expect.any(String),
      batchMr: "",
      quote: expect.any(String),
      quoteMr: "",
      image: "https://example.org/face.jpg",
    });
  });

  it("shows the admin every testimonial with isActive and createdAt, newest first", async () => {
    const shown = await addTestimonial();
    const hidden = await addTestimonial({ isActive: false });
    const list = await adminList();
    expect(list.slice(0, 2)).toEqual([
      expect.objectContaining({ _id: hidden._id, isActive: false, createdAt: expect.any(String) }),
      expect.objectContaining({ _id: shown._id, isActive: true, createdAt: expect.any(String) }),
    ]);
    const times = list.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("PUT /api/testimonials/:id", () => {
  it("replaces the fields and keeps isActive when it is not sent", async () => {
    const hidden = await addTestimonial({ isActive: false });
    const response = await request("PUT", `/api/testimonials/${hidden._id}`, {
      name: "Rahul Jadhav",
      batch: "B.Pharm 2015, Quality Analyst",
      quote: "Updated words.",
      image: "/images/rahul.jpg",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "Testimonial updated successfully",
      testimonial: expect.objectContaining({
        _id: hidden._id,
        name: "Rahul Jadhav",
        batch: "B.Pharm 2015, Quality Analyst",
        quote: "Updated words.",
        image: "/images/rahul.jpg",
        isActive: false,
      }),
    });

    const activated = await request("PUT", `/api/testimonials/${hidden._id}`, sample({ isActive: true }));
    expect(activated.json().testimonial.isActive).toBe(true);
  });

  it("answers 400 for missing fields and 404 for unknown or malformed ids", async () => {
    const existing = await addTestimonial();
    const invalid = await request("PUT", `/api/testimonials/${existing._id}`, { name: "Only a name" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(["Batch & designation is required", "Testimonial text is required"]);

    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await request("PUT", `/api/testimonials/${id}`, sample());
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Testimonial not found" });
    }
  });
});

describe("PATCH /api/testimonials/:id/toggle", () => {
  it("flips isActive without a body, and the public list follows", async () => {
    const testimonial = await addTestimonial();
    const off = await request("PATCH", `/api/testimonials/${testimonial._id}/toggle`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      success: true,
      message: "Testimonial status updated successfully",
      testimonial: expect.objectContaining({ _id: testimonial._id, isActive: false }),
    });
    expect((await publicList()).map((item: { _id: string }) => item._id)).not.toContain(testimonial._id);

    // Some clients label even an empty request as JSON.
    const on = await t.app.inject({
      method: "PATCH",
      url: `/api/testimonials/${testimonial._id}/toggle`,
      headers: { ...admin, "content-type": "application/json" },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().testimonial.isActive).toBe(true);
    expect((await publicList()).map((item: { _id: string }) => item._id)).toContain(testimonial._id);
  });

  it("flips once per request when two arrive together", async () => {
    const testimonial = await addTestimonial();
    await Promise.all([
      request("PATCH", `/api/testimonials/${testimonial._id}/toggle`),
      request("PATCH", `/api/testimonials/${testimonial._id}/toggle`),
    ]);
    const after = (await adminList()).find((item: { _id: string }) => item._id === testimonial._id);
    expect(after.isActive).toBe(true);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "1234"]) {
      const response = await request("PATCH", `/api/testimonials/${id}/toggle`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Testimonial not found" });
    }
  });
});

describe("DELETE /api/testimonials/:id", () => {
  it("deletes the testimonial, then answers 404 for it", async () => {
    const testimonial = await addTestimonial();
    const response = await request("DELETE", `/api/testimonials/${testimonial._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Testimonial deleted successfully" });
    expect((await adminList()).map((item: { _id: string }) => item._id)).not.toContain(testimonial._id);

    for (const id of [testimonial._id, "zzz"]) {
      const again = await request("DELETE", `/api/testimonials/${id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, message: "Testimonial not found" });
    }
  });
});

describe("uploaded pictures of testimonials", () => {
  it("deletes the picture's files with the testimonial that used it last", async () => {
    const url = await storedPicture();
    const first = await addTestimonial({ image: url });
    const second = await addTestimonial({ image: url });

    await request("DELETE", `/api/testimonials/${first._id}`);
    expect(await fileStatus(url)).toBe(200);

    await request("DELETE", `/api/testimonials/${second._id}`);
    for (const fileUrl of [url, imageVariantUrl(url, 480), imageVariantUrl(url, 960)]) {
      expect(await fileStatus(fileUrl), fileUrl).toBe(404);
    }
  });

  it("deletes the old picture's files when the picture is replaced, and keeps them when it is not", async () => {
    const oldUrl = await storedPicture();
    const newUrl = await storedPicture();
    const testimonial = await addTestimonial({ image: oldUrl });

    const sameImage = await request("PUT", `/api/testimonials/${testimonial._id}`, sample({ image: oldUrl }));
    expect(sameImage.statusCode).toBe(200);
    expect(await fileStatus(oldUrl)).toBe(200);

    const replaced = await request("PUT", `/api/testimonials/${testimonial._id}`, sample({ image: newUrl }));
    expect(replaced.statusCode).toBe(200);
    expect(await fileStatus(oldUrl)).toBe(404);
    expect(await fileStatus(newUrl)).toBe(200);
  });

  it("keeps the files while a gallery image still shows the picture", async () => {
    const url = await storedPicture();
    await t.app.services.images.create({ url, section: "gallery", title: "", description: "", caption: "", captionMr: "" });
    const testimonial = await addTestimonial({ image: url });
    await request("DELETE", `/api/testimonials/${testimonial._id}`);
    expect(await fileStatus(url)).toBe(200);
  });
});

describe("admin routes refuse requests without a valid token", () => {
  it("answers 401 on every admin route without a token and with a bad one", async () => {
    const testimonial = await addTestimonial();
    const calls: [Parameters<typeof request>[0], string, object?][] = [
      ["GET", "/api/testimonials/admin"],
      ["POST", "/api/testimonials", sample()],
      ["PUT", `/api/testimonials/${testimonial._id}`, sample()],
      ["DELETE", `/api/testimonials/${testimonial._id}`],
      ["PATCH", `/api/testimonials/${testimonial._id}/toggle`],
    ];
    for (const headers of [{}, { authorization: "Bearer expired-or-forged" }] as Headers[]) {
      for (const [method, url, body] of calls) {
        const response = await request(method, url, body, headers);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ success: false, message: expect.any(String) });
      }
    }
    const unchanged = (await adminList()).find((item: { _id: string }) => item._id === testimonial._id);
    expect(unchanged).toMatchObject({ name: testimonial.name, isActive: true });
  });
});
