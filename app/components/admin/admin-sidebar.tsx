import { NavLink } from "react-router";
import { CloseIcon } from "../ui/icons";

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
] as const;

type Props = { open: boolean; onClose: () => void; onLogout: () => void };

/** The admin menu: fixed on wide screens; a drawer with an overlay on phones. */
export function AdminSidebar({ open, onClose, onLogout }: Props) {
  return (
    <>
      {open && <div className="fixed inset-0 z-40 bg-black/40 lg:hidden" aria-hidden="true" onClick={onClose} />}
      <aside
        id="admin-sidebar"
        aria-label="Admin Panel"
        className={`fixed inset-y-0 left-0 z-50 w-64 transform bg-brand-950 text-brand-50 transition-transform lg:static lg:z-auto lg:translate-x-0 ${
          open ? "translate-x-0" : "-translate-x-full"
        }`}
      >
        <div className="flex items-center justify-between px-5 py-5">
          <h2 className="font-display text-lg font-semibold text-white">Admin Panel</h2>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-white/10 lg:hidden"
            aria-label="Close menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Admin">
          <ul className="space-y-1 px-3">
            {adminLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={onClose}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2.5 text-sm font-medium ${isActive ? "bg-brand-700 text-white" : "text-brand-100 hover:bg-white/10"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="pt-4">
              <button
                type="button"
                onClick={onLogout}
                className="block w-full rounded-lg px-3 py-2.5 text-left text-sm font-medium text-accent-200 hover:bg-white/10"
              >
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </aside>
    </>
  );
}
