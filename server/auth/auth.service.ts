import { createHash, randomBytes } from "node:crypto";
import type { AdminUser, LoginInput } from "../../common/auth.schema";
import { HttpError } from "../http/http-error";
import type { Limit, RateLimiter } from "../rate-limit/rate-limiter";
import type { AuthRepository } from "./auth.repository";
import { getDecoyHash, hashPassword, verifyPassword } from "./password";

const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const failuresPerUsername: Limit = { bucket: "login-user", max: 10, windowMs: FAILURE_WINDOW_MS };
export const failuresPerAddress: Limit = { bucket: "login-address", max: 50, windowMs: FAILURE_WINDOW_MS };

export const INVALID_CREDENTIALS = "Invalid username or password";
const TOO_MANY_FAILURES = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

/** Only the hash of a token is stored, so a copy of the database cannot be used to sign in. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createAuthService(repository: AuthRepository, rateLimiter: RateLimiter) {
  return {
    async login(input: LoginInput, address: string): Promise<{ token: string; admin: AdminUser }> {
      const usernameKey = input.username.toLowerCase();
      await rateLimiter.assertAllowed(failuresPerUsername, usernameKey, TOO_MANY_FAILURES);
      await rateLimiter.assertAllowed(failuresPerAddress, address, TOO_MANY_FAILURES);

      const admin = await repository.findAdminByUsername(input.username);
      const valid = await verifyPassword(admin?.passwordHash ?? (await getDecoyHash()), input.password);
      if (!admin || !valid) {
        await rateLimiter.record(failuresPerUsername, usernameKey);
        await rateLimiter.record(failuresPerAddress, address);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }

      await rateLimiter.reset(failuresPerUsername, usernameKey);
      const token = randomBytes(32).toString("base64url");
      await repository.createSession(admin._id, hashToken(token), new Date(Date.now() + SESSION_LIFETIME_MS));
      return { token, admin: { _id: admin._id, username: admin.username } };
    },

    async logout(token: string) {
      await repository.deleteSession(hashToken(token));
    },

    /** The admin a bearer token belongs to, or null when it is unknown, expired or revoked. */
    async authenticate(token: string): Promise<AdminUser | null> {
      if (!token || token.length > 200) return null;
      return repository.findAdminBySession(hashToken(token), new Date());
    },

    /**
     * At start: the configured admin is created if missing; with none configured and no admin at
     * all, an `admin` account with a random password is created and the password returned once.
     */
    async ensureAdmin(configured: { username: string; password: string } | undefined) {
      if (configured) {
        if (await repository.findAdminByUsername(configured.username)) return { created: false as const };
        await repository.createAdmin(configured.username, await hashPassword(configured.password));
        return { created: true as const, username: configured.username };
      }
      if ((await repository.countAdmins()) > 0) return { created: false as const };
      const password = randomBytes(12).toString("base64url");
      await repository.createAdmin("admin", await hashPassword(password));
      return { created: true as const, username: "admin", generatedPassword: password };
    },

    /** Sets a new password and signs the admin out everywhere. */
    async setPassword(username: string, password: string) {
      const admin = await repository.findAdminByUsername(username);
      if (!admin) throw new HttpError(404, `No admin named "${username}"`);
      await repository.setPasswordHash(admin._id, await hashPassword(password));
      await repository.deleteSessionsOf(admin._id);
    },

    async pruneExpired() {
      await repository.deleteExpiredSessions(new Date());
      await rateLimiter.prune(24 * 60 * 60 * 1000);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

