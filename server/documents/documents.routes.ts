import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../http/http-error";
import { sendApiNotFound } from "../http/error-handler";
import { parseInput } from "../http/parse-input";
import type { Services } from "../services";

const FileParamsSchema = z.object({ file: z.string() });

/**
 * A Range header as RFC 9110 writes it: `bytes=` and ranges like `0-99`, `100-` or `-50`, each
 * first ≤ last. Anything else is to be ignored (the whole file), not refused.
 */
export function isValidByteRange(header: string): boolean {
  const match = /^bytes=(.+)$/.exec(header.trim());
  if (!match) return false;
  return match[1]!.split(",").every((spec) => {
    const range = /^\s*(\d*)-(\d*)\s*$/.exec(spec);
    if (!range || (range[1] === "" && range[2] === "")) return false;
    return range[1] === "" || range[2] === "" || Number(range[1]) <= Number(range[2]);
  });
}
const NOT_FOUND = "Document not found";

/**
 * `GET /api/pdfdownload/:file` (register with `prefix: "/api/pdfdownload"`). @fastify/static
 * sends the file, so ETag, Last-Modified, byte ranges and 304 answers come from a well-tested
 * implementation; PDF viewers fetch large files in ranges on slow connections.
 */
export async function documentsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { documents } = services;

  // A file removed between the check below and the send still answers the API's 404.
  app.setNotFoundHandler((_request, reply) => sendApiNotFound(reply));

  // A range past the end must say how long the file is (Content-Range: bytes */size), which the
  // central handler does not know about; every other failure goes on to it.
  app.setErrorHandler((error: Error & { statusCode?: number; headers?: Record<string, string> }, _request, reply) => {
    if (error.statusCode !== 416) throw error;
    reply.removeHeader("content-disposition");
    if (error.headers) reply.headers(error.headers);
    return reply
      .status(416)
      .type("application/json; charset=utf-8")
      .send({ success: false, message: "The requested part of the file is beyond its end." });
  });

  await app.register(fastifyStatic, { root: documents.directory, serve: false, index: false });

  app.get("/:file", async (request, reply) => {
    const { file: requested } = parseInput(FileParamsSchema, request.params);
    const file = documents.resolveDocument(requested);
    if (!file || !(await documents.documentExists(file))) throw notFound(NOT_FOUND);

    // inline, so the pages can show the PDF; their download buttons use the `download` attribute.
    reply.header("content-disposition", `inline; filename="${file}"`);
    const range = request.headers.range;
    // @fastify/static reads the raw request's headers.
    if (range !== undefined && !isValidByteRange(range)) delete request.raw.headers.range;
    // The college may replace a file under the same name, so browsers check back each time (a cheap 304).
    reply.header("cache-control", "public, no-cache");
    return reply.sendFile(file, { cacheControl: false });
  });
}
