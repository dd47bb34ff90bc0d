import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { CloseIcon } from "../ui/icons";
import { useAuth } from "../../lib/admin/auth";
import { adminHref, screensFor } from "./admin-screens";

type Props = {
  open: boolean;
  /** Closes the drawer; the layout gives the focus back to the menu toggle. */
  onClose: () => void;
  onLogout: () => void;
};

/**
 * The admin menu, of the screens the account's role may open: fixed on wide screens; a drawer with an overlay on phones. The closed drawer
 * is invisible (from the end of its slide-out on), so the keyboard never lands on its links off
 * screen. Opening it moves the focus to its first link; Escape closes it.
 */
export function AdminSidebar({ open, onClose, onLogout }: Props) {
  const { user } = useAuth();
  const screens = user ? screensFor(user.role) : [];
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (open) firstLinkRef.current?.focus();
  }, [open]);

  return (
    <>
      {open && <div className="fixed inset-0 z-40 bg-black/40 lg:hidden" aria-hidden="true" onClick={onClose} />}
      <aside
        id="admin-sidebar"
        aria-label="Admin Panel"
        onKeyDown={(event) => {
          if (open && event.key === "Escape") onClose();
        }}
        // Opening shows it at once (focus can only go to what is visible); closing keeps it visible until it has slid out.
        className={`fixed inset-y-0 left-0 z-50 w-64 transform overflow-y-auto bg-brand-950 text-brand-50 lg:visible lg:static lg:z-auto lg:translate-x-0 lg:overflow-visible ${
          open ? "visible translate-x-0 transition-transform" : "invisible -translate-x-full transition-[transform,visibility]"
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
            {screens.map((screen, index) => (
              <li key={screen.path}>
                <NavLink
                  ref={index === 0 ? firstLinkRef : undefined}
                  to={adminHref(screen)}
                  onClick={onClose}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2.5 text-sm font-medium ${isActive ? "bg-brand-700 text-white" : "text-brand-100 hover:bg-white/10"}`
                  }
                >
                  {screen.label}
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
