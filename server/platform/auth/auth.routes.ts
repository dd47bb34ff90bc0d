import type { FastifyInstance, FastifyRequest } from "fastify";
import { PasswordChangeSchema } from "../../../common/account.schema";
import { loginPath, logoutPath, passwordChangePath, sessionCheckPath, sessionsPath } from "../../../common/auth.resource";
import { LoginSchema } from "../../../common/auth.schema";
import { notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import type { Services } from "../../services";
import { registerAdminRoutes, signedInAs } from "./admin-guard";
import type { ClientInfo } from "./auth.service";

const SESSION_NOT_FOUND = "Session not found";

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  address: request.clientAddress,
  userAgent: request.headers["user-agent"] ?? "",
});

/** Sign-in, sign-out, and what a signed-in admin does to their own account: password and sessions. */
export async function authRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { auth, account } = services;

  app.post(loginPath, { config: { public: true } }, async (request, reply) => {
    // The answer carries a token: no cache may keep it.
    reply.header("cache-control", "no-store");
    const input = parseInput(LoginSchema, request.body);
    const { token, admin } = await auth.login(input, clientOf(request));
    return { success: true, message: "Login successful", token, admin };
  });

  registerAdminRoutes(app, auth, "ownAccount", (guarded) => {
    guarded.post(logoutPath, async (request) => {
      await auth.logout(signedInAs(request));
      return { success: true, message: "Logged out successfully" };
    });

    guarded.get(sessionCheckPath, async (request) => ({ success: true, admin: request.admin }));

    guarded.put(passwordChangePath, async (request) => {
      const input = parseInput(PasswordChangeSchema, request.body);
      const { endedSessions } = await account.changePassword(signedInAs(request), input);
      const others = endedSessions === 1 ? "Your 1 other session was" : `Your ${endedSessions} other sessions were`;
      return { success: true, message: endedSessions ? `Password changed. ${others} signed out.` : "Password changed." };
    });

    guarded.get(sessionsPath, async (request) => account.listSessions(signedInAs(request)));

    // "Sign out everywhere else": every session of the admin but the one making this request.
    guarded.delete(sessionsPath, async (request) => {
      const ended = await account.endOtherSessions(signedInAs(request));
      return { success: true, message: ended === 1 ? "1 other session signed out." : `${ended} other sessions signed out.` };
    });

    guarded.delete<{ Params: { id: string } }>(`${sessionsPath}/:id`, async (request) => {
      if (!(await account.endSession(signedInAs(request), request.params.id))) throw notFound(SESSION_NOT_FOUND);
      return { success: true, message: "Session signed out." };
    });
  });
}
