import type { FastifyInstance } from "fastify";
import { settingsPath, settingsResource } from "../../../common/settings.resource";
import { roleNames, type Role } from "../../../common/roles";
import { settingsFields, settingsLimitedFor, SettingsUpdateSchema, type SiteSettings } from "../../../common/settings.schema";
import { registerAdminRoutes, signedInAs } from "../../platform/auth/admin-guard";
import { forbidden } from "../../platform/http/http-error";
import { performWrite, writeAnswer } from "../../platform/http/crud-routes";
import { parseInput } from "../../platform/http/parse-input";
import type { Services } from "../../services";
import { describeSettingsChange } from "./settings-change";

/**
 * A body naming a setting the account's role may not change (an admissions account: anything but
 * its year's four) is refused whole, before anything is checked or saved.
 */
function refuseOthersSettings(role: Role, body: unknown) {
  const mayChange = settingsLimitedFor(role);
  const named = typeof body === "object" && body !== null ? Object.keys(body) : [];
  if (!mayChange || named.every((field) => (mayChange as readonly string[]).includes(field))) return;
  const labels = mayChange.map((field) => settingsFields[field].label);
  throw forbidden(`Your role (${roleNames[role]}) may change only these settings: ${labels.join(", ")}.`);
}

/** `GET /api/settings` (public) and `PUT /api/admin/settings` (any subset of the fields the role may change). */
export async function settingsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { settings } = services;
  const resource = settingsResource;

  app.get(settingsPath, { config: { publicCache: true } }, () => settings.getSettings());

  registerAdminRoutes(app, services.auth, resource.area, (guarded) => {
    guarded.put(resource.path, async (request) => {
      refuseOthersSettings(signedInAs(request).admin.role, request.body);
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
