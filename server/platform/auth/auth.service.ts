import { randomBytes } from "node:crypto";
import type { AdminUser, LoginInput } from "../../../common/auth.schema";
import { hasControlCharacter } from "../../../common/fields";
import { describeDevice } from "../../../common/device";
import type { AuditService } from "../audit/audit.service";
import type { Transact } from "../db/transaction";
import { HttpError } from "../http/http-error";
import type { Limit, RateLimiter } from "../rate-limit/rate-limiter";
import type { AuthRepository, Liveness } from "./auth.repository";
import { newPassword } from "../../../common/account.schema";
import { getDecoyHash, hashPassword, verifyPassword } from "./password";
import { hashOfSecretToken, newSecretToken } from "./secret-token";
import { passwordProblems } from "./password-rules";

/** A session ends after 12 hours without use, and 7 days after sign-in whatever happens. */
export const IDLE_LIMIT_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How stale `lastUsedAt` may get before a request writes it again. Writing it on every request
 * would make every admin read a database write; once a minute is exact enough for a 12-hour limit.
 */
export const LAST_USED_PRECISION_MS = 60 * 1000;

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const failuresPerUsername: Limit = { bucket: "login-user", max: 10, windowMs: FAILURE_WINDOW_MS };
export const failuresPerAddress: Limit = { bucket: "login-address", max: 50, windowMs: FAILURE_WINDOW_MS };

export const INVALID_CREDENTIALS = "Invalid username or password";
const TOO_MANY_FAILURES = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

/** Where a sign-in comes from, for the admin's list of sessions and the audit log. */
export type ClientInfo = { address: string; userAgent: string };

/** The admin a request is signed in as, and which of their sessions it uses. */
export type SignedIn = { admin: AdminUser; sessionId: string };

/** What the sessions list shows of a device; the header is the browser's to choose, so it is cut and cleaned. */
const storedUserAgent = (userAgent: string) =>
  [...userAgent]
    .filter((character) => !hasControlCharacter(character))
    .join("")
    .slice(0, 400);

export const livenessAt = (now: Date): Liveness => ({ now, idleSince: new Date(now.getTime() - IDLE_LIMIT_MS) });

type Dependencies = { repository: AuthRepository; rateLimiter: RateLimiter; audit: AuditService; transact: Transact };

export function createAuthService({ repository, rateLimiter, audit, transact }: Dependencies) {
  return {
    async login(input: LoginInput, client: ClientInfo): Promise<{ token: string; admin: AdminUser }> {
      const usernameKey = input.username.toLowerCase();
      // Each attempt is counted as a failure before its password is checked, and forgotten if it
      // was right: so no more than the limit of guesses are ever being checked, however many arrive at once.
      const usernameAttempt = await rateLimiter.recordAttempt(failuresPerUsername, usernameKey, TOO_MANY_FAILURES);
      const addressAttempt = await rateLimiter
        .recordAttempt(failuresPerAddress, client.address, TOO_MANY_FAILURES)
        .catch(async (error: unknown) => {
          await usernameAttempt.forget();
          throw error;
        });

      const found = await repository.findAdminByUsername(input.username);
      const valid = await verifyPassword(found?.passwordHash ?? (await getDecoyHash()), input.password);
      if (!found || !valid) {
        // What was typed as an unknown username is not kept: it is often a password typed in the wrong box.
        await audit.record({
          username: found?.username ?? null,
          action: "failed-sign-in",
          resource: "session",
          summary: found
            ? `Failed sign-in as ${found.username} from ${client.address}`
            : `Failed sign-in with an unknown username from ${client.address}`,
        });
        throw new HttpError(401, INVALID_CREDENTIALS);
      }

      const admin = { _id: found._id, username: found.username, role: found.role };
      const token = newSecretToken();
      const now = new Date();
      await transact(async () => {
        await rateLimiter.reset(failuresPerUsername, usernameKey);
        await addressAttempt.forget();
        const sessionId = await repository.createSession({
          adminId: admin._id,
          tokenHash: hashOfSecretToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + ABSOLUTE_LIMIT_MS),
          userAgent: storedUserAgent(client.userAgent),
        });
        await repository.setLastLogin(admin._id, now);
        await audit.record({
          username: admin.username,
          action: "sign-in",
          resource: "session",
          recordId: sessionId,
          summary: `Signed in from ${client.address} (${describeDevice(client.userAgent)})`,
        });
      });
      return { token, admin };
    },

    async logout({ admin, sessionId }: SignedIn) {
      await transact(async () => {
        const ended = await repository.deleteSessionOf(admin._id, sessionId);
        if (!ended) return;
        await audit.record({
          username: admin.username,
          action: "sign-out",
          resource: "session",
          recordId: sessionId,
          summary: `Signed out (${describeDevice(ended.userAgent)})`,
        });
      });
    },

    /**
     * Who a bearer token signs in, or null when it is unknown, revoked, unused for 12 hours or
     * older than 7 days. Notes the use at most once a minute.
     */
    async authenticate(token: string): Promise<SignedIn | null> {
      if (!token || token.length > 200) return null;
      const now = new Date();
      const session = await repository.findLiveSession(hashOfSecretToken(token), livenessAt(now));
      if (!session) return null;
      if (now.getTime() - session.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
        await repository.touchSession(session.sessionId, now);
      }
      return { admin: session.admin, sessionId: session.sessionId };
    },

    /**
     * At start: the configured admin is created if missing; with none configured and no admin at
     * all, an `admin` account with a random password is created and the password returned once.
     */
    async ensureAdmin(configured: { username: string; password: string } | undefined) {
      const create = (username: string, passwordHash: string, how: string) =>
        transact(async () => {
          const account = await repository.createAdmin(username, passwordHash, "administrator");
          await audit.record({ username: null, action: "create", resource: "user", recordId: account._id, summary: `Created the admin account ${username} ${how}` });
        });
      if (configured) {
        const { username, password } = configured;
        if (await repository.findAdminByUsername(username)) return { created: false as const };
        await create(username, await hashPassword(password), "from ADMIN_USERNAME at start");
        // Not refused, so an existing deployment still starts; the log says what to change.
        const weaknesses = [
          ...(newPassword("ADMIN_PASSWORD").safeParse(password).error?.issues.map((issue) => issue.message) ?? []),
          ...passwordProblems(password, username, "ADMIN_PASSWORD"),
        ];
        return { created: true as const, username, weaknesses };
      }
      if ((await repository.countAdmins()) > 0) return { created: false as const };
      const password = randomBytes(12).toString("base64url");
      await create("admin", await hashPassword(password), "with a random password at first start");
      return { created: true as const, username: "admin", generatedPassword: password };
    },

    async pruneExpired() {
      await repository.deleteDeadSessions(livenessAt(new Date()));
      await rateLimiter.prune(24 * 60 * 60 * 1000);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
