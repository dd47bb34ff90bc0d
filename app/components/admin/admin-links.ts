/**
 * The screens of the back office, as the sidebar lists them: the original back office's
 * dashboard and six screens, then the later ones; the breadcrumb uses the same names.
 */
export const adminLinks = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/faculty", label: "Faculty" },
  { to: "/admin/nonteachingstaff", label: "Non-Teaching Staff" },
  { to: "/admin/news", label: "News" },
  { to: "/admin/images", label: "Images" },
  { to: "/admin/admissions", label: "Admissions" },
  { to: "/admin/testimonials", label: "Testimonials" },
  { to: "/admin/activity", label: "Activity" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/account", label: "Account" },
  // The yearly update: what changes from year to year, edited by the clerk instead of a developer.
  { to: "/admin/documents", label: "Documents" },
  { to: "/admin/settings", label: "Settings" },
  { to: "/admin/committees", label: "Committees" },
  { to: "/admin/governing-body", label: "Governing Body" },
  { to: "/admin/events", label: "Events" },
] as const;

/** The sidebar's name for an admin path, if it has one. */
export function adminLinkLabel(path: string): string | undefined {
  return adminLinks.find((link) => link.to === path)?.label;
}
