import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { application, grievance } from "../../../tests/support/json-write-routes";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/support/test-app";
import type { IncomingMessage, ServerResponse } from "node:http";
import { answerFromCache, cacheKeyOf, preferredEncoding, ResponseCache } from "./response-cache";

const page = { headers: { "content-type": "text/html; charset=utf-8" }, body: "<p>page</p>" };

describe("the response cache", () => {
  it("drops an answer built while the data changed, and forgets everything on a change", async () => {
    const cache = new ResponseCache();
    const before = cache.startBuild();
    cache.clear();
    await cache.keep("/a", before, page);
    expect(cache.get("/a")).toBeUndefined();

    await cache.keep("/b", cache.startBuild(), page);
    expect(cache.get("/b")?.identity.body.toString()).toBe("<p>page</p>");
    cache.clear();
    expect(cache.get("/b")).toBeUndefined();
  });

  it("keeps an answer for a short while, then has one request build it again while the others still get it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
    const cache = new ResponseCache({ ttlMs: 200 });
    await cache.keep("/", cache.startBuild(), page);
    expect(cache.get("/")).toBeDefined();
    later(250);
    expect(cache.get("/")).toBeUndefined();
    expect(cache.get("/")).toBeDefined();
    await cache.keep("/", cache.startBuild(), { ...page, body: "<p>again</p>" });
    expect(cache.get("/")?.identity.body.toString()).toBe("<p>again</p>");
    // Not asked for again within twice its time: gone.
    later(450);
    expect(cache.get("/")).toBeUndefined();
    expect(cache.get("/")).toBeUndefined();
    vi.useRealTimers();
  });

  it("lets the request chosen to build an answer again through, however often it is asked", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new ResponseCache({ ttlMs: 200 });
    const request = (): IncomingMessage => ({ method: "GET", url: "/", headers: { host: "college.example" } }) as IncomingMessage;
    const sent: number[] = [];
    const response = {
      getHeaderNames: () => [],
      writeHead: (status: number) => (sent.push(status), response),
      end: () => response,
    } as unknown as ServerResponse;
    await cache.keep(cacheKeyOf(request()), cache.startBuild(), page);
    vi.setSystemTime(Date.now() + 250);

    const builder = request();
    // Once by the HTTP server, once by Fastify's hook: both times left to be built.
    expect(answerFromCache(cache, builder, response)).toBe(false);
    expect(answerFromCache(cache, builder, response)).toBe(false);
    // Everyone else meanwhile gets the kept answer.
    expect(answerFromCache(cache, request(), response)).toBe(true);
    expect(sent).toEqual([200]);
    vi.useRealTimers();
  });

  it("sends Brotli, then gzip, as the browser accepts them", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
  });
});

describe("cached answers in the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  /** Loads `url` and waits until its answer is in the cache, so the next request is served from there. */
  async function loadIntoCache(url: string) {
    const kept = vi.spyOn(ResponseCache.prototype, "keep");
    const response = await get(url);
    await vi.waitFor(() => expect(kept).toHaveBeenCalled());
    await kept.mock.results[0]!.value;
    kept.mockRestore();
    return response;
  }
  /** The HTML a browser reads from an answer in any encoding. */
  const decoded = (response: Awaited<ReturnType<typeof get>>) => {
    const bytes = response.rawPayload;
    const encoding = response.headers["content-encoding"];
    return (encoding === "br" ? zlib.brotliDecompressSync(bytes) : encoding === "gzip" ? zlib.gunzipSync(bytes) : bytes).toString();
  };

  it("gives every visitor the same bytes with the same validator, whose inline scripts the policy allows by hash", async () => {
    await loadIntoCache("/faqs");
    const first = await get("/faqs", browser);
    const second = await get("/faqs", browser);
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);

    const html = decoded(first);
    expect(html).not.toMatch(/nonce=/);
    const policy = String(first.headers["content-security-policy"]);
    const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(" ");
    const inlineScripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).filter(Boolean);
    expect(inlineScripts.length).toBeGreaterThan(2);
    for (const script of inlineScripts) {
      expect(scriptSources).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    }
    expect(scriptSources.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
  });

  it("sends the page compressed once, in the encoding asked for, each the same HTML", async () => {
    await loadIntoCache("/library");
    const plain = await get("/library");
    const brotli = await get("/library", browser);
    const gzip = await get("/library", { "accept-encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    for (const response of [plain, brotli, gzip]) {
      expect(response.headers["content-length"]).toBe(String(response.rawPayload.length));
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(decoded(response)).toBe(plain.body);
    }
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    // Other bytes, other validators.
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3);
  });

  it("answers a repeat visit with 304 when the browser already has the page", async () => {
    await loadIntoCache("/awards");
    const first = await get("/awards", browser);
    const repeat = await get("/awards", { ...browser, "if-none-match": String(first.headers.etag) });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.rawPayload.length).toBe(0);
    expect(repeat.headers.etag).toBe(first.headers.etag);
    // A 304's headers update the browser's copy: never another policy than the page's.
    expect(repeat.headers["content-security-policy"] ?? first.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect((await get("/awards", { ...browser, "if-none-match": '"something-else"' })).statusCode).toBe(200);
  });

  it("shows a change made through the API at once, on the pages and in the public lists, compressed copies included", async () => {
    expect((await loadIntoCache("/management/faculty")).body).not.toContain("Kavita Jadhav");
    expect((await loadIntoCache("/api/admin/faculty")).json()).toEqual([]);
    expect(decoded(await get("/management/faculty", browser))).not.toContain("Kavita Jadhav");
    expect(decoded(await get("/api/admin/faculty", browser))).toBe("[]");

    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/faculty",
      headers: await t.adminHeaders(),
      payload: {
        name: "Kavita Jadhav",
        designation: "Lecturer",
        qualification: "B.Pharm",
        experience: "2 years",
        dateOfJoining: "2024-07-01",
        email: "kavita@mail.example",
        mobile: "9876500000",
        department: "dpharm",
      },
    });
    expect(created.statusCode).toBe(201);

    for (const headers of [{}, browser, { "accept-encoding": "gzip" }]) {
      expect(decoded(await get("/management/faculty", headers))).toContain("Kavita Jadhav");
      expect(JSON.parse(decoded(await get("/api/admin/faculty", headers)))).toEqual([expect.objectContaining({ name: "Kavita Jadhav" })]);
    }
  });

  it("keeps the public's answers when visitors apply, file grievances or sign in, and clears them for a staff change", async () => {
    await loadIntoCache("/");
    const clear = vi.spyOn(ResponseCache.prototype, "clear");
    const json = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
    expect((await json("/api/admissions/apply", application())).statusCode).toBe(201);
    expect((await json("/api/grievances", grievance())).statusCode).toBe(201);
    expect((await json("/api/auth/login", TEST_ADMIN)).statusCode).toBe(200);
    const form = await t.app.inject({
      method: "POST",
      url: "/apply-now",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
      payload: new URLSearchParams(Object.entries(application()).map(([name, value]) => [name, String(value)])).toString(),
    });
    expect(form.statusCode).toBe(200);
    expect(clear).not.toHaveBeenCalled();

    const news = await t.app.inject({ method: "POST", url: "/api/admin/latestnews", headers: await t.adminHeaders(), payload: { title: "Hall tickets", expiryDate: "2999-01-01" } });
    expect(news.statusCode).toBe(201);
    expect(clear).toHaveBeenCalledOnce();
    await t.app.inject({ method: "DELETE", url: `/api/admin/latestnews/${news.json().news._id}`, headers: await t.adminHeaders() });
  });

  it("never answers a request with a token from the cache", async () => {
    const headers = await t.adminHeaders();
    const news = await t.app.inject({
      method: "POST",
      url: "/api/admin/latestnews",
      headers,
      payload: { title: "Old notice", expiryDate: "2999-01-01" },
    });
    const { _id } = news.json().news;
    await t.app.inject({ method: "PUT", url: `/api/admin/latestnews/${_id}`, headers, payload: { title: "Old notice", expiryDate: "2000-01-01" } });

    const fresh = await loadIntoCache("/api/admin/latestnews");
    const replayed = await get("/api/admin/latestnews");
    expect(fresh.json()).toEqual([]);
    expect(replayed.json()).toEqual([]);
    // The answer depends on the token: a replay says so too, or a shared cache could give it to an admin.
    expect(fresh.headers.vary).toMatch(/^Authorization\b/);
    expect(replayed.headers.vary).toMatch(/^Authorization\b/);
    expect((await get("/api/admin/latestnews", headers)).json()).toEqual([expect.objectContaining({ title: "Old notice" })]);
  });
});
