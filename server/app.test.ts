import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the server", () => {
  it("reports readiness", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with 404 JSON, never the HTML page", async () => {
    for (const url of ["/api/nothing-here", "/api/admin/unknown/deeper"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it("answers malformed JSON with 400 in the contract's shape", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it("sends security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["strict-transport-security"]).toBeTruthy();
  });

  it("compresses scripts and styles for browsers that accept it, with long-lived caching", async () => {
    // `npm test` builds the site before these tests run.
    const assets = path.join(t.config.buildDir, "client", "assets");
    const stylesheet = fs.readdirSync(assets).find((name) => name.endsWith(".css"));
    const response = await t.app.inject({ method: "GET", url: `/assets/${stylesheet}`, headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await t.app.inject({ method: "GET", url: `/assets/${stylesheet}` });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // The build's copy at Brotli's highest level, not one made quickly as the answer goes out.
    expect(response.rawPayload.equals(fs.readFileSync(path.join(assets, `${stylesheet}.br`)))).toBe(true);
  });

  it("sends pages with their hydration scripts held until the first paint", async () => {
    const html = (await t.app.inject({ method: "GET", url: "/faqs" })).body;
    expect(html).toContain('rel="x-held-modulepreload"');
    expect(html).toContain('type="text/x-held-module"');
    // Anything left live would download alongside the stylesheet and delay the first paint.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });
});
