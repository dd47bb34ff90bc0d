import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AdminUser } from "../../../common/auth.schema";
import { mayUse, roleNames, ROLES, type Area, type Role } from "../../../common/roles";
import { forbidden, unauthorized } from "../http/http-error";
import { addVary } from "../http/vary";
import type { AuthService, SignedIn } from "./auth.service";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The roles that may call a route behind the admin guard; the route table carries them for the tests. */
    roles?: readonly Role[];
  }
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
 * browser or a shared cache. With `roles`, an account of another role is answered as a visitor.
 */
export function identifyAdmin(auth: AuthService, roles: readonly Role[] = ROLES) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const signedIn = token ? await auth.authenticate(token) : null;
    const allowed = signedIn && roles.includes(signedIn.admin.role) ? signedIn : null;
    request.admin = allowed?.admin ?? null;
    request.sessionId = allowed?.sessionId ?? null;
    addVary(reply, "Authorization");
    if (request.admin) reply.header("cache-control", "no-store");
  };
}

/** The admin and session of a request that passed `requireAdmin`. */
export function signedInAs(request: FastifyRequest): SignedIn {
  if (!request.admin || !request.sessionId) throw unauthorized("Please sign in to continue.");
  return { admin: request.admin, sessionId: request.sessionId };
}

/** The answer to a signed-in account whose role does not allow a call. */
export const notForYourRole = (admin: AdminUser) =>
  forbidden(`This is not open to your role (${roleNames[admin.role]}). Ask an administrator if you need it.`);

/**
 * onRequest hook: 401 without a valid token, 403 for a role not among `roles`. It runs before the
 * body is read, so a role that may not call a route learns nothing from a check of its body.
 */
export function requireRole(auth: AuthService, roles: readonly Role[]) {
  const identify = identifyAdmin(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    await identify(request, reply);
    if (!request.admin) throw unauthorized("Please sign in to continue.");
    if (!roles.includes(request.admin.role)) throw notForYourRole(request.admin);
  };
}

/**
 * Registers `routes` in a scope of their own in which every request first needs a signed-in
 * account whose role may use `area` (401 without one, 403 for another role). Public routes stay
 * outside it, so no path needs an exception. Each route carries its roles in its config.
 */
export function registerAdminRoutes(
  app: FastifyInstance,
  auth: AuthService,
  area: Area,
  routes: (guarded: FastifyInstance) => void | Promise<void>,
) {
  const roles = mayUse[area];
  app.register(async (guarded) => {
    guarded.addHook("onRoute", (route) => {
      route.config = { ...route.config, roles };
    });
    guarded.addHook("onRequest", requireRole(auth, roles));
    await routes(guarded);
  });
}
