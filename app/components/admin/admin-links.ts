/** The screens of the back office, as the sidebar lists them (spec §2); the breadcrumb uses the same names. */
export const adminLinks = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/faculty", label: "Faculty" },
  { to: "/admin/nonteachingstaff", label: "Non-Teaching Staff" },
  { to: "/admin/news", label: "News" },
  { to: "/admin/images", label: "Images" },
  { to: "/admin/admissions", label: "Admissions" },
  { to: "/admin/testimonials", label: "Testimonials" },
  // The yearly update (issue 10).
  { to: "/admin/documents", label: "Documents" },
  { to: "/admin/settings", label: "Settings" },
] as const;

/** The sidebar's name for an admin path, if it has one. */
export function adminLinkLabel(path: string): string | undefined {
  return adminLinks.find((link) => link.to === path)?.label;
}
