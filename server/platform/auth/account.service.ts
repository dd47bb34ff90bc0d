import type { AccountSession, PasswordChange } from "../../../common/account.schema";
import { describeDevice } from "../../../common/device";
import type { AuditService } from "../audit/audit.service";
import type { Transact } from "../db/transaction";
import { HttpError } from "../http/http-error";
import type { Limit, RateLimiter } from "../rate-limit/rate-limiter";
import type { AuthRepository } from "./auth.repository";
import { livenessAt, type SignedIn } from "./auth.service";
import { hashPassword, verifyPassword } from "./password";
import { assertPasswordAllowed } from "./password-rules";

/** A stolen session must not become a way to guess the password: wrong current passwords are limited like sign-ins. */
export const passwordChecksPerAdmin: Limit = { bucket: "password-check", max: 10, windowMs: 15 * 60 * 1000 };
const TOO_MANY_CHECKS = "Too many wrong passwords. Please wait 15 minutes and try again.";
export const WRONG_CURRENT_PASSWORD = "The current password is not correct.";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type Dependencies = { repository: AuthRepository; rateLimiter: RateLimiter; audit: AuditService; transact: Transact };

/** What a signed-in admin does to their own account: change the password, see and end their sessions. */
export function createAccountService({ repository, rateLimiter, audit, transact }: Dependencies) {
  return {
    /**
     * 401 for a wrong current password, 400 for a new one that breaks the rules; then the new
     * password is set and every other session of the admin ends, with the audit entry, at once.
     */
    async changePassword({ admin, sessionId }: SignedIn, input: PasswordChange) {
      // Counted as wrong before it is checked, as sign-ins are, and forgotten when it was right.
      const check = await rateLimiter.recordAttempt(passwordChecksPerAdmin, admin._id, TOO_MANY_CHECKS);
      const account = await repository.findAdminById(admin._id);
      if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
        throw new HttpError(401, WRONG_CURRENT_PASSWORD);
      }
      await check.forget();
      assertPasswordAllowed(input.newPassword, account.username, "New password");
      // Hashed before the transaction, which then holds the database only for the writes.
      const passwordHash = await hashPassword(input.newPassword);
      return transact(async () => {
        await repository.setPasswordHash(admin._id, passwordHash);
        const ended = await repository.deleteSessionsOf(admin._id, sessionId);
        await audit.record({
          username: admin.username,
          action: "password-change",
          resource: "user",
          recordId: admin._id,
          summary: `Changed their password; ${plural(ended, "other session", "other sessions")} ended`,
        });
        return { endedSessions: ended };
      });
    },

    async listSessions({ admin, sessionId }: SignedIn): Promise<AccountSession[]> {
      const sessions = await repository.listLiveSessions(admin._id, livenessAt(new Date()));
      return sessions.map((session) => ({ ...session, current: session._id === sessionId }));
    },

    /** Ends one of the admin's own sessions; false when they have none with that id. */
    async endSession({ admin }: SignedIn, id: string): Promise<boolean> {
      return transact(async () => {
        const ended = await repository.deleteSessionOf(admin._id, id);
        if (!ended) return false;
        await audit.record({
          username: admin.username,
          action: "end-session",
          resource: "session",
          recordId: id,
          summary: `Ended a session on ${describeDevice(ended.userAgent)}`,
        });
        return true;
      });
    },

    /** "Sign out everywhere else": every session of the admin but this one ends. */
    async endOtherSessions({ admin, sessionId }: SignedIn): Promise<number> {
      return transact(async () => {
        const ended = await repository.deleteSessionsOf(admin._id, sessionId);
        await audit.record({
          username: admin.username,
          action: "end-session",
          resource: "session",
          summary: `Signed out everywhere else (${plural(ended, "session", "sessions")} ended)`,
        });
        return ended;
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
