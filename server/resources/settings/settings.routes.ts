import type { FastifyInstance } from "fastify";
import { settingsPath, settingsResource } from "../../../common/settings.resource";
import { SettingsUpdateSchema, type SiteSettings } from "../../../common/settings.schema";
import { registerAdminRoutes } from "../../platform/auth/admin-guard";
import { performWrite, writeAnswer } from "../../platform/http/crud-routes";
import { parseInput } from "../../platform/http/parse-input";
import type { Services } from "../../services";
import { describeSettingsChange } from "./settings-change";

/** `GET /api/settings` (public) and `PUT /api/admin/settings` (any subset of the fields). */
export async function settingsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { settings } = services;
  const resource = settingsResource;

  app.get(settingsPath, { config: { publicCache: true } }, () => settings.getSettings());

  registerAdminRoutes(app, services.auth, resource.area, (guarded) => {
    guarded.put(resource.path, async (request) => {
      const changes = parseInput(SettingsUpdateSchema, request.body);
      let before: SiteSettings | undefined;
      const saved = await performWrite(request, { resource, action: "update", summary: (after) => describeSettingsChange(before!, after) }, async () => {
        before = await settings.getSettings();
        return settings.updateSettings(changes);
      });
      return writeAnswer(resource, resource.messages.updated, saved);
    });
  });
}
