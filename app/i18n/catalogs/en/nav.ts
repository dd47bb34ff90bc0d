import { footerQuickLinks, mandatoryDisclosureLink, navGroups } from "../../../../content/navigation";

/**
 * The menu's words and the pages' titles, keyed by their English text: the labels come from
 * content/navigation.ts, so a label changed there shows at once as a missing key in the Marathi
 * catalog (the catalogs' test) instead of silently staying English.
 */
const menuWords = [
  ...navGroups.flatMap((group) => [group.label, group.description, ...group.children.map((link) => link.label)]),
  mandatoryDisclosureLink.label,
  ...footerQuickLinks.map((link) => link.label),
];

/** Titles of pages that are not a menu label themselves. */
const pageTitles = [
  "Academics Overview",
  "Admission Process",
  "Awards and Recognition",
  "Teaching Faculty",
  "Frequently Asked Questions",
  "Principal's Message",
  "President's Message",
  "Secretary's Message",
  "Fee Structure (FRA Approved)",
  "Fellowship in Clinical Administration (FCA)",
  "D.Pharm — Diploma in Pharmacy",
  "B.Pharm — Bachelor of Pharmacy",
  "Application received",
  "Online Application",
  "Faculty Not Found",
  "Notice Not Found",
] as const;

export const nav: Readonly<Record<string, string>> = Object.fromEntries([...menuWords, ...pageTitles].map((text) => [text, text]));
