import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonWriteRoutes, type JsonWriteRoute } from "../../../tests/support/json-write-routes";
import { describeAboveTheDatabase, itAboveTheDatabase } from "../../../tests/support/database-subject";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * Input no form would send, thrown at every JSON write route: each must be refused with a 400
 * that names the field, never a 500 (a NUL reaches PostgreSQL, which refuses it; an object with
 * a broken toString breaks any code that converts the input to text).
 */
/**
 * JSON any client can send that code walking a body recursively overflows the stack on, where
 * the depth it takes depends on the stack: a list or objects nested 8,000 and 100,000 levels
 * deep, as the body, in a field and under a key no route knows.
 */
function deeplyNestedBodies(route: JsonWriteRoute): string[] {
  const [field] = Object.keys(route.labels);
  const valid = JSON.stringify(route.validBody()).slice(1, -1);
  return [8000, 100_000].flatMap((depth) => {
    const list = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const objects = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    return [list, objects, `{${valid},"${field}":${list}}`, `{${valid},"extra":${objects}}`];
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Signed in before the sign-in route is sent wrong passwords, which lock the test admin's name out.
  await t.adminHeaders();
});
afterAll(() => t.close());

/** Each value, and whether it is the database's subject: a NUL reaches PostgreSQL unless refused, the others never leave the schemas. */
const hostileValues: [string, unknown, { database: boolean }][] = [
  ["a NUL character", "Priya\u0000Patil", { database: true }],
  ["a control character", "Priya\u001bPatil", { database: false }],
  ["an object with a broken toString", { toString: "x" }, { database: false }],
  ["an object with broken toString and valueOf", { toString: 1, valueOf: "y" }, { database: false }],
];

describe.each(jsonWriteRoutes)("$method $name", (route) => {
  let url: string;
  beforeAll(async () => {
    url = await route.url(t);
  });

  const send = async (body: unknown) =>
    t.app.inject({ method: route.method, url, payload: body as object, headers: route.admin ? await t.adminHeaders() : {} });

  for (const [description, value, { database }] of hostileValues) {
    (database ? it : itAboveTheDatabase)(`refuses ${description} in any field with a 400 naming it`, async () => {
      for (const [field, label] of Object.entries(route.labels)) {
        const response = await send({ ...route.validBody(), [field]: value });
        expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
        const { success, errors } = response.json() as { success: boolean; errors?: string[] };
        expect(success).toBe(false);
        expect(errors?.some((error) => error.startsWith(label)), `${field}: ${response.body}`).toBe(true);
      }
    });
  }

  itAboveTheDatabase("refuses a body nested 8,000 levels deep or more with a 400, never a 500", async () => {
    for (const payload of deeplyNestedBodies(route)) {
      const response = await t.app.inject({
        method: route.method,
        url,
        payload,
        headers: { "content-type": "application/json", ...(route.admin ? await t.adminHeaders() : {}) },
      });
      expect(response.statusCode, payload.slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ success: false, message: "The request body is nested too deeply." });
    }
  });

  it("stores a lone surrogate in any text as U+FFFD, or refuses it with a 400 naming the field, never a 500", async () => {
    // JSON can spell half of a UTF-16 pair ("\ud800"); PostgreSQL refuses one in a jsonb column.
    const withLoneSurrogate = (value: unknown): unknown =>
      typeof value === "string"
        ? `${value}\ud800`
        : Array.isArray(value)
          ? value.map(withLoneSurrogate)
          : value && typeof value === "object"
            ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withLoneSurrogate(item)]))
            : value;
    const body = route.validBody();
    for (const [field, label] of Object.entries(route.labels)) {
      if (!(field in body) || withLoneSurrogate(body[field]) === body[field]) continue;
      const response = await send({ ...route.validBody(), [field]: withLoneSurrogate(body[field]) });
      expect(response.statusCode, `${field}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode === 400) {
        expect((response.json() as { errors?: string[] }).errors?.some((error) => error.startsWith(label)), `${field}: ${response.body}`).toBe(true);
      } else if (response.statusCode < 300) {
        // JSON.stringify spells a lone surrogate as an escape (a password is not read back at all).
        expect(JSON.stringify(await route.stored(t, url)), field).not.toMatch(/\\ud[89a-f][0-9a-f]{2}/i);
      }
    }
  });

  if (route.method === "PUT" && !route.singleton) {
    it("answers 404 for an id with a NUL or other odd characters", async () => {
      const base = url.slice(0, url.lastIndexOf("/"));
      for (const id of ["%00", "abc%00def", "%E2%80%AE", "..%2F..%2Fetc"]) {
        const response = await t.app.inject({ method: "PUT", url: `${base}/${id}`, payload: route.validBody(), headers: await t.adminHeaders() });
        expect(response.statusCode, id).toBe(404);
      }
    });
  }
});

describeAboveTheDatabase("with PUBLIC_URL set, which has file addresses in bodies rewritten", () => {
  let withPublicUrl: TestApp;
  beforeAll(async () => {
    withPublicUrl = await createTestApp({ PUBLIC_URL: "https://college.example" });
  });
  afterAll(() => withPublicUrl.close());

  it.each(jsonWriteRoutes.filter((route) => ["apply", "add committee"].includes(route.name)))("refuses a deeply nested body to $name with a 400", async (route) => {
    const url = await route.url(withPublicUrl);
    for (const payload of deeplyNestedBodies(route)) {
      const response = await withPublicUrl.app.inject({
        method: route.method,
        url,
        payload,
        headers: { "content-type": "application/json", ...(route.admin ? await withPublicUrl.adminHeaders() : {}) },
      });
      expect(response.statusCode, payload.slice(0, 80)).toBe(400);
    }
  });
});

describeAboveTheDatabase("the pages' forms", () => {
  it.each(["/apply-now", "/login"])("answer 415 to a body that is not a form, JSON nested however deep, never a 500", async (url) => {
    for (const payload of ["{}", `{"name":"Priya"}`, `${"[".repeat(100_000)}${"]".repeat(100_000)}`]) {
      for (const contentType of ["application/json", "text/plain"]) {
        const response = await t.app.inject({ method: "POST", url, payload, headers: { "content-type": contentType, origin: "http://localhost:80" } });
        expect(response.statusCode, `${contentType} ${payload.slice(0, 20)}`).toBe(415);
        expect(response.json()).toEqual({ success: false, message: expect.any(String) });
      }
    }
  });
});
