import { defineResource } from "./resource";

export const settingsResource = defineResource({
  /** Where the admin saves the settings (PUT); anyone reads them at `settingsPath`. */
  path: "/api/admin/settings",
  key: "settings",
  noun: "site settings",
  area: "settings",
  messages: {
    notFound: "Settings not found",
    updated: "Settings saved successfully",
  },
  labels: {
    title: "Site Settings",
    loadFailed: "Failed to load the settings",
    saveFailed: "Failed to save the settings",
  },
});

/** The public settings object (GET). */
export const settingsPath = "/api/settings";
