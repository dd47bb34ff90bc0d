import type { FastifyReply } from "fastify";

/**
 * Adds `field` to the answer's Vary, keeping the fields already named (CORS names Origin on
 * every API answer); setting the header instead would drop them.
 */
export function addVary(reply: FastifyReply, field: string) {
  const fields = String(reply.getHeader("vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.some((name) => name === "*" || name.toLowerCase() === field.toLowerCase())) return;
  reply.header("vary", [...fields, field].join(", "));
}
