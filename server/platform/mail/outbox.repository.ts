import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/database-type";
import { mailOutbox } from "../db/schema";

/** One message as it is queued: plain text to one recipient. */
export type OutgoingMail = { to: string; subject: string; text: string };

export type QueuedMail = OutgoingMail & { id: number; attempts: number };

/** The database, or a transaction in it: mail is queued in the transaction of the change it tells about. */
export type DatabaseOrTransaction = Pick<Database, "insert">;

/** Queues messages; they are sent only once the surrounding transaction has committed. */
export async function queueMail(db: DatabaseOrTransaction, messages: readonly OutgoingMail[]): Promise<void> {
  if (!messages.length) return;
  await db
    .insert(mailOutbox)
    .values(messages.map(({ to, subject, text }) => ({ recipient: to, subject, body: text })));
}

export function createOutboxRepository(db: Database) {
  return {
    /**
     * Takes the oldest message that is due at `now` and pushes its next attempt to `leaseUntil`,
     * in one statement: a message being sent is not due for any other worker (or instance), and
     * one whose worker died is tried again once the lease has passed. Null when none is due.
     */
    async claimDue(now: Date, leaseUntil: Date): Promise<QueuedMail | null> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.abandonedAt), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
        .limit(1)
        .for("update", { skipLocked: true });
      const [row] = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(sql`${mailOutbox.id} = (${due})`)
        .returning();
      return row ? { id: row.id, to: row.recipient, subject: row.subject, text: row.body, attempts: row.attempts } : null;
    },

    /**
     * Sent: the record keeps who it went to, its subject and when, not its words, which may carry
     * a secret link (a receipt's, a grievance's status page) that no table or backup may hold.
     */
    async markSent(id: number, at: Date): Promise<void> {
      await db.update(mailOutbox).set({ sentAt: at, lastError: "", body: "" }).where(eq(mailOutbox.id, id));
    },

    /** A failed attempt: tried again at `retryAt`, or never again when it is null (its words then go, as a sent message's). */
    async markFailed(id: number, error: string, retryAt: Date | null, at: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, abandonedAt: at, body: "" })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
    },

    /** Everything in the outbox, oldest first: for tests and for looking into a problem. */
    async listMail() {
      return db.select().from(mailOutbox).orderBy(mailOutbox.id);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
