import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../../common/roles";
import { answerBody } from "../../../tests/support/answer-body";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/support/test-app";
import { checkRouteAccess, type RouteAccess } from "./route-access";

/**
 * Who may call what, as the contract's table of roles says it, written here independently of the
 * routes' own declarations: a route registered in the wrong part of the back office, or a guard
 * that stops checking roles, fails the walk below.
 */
function rolesTheContractAllows({ url }: Pick<RouteAccess, "url">): readonly Role[] {
  if (url.startsWith("/api/auth/")) return ROLES;
  if (/^\/api\/admin\/(users|audit|backups)\b/.test(url)) return ["administrator"];
  if (url.startsWith("/api/admin/admissions")) return ["administrator", "admissions"];
  if (url.startsWith("/api/admin/grievances") || url.startsWith("/api/admin/privacy-requests")) return ["administrator", "grievance"];
  if (url.startsWith("/api/admin/privacy/")) return ["administrator"];
  // The admissions office changes its own year's settings (which fields, settings.test.ts says).
  if (url === "/api/admin/settings") return ["administrator", "editor", "admissions"];
  return ["administrator", "editor"];
}

/** A record id that names nothing, for every `:param` of a path. */
const concrete = (url: string) => url.replace(/:[\w|:]+/g, randomUUID());
const forbiddenAnswer = { success: false, message: expect.stringMatching(/^This is not open to your role/) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditEntries = async () =>
  (await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=200", headers: await t.adminHeaders() })).json() as unknown[];

describe("every admin route answers each role as the contract's table says", () => {
  const guarded = () => t.app.routeAccess.filter((route): route is RouteAccess & { access: readonly Role[] } => Array.isArray(route.access));

  it("every route that needs roles declares them, and they are the contract's", () => {
    expect(guarded().length).toBeGreaterThan(40);
    for (const route of guarded()) {
      expect({ route: `${route.method} ${route.url}`, roles: route.access }).toEqual({
        route: `${route.method} ${route.url}`,
        roles: rolesTheContractAllows(route),
      });
    }
  });

  it("answers 403 to every other role before reading the body, and changes nothing", async () => {
    for (const role of ROLES) await t.headersAs(role);
    const before = await auditEntries();
    const answers = [];
    for (const role of ROLES) {
      const headers = await t.headersAs(role);
      for (const route of guarded().filter((candidate) => !rolesTheContractAllows(candidate).includes(role))) {
        // A body that would be a 400 for anyone allowed: a forbidden role must not learn even that.
        const response = await t.app.inject({
          method: route.method as "POST",
          url: concrete(route.url),
          headers: { ...headers, "content-type": "application/json" },
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: "{not json" }),
        });
        answers.push({ role, route: `${route.method} ${route.url}`, status: response.statusCode, body: answerBody(response) });
      }
    }
    expect(answers.length).toBeGreaterThan(80);
    expect(answers).toEqual(answers.map(({ role, route }) => ({ role, route, status: 403, body: forbiddenAnswer })));
    expect(await auditEntries()).toEqual(before);
  });

  it("lets every allowed role through the guard", async () => {
    const refused = [];
    for (const role of ROLES) {
      for (const route of guarded().filter((candidate) => rolesTheContractAllows(candidate).includes(role))) {
        // Signing out ends the session it is sent with, so it gets one of its own.
        const headers = route.url === "/api/auth/logout" ? await t.signIn(await credentialsOf(role)) : await t.headersAs(role);
        const response = await t.app.inject({
          method: route.method as "POST",
          url: concrete(route.url),
          headers,
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
        });
        if (response.statusCode === 401 || response.statusCode === 403) refused.push(`${role}: ${route.method} ${route.url} ${response.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
  });
});

/** The credentials `headersAs` gave the account of a role (tests/support/test-app.ts). */
async function credentialsOf(role: Role) {
  await t.headersAs(role);
  return role === "administrator" ? TEST_ADMIN : { username: `${role}.account`, password: `${role} account of the tests` };
}

describe("a route that does not say who may call it", () => {
  it("stops the server from starting", async () => {
    const app = Fastify();
    checkRouteAccess(app);
    app.get("/api/admin/forgotten", async () => ({}));
    app.post("/api/also-forgotten", async () => ({}));
    app.get("/api/public-read", async () => ({}));
    await expect(app.ready()).rejects.toThrow("These routes do not declare who may call them: GET /api/admin/forgotten, POST /api/also-forgotten");
  });
});

describe("the signed-in account's role", () => {
  it("comes with the sign-in and the session check", async () => {
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: await credentialsOf("editor") });
    expect(login.json().admin).toEqual({ _id: expect.any(String), username: "editor.account", role: "editor" });
    const check = await t.app.inject({ method: "GET", url: "/api/auth/check", headers: await t.headersAs("admissions") });
    expect(check.json().admin).toEqual({ _id: expect.any(String), username: "admissions.account", role: "admissions" });
  });
});
