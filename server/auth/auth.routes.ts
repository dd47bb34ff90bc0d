import type { FastifyInstance } from "fastify";
import { LoginSchema } from "../../common/auth.schema";
import { parseInput } from "../http/parse-input";
import type { Services } from "../services";
import { bearerToken, requireAdmin } from "./admin-guard";

export async function authRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.post("/api/auth/login", async (request, reply) => {
    // The answer carries a token: no cache may keep it.
    reply.header("cache-control", "no-store");
    const input = parseInput(LoginSchema, request.body);
    const { token, admin } = await services.auth.login(input, request.ip);
    return { success: true, message: "Login successful", token, admin };
  });

  app.register(async (guarded) => {
    guarded.addHook("onRequest", requireAdmin(services.auth));

    guarded.post("/api/auth/logout", async (request) => {
      await services.auth.logout(bearerToken(request)!);
      return { success: true, message: "Logged out successfully" };
    });

    guarded.get("/api/auth/check", async (request) => ({ success: true, admin: request.admin }));
  });
}
