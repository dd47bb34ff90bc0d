import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonWriteRoutes, type JsonWriteRoute } from "../../../tests/support/json-write-routes";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * Property-based fuzzing of every route that takes a JSON body (tests/support/json-write-routes.ts):
 * the valid body, then a hundred generated ones per route on every run (the same ones each run unless
 * FUZZ_SEED says otherwise) — valid ones with fields dropped, replaced by any JSON
 * value or hostile text, extra and prototype-polluting keys, and bodies of any JSON shape. For
 * every one: no 5xx, every failure in the contract's shape, every 400 naming a field of the route,
 * and nothing stored by a body that was refused.
 */

/**
 * Bodies per route. From about 100 on (with the valid body first), more bodies reach no line or
 * branch of the server, its schemas or its libraries that 100 do not: 250 reached the same ones in
 * two and a half times as long. Which field a control character lands in does vary with more, and
 * hostile-input.test.ts puts one in every field. `FUZZ_RUNS=5000` searches deeper before a release;
 * `FUZZ_SEED` replays a failure fast-check reported.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/**
 * One seed for every run unless told (`FUZZ_SEED=random` draws a new one), so a failure in CI
 * comes back the same on any machine.
 */
const SEED =
  process.env.FUZZ_SEED === "random" ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 20_261_126);
console.log(`JSON fuzz: FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS}`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Signed in before the sign-in route is fuzzed: its failures lock the test admin's name out.
  await t.adminHeaders();
});
afterAll(() => t.close());

/** Text a form would never send: control and invisible characters, markup, lone surrogates, very long. */
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "\u001b[2J", "\u202e", "\ud800", "<script>alert(1)</script>", "javascript:alert(1)", "//evil.example", "' OR 1=1 --", "2024-02-30", "NaN", "-0", "1e309"),
  fc.string({ minLength: 1000, maxLength: 70_000 }).map((text) => text.padEnd(1000, "x")),
);

/** Any value JSON can carry in a field, edge numbers and hostile text more often than chance would give. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  { arbitrary: hostileText, weight: 3 },
  { arbitrary: fc.constantFrom(0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2000, 2100, 100.001, true, false, null, [], {}), weight: 2 },
);

/** A valid body, then fields dropped or replaced and keys added. */
function mutatedBody(route: JsonWriteRoute) {
  const fields = Object.keys(route.validBody());
  const edit = fc.oneof(
    { arbitrary: fc.constant({ keep: true as const }), weight: 3 },
    { arbitrary: fc.constant({ drop: true as const }), weight: 1 },
    { arbitrary: anyValue.map((value) => ({ value })), weight: 3 },
  );
  // Any key, the route's other fields, and the keys that pollute prototypes or name records.
  const keys = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...Object.keys(route.labels), "__proto__", "constructor", "prototype", "_id", "id", "isActive", "status"));
  const extraKeys = fc.dictionary(keys, anyValue, { maxKeys: 3 });
  return fc.tuple(fc.tuple(...fields.map(() => edit)), extraKeys).map(([edits, extra]) => {
    const body: Record<string, unknown> = { ...extra, ...route.validBody() };
    edits.forEach((change, index) => {
      const field = fields[index]!;
      if ("drop" in change) delete body[field];
      else if ("value" in change) body[field] = change.value;
    });
    return body;
  });
}

const bodies = (route: JsonWriteRoute): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: mutatedBody(route), weight: 4 }, { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 });

/** The writes that take no JSON body: files sent as multipart, and calls whose address says it all. */
const writesWithoutJson = new Set([
  "POST /api/admin/images/upload",
  "POST /api/admin/files",
  "PUT /api/admin/documents/:key",
  "POST /api/admin/documents/:key/versions/:versionId/restore",
  "POST /api/admin/pages/:key/versions/:versionId/restore",
  "POST /api/admin/admissions/:id/reopen",
  "POST /api/auth/logout",
  // The catch-all 404 of the API.
  "POST /api/*",
  "PUT /api/*",
]);

it("walks every write of the route table that takes a JSON body", async () => {
  const fuzzed = await Promise.all(jsonWriteRoutes.map(async (route) => `${route.method} ${await route.url(t)}`));
  const writes = t.app.routeAccess.filter((route) => (route.method === "POST" || route.method === "PUT") && !writesWithoutJson.has(`${route.method} ${route.url}`));
  const unwalked = writes.filter((route) => {
    const pattern = new RegExp(`^${route.method} ${route.url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[\w|]+/g, "[^/]+")}$`);
    return !fuzzed.some((walked) => pattern.test(walked));
  });
  expect(unwalked.map((route) => `${route.method} ${route.url} (add it to tests/support/json-write-routes.ts)`)).toEqual([]);
});

describe.each(jsonWriteRoutes)("fuzzing $method $name", (route) => {
  it(`answers ${RUNS} generated bodies without a 5xx, in the contract's shape, keeping nothing it refused`, { timeout: 600_000 }, async () => {
    const url = await route.url(t);
    const headers = { "content-type": "application/json", ...(route.admin ? await t.adminHeaders() : {}) };
    const labels = Object.values({ ...route.labels, ...route.otherShapeLabels });
    // What is stored after the last write the route accepted: a refused one leaves it as it is.
    let expected = await route.stored(t, url);
    let sent = 0;

    await fc.assert(
      fc.asyncProperty(bodies(route), async (body) => {
        // Sent as text, so the body is exactly the JSON generated (a "__proto__" key included).
        // From addresses of their own, so the per-address limits of sign-in and apply stay out of the way.
        const remoteAddress = `192.0.2.${(sent++ % 250) + 1}`;
        const response = await t.app.inject({ method: route.method, url, payload: JSON.stringify(body), headers, remoteAddress });
        const answer = response.json() as { success: boolean; message: unknown; errors?: unknown; fields?: unknown };
        const context = `${response.statusCode} ${response.body.slice(0, 500)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (response.statusCode < 300) {
          expect(answer.success, context).toBe(true);
          expected = await route.stored(t, url);
          return;
        }
        expect(answer, context).toEqual({
          success: false,
          message: expect.any(String),
          ...(answer.errors === undefined ? {} : { errors: expect.any(Array) }),
          ...(answer.fields === undefined ? {} : { fields: expect.any(Object) }),
        });
        if (response.statusCode === 400) {
          expect(answer.errors, context).toEqual(expect.arrayContaining([expect.any(String)]));
          for (const error of answer.errors as string[]) {
            expect(labels.some((label) => error.startsWith(label)), `"${error}" names no field of ${route.name}`).toBe(true);
          }
        }
        expect(await route.stored(t, url), `refused, yet stored: ${context}`).toEqual(expected);
      }),
      // The valid body first: accepted bodies are rare among the generated ones, and every refusal after it must leave it stored.
      { numRuns: RUNS, seed: SEED, endOnFailure: true, examples: [[route.validBody()]] },
    );
  });
});
