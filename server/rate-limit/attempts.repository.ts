import { and, count, eq, gte, lt } from "drizzle-orm";
import type { Database } from "../db/database";
import { attempts } from "../db/schema";

/** Counters for rate limits, in the database so that every server instance shares them. */
export function createAttemptsRepository(db: Database) {
  return {
    async record(bucket: string, key: string) {
      await db.insert(attempts).values({ bucket, key });
    },
    async countSince(bucket: string, key: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(attempts)
        .where(and(eq(attempts.bucket, bucket), eq(attempts.key, key), gte(attempts.createdAt, since)));
      return row?.total ?? 0;
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
