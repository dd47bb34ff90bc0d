import type { SiteSettings } from "../../../common/settings.collection";
import { initialSettings } from "../../../content/initial-settings";
import type { CollectionHooks } from "../../platform/collections/collection-service";

/** What each setting is called in a sentence of the activity log. */
const names: Record<Exclude<keyof SiteSettings, "admissionsOpen">, string> = {
  academicYear: "the academic year",
  intakeDPharm: "the D.Pharm intake",
  intakeBPharm: "the B.Pharm intake",
  phone: "the phone number",
  email: "the email address",
  address: "the address",
  addressMr: "the Marathi address",
  admissionsVideoId: "the admissions video",
  grievanceEmail: "the grievance email",
  privacyOfficerName: "the privacy officer",
  privacyOfficerEmail: "the privacy officer's email",
  privacyOfficerPhone: "the privacy officer's phone",
  privacyResponseDays: "the days to answer a privacy request",
  retentionMonths: "the months personal data is kept",
};

/** Settings whose old and new values are short enough to quote: a figure, a year, a number, an address to write to. */
const quoted = new Set<keyof SiteSettings>([
  "academicYear",
  "intakeDPharm",
  "intakeBPharm",
  "phone",
  "email",
  "grievanceEmail",
  "privacyOfficerName",
  "privacyOfficerEmail",
  "privacyOfficerPhone",
  "privacyResponseDays",
  "retentionMonths",
]);

const shown = (value: unknown) => (value === "" ? "nothing" : String(value));

/**
 * The activity log's sentence for a save of the settings, saying what changed: "Closed admissions
 * for 2026-2027; changed the B.Pharm intake from 60 to 100".
 */
export function describeSettingsChange(before: SiteSettings, after: SiteSettings): string {
  const changes: string[] = [];
  for (const key of Object.keys(names) as (keyof typeof names)[]) {
    if (before[key] === after[key]) continue;
    changes.push(quoted.has(key) ? `changed ${names[key]} from ${shown(before[key])} to ${shown(after[key])}` : `changed ${names[key]}`);
  }
  if (before.admissionsOpen !== after.admissionsOpen) {
    changes.unshift(`${after.admissionsOpen ? "opened" : "closed"} admissions for ${after.academicYear}`);
  }
  if (changes.length === 0) return "Saved the site settings without a change";
  const sentence = changes.join("; ");
  return sentence[0]!.toUpperCase() + sentence.slice(1);
}

/**
 * The settings start, on a fresh install, with today's values from content/; the activity log
 * says what a save changed. Who may change which of them is the declaration's.
 */
export const settingsHooks: CollectionHooks = {
  initialValues: () => initialSettings,
  // A save of the settings changes the one record: both sides of its change are there.
  summarize: (_action, { before, after }) => describeSettingsChange(before as unknown as SiteSettings, after as unknown as SiteSettings),
};
