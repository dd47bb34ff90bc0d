import type { FastifyInstance } from "fastify";

/**
 * The answer to `url` once the response cache keeps it: a new answer is compressed in the
 * background, and a kept answer carries its ETag.
 */
export async function readKept(app: FastifyInstance, url: string): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await app.inject({ url });
    if (response.headers.etag) return response.body;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} was never kept`);
}
