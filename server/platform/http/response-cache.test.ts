import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { ResponseCache } from "./response-cache";

describe("the response cache", () => {
  it("gives a kept page the nonce of the response it is sent with", () => {
    const cache = new ResponseCache();
    cache.set("/", cache.startBuild(), { headers: [], body: '<script nonce="first">go()</script> {"cspNonce":"first"}' }, "first");
    expect(cache.get("/", "second")?.body).toBe('<script nonce="second">go()</script> {"cspNonce":"second"}');
  });

  it("drops an answer built while the data changed, and forgets everything on a change", () => {
    const cache = new ResponseCache();
    const before = cache.startBuild();
    cache.clear();
    cache.set("/a", before, { headers: [], body: "old" });
    expect(cache.get("/a")).toBeUndefined();

    cache.set("/b", cache.startBuild(), { headers: [], body: "kept" });
    expect(cache.get("/b")?.body).toBe("kept");
    cache.clear();
    expect(cache.get("/b")).toBeUndefined();
  });

  it("keeps an answer only for a short while", async () => {
    const cache = new ResponseCache({ ttlMs: 200 });
    cache.set("/", cache.startBuild(), { headers: [], body: "page" });
    expect(cache.get("/")?.body).toBe("page");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(cache.get("/")).toBeUndefined();
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

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  /** Loads `url` and waits until its answer is in the cache, so the next request is served from there. */
  async function loadIntoCache(url: string) {
    const kept = vi.spyOn(ResponseCache.prototype, "set");
    const response = await get(url);
    await vi.waitFor(() => expect(kept).toHaveBeenCalled());
    kept.mockRestore();
    return response;
  }
  const noncesIn = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));

  it("serves each page with a fresh nonce that its Content-Security-Policy allows", async () => {
    const first = await loadIntoCache("/faqs");
    const second = await get("/faqs");
    const nonceOf = (response: typeof first) => /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
    expect(second.statusCode).toBe(200);
    expect(noncesIn(second.body)).toEqual(new Set([nonceOf(second)]));
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.body.replaceAll(nonceOf(second)!, "N")).toBe(first.body.replaceAll(nonceOf(first)!, "N"));
  });

  it("shows a change made through the API at once, on the pages and in the public lists", async () => {
    expect((await loadIntoCache("/management/faculty")).body).not.toContain("Kavita Jadhav");
    expect((await loadIntoCache("/api/admin/faculty")).json()).toEqual([]);

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

    expect((await get("/management/faculty")).body).toContain("Kavita Jadhav");
    expect((await get("/api/admin/faculty")).json()).toEqual([expect.objectContaining({ name: "Kavita Jadhav" })]);
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
    expect(fresh.headers.vary).toBe("Authorization");
    expect(replayed.headers.vary).toBe("Authorization");
    expect((await get("/api/admin/latestnews", headers)).json()).toEqual([expect.objectContaining({ title: "Old notice" })]);
  });
});
