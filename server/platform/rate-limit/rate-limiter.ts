import { tooManyRequests } from "../http/http-error";
import type { AttemptsRepository } from "./attempts.repository";

export type Limit = { bucket: string; max: number; windowMs: number };

/** An attempt that counts toward a limit; `forget` takes it back when it turns out not to (a right password, a refused application). */
export type CountedAttempt = { forget: () => Promise<void> };

/** A sliding-window limit over the shared attempts table. */
export function createRateLimiter(repository: AttemptsRepository) {
  return {
    /**
     * Counts an attempt of `key`, or throws 429 when it already used up `limit` within its window.
     * Counted before the work it limits, in one step with the check, so requests arriving together
     * cannot all pass the check before any of them is counted.
     */
    async recordAttempt(limit: Limit, key: string, message: string): Promise<CountedAttempt> {
      const since = new Date(Date.now() - limit.windowMs);
      const id = await repository.recordIfFewer(limit.bucket, key, limit.max, since);
      if (id === null) throw tooManyRequests(message);
      return { forget: () => repository.remove(id) };
    },
    /** Counts `times` attempts (one unless told) whatever the limit says (a test filling a window). */
    record: (limit: Limit, key: string, times = 1) => repository.record(limit.bucket, key, times),
    reset: (limit: Limit, key: string) => repository.clear(limit.bucket, key),
    /** Old attempts count for nothing; dropping them keeps the table small. */
    prune: (olderThanMs: number) => repository.deleteOlderThan(new Date(Date.now() - olderThanMs)),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
