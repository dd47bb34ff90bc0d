import { tooManyRequests } from "../http/http-error";
import type { AttemptsRepository } from "./attempts.repository";

export type Limit = { bucket: string; max: number; windowMs: number };

/** A sliding-window limit over the shared attempts table. */
export function createRateLimiter(repository: AttemptsRepository) {
  return {
    /** Throws 429 when `key` already used up `limit` within its window. */
    async assertAllowed(limit: Limit, key: string, message: string) {
      const since = new Date(Date.now() - limit.windowMs);
      if ((await repository.countSince(limit.bucket, key, since)) >= limit.max) {
        throw tooManyRequests(message);
      }
    },
    record: (limit: Limit, key: string) => repository.record(limit.bucket, key),
    reset: (limit: Limit, key: string) => repository.clear(limit.bucket, key),
    /** Old attempts count for nothing; dropping them keeps the table small. */
    prune: (olderThanMs: number) => repository.deleteOlderThan(new Date(Date.now() - olderThanMs)),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
