import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonWriteRoutes } from "../../tests/support/json-write-routes";
import { createTestApp, type TestApp } from "../../tests/support/test-app";

/**
 * Input no form would send, thrown at every JSON write route: each must be refused with a 400
 * that names the field, never a 500 (a NUL reaches PostgreSQL, which refuses it; an object with
 * a broken toString breaks any code that converts the input to text).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hostileValues: [string, unknown][] = [
  ["a NUL character", "Priya\u0000Patil"],
  ["a control character", "Priya\u001bPatil"],
  ["an object with a broken toString", { toString: "x" }],
  ["an object with broken toString and valueOf", { toString: 1, valueOf: "y" }],
];

describe.each(jsonWriteRoutes)("$method $name", (route) => {
  let url: string;
  beforeAll(async () => {
    url = await route.url(t);
  });

  const send = async (body: unknown) =>
    t.app.inject({ method: route.method, url, payload: body as object, headers: route.admin ? await t.adminHeaders() : {} });

  for (const [description, value] of hostileValues) {
    it(`refuses ${description} in any field with a 400 naming it`, async () => {
      for (const [field, label] of Object.entries(route.labels)) {
        const response = await send({ ...route.validBody(), [field]: value });
        expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
        const { success, errors } = response.json() as { success: boolean; errors?: string[] };
        expect(success).toBe(false);
        expect(errors?.some((error) => error.startsWith(label)), `${field}: ${response.body}`).toBe(true);
      }
    });
  }

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
