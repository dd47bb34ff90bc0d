import type { SiteSettings } from "../common/settings.collection";

/**
 * The site settings a fresh install starts with. They are stored in the database at the first
 * start, and from then on the clerk changes them on the Settings screen; the pages read them from
 * there, never from here (lint keeps app/ from importing this file).
 */
export const initialSettings: SiteSettings = {
  academicYear: "2025-2026",
  admissionsOpen: true,
  intakeDPharm: 60,
  intakeBPharm: 60,
  phone: "+91 90110 45218",
  email: "office@godavari-pharmacy.example",
  address: "At post Ambewadi, Tal. Sinnar, Dist. Nashik, Maharashtra 422103",
  addressMr: "मु. पो. आंबेवाडी, ता. सिन्नर, जि. नाशिक, महाराष्ट्र ४२२१०३",
  admissionsVideoId: "x6Hb3kQpN2s",
  grievanceEmail: "",
  privacyOfficerName: "Ganesh T. Wagh",
  privacyOfficerEmail: "privacy@godavari-pharmacy.example",
  privacyOfficerPhone: "02551 274 310",
  privacyResponseDays: 30,
  retentionMonths: 24,
};
