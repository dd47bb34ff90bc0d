import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInKolkata } from "../../common/fields";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The API tests faculty and non-teaching staff share, run by faculty.test.ts and staff.test.ts
 * against their own path, answer key and messages.
 */
export type PersonApiCase = {
  path: string;
  key: "faculty" | "staff";
  messages: { notFound: string; created: string; updated: string; deleted: string };
  /** A complete, valid body; the fields one kind of person has beyond the shared ones are included. */
  validBody: Record<string, unknown>;
  /** The 400 messages for an empty body, in addition to the shared ones. */
  extraRequiredErrors: string[];
  /** The word the generated id starts with when the name has no Latin letters. */
  slugFallback: string;
};

export const sharedRequiredErrors = [
  "Name is required",
  "Designation is required",
  "Qualification is required",
  "Experience is required",
  "Date of joining is required",
  "Email is required",
  "Mobile number is required",
];

const PHOTO_LINK_ERROR =
  "Photo must be a path on this site starting with / or a web address starting with http:// or https://";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A person as the API answers one sent without Marathi twins. */
const noTwins = { designationMr: "", qualificationMr: "", experienceMr: "" };
const tomorrowInKolkata = () => todayInKolkata(new Date(Date.now() + 24 * 60 * 60 * 1000));

export function describePersonApi(testCase: PersonApiCase, more?: (context: { t: () => TestApp }) => void) {
  const { path, key, messages, validBody } = testCase;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  type Method = "GET" | "POST" | "PUT" | "DELETE";
  const call = async (method: Method, url: string, payload?: object, asAdmin = true) =>
    t.app.inject({ method, url, payload, headers: asAdmin ? await t.adminHeaders() : {} });

  let nameCounter = 0;
  /** Creates a person with a name of its own so that tests never depend on each other's records. */
  async function createPerson(overrides: Record<string, unknown> = {}) {
    const response = await call("POST", path, { ...validBody, name: `Person ${++nameCounter}`, ...overrides });
    expect(response.statusCode).toBe(201);
    return response.json()[key] as Record<string, unknown> & { _id: string; id: string; srNo: number; name: string };
  }

  async function expectBadRequest(body: Record<string, unknown>, expectedError: string, method: Method = "POST", url = path) {
    const response = await call(method, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.any(String), errors: expect.any(Array), fields: expect.any(Object) });
    expect(response.json().errors).toContain(expectedError);
  }

  describe(`POST ${path}`, () => {
    it("creates a record with a generated readable id and answers 201 with it", async () => {
      const response = await call("POST", path, { ...validBody, name: "  Asha Patil ", email: " asha@mail.example " });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ success: true, message: messages.created, [key]: expect.any(Object) });
      const record = body[key];
      expect(record).toEqual({
        ...noTwins,
        ...validBody,
        name: "Asha Patil",
        email: "asha@mail.example",
        photo: validBody.photo ?? "",
        _id: expect.stringMatching(UUID),
        id: expect.stringMatching(/^asha-patil-[0-9a-f]{4}$/),
        srNo: expect.any(Number),
      });

      const fetched = await call("GET", `${path}/${record._id}`, undefined, false);
      expect(fetched.json()).toEqual(record);
    });

    it("keeps the Marathi designation, qualification and experience beside the English ones, for the public too; empty, left out or null is none", async () => {
      const marathi = { designationMr: "सहायक प्राध्यापक", qualificationMr: "एम.फार्म (फार्मास्युटिक्स)", experienceMr: "८ वर्षे" };
      const person = await createPerson({ designationMr: " सहायक प्राध्यापक ", qualificationMr: " एम.फार्म (फार्मास्युटिक्स) ", experienceMr: " ८ वर्षे " });
      expect(person).toMatchObject(marathi);
      expect((await call("GET", `${path}/${person._id}`, undefined, false)).json()).toMatchObject(marathi);
      const cleared = await call("PUT", `${path}/${person._id}`, { ...validBody, designationMr: null, qualificationMr: undefined, experienceMr: "" });
      expect(cleared.json()[key]).toMatchObject(noTwins);
      const tooLong = await call("POST", path, { ...validBody, designationMr: "स".repeat(121), qualificationMr: "स".repeat(201), experienceMr: "स".repeat(101) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().errors).toEqual([
        "Designation in Marathi must be at most 120 characters",
        "Qualification in Marathi must be at most 200 characters",
        "Experience in Marathi must be at most 100 characters",
      ]);
    });

    it("gives namesakes different ids and names without Latin letters a fallback id", async () => {
      const first = await createPerson({ name: "Dr. Sunil Jadhav" });
      const second = await createPerson({ name: "Dr. Sunil Jadhav" });
      expect(first.id).toMatch(/^dr-sunil-jadhav-[0-9a-f]{4}$/);
      expect(second.id).toMatch(/^dr-sunil-jadhav-[0-9a-f]{4}$/);
      expect(second.id).not.toBe(first.id);

      const marathi = await createPerson({ name: "आशा पाटील" });
      expect(marathi.id).toMatch(new RegExp(`^${testCase.slugFallback}-[0-9a-f]{4}$`));
    });

    it("ignores an id sent on create", async () => {
      const person = await createPerson({ name: "Kiran More", id: "chosen-by-client" });
      expect(person.id).toMatch(/^kiran-more-[0-9a-f]{4}$/);
      // Whatever it holds: an id that could never be a profile id is not a 400 either.
      for (const id of ["Not a slug!", 42]) expect((await createPerson({ name: "Kiran More", id })).id).toMatch(/^kiran-more-[0-9a-f]{4}$/);
    });

    it("numbers a new record one past the current count unless a Sr. No. is given", async () => {
      const before = (await call("GET", path, undefined, false)).json() as unknown[];
      const numbered = await createPerson();
      expect(numbered.srNo).toBe(before.length + 1);

      expect((await createPerson({ srNo: 42 })).srNo).toBe(42);
      expect((await createPerson({ srNo: "7" })).srNo).toBe(7);
      const blank = await createPerson({ srNo: "" });
      expect(blank.srNo).toBe(before.length + 4);
    });

    it("answers 400 naming every missing field", async () => {
      const response = await call("POST", path, {});
      expect(response.statusCode).toBe(400);
      const { errors } = response.json();
      const expected = [...sharedRequiredErrors, ...testCase.extraRequiredErrors];
      expect([...errors].sort()).toEqual([...expected].sort());
    });

    it("counts text of only spaces as missing", async () => {
      await expectBadRequest({ ...validBody, name: "   ", designation: "" }, "Name is required");
      await expectBadRequest({ ...validBody, designation: "" }, "Designation is required");
    });

    it("answers 400 for an invalid email", async () => {
      await expectBadRequest({ ...validBody, email: "asha.patil@" }, "Email must be a valid email address");
      await expectBadRequest({ ...validBody, email: "not an email" }, "Email must be a valid email address");
    });

    it("accepts a joining date of today and refuses a future or impossible one", async () => {
      const today = await createPerson({ dateOfJoining: todayInKolkata() });
      expect(today.dateOfJoining).toBe(todayInKolkata());

      await expectBadRequest({ ...validBody, dateOfJoining: tomorrowInKolkata() }, "Date of joining cannot be in the future");
      await expectBadRequest(
        { ...validBody, dateOfJoining: "2023-02-30" },
        "Date of joining must be a real date written YYYY-MM-DD",
      );
      await expectBadRequest(
        { ...validBody, dateOfJoining: "15/06/2019" },
        "Date of joining must be a real date written YYYY-MM-DD",
      );
    });

    it("accepts common ways of writing Indian phone numbers and refuses others", async () => {
      for (const mobile of ["9876543210", "+91 98765 43210", "098765-43210", "02425 220011"]) {
        expect((await createPerson({ mobile })).mobile).toBe(mobile);
      }
      for (const mobile of ["12345", "call me", "98765 43210 98765 43210", "98765+43210"]) {
        const response = await call("POST", path, { ...validBody, mobile });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([expect.stringMatching(/^Mobile number must be a phone number/)]);
      }
    });

    it("accepts a site path or web address as photo and refuses other links", async () => {
      expect((await createPerson({ photo: "/uploads/0123456789abcdef.webp" })).photo).toBe("/uploads/0123456789abcdef.webp");
      expect((await createPerson({ photo: "https://cdn.example.org/p.jpg" })).photo).toBe("https://cdn.example.org/p.jpg");
      expect((await createPerson({ photo: "" })).photo).toBe("");
      for (const photo of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/p.png", "uploads/p.png"]) {
        const response = await call("POST", path, { ...validBody, photo });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([PHOTO_LINK_ERROR]);
      }
    });

    it("refuses a Sr. No. that is not a positive whole number", async () => {
      await expectBadRequest({ ...validBody, srNo: 0 }, "Sr. No. must be 1 or more");
      await expectBadRequest({ ...validBody, srNo: 2.5 }, "Sr. No. must be a whole number");
      await expectBadRequest({ ...validBody, srNo: "three" }, "Sr. No. must be a number");
    });
  });

  describe(`GET ${path}`, () => {
    it("lists by Sr. No., then by name", async () => {
      const later = await createPerson({ srNo: 902, name: "Aarti Shinde" });
      const secondOfTwo = await createPerson({ srNo: 901, name: "Zubin Mistry" });
      const firstOfTwo = await createPerson({ srNo: 901, name: "Bhavna Kale" });
      const earlier = await createPerson({ srNo: 900, name: "Yash Pawar" });

      const response = await call("GET", path, undefined, false);
      expect(response.statusCode).toBe(200);
      const ids = (response.json() as { _id: string }[]).map((person) => person._id);
      const mine = ids.filter((id) => [later, secondOfTwo, firstOfTwo, earlier].some((p) => p._id === id));
      expect(mine).toEqual([earlier._id, firstOfTwo._id, secondOfTwo._id, later._id]);
      const srNos = (response.json() as { srNo: number }[]).map((person) => person.srNo);
      expect(srNos).toEqual([...srNos].sort((a, b) => a - b));
    });
  });

  describe(`GET ${path}/:id`, () => {
    it("finds a record by _id and by its public id", async () => {
      const person = await createPerson();
      for (const id of [person._id, person.id]) {
        const response = await call("GET", `${path}/${id}`, undefined, false);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(person);
      }
    });

    it("answers 404 for an unknown or malformed id", async () => {
      for (const id of ["3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f", "no-such-person-0000", "12345", "not%20a%20uuid", "%27%20OR%201%3D1"]) {
        const response = await call("GET", `${path}/${id}`, undefined, false);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, message: messages.notFound });
      }
    });
  });

  describe(`PUT ${path}/:id`, () => {
    it("updates the fields and keeps _id, id and Sr. No. when they are not given", async () => {
      const person = await createPerson({ srNo: 55 });
      const changes = { ...validBody, name: "Meera Kulkarni", designation: "Senior Clerk", experience: "12 years" };
      const response = await call("PUT", `${path}/${person._id}`, changes);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: messages.updated,
        [key]: { ...noTwins, ...changes, photo: validBody.photo ?? "", _id: person._id, id: person.id, srNo: 55 },
      });
      expect((await call("GET", `${path}/${person.id}`, undefined, false)).json()).toEqual(response.json()[key]);
    });

    it("updates by public id, and changes Sr. No. and id when they are given", async () => {
      const person = await createPerson();
      const response = await call("PUT", `${path}/${person.id}`, { ...validBody, srNo: 3, id: "  Meera-K-2024 " });
      expect(response.statusCode).toBe(200);
      expect(response.json()[key]).toMatchObject({ _id: person._id, srNo: 3, id: "meera-k-2024" });

      expect((await call("GET", `${path}/meera-k-2024`, undefined, false)).statusCode).toBe(200);
      // Old links keep working: the former id still finds the person, under the new id.
      const byFormerId = await call("GET", `${path}/${person.id}`, undefined, false);
      expect(byFormerId.json()).toMatchObject({ _id: person._id, id: "meera-k-2024" });
    });

    it("answers 409 when the new public id belongs to someone else, and 400 when it is not a slug", async () => {
      const first = await createPerson();
      const second = await createPerson();
      const taken = await call("PUT", `${path}/${second._id}`, { ...validBody, id: first.id });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ success: false, message: expect.stringContaining(first.id) });

      const sameAsOwn = await call("PUT", `${path}/${second._id}`, { ...validBody, id: second.id });
      expect(sameAsOwn.statusCode).toBe(200);

      await expectBadRequest(
        { ...validBody, id: "has spaces/and slashes" },
        "Profile id may contain only letters, digits and single dashes",
        "PUT",
        `${path}/${second._id}`,
      );
    });

    it("applies the same field rules as create", async () => {
      const person = await createPerson();
      const response = await call("PUT", `${path}/${person._id}`, { name: "Only a name" });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContain("Email is required");
      expect(response.json().errors).not.toContain("Name is required");
      await expectBadRequest({ ...validBody, dateOfJoining: tomorrowInKolkata() }, "Date of joining cannot be in the future", "PUT", `${path}/${person._id}`);
      await expectBadRequest({ ...validBody, photo: "javascript:alert(1)" }, PHOTO_LINK_ERROR, "PUT", `${path}/${person._id}`);
    });

    it("answers 404 for an unknown or malformed id", async () => {
      for (const id of ["3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f", "no-such-person-0000", "12345"]) {
        const response = await call("PUT", `${path}/${id}`, validBody);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, message: messages.notFound });
      }
    });
  });

  describe(`DELETE ${path}/:id`, () => {
    it("deletes by _id, after which the record is gone", async () => {
      const person = await createPerson();
      const response = await call("DELETE", `${path}/${person._id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: messages.deleted });

      expect((await call("GET", `${path}/${person._id}`, undefined, false)).statusCode).toBe(404);
      const list = (await call("GET", path, undefined, false)).json() as { _id: string }[];
      expect(list.map((p) => p._id)).not.toContain(person._id);
      const again = await call("DELETE", `${path}/${person._id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, message: messages.notFound });
    });

    it("deletes by public id", async () => {
      const person = await createPerson();
      expect((await call("DELETE", `${path}/${person.id}`)).statusCode).toBe(200);
      expect((await call("GET", `${path}/${person._id}`, undefined, false)).statusCode).toBe(404);
    });

    it("removes an uploaded photo's file with the last record that shows it", async () => {
      const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 9, g: nameCounter, b: 99 } } })
        .png()
        .toBuffer();
      const photo = await t.app.services.pictures.storePicture(picture);
      const first = await createPerson({ photo });
      const second = await createPerson({ photo });
      const fetchPhoto = () => t.app.inject({ method: "GET", url: photo });
      expect((await fetchPhoto()).statusCode).toBe(200);

      await call("DELETE", `${path}/${first._id}`);
      expect((await fetchPhoto()).statusCode).toBe(200);
      await call("PUT", `${path}/${second._id}`, { ...validBody, name: second.name, photo: "" });
      expect((await fetchPhoto()).statusCode).toBe(404);
    });

    it("answers 404 for a malformed id", async () => {
      const response = await call("DELETE", `${path}/not-a-uuid`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: messages.notFound });
    });
  });

  describe("writes without a valid admin token", () => {
    it("answers 401 without a token and with a bad one, and changes nothing", async () => {
      const person = await createPerson();
      const before = (await call("GET", path, undefined, false)).json();
      const attempts: { method: Method; url: string; payload?: object }[] = [
        { method: "POST", url: path, payload: validBody },
        { method: "PUT", url: `${path}/${person._id}`, payload: { ...validBody, name: "Changed" } },
        { method: "DELETE", url: `${path}/${person._id}` },
      ];
      for (const { method, url, payload } of attempts) {
        for (const headers of [{}, { authorization: "Bearer not-a-real-token" }, { authorization: "Basic YWRtaW46YWRtaW4=" }]) {
          const response = await t.app.inject({ method, url, payload, headers });
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({ success: false, message: expect.any(String) });
        }
      }
      expect((await call("GET", path, undefined, false)).json()).toEqual(before);
    });
  });

  more?.({ t: () => t });
}
