import type { SettingsUpdate, SiteSettings } from "../../../common/settings.schema";
import { initialSettings } from "../../../content/initial-settings";
import type { SettingsRepository } from "./settings.repository";

export function createSettingsService(repository: SettingsRepository) {
  /** The settings as stored; a fresh install's until the first start has stored them. */
  async function getSettings(): Promise<SiteSettings> {
    return (await repository.findSettings()) ?? initialSettings;
  }

  return {
    getSettings,

    /** At start: stores the initial values on a fresh install; settings already saved are never touched. */
    installInitialSettings: () => repository.insertSettingsIfMissing(initialSettings),

    /** Changes the given settings and keeps the others; answers all of them. */
    async updateSettings(changes: SettingsUpdate): Promise<SiteSettings> {
      const updated = await repository.updateSettings(changes);
      if (updated) return updated;
      // Only a database emptied while the server ran lacks the row: the first values, then the change.
      await repository.insertSettingsIfMissing(initialSettings);
      return (await repository.updateSettings(changes)) ?? { ...initialSettings, ...changes };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
