import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../tests/support/test-app";

// Starting an app takes well under a second alone, far longer on a busy CI runner.
const APP_START_TIMEOUT = 120_000;

const preflight = (t: TestApp, url: string, origin: string, method = "POST") =>
  t.app.inject({
    method: "OPTIONS",
    url,
    headers: {
      origin,
      "access-control-request-method": method,
      "access-control-request-headers": "authorization,content-type",
    },
  });

const corsHeaderNames = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.toLowerCase().startsWith("access-control-"));

describe("with CORS_ORIGINS set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: "https://a.example,https://b.example" });
  }, APP_START_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  it.each(["https://a.example", "https://b.example"])("answers a preflight from %s for the API", async (origin) => {
    const response = await preflight(t, "/api/admissions/apply", origin);
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(origin);
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
    expect(String(response.headers["access-control-allow-methods"]).split(/,\s*/)).toEqual(
      expect.arrayContaining(["GET", "POST"]),
    );
    expect(String(response.headers["access-control-allow-headers"]).toLowerCase()).toContain("authorization");
  });

  it("allows the admin's methods (PUT, PATCH, DELETE) with the bearer token", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await preflight(t, "/api/testimonials/some-id/toggle", "https://a.example", method);
      expect(response.statusCode).toBe(204);
      expect(String(response.headers["access-control-allow-methods"]).split(/,\s*/)).toContain(method);
    }
  });

  it("lets a GET from an allowed origin read the answer, with credentials", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://a.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["access-control-allow-origin"]).toBe("https://a.example");
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
    expect(String(response.headers.vary)).toMatch(/origin/i);
  });

  it("adds the headers to error answers too, so the other site can read the message", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/admissions",
      headers: { origin: "https://b.example" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers["access-control-allow-origin"]).toBe("https://b.example");
  });

  it("gives any other origin no CORS headers", async () => {
    for (const origin of ["https://evil.example", "https://a.example.evil.example", "http://a.example", "null"]) {
      const pre = await preflight(t, "/api/admissions/apply", origin);
      expect(pre.headers["access-control-allow-origin"], origin).toBeUndefined();
      expect(corsHeaderNames(pre.headers), origin).toEqual([]);

      const get = await t.app.inject({ method: "GET", url: "/api/health", headers: { origin } });
      expect(get.statusCode).toBe(200);
      expect(corsHeaderNames(get.headers), origin).toEqual([]);
    }
  });

  describe("an answer that depends on the token and the origin", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    const varyOf = (response: { headers: Record<string, unknown> }) => String(response.headers.vary);

    it("names both in Vary, the same way for one origin, another, or an admin", async () => {
      const admin = await t.adminHeaders();
      // Enough news for the list to travel compressed, which names Accept-Encoding as well.
      for (let item = 1; item <= 8; item++) {
        const created = await t.app.inject({
          method: "POST",
          url: "/api/admin/latestnews",
          headers: admin,
          payload: { title: `Notice ${item}: admissions for D.Pharm and B.Pharm are open until the end of the month`, expiryDate: "2999-01-01" },
        });
        expect(created.statusCode).toBe(201);
      }
      const list = (origin: string, headers: Record<string, string> = {}) =>
        t.app.inject({ method: "GET", url: "/api/admin/latestnews", headers: { origin, "accept-encoding": "gzip", ...headers } });

      // A request from another site is built for its origin each time (an answer names the origin it is for).
      const fresh = await list("https://a.example");
      const cached = await list("https://b.example");
      const forAdmin = await list("https://a.example", admin);

      for (const response of [fresh, cached, forAdmin]) expect(response.statusCode).toBe(200);
      for (const response of [fresh, cached, forAdmin]) expect(response.headers["content-encoding"]).toBe("gzip");
      expect(cached.headers["access-control-allow-origin"]).toBe("https://b.example");
      const fields = varyOf(fresh).toLowerCase().split(/,\s*/);
      expect(fields.sort()).toEqual(["accept-encoding", "authorization", "origin"]);
      expect(varyOf(cached)).toBe(varyOf(fresh));
      expect(varyOf(forAdmin)).toBe(varyOf(fresh));
    });
  });

  it("offers only the API to other sites, not the pages", async () => {
    const response = await t.app.inject({ method: "GET", url: "/", headers: { origin: "https://a.example" } });
    expect(corsHeaderNames(response.headers)).toEqual([]);
  });
});

describe("without CORS_ORIGINS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  it("sends no CORS headers at all", async () => {
    const pre = await preflight(t, "/api/admissions/apply", "https://a.example");
    expect(corsHeaderNames(pre.headers)).toEqual([]);
    const get = await t.app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://a.example" } });
    expect(get.statusCode).toBe(200);
    expect(corsHeaderNames(get.headers)).toEqual([]);
  });
});
