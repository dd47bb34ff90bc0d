import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application } from "../../../tests/support/json-write-routes";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/** JSON clients send `null` for an optional field they leave empty; it means "not given". */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = async (method: "POST" | "PUT", url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: await t.adminHeaders() });

const person = {
  name: "Kavita Shinde",
  designation: "Lab Assistant",
  qualification: "B.Sc.",
  experience: "3 years",
  dateOfJoining: "2022-01-10",
  email: "kavita.shinde@example.com",
  mobile: "98765 43210",
};

describe("null for an optional field", () => {
  it("adds and edits a person without a photo", async () => {
    for (const [path, key, extra] of [
      ["/api/admin/faculty", "faculty", { department: "dpharm" }],
      ["/api/admin/nonteachingstaff", "staff", {}],
    ] as const) {
      const created = await call("POST", path, { ...person, ...extra, photo: null, srNo: null, id: null });
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json()[key];
      expect(record.photo).toBe("");
      const edited = await call("PUT", `${path}/${record._id}`, { ...person, ...extra, photo: null, srNo: null, id: null });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()[key]).toMatchObject({ id: record.id, srNo: record.srNo, photo: "" });
    }
  });

  it("is accepted for news links, image texts and testimonial pictures", async () => {
    const news = await call("POST", "/api/admin/latestnews", { title: "Holiday notice", expiryDate: "2099-01-01", path: null });
    expect(news.statusCode, news.body).toBe(201);
    expect(news.json().news.path).toBe("");
    const image = await call("POST", "/api/admin/images", { url: "/uploads/a.webp", section: "events", title: null, description: null, caption: null });
    expect(image.statusCode, image.body).toBe(201);
    const testimonial = await call("POST", "/api/testimonials", { name: "Rahul", batch: "2019", quote: "Thank you.", image: null, isActive: null });
    expect(testimonial.statusCode, testimonial.body).toBe(201);
    expect(testimonial.json().testimonial).toMatchObject({ image: "", isActive: true });
  });

  it("keeps an application's detail that an edit sends as null", async () => {
    const submitted = application();
    expect((await t.app.inject({ method: "POST", url: "/api/admissions/apply", payload: submitted })).statusCode).toBe(201);
    const list = await t.app.inject({ method: "GET", url: "/api/admin/admissions", headers: await t.adminHeaders() });
    const { _id } = (list.json() as { _id: string; email: string }[]).find((each) => each.email === submitted.email)!;
    const edited = await call("PUT", `/api/admin/admissions/${_id}`, { name: null, education: "B.Sc. Chemistry" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().application).toMatchObject({ name: submitted.name, education: "B.Sc. Chemistry" });
  });

  it("is still missing when the field is required", async () => {
    const response = await call("POST", "/api/admin/latestnews", { title: null, expiryDate: "2099-01-01" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["Title is required"]);
  });
});

describe("a 400", () => {
  it("says which field each of its messages belongs to, a list's item under its list, and keeps `errors` as it was", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/admissions/apply", payload: { ...application(), email: "not-an-email", tenthPercentage: 101, name: "" } });
    expect(response.statusCode).toBe(400);
    const { errors, fields } = response.json<{ errors: string[]; fields: Record<string, string[]> }>();
    expect(Object.keys(fields).sort()).toEqual(["email", "name", "tenthPercentage"]);
    expect(Object.values(fields).flat().sort()).toEqual([...errors].sort());
    expect(fields.email).toEqual([expect.stringMatching(/email/i)]);

    const committee = await call("POST", "/api/admin/committees", {
      name: "Anti-Ragging Committee",
      members: [
        { name: "Dr. A. Patil", designation: "Principal", position: "Chairperson" },
        { designation: "Lecturer", position: "Member" },
      ],
    });
    expect(committee.statusCode).toBe(400);
    expect(committee.json().fields).toEqual({ members: ["Member name is required (item 2)"] });
  });
});
