import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Collection } from "../../../common/collection";
import { collections } from "../../resources/collections";
import { apiRoutes, type ApiRoute } from "../../../tests/support/api-routes";
import { answerBody } from "../../../tests/support/answer-body";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { ABSOLUTE_LIMIT_MS, IDLE_LIMIT_MS } from "./auth.service";

/**
 * Every route under /api/ that is not public answers 401 — without a token, with a forged one, a
 * revoked one and an expired one — and changes nothing. The routes come from the app's own route
 * table, so a route added later without the guard fails here unless it is meant to be public.
 */

/** The calls anyone may make: the public site's reads, sign-in, applying, a family's receipt and filing a grievance; everything else needs an admin. */
const publicRoutes = new Set([
  "GET /api/health",
  "POST /api/auth/login",
  "POST /api/admissions/apply",
  "GET /api/admin/faculty",
  "GET /api/admin/faculty/:id",
  "GET /api/admin/nonteachingstaff",
  "GET /api/admin/nonteachingstaff/:id",
  "GET /api/admin/gallery",
  // GET is the public list of a section; DELETE (one image) is the admin's.
  "GET /api/admin/images/:section|:id",
  "GET /api/testimonials",
  "GET /api/pdfdownload/:file",
  "GET /api/settings",
  "GET /api/documents",
  "GET /api/committees",
  "GET /api/committees/:slug",
  "GET /api/governing-body",
  "GET /api/pages",
  "GET /api/pages/:key",
  // The family's receipt: its unguessable token is the key.
  "GET /api/admissions/receipts/:token",
  // Anyone may file a grievance; its status link's unguessable token is the complainant's key.
  "POST /api/grievances",
  "GET /api/grievances/status/:token",
  // Anyone may ask about their personal data; the status link's token is the requester's key.
  "POST /api/privacy-requests",
  "GET /api/privacy-requests/status/:token",
  // The site search finds only what the public site shows.
  "GET /api/search",
  // Every collection's public list, and its public records where it has them (server/resources/collections.ts).
  ...collections.flatMap(({ collection: { paths } }: { collection: Pick<Collection, "paths"> }) =>
    paths.public ? [`GET ${paths.public}`, ...(paths.publicRecord ? [`GET ${paths.public}/:id`] : [])] : [],
  ),
]);

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let adminRoutes: ApiRoute[];
beforeAll(async () => {
  t = await createTestApp();
  adminRoutes = apiRoutes(t.app).filter(({ method, url }) => !publicRoutes.has(`${method} ${url}`));
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A record id that names nothing, for every `:param` of a path. */
const concrete = (url: string) => url.replace(/:[\w|:]+/g, randomUUID());

async function auditEntries() {
  const response = await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=200", headers: await t.adminHeaders() });
  return response.json() as unknown[];
}

/** Sends every admin route with `authorization` (or none) and expects the contract's 401 from each, and no change. */
async function expectAllRefused(authorization: string | undefined) {
  const before = await auditEntries();
  const answers = [];
  for (const { method, url } of adminRoutes) {
    const response = await t.app.inject({
      method: method as "GET",
      url: concrete(url),
      headers: authorization ? { authorization } : {},
      ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
    });
    answers.push({ route: `${method} ${url}`, status: response.statusCode, body: answerBody(response) });
  }
  expect(answers).toEqual(adminRoutes.map(({ method, url }) => ({ route: `${method} ${url}`, status: 401, body: { success: false, message: expect.any(String) } })));
  // Every write leaves an entry (audited-writes.test.ts): none means nothing was changed.
  expect(await auditEntries()).toEqual(before);
}

describe("every admin route answers 401", () => {
  it("covers the admin calls of the contract", () => {
    const routes = adminRoutes.map(({ method, url }) => `${method} ${url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /api/auth/logout",
        "PUT /api/auth/password",
        "GET /api/auth/sessions",
        "DELETE /api/auth/sessions/:id",
        "GET /api/admin/users",
        "POST /api/admin/users",
        "DELETE /api/admin/users/:id",
        "GET /api/admin/audit",
        "GET /api/admin/admissions",
        "PUT /api/admin/admissions/:id",
        "POST /api/admin/images/upload",
        "DELETE /api/admin/images/:section|:id",
        "POST /api/admin/faculty",
        "PUT /api/admin/nonteachingstaff/:id",
        "DELETE /api/admin/latestnews/:id",
        "GET /api/testimonials/admin",
        "PATCH /api/testimonials/:id/toggle",
      ]),
    );
  });

  it("without a token", async () => {
    await expectAllRefused(undefined);
  });

  it("with a forged token, and with one that is not a bearer token", async () => {
    await expectAllRefused(`Bearer ${randomBytes(32).toString("base64url")}`);
    await expectAllRefused((await t.adminHeaders()).authorization.replace("Bearer", "Basic"));
  });

  it("with a token that was signed out", async () => {
    const { authorization } = await t.signIn();
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { authorization } })).statusCode).toBe(200);
    await expectAllRefused(authorization);
  });

  it("with a token unused for 12 hours", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const { authorization } = await t.signIn();
    vi.setSystemTime(Date.now() + IDLE_LIMIT_MS - 60_000);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/check", headers: { authorization } })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + IDLE_LIMIT_MS + 1000);
    // The admin checking the log signs in anew, at the new time.
    const refreshed = await t.signIn();
    vi.spyOn(t, "adminHeaders").mockResolvedValue(refreshed);
    await expectAllRefused(authorization);
  });

  it("with a token in daily use for 7 days", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const { authorization } = await t.signIn();
    const signedInAt = Date.now();
    while (Date.now() + 10 * HOUR < signedInAt + ABSOLUTE_LIMIT_MS) {
      vi.setSystemTime(Date.now() + 10 * HOUR);
      expect((await t.app.inject({ method: "GET", url: "/api/auth/check", headers: { authorization } })).statusCode).toBe(200);
    }
    vi.setSystemTime(signedInAt + ABSOLUTE_LIMIT_MS + 1000);
    const refreshed = await t.signIn();
    vi.spyOn(t, "adminHeaders").mockResolvedValue(refreshed);
    await expectAllRefused(authorization);
  });
});
