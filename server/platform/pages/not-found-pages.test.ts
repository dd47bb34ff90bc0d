import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { JSDOM } from "jsdom";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { ResponseCache } from "../http/response-cache";

/**
 * A page that does not exist costs what a kept page costs: its route's 404 page is rendered once
 * per language and sent as kept for every address that route does not find, so a run of made-up
 * links renders nothing after the first, and keeps one answer, not one per link.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://college.example" });
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

const browser = { "accept-encoding": "gzip, deflate, br" };
const get = (url: string) => t.app.inject({ method: "GET", url, headers: browser });
const html = (response: Awaited<ReturnType<typeof get>>) => zlib.brotliDecompressSync(response.rawPayload).toString();
/** A status link's token as the site makes them, that no grievance has. */
const madeUpToken = () => randomBytes(32).toString("base64url");

/** Asks for every address, one after another, counting the answers the server renders and keeps. */
async function answersTo(urls: string[]) {
  const kept = vi.spyOn(ResponseCache.prototype, "keep");
  const answers = [];
  for (const url of urls) {
    answers.push(await get(url));
    // A rendered answer is kept in the background: wait for it, so the next request may find it.
    await Promise.all(kept.mock.results.map((result) => result.value));
  }
  const renders = kept.mock.calls.length;
  kept.mockRestore();
  return { answers, renders };
}

describe("addresses that name nothing", () => {
  it("get their route's 404 page rendered once per language, and the kept bytes after that", async () => {
    const unknown = Array.from({ length: 20 }, (_, index) => `/made-up-${index}/page${index % 3 ? `?ref=${index}` : ""}`);
    const english = await answersTo(unknown);
    expect(english.answers.map((answer) => answer.statusCode)).toEqual(unknown.map(() => 404));
    expect(english.renders).toBe(1);
    expect(new Set(english.answers.map((answer) => answer.headers.etag)).size).toBe(1);

    const marathi = await answersTo(["/mr/made-up-a", "/mr/made-up-b/c"]);
    expect(marathi.renders).toBe(1);
    expect(html(marathi.answers[1]!)).toContain('<html lang="mr"');
    expect(marathi.answers[0]!.headers.etag).not.toBe(english.answers[0]!.headers.etag);

    const statusLinks = await answersTo(Array.from({ length: 10 }, (_, index) => `${index % 2 ? "/mr" : ""}/grievance/status/${madeUpToken()}`));
    expect(statusLinks.answers.map((answer) => answer.statusCode)).toEqual(statusLinks.answers.map(() => 404));
    // One for each language.
    expect(statusLinks.renders).toBe(2);
  });

  it("show a page that names no address: no canonical link, and a language switch to the other home page", async () => {
    const page = new JSDOM(html(await get("/made-up-for-links"))).window.document;
    expect(page.querySelector('link[rel="canonical"], link[rel="alternate"], meta[property="og:url"]')).toBeNull();
    expect(page.body.innerHTML).not.toContain("made-up-for-links");
    expect(page.querySelector('a[hreflang="mr"]')?.getAttribute("href")).toBe("/mr");
    expect(page.querySelector("h1")?.textContent).toBe("404 Page Not Found");
  });

  it("are the page itself as soon as it exists: a committee added at an address that was not found shows at once", async () => {
    const address = "/committees/sports-committee";
    const before = await answersTo([address, address]);
    expect(before.answers.map((answer) => answer.statusCode)).toEqual([404, 404]);
    const added = await t.app.inject({ method: "POST", url: "/api/admin/committees", headers: await t.adminHeaders(), payload: { name: "Sports Committee", slug: "sports-committee" } });
    expect(added.statusCode, added.body).toBe(201);
    const after = await get(address);
    expect(after.statusCode).toBe(200);
    expect(new JSDOM(html(after)).window.document.querySelector("h1")?.textContent).toBe("Sports Committee");
    // And the kept 404 page went with the change: its menu now lists the new committee too.
    const notFound = html(await get("/committees/no-such-committee"));
    expect(notFound).toContain('href="/committees/sports-committee"');
  });
});
