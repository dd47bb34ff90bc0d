import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";

export type CachedResponse = { headers: [string, string][]; body: string };

declare module "fastify" {
  interface FastifyContextConfig {
    /** A public read whose answer is the same for every visitor without a token: kept in the response cache. */
    publicCache?: boolean;
  }
}

/**
 * Answers that are the same for every visitor — server-rendered pages, public API lists — are
 * reused for a short while instead of being rebuilt for each request. Any change made through
 * the API clears the cache at once, here and (through the change feed) on every other instance;
 * the time limit bounds what only the clock changes ("2 hours ago", news that expires, the
 * "New" badge).
 */
export class ResponseCache {
  private readonly responses: LRUCache<string, CachedResponse>;
  /** Where a page's CSP nonce stood; unguessable, so no text on a page can collide with it. */
  private readonly noncePlaceholder = `nonce-${randomUUID()}`;
  private clears = 0;

  constructor({ ttlMs = 30_000, maxBytes = 32 * 1024 * 1024 } = {}) {
    this.responses = new LRUCache({ ttl: ttlMs, maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length || 1 });
  }

  /** The answer kept for `key`; a page gets `nonce` in place of the one it was rendered with. */
  get(key: string, nonce?: string): CachedResponse | undefined {
    const entry = this.responses.get(key);
    if (!entry || nonce === undefined) return entry;
    return { headers: entry.headers, body: entry.body.replaceAll(this.noncePlaceholder, nonce) };
  }

  /** Marks the start of building an answer; pass it to `set`, which drops the answer if data changed since. */
  startBuild(): number {
    return this.clears;
  }

  /** Keeps an answer (a page rendered with `nonce`), unless the cache was cleared while it was built. */
  set(key: string, build: number, entry: CachedResponse, nonce?: string) {
    if (build !== this.clears) return;
    const body = nonce === undefined ? entry.body : entry.body.replaceAll(nonce, this.noncePlaceholder);
    this.responses.set(key, { headers: entry.headers, body });
  }

  clear() {
    this.clears += 1;
    this.responses.clear();
  }
}

/** What a kept API answer is sent with again; the other headers come from the hooks that run for every answer. */
const replayedHeaders = ["content-type", "vary"];

/** Requests that change nothing, so they leave cached answers alone. */
const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export const cacheKey = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`;

/** Answers a request with a kept answer. */
export function sendCached(reply: FastifyReply, cached: CachedResponse) {
  for (const [name, value] of cached.headers) reply.header(name, value);
  return reply.send(cached.body);
}

/**
 * Wires the cache into the server: every successful change clears it, and routes marked
 * `publicCache` answer visitors without a token from it; `announceChange` tells the other
 * instances, which clear theirs. Registered before compression, so the plain JSON is kept and
 * compressed for each client as usual.
 */
export function useResponseCache(app: FastifyInstance, cache: ResponseCache, announceChange: () => void = () => {}) {
  const builds = new WeakMap<FastifyRequest, number>();
  const cacheable = (request: FastifyRequest) =>
    request.method === "GET" && request.routeOptions.config.publicCache === true && !request.headers.authorization;

  app.addHook("onRequest", async (request, reply) => {
    if (!cacheable(request)) return;
    const cached = cache.get(cacheKey(request));
    if (cached) return sendCached(reply, cached);
    builds.set(request, cache.startBuild());
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!readOnlyMethods.has(request.method) && reply.statusCode < 400) {
      cache.clear();
      announceChange();
    }
    const build = builds.get(request);
    if (build === undefined || reply.statusCode !== 200 || typeof payload !== "string") return;
    // Vary as built (Authorization from the route, Origin from CORS), so a replay names the same.
    const headers = replayedHeaders.flatMap((name): [string, string][] => {
      const value = reply.getHeader(name);
      return value === undefined ? [] : [[name, String(value)]];
    });
    cache.set(cacheKey(request), build, { headers, body: payload });
  });
}
