import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody } from "../../../tests/support/multipart";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/** A client on another origin (CORS_ORIGINS) that shows our pictures and documents. */
const SITE = "https://college.example";
const CLIENT = "https://office.example";

// Starting an app takes well under a second alone, far longer on a busy CI runner.
const APP_START_TIMEOUT = 120_000;

const faculty = (photo: string) => ({
  name: "Dr. Asha Patil",
  designation: "Professor",
  qualification: "Ph.D.",
  experience: "12 years",
  dateOfJoining: "2012-06-01",
  email: `asha.${Math.random().toString(36).slice(2)}@example.com`,
  mobile: "98765 43210",
  department: "bpharm",
  photo,
});

async function uploadPicture(t: TestApp, colour: string) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
  const body = await formBody([{ name: "image", value: png, filename: "p.png", type: "image/png" }]);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/images/upload",
    payload: body.payload,
    headers: { ...(await t.adminHeaders()), ...body.headers, origin: CLIENT },
  });
  expect(response.statusCode).toBe(201);
  return response.json().imageUrl as string;
}

describe("with PUBLIC_URL and CORS_ORIGINS set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: SITE, CORS_ORIGINS: CLIENT });
    // The documents a site with sample content starts with: one of them is fetched below.
    await t.app.services.documents.installDocuments({ samples: true });
  }, APP_START_TIMEOUT);
  afterAll(() => t?.close());

  it("names stored files by their absolute address in API answers, and stores site paths", async () => {
    const imageUrl = await uploadPicture(t, "#2a6");
    expect(imageUrl).toMatch(new RegExp(`^${SITE}/uploads/[a-f0-9]+\\.webp$`));

    // The client sends back what it was given; the record keeps the site path.
    const created = await t.app.inject({ method: "POST", url: "/api/admin/faculty", payload: faculty(imageUrl), headers: await t.adminHeaders() });
    expect(created.statusCode).toBe(201);
    const record = created.json().faculty as { _id: string; photo: string };
    expect(record.photo).toBe(imageUrl);
    const stored = await t.app.services.faculty.findAny(record._id);
    expect(stored?.photo).toBe(imageUrl.slice(SITE.length));

    const list = await t.app.inject({ method: "GET", url: "/api/admin/faculty", headers: { origin: CLIENT } });
    expect((list.json() as { photo: string }[]).map((person) => person.photo)).toContain(imageUrl);

    // A site path is accepted too, and answered absolute.
    const bySitePath = await t.app.inject({
      method: "POST",
      url: "/api/admin/images",
      payload: { url: imageUrl.slice(SITE.length), section: "gallery", caption: "Annual day" },
      headers: await t.adminHeaders(),
    });
    expect(bySitePath.statusCode).toBe(201);
    expect(bySitePath.json().image.url).toBe(imageUrl);
    const gallery = await t.app.inject({ method: "GET", url: "/api/admin/gallery" });
    expect(gallery.json()).toContainEqual({ url: imageUrl, caption: "Annual day", captionMr: "" });
  });

  it("leaves other sites' addresses and page links as they are", async () => {
    const external = "https://cdn.example.org/photo.jpg";
    const created = await t.app.inject({ method: "POST", url: "/api/admin/faculty", payload: faculty(external), headers: await t.adminHeaders() });
    expect(created.json().faculty.photo).toBe(external);
    const news = await t.app.inject({
      method: "POST",
      url: "/api/admin/latestnews",
      payload: { title: "Admissions open", expiryDate: "2099-12-31", path: "/admissions" },
      headers: await t.adminHeaders(),
    });
    expect(news.json().news.path).toBe("/admissions");
  });

  it("lets any page show stored files, and the client origin fetch them", async () => {
    const imageUrl = await uploadPicture(t, "#a62");
    const picture = await t.app.inject({ method: "GET", url: imageUrl.slice(SITE.length), headers: { origin: CLIENT } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(picture.headers["access-control-allow-origin"]).toBe(CLIENT);

    const pdf = await t.app.inject({ method: "GET", url: "/api/pdfdownload/timetable.pdf", headers: { origin: CLIENT } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(pdf.headers["access-control-allow-origin"]).toBe(CLIENT);

    const elsewhere = await t.app.inject({ method: "GET", url: imageUrl.slice(SITE.length), headers: { origin: "https://other.example" } });
    expect(elsewhere.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(elsewhere.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("keeps pages and API answers same-origin resources", async () => {
    for (const url of ["/api/admin/faculty", "/api/health", "/"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["cross-origin-resource-policy"], url).toBe("same-origin");
    }
  });
});

describe("answers that depend on the token", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_TIMEOUT);
  afterAll(() => t?.close());

  it("say so, and what the admin gets is never stored", async () => {
    const publicNews = await t.app.inject({ method: "GET", url: "/api/admin/latestnews" });
    expect(publicNews.headers.vary).toMatch(/authorization/i);
    expect(publicNews.headers["cache-control"] ?? "").not.toMatch(/public/);

    const adminNews = await t.app.inject({ method: "GET", url: "/api/admin/latestnews", headers: await t.adminHeaders() });
    expect(adminNews.headers.vary).toMatch(/authorization/i);
    expect(adminNews.headers["cache-control"]).toBe("no-store");
  });

  it("every admin answer, and the sign-in that hands out a token, is no-store", async () => {
    const headers = await t.adminHeaders();
    for (const url of ["/api/admin/admissions", "/api/testimonials/admin", "/api/auth/check"]) {
      const signedIn = await t.app.inject({ method: "GET", url, headers });
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.headers["cache-control"], url).toBe("no-store");
      const refused = await t.app.inject({ method: "GET", url });
      expect(refused.statusCode, url).toBe(401);
      expect(refused.headers["cache-control"], url).toBe("no-store");
    }
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "admin", password: "correct horse battery staple" } });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
  });
});
