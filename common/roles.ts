/**
 * What each back-office account may do. Every account has one role; the server answers 403 to a
 * call the role does not allow, and the back office shows each role only its screens.
 */
export const ROLES = ["administrator", "editor", "admissions", "grievance"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The roles' names and what each may do, as the users screen and the README explain them. */
export const roleNames: Record<Role, string> = {
  administrator: "Administrator",
  editor: "Editor",
  admissions: "Admissions",
  grievance: "Grievance committee",
};

export const roleDescriptions: Record<Role, string> = {
  administrator: "Everything, and alone: accounts, the activity log and backups",
  editor: "The site's content: people, news, images, testimonials, events, committees, documents, pages and settings",
  admissions: "Applications: review, decide, export and receipts; the year's admissions settings",
  grievance: "The grievance desk and privacy requests",
};

/**
 * Who may use each part of the back office. An administrator may use every part; the users,
 * the activity log and backups are the administrator's alone.
 */
export const mayUse = {
  /** The site's content: people, news, images, testimonials, events, committees, documents, files, pages, settings. */
  content: ["administrator", "editor"],
  /** Applications: list, search, update, delete, export, receipts, the dashboard's figures. */
  admissions: ["administrator", "admissions"],
  /**
   * The site settings: the content's editors change them all, the admissions office its own year's
   * (admissions open, the academic year, the intakes: `settingsLimitedFor`).
   */
  settings: ["administrator", "editor", "admissions"],
  /** The grievance desk, and the privacy requests. */
  grievances: ["administrator", "grievance"],
  /** Accounts, the activity log, backups. */
  administration: ["administrator"],
  /** One's own account (password, sessions), signing out, the dashboard. */
  ownAccount: ROLES,
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof mayUse;

export const roleMayUse = (role: Role, area: Area): boolean => (mayUse[area] as readonly Role[]).includes(role);
