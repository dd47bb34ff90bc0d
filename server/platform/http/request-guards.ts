import type { FastifyInstance } from "fastify";
import { HttpError, notFound } from "./http-error";

/** What any request body may weigh unless its route says otherwise: a record, or a form post. */
export const MAX_BODY_BYTES = 1024 * 1024;

declare module "fastify" {
  interface FastifyContextConfig {
    /** For routes whose body is streamed past the parsers (file uploads): the most it may declare, and what to say. */
    maxBody?: { bytes: number; message: string };
  }
}

export const payloadTooLarge = (message = "The request is too large.") => new HttpError(413, message);

/** `//host/path` and `/\host/path` read as another site's address to anything that resolves URLs. */
const leadingSlashes = /^[/\\]{2,}/;

/**
 * Checks made on every request before a byte of its body is read:
 * - a body that declares more than its route accepts is refused at once (413); the bytes actually
 *   streamed are counted by the parsers (Fastify's `bodyLimit`, the multipart file limit), so a
 *   body without a declared length cannot pass either;
 * - a path starting with two slashes is never taken as another site's address: a page is
 *   redirected to its single-slash path, anything else is not found.
 */
export function guardRequests(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (leadingSlashes.test(request.url)) {
      if (request.method !== "GET" && request.method !== "HEAD") throw notFound("Not found");
      return reply.redirect(request.url.replace(leadingSlashes, "/"), 301);
    }
    const declared = Number(request.headers["content-length"]);
    const upload = request.routeOptions.config?.maxBody;
    if (upload && declared > upload.bytes) throw payloadTooLarge(upload.message);
    if (!upload && declared > (request.routeOptions.bodyLimit ?? MAX_BODY_BYTES)) throw payloadTooLarge();
  });
}
