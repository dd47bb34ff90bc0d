import type { FastifyRequest } from "fastify";

/** The site's absolute address: PUBLIC_URL when set, else the address the request came to. */
export const siteUrlOf = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ?? `${request.protocol}://${request.host}`;
