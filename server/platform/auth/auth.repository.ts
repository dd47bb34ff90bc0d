import { and, asc, count, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { AccountSession, UserAccount } from "../../../common/account.schema";
import type { AdminUser } from "../../../common/auth.schema";
import type { Role } from "../../../common/roles";
import type { Database } from "../db/database-type";
import { isRecordId } from "../db/record-id";
import { admins, sessions } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";

/** Another admin already has this username (the unique index on lower(username) said so). */
export class UsernameTakenError extends Error {
  constructor() {
    super("username already taken");
  }
}

const toAdminUser = (row: { id: string; username: string; role: Role }): AdminUser => ({ _id: row.id, username: row.username, role: row.role });

type AdminRow = typeof admins.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

const toUserAccount = (row: AdminRow): UserAccount => ({
  ...toAdminUser(row),
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

/** A session is alive until its absolute end and while it was used after `idleSince`. */
const alive = (now: Date, idleSince: Date) => and(gt(sessions.expiresAt, now), gt(sessions.lastUsedAt, idleSince));

export type Liveness = { now: Date; idleSince: Date };

export function createAuthRepository(db: Database) {
  return {
    async countAdmins(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(admins);
      return row?.total ?? 0;
    },

    async findAdminByUsername(username: string) {
      const [row] = await db
        .select()
        .from(admins)
        .where(sql`lower(${admins.username}) = lower(${username})`);
      return row ? { ...toAdminUser(row), passwordHash: row.passwordHash } : null;
    },

    async findAdminById(id: string) {
      if (!isRecordId(id)) return null;
      const [row] = await db.select().from(admins).where(eq(admins.id, id));
      return row ? { ...toAdminUser(row), passwordHash: row.passwordHash } : null;
    },

    async createAdmin(username: string, passwordHash: string, role: Role): Promise<UserAccount> {
      try {
        const [row] = await db.insert(admins).values({ username, passwordHash, role }).returning();
        return toUserAccount(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw new UsernameTakenError();
        throw error;
      }
    },

    async listAdmins(): Promise<UserAccount[]> {
      const rows = await db.select().from(admins).orderBy(asc(sql`lower(${admins.username})`));
      return rows.map(toUserAccount);
    },

    /**
     * Every account with its role, locked until the transaction ends: two administrators deleting
     * or demoting each other at the same moment take turns, so the second one sees that only one
     * administrator is left.
     */
    async lockAdmins(): Promise<AdminUser[]> {
      const rows = await db.select().from(admins).for("update");
      return rows.map(toAdminUser);
    },

    async setRole(id: string, role: Role): Promise<UserAccount | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.update(admins).set({ role }).where(eq(admins.id, id)).returning();
      return row ? toUserAccount(row) : null;
    },

    /** Deletes the admin (their sessions go with them); null when there was none. */
    async deleteAdmin(id: string): Promise<AdminUser | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.delete(admins).where(eq(admins.id, id)).returning();
      return row ? toAdminUser(row) : null;
    },

    async setPasswordHash(adminId: string, passwordHash: string) {
      await db.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
    },

    async setLastLogin(adminId: string, at: Date) {
      await db.update(admins).set({ lastLoginAt: at }).where(eq(admins.id, adminId));
    },

    async createSession(session: { adminId: string; tokenHash: string; createdAt: Date; expiresAt: Date; userAgent: string }) {
      const [row] = await db
        .insert(sessions)
        .values({ ...session, lastUsedAt: session.createdAt })
        .returning({ id: sessions.id });
      return row!.id;
    },

    /** The live session a token hash belongs to, with its admin. */
    async findLiveSession(tokenHash: string, { now, idleSince }: Liveness) {
      const [row] = await db
        .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, id: admins.id, username: admins.username, role: admins.role })
        .from(sessions)
        .innerJoin(admins, eq(admins.id, sessions.adminId))
        .where(and(eq(sessions.tokenHash, tokenHash), alive(now, idleSince)));
      return row ? { sessionId: row.sessionId, lastUsedAt: row.lastUsedAt, admin: toAdminUser(row) } : null;
    },

    async touchSession(sessionId: string, at: Date) {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId));
    },

    async listLiveSessions(adminId: string, { now, idleSince }: Liveness): Promise<Omit<AccountSession, "current">[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.adminId, adminId), alive(now, idleSince)))
        .orderBy(desc(sessions.lastUsedAt));
      return rows.map((row: SessionRow) => ({
        _id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        userAgent: row.userAgent,
      }));
    },

    /** Ends one of the admin's sessions; null when the admin has no session with that id. */
    async deleteSessionOf(adminId: string, sessionId: string): Promise<{ userAgent: string } | null> {
      if (!isRecordId(sessionId)) return null;
      const [row] = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.adminId, adminId)))
        .returning({ userAgent: sessions.userAgent });
      return row ?? null;
    },

    /** Ends every session of the admin, except `keep` when given; answers how many ended. */
    async deleteSessionsOf(adminId: string, keep?: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.adminId, adminId), keep ? ne(sessions.id, keep) : undefined))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async deleteDeadSessions({ now, idleSince }: Liveness) {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastUsedAt, idleSince)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
