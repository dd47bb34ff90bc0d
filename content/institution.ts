/**
 * Everything that names this particular college and never changes from year to year. Another
 * college runs the same code by changing this file (and the database), not the components. What
 * the clerk changes — the academic year, seats, phone, email, address — is in the site settings
 * (initial-settings.ts holds their first values). All values are fictional.
 */
export const institution = {
  trustName: "Godavari Gramin Shikshan Prasarak Mandal's",
  collegeName: "Godavari Institute of Pharmacy",
  shortName: "GIP Ambewadi",
  courses: "D. Pharm. & B. Pharm.",
  programmes: ["D. Pharm.", "B. Pharm."],
  approvalLine: "Approved by AICTE, New Delhi & Pharmacy Council of India, New Delhi",
  regulatorLine: "Recognised by Govt. of Maharashtra",
  affiliationLine:
    "Affiliated to Dr. Babasaheb Ambedkar Technological University, Lonere & MSBTE, Mumbai",
  approvalCodes: [
    { body: "DTE", label: "DTE Code", code: "5791" },
    { body: "MSBTE", label: "MSBTE Code", code: "1946" },
    { body: "PCI", label: "PCI ID", code: "MH-2931" },
  ],
  admissionsEmail: "admissions@godavari-pharmacy.example",
  landline: "02551 274 310",
  website: "https://www.godavari-pharmacy.example",
  established: "2009-2010",
  tagline: "Shaping healthcare through quality pharmacy education and research",
  antiRaggingTollFree: "1800-180-5522",
  collegeCode: "5791",
  choiceCode: "579182210",
  /** Application numbers read `GIP-2026-00001`: this prefix, the academic year's first year, a serial. */
  applicationNumberPrefix: "GIP",
  /** Where the footer map points: a small OpenStreetMap embed, loaded when scrolled into view. */
  map: {
    embedUrl:
      "https://www.openstreetmap.org/export/embed.html?bbox=73.98%2C19.83%2C74.02%2C19.86&layer=mapnik&marker=19.845%2C74.0",
    linkUrl: "https://www.openstreetmap.org/?mlat=19.845&mlon=74.0#map=15/19.845/74.0",
  },
  social: [
    { network: "Facebook", url: "https://www.facebook.com/godavari.pharmacy.example" },
    { network: "Instagram", url: "https://www.instagram.com/godavari.pharmacy.example" },
  ],
} as const;

export type Institution = typeof institution;
