import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
