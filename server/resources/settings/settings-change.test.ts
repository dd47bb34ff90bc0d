import { describe, expect, it } from "vitest";
import type { SiteSettings } from "../../../common/settings.collection";
import { describeSettingsChange } from "./settings.hooks";

const settings: SiteSettings = {
  academicYear: "2026-2027",
  admissionsOpen: true,
  intakeDPharm: 60,
  intakeBPharm: 60,
  phone: "+91 90110 45218",
  email: "office@college.example",
  address: "Near Bus Stand, Niphad",
  addressMr: "",
  admissionsVideoId: "",
  grievanceEmail: "",
  privacyOfficerName: "Ganesh T. Wagh",
  privacyOfficerEmail: "privacy@college.example",
  privacyOfficerPhone: "02551 274 310",
  privacyResponseDays: 30,
  retentionMonths: 24,
};

describe("the activity log's sentence for a save of the settings", () => {
  it("says what changed, with the old and new figures", () => {
    expect(describeSettingsChange(settings, { ...settings, admissionsOpen: false })).toBe("Closed admissions for 2026-2027");
    expect(describeSettingsChange(settings, { ...settings, intakeBPharm: 100 })).toBe("Changed the B.Pharm intake from 60 to 100");
    expect(describeSettingsChange({ ...settings, admissionsOpen: false }, { ...settings, academicYear: "2027-2028" })).toBe(
      "Opened admissions for 2027-2028; changed the academic year from 2026-2027 to 2027-2028",
    );
    expect(describeSettingsChange(settings, { ...settings, addressMr: "बस स्थानकाजवळ, निफाड", grievanceEmail: "grievance@college.example" })).toBe(
      "Changed the Marathi address; changed the grievance email from nothing to grievance@college.example",
    );
    expect(describeSettingsChange(settings, { ...settings, privacyResponseDays: 21, retentionMonths: 36 })).toBe(
      "Changed the days to answer a privacy request from 30 to 21; changed the months personal data is kept from 24 to 36",
    );
  });

  it("says so when nothing changed", () => {
    expect(describeSettingsChange(settings, { ...settings })).toBe("Saved the site settings without a change");
  });
});
