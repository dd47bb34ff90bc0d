import { createHash } from "node:crypto";
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyRequest, FastifyServerFactory } from "fastify";
import { LRUCache } from "lru-cache";
import { suggestsMarathi } from "../../../common/language-preference";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A public read whose answer is the same for every visitor without a token: kept in the response cache. */
    publicCache?: boolean;
  }
}

type Encoding = "br" | "gzip" | "identity";

/** One encoding of a kept answer: its bytes, the headers they go with, and those of a `304`. */
type Representation = { body: Buffer; etag: string; headers: OutgoingHttpHeaders; notModifiedHeaders: OutgoingHttpHeaders };

/** A kept answer, compressed once in each encoding a browser may ask for, and its status: a page, or a 404 page the same at many addresses. */
export type CachedAnswer = Record<Encoding, Representation> & { status: 200 | 404 };

/** An answer as built, before it is kept: its status (200 unless said), every header it was sent with, and its bytes. */
export type BuiltAnswer = { status?: 200 | 404; headers: Record<string, string | number | string[] | undefined>; body: Buffer | string };

const compressBrotli = promisify(zlib.brotliCompress);
const compressGzip = promisify(zlib.gzip);

// Once per answer, off the main thread (libuv's pool), so stronger than per-request compression:
// quality 6 makes the home page 7% smaller than the quality 4 used for other answers, in about
// 10 ms; 11 would save 13% more but takes half a second, which the page's first visitor waits.
const brotliQuality = 6;

/** How long one request may take to build an answer again before another request may try. */
const REBUILD_TAKEOVER_MS = 10_000;

/** Headers that belong to one encoding's bytes, set per representation; the others are the answer's. */
const perRepresentation = new Set(["content-length", "content-encoding", "etag", "transfer-encoding", "vary"]);
/** What a `304` repeats of the answer it stands for (RFC 9110, 15.4.5). */
const kept304Headers = ["cache-control", "content-location", "expires"];

/**
 * Answers that are the same for every visitor — server-rendered pages, public API lists — are
 * kept for a short while, compressed once, and sent as bytes instead of being rebuilt for each
 * request. Any change made through the API clears the cache at once, here and (through the change
 * feed) on every other instance. What becomes true by the clock alone — a record scheduled for a
 * time, a notice or news item that expires at midnight — clears it too, at that moment: the cache
 * asks `nextChange` when the next such moment is, each time it starts afresh. The time limit bounds
 * what only the clock changes and no record says ("2 hours ago", the "New" badge), give or take the
 * time one request takes to build the answer again.
 */
export class ResponseCache {
  private readonly answers: LRUCache<string, { answer: CachedAnswer; keptAt: number }>;
  /** Answers past their time that one request is building again, since when. */
  private readonly rebuilding = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private clears = 0;
  /** When the next record becomes or stops being public by itself (ms since the epoch); every kept answer is stale from then. */
  private nextChangeAt = Infinity;
  private nextChange: () => Promise<Date | null> = async () => null;

  constructor({ ttlMs = 30_000, maxBytes = 32 * 1024 * 1024, now = Date.now }: { ttlMs?: number; maxBytes?: number; now?: () => number } = {}) {
    this.ttlMs = ttlMs;
    this.now = now;
    this.answers = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: ({ answer }) => answer.identity.body.length + answer.br.body.length + answer.gzip.body.length || 1,
    });
  }

  /**
   * The answer to send for `key`, or undefined when the caller is to build it. Past its time, an
   * answer is built again by one request while the others still get it (for at most as long
   * again), so no visitor after the first waits for a page to render.
   */
  get(key: string): CachedAnswer | undefined {
    const now = this.now();
    if (now >= this.nextChangeAt) this.clear();
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    const age = now - kept.keptAt;
    if (age < this.ttlMs) return kept.answer;
    if (age >= 2 * this.ttlMs) {
      this.answers.delete(key);
      return undefined;
    }
    const since = this.rebuilding.get(key);
    // A rebuild that never finished (a page that failed to render) is taken over after a while.
    if (since !== undefined && now - since < REBUILD_TAKEOVER_MS) return kept.answer;
    this.rebuilding.set(key, now);
    return undefined;
  }

  /** Marks the start of building an answer; pass it to `keep`, which drops the answer if data changed since. */
  startBuild(): number {
    return this.clears;
  }

  /** Compresses an answer and keeps it, unless the cache was cleared while it was built; returns it either way, to be sent. */
  async keep(key: string, build: number, built: BuiltAnswer): Promise<CachedAnswer> {
    const answer = await compressAnswer(built);
    if (build === this.clears) {
      this.answers.set(key, { answer, keptAt: this.now() });
      this.rebuilding.delete(key);
    }
    return answer;
  }

  clear() {
    this.clears += 1;
    this.answers.clear();
    this.rebuilding.clear();
    // Nothing kept is older than this moment, so no coming change is missed while the next is looked up.
    this.nextChangeAt = Infinity;
    this.lookAhead();
  }

  /**
   * Tells the cache how to learn the next moment a record becomes or stops being public without
   * any write (a publication time, an expiry); asked now and after every clear.
   */
  watchForChanges(nextChange: () => Promise<Date | null>) {
    this.nextChange = nextChange;
    this.lookAhead();
  }

  /** Learns the next such moment; until it is known, the next change's moment is the one before. */
  private lookAhead() {
    const asked = this.clears;
    this.nextChange().then(
      (at) => {
        // An answer from before a later clear may miss what that change scheduled.
        if (asked === this.clears) this.nextChangeAt = at ? at.getTime() : Infinity;
      },
      // Kept answers then live by their time limit alone, as before anything was scheduled.
      () => {
        if (asked === this.clears) this.nextChangeAt = this.now() + this.ttlMs;
      },
    );
  }
}

async function compressAnswer({ status = 200, headers, body }: BuiltAnswer): Promise<CachedAnswer> {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const brotliParams = {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
  };
  const [br, gzip] = await Promise.all([compressBrotli(identity, { params: brotliParams }), compressGzip(identity, { level: 9 })]);
  const shared = Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !perRepresentation.has(name.toLowerCase())));
  const vary = [...String(headers.vary ?? "").split(","), "Accept-Encoding"].map((name) => name.trim()).filter(Boolean).join(", ");
  // Strong validators: one per encoding, as each is other bytes (RFC 9110, 8.8.3).
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  const representation = (bytes: Buffer, encoding: Encoding): Representation => {
    const etag = encoding === "identity" ? `"${tag}"` : `"${tag}-${encoding}"`;
    return {
      body: bytes,
      etag,
      headers: { ...shared, vary, etag, "content-length": bytes.length, ...(encoding === "identity" ? {} : { "content-encoding": encoding }) },
      notModifiedHeaders: { vary, etag, ...Object.fromEntries(kept304Headers.filter((name) => shared[name] !== undefined).map((name) => [name, shared[name]])) },
    };
  };
  return { status, identity: representation(identity, "identity"), br: representation(br, "br"), gzip: representation(gzip, "gzip") };
}

/** The encoding to send for an Accept-Encoding header: Brotli, then gzip, then none. Browsers send a few fixed values, so each is worked out once. */
const chosenEncodings = new Map<string, Encoding>();
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const known = chosenEncodings.get(acceptEncoding);
  if (known) return known;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((text) => text.trim());
    const q = params.map((param) => /^q=([\d.]+)$/.exec(param)?.[1]).find(Boolean);
    quality.set(name, q === undefined ? 1 : Number(q));
  }
  const of = (name: string) => quality.get(name) ?? quality.get("*") ?? 0;
  const chosen: Encoding = of("br") > 0 && of("br") >= of("gzip") ? "br" : of("gzip") > 0 ? "gzip" : "identity";
  if (chosenEncodings.size < 100) chosenEncodings.set(acceptEncoding, chosen);
  return chosen;
}

/** Whether If-None-Match names this validator (weak comparison, as RFC 9110 asks of it). */
function notModified(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * Sends a kept answer in the encoding the request prefers, or a `304` when the browser already has
 * those bytes. A kept 404 page is sent whole: a condition holds only for an answer that would be a
 * 2xx (RFC 9110, 13.2.1).
 */
export function sendAnswer(request: IncomingMessage, response: ServerResponse, answer: CachedAnswer) {
  const { status } = answer;
  const representation = answer[preferredEncoding(request.headers["accept-encoding"])];
  // Only the kept headers: what a hook set on the way (helmet's policy for API answers) would, in
  // a 304, replace the page's own policy in the browser's copy and block the page's scripts.
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  if (status === 200 && notModified(request.headers["if-none-match"], representation.etag)) {
    response.writeHead(304, representation.notModifiedHeaders).end();
  } else {
    response.writeHead(status, representation.headers).end(request.method === "HEAD" ? undefined : representation.body);
  }
}

/**
 * The key of a kept answer: the address as the request names it (host and any forwarded
 * protocol and host: pages carry absolute links), and whether the English home page would
 * suggest Marathi to this visitor (common/language-preference.ts), so each answer is kept apart.
 * An answer that is the same at many addresses (a 404 page) names itself instead of the path.
 */
export function cacheKeyOf(request: IncomingMessage, address = request.url): string {
  const { host = "", "x-forwarded-host": forwardedHost = "", "x-forwarded-proto": forwardedProto = "" } = request.headers;
  const marathi = suggestsMarathi({ acceptLanguage: request.headers["accept-language"], cookie: request.headers.cookie }) ? " mr" : "";
  return `${String(forwardedProto)} ${String(forwardedHost)} ${host}${address}${marathi}`;
}

/**
 * Whether a request may get, and build, a kept answer: a read without a token (answers with
 * one depend on it) and without an Origin (CORS answers name the origin they were for).
 */
export const mayUseCache = (request: IncomingMessage) =>
  (request.method === "GET" || request.method === "HEAD") && !request.headers.authorization && !request.headers.origin;

/** Requests the cache left to the server, which are not looked up again on their way through it. */
const leftToTheServer = new WeakSet<IncomingMessage>();

/**
 * Answers a request from the cache when it holds its answer; false leaves the request to the
 * server. Asked once per request: the request chosen to build an answer again must not get the
 * kept one when Fastify's hook asks a second time.
 */
export function answerFromCache(cache: ResponseCache, request: IncomingMessage, response: ServerResponse): boolean {
  if (!mayUseCache(request) || leftToTheServer.has(request)) return false;
  const answer = cache.get(cacheKeyOf(request));
  if (!answer) {
    leftToTheServer.add(request);
    return false;
  }
  sendAnswer(request, response, answer);
  return true;
}

/**
 * Fastify's HTTP server, with the cache in front: a kept answer is sent before Fastify sees the
 * request, so it costs no routing, hooks, request objects or log lines — about what a static file
 * costs. Everything else goes to Fastify, with the server set up as Fastify sets up its own.
 */
export const serverAnsweringFromCache =
  (cache: ResponseCache): FastifyServerFactory =>
  (handler, options) => {
    const server = http.createServer((request, response) => {
      if (!answerFromCache(cache, request, response)) handler(request, response);
    });
    server.keepAliveTimeout = Number(options.keepAliveTimeout);
    server.requestTimeout = Number(options.requestTimeout);
    server.setTimeout(Number(options.connectionTimeout));
    return server;
  };

/** Requests that change nothing, so they leave cached answers alone. */
const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Wires the cache into the server: every successful change clears it, routes marked
 * `publicCache` keep their answers for visitors without a token, and requests that reach Fastify
 * without passing the HTTP server (`app.inject`) are answered from it too. `announceChange` tells
 * the other instances, which clear theirs.
 */
export function useResponseCache(app: FastifyInstance, cache: ResponseCache, announceChange: () => void = () => {}) {
  const builds = new WeakMap<FastifyRequest, number>();

  app.addHook("onRequest", async (request, reply) => {
    if (answerFromCache(cache, request.raw, reply.raw)) return reply.hijack();
    if (request.method === "GET" && request.routeOptions.config.publicCache === true && mayUseCache(request.raw)) {
      builds.set(request, cache.startBuild());
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!readOnlyMethods.has(request.method) && reply.statusCode < 400) {
      cache.clear();
      announceChange();
    }
    const build = builds.get(request);
    if (build === undefined || reply.statusCode !== 200 || typeof payload !== "string") return;
    // Kept in the background; this answer goes out as usual.
    cache.keep(cacheKeyOf(request.raw), build, { headers: reply.getHeaders(), body: payload }).catch((error: unknown) => {
      request.log.warn({ err: error }, "an answer could not be kept in the response cache");
    });
  });
}
