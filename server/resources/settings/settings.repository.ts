import { eq } from "drizzle-orm";
import type { SettingsUpdate, SiteSettings } from "../../../common/settings.schema";
import type { Database } from "../../platform/db/database-type";
import { siteSettings } from "../../platform/db/schema";

const SINGLE_ROW = 1;

const toSettings = (row: typeof siteSettings.$inferSelect): SiteSettings => ({
  academicYear: row.academicYear,
  admissionsOpen: row.admissionsOpen,
  intakeDPharm: row.intakeDPharm,
  intakeBPharm: row.intakeBPharm,
  phone: row.phone,
  email: row.email,
  address: row.address,
  addressMr: row.addressMr,
  admissionsVideoId: row.admissionsVideoId,
  grievanceEmail: row.grievanceEmail,
  privacyOfficerName: row.privacyOfficerName,
  privacyOfficerEmail: row.privacyOfficerEmail,
  privacyOfficerPhone: row.privacyOfficerPhone,
  privacyResponseDays: row.privacyResponseDays,
  retentionMonths: row.retentionMonths,
});

export function createSettingsRepository(db: Database) {
  return {
    /** null before the first start has stored them. */
    async findSettings(): Promise<SiteSettings | null> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SINGLE_ROW));
      return row ? toSettings(row) : null;
    },

    /** Stores `values` unless the settings exist already, which are then kept as they are. */
    async insertSettingsIfMissing(values: SiteSettings): Promise<void> {
      await db.insert(siteSettings).values({ ...values, id: SINGLE_ROW }).onConflictDoNothing();
    },

    /** null when the settings were never stored. */
    async updateSettings(changes: SettingsUpdate): Promise<SiteSettings | null> {
      const [row] = await db
        .update(siteSettings)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(siteSettings.id, SINGLE_ROW))
        .returning();
      return row ? toSettings(row) : null;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
