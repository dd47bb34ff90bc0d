import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AdminUser } from "../../common/auth.schema";
import { unauthorized } from "../http/http-error";
import { addVary } from "../http/vary";
import type { AuthService, SignedIn } from "./auth.service";

declare module "fastify" {
  interface FastifyRequest {
    admin: AdminUser | null;
    /** The session the request's token belongs to, when it has a valid one. */
    sessionId: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Resolves the admin, if any, for routes that answer differently to a signed-in admin. Such an
 * answer says it depends on the token (`Vary`), and what an admin gets is never stored by a
 * browser or a shared cache.
 */
export function identifyAdmin(auth: AuthService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const signedIn = token ? await auth.authenticate(token) : null;
    request.admin = signedIn?.admin ?? null;
    request.sessionId = signedIn?.sessionId ?? null;
    addVary(reply, "Authorization");
    if (request.admin) reply.header("cache-control", "no-store");
  };
}

/** The admin and session of a request that passed `requireAdmin`. */
export function signedInAs(request: FastifyRequest): SignedIn {
  if (!request.admin || !request.sessionId) throw unauthorized("Please sign in to continue.");
  return { admin: request.admin, sessionId: request.sessionId };
}

/** onRequest hook for an admin-only scope: 401 without a valid token. */
export function requireAdmin(auth: AuthService) {
  const identify = identifyAdmin(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    await identify(request, reply);
    if (!request.admin) throw unauthorized("Please sign in to continue.");
  };
}

/**
 * Registers `routes` in a scope of their own in which every request first needs a signed-in
 * admin (401 otherwise). Public routes stay outside it, so no path needs an exception.
 */
export function registerAdminRoutes(
  app: FastifyInstance,
  auth: AuthService,
  routes: (guarded: FastifyInstance) => void | Promise<void>,
) {
  app.register(async (guarded) => {
    guarded.addHook("onRequest", requireAdmin(auth));
    await routes(guarded);
  });
}
