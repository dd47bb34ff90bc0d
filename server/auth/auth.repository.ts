import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { AdminUser } from "../../common/auth.schema";
import type { Database } from "../db/database";
import { admins, sessions } from "../db/schema";

const toAdminUser = (row: { id: string; username: string }): AdminUser => ({ _id: row.id, username: row.username });

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
    async createAdmin(username: string, passwordHash: string): Promise<AdminUser> {
      const [row] = await db.insert(admins).values({ username, passwordHash }).returning();
      return toAdminUser(row!);
    },
    async setPasswordHash(adminId: string, passwordHash: string) {
      await db.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
    },
    async createSession(adminId: string, tokenHash: string, expiresAt: Date) {
      await db.insert(sessions).values({ adminId, tokenHash, expiresAt });
    },
    async findAdminBySession(tokenHash: string, now: Date): Promise<AdminUser | null> {
      const [row] = await db
        .select({ id: admins.id, username: admins.username })
        .from(sessions)
        .innerJoin(admins, eq(admins.id, sessions.adminId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return row ? toAdminUser(row) : null;
    },
    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteSessionsOf(adminId: string) {
      await db.delete(sessions).where(eq(sessions.adminId, adminId));
    },
    async deleteExpiredSessions(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
