import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../db/database-type";
import { attempts } from "../db/schema";

/** Counters for rate limits, in the database so that every server instance shares them. */
export function createAttemptsRepository(db: Database) {
  return {
    async record(bucket: string, key: string, times = 1) {
      await db.insert(attempts).values(Array.from({ length: times }, () => ({ bucket, key })));
    },
    /**
     * Records an attempt unless `max` are recorded since `since` already; its id, or null. The count
     * and the insert are one step per bucket and key: without the lock, parallel requests would
     * each count before any of them inserted, and all get through.
     */
    async recordIfFewer(bucket: string, key: string, max: number, since: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        // Held until this transaction ends, so the next one for this key counts this attempt too.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}), hashtext(${key}))`);
        const [recent] = await tx
          .select({ total: count() })
          .from(attempts)
          .where(and(eq(attempts.bucket, bucket), eq(attempts.key, key), gte(attempts.createdAt, since)));
        if ((recent?.total ?? 0) >= max) return null;
        const [recorded] = await tx.insert(attempts).values({ bucket, key }).returning({ id: attempts.id });
        return recorded!.id;
      });
    },
    async remove(id: number) {
      await db.delete(attempts).where(eq(attempts.id, id));
    },
    async clear(bucket: string, key: string) {
      await db.delete(attempts).where(and(eq(attempts.bucket, bucket), eq(attempts.key, key)));
    },
    async deleteOlderThan(before: Date) {
      await db.delete(attempts).where(lt(attempts.createdAt, before));
    },
  };
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
