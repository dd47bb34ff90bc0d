import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Outlet, useLocation, useNavigate } from "react-router";
import { AdminHeader } from "../../components/admin/admin-header";
import { AdminSidebar } from "../../components/admin/admin-sidebar";
import { Breadcrumbs } from "../../components/admin/breadcrumbs";
import { screenAt } from "../../components/admin/admin-screens";
import { NotForYourRole } from "../../components/admin/not-for-your-role";
import { roleMayUse } from "../../../common/roles";
import { MenuIcon, Spinner } from "../../components/ui/icons";
import { useAuth } from "../../lib/admin/auth";
import type { Route } from "./+types/admin-layout";

export const meta: Route.MetaFunction = () => [{ title: "Admin Panel" }, { name: "robots", content: "noindex" }];

/** The guard and shell of every /admin/* page. */
export default function AdminLayout() {
  const { isAuthenticated, checking, loading, logout, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const drawerWasOpen = useRef(false);
  // Closing the drawer (Escape, its close button, the overlay, a link) gives the focus back to the
  // toggle, once the page behind is no longer inert.
  useEffect(() => {
    if (drawerWasOpen.current && !sidebarOpen) menuToggleRef.current?.focus();
    drawerWasOpen.current = sidebarOpen;
  }, [sidebarOpen]);
  // The drawer exists only on small screens; one left open there must not block a screen widened past it.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 1024px)");
    const closeWhenWide = () => {
      if (wide.matches) setSidebarOpen(false);
    };
    wide.addEventListener("change", closeWhenWide);
    return () => wide.removeEventListener("change", closeWhenWide);
  }, []);

  const loggingOut = useRef(false);
  const signedOut = !checking && !loading && !isAuthenticated;
  useEffect(() => {
    if (loggingOut.current) return;
    // Replacing history: Back from the login screen does not return to a page the visitor cannot see.
    if (signedOut) navigate("/login", { replace: true, state: { from: location } });
    // Only a change of session decides; the location at that moment is the one to come back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedOut]);

  if (!isAuthenticated || !user) {
    return (
      <div className="grid min-h-screen place-items-center" role="status">
        <div className="flex flex-col items-center gap-3 text-muted">
          <Spinner className="h-10 w-10 text-brand-600" />
          <span>Checking your session…</span>
        </div>
      </div>
    );
  }
  const screen = screenAt(location.pathname);

  async function onLogout() {
    // Logout goes home, not to the login screen the guard would otherwise choose.
    loggingOut.current = true;
    await logout();
    toast.success("Logged out");
    navigate("/", { replace: true });
  }

  return (
    <div className="flex min-h-screen flex-col bg-paper">
      {/* While the drawer is open it is the only thing the keyboard and screen readers reach. */}
      <AdminHeader inert={sidebarOpen} />
      <div className="flex flex-1">
        <AdminSidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} onLogout={onLogout} />
        <div className="min-w-0 flex-1" inert={sidebarOpen || undefined}>
          <div className="flex items-center gap-3 border-b border-line bg-white px-4 py-3 sm:px-6">
            <button
              ref={menuToggleRef}
              type="button"
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 lg:hidden"
              aria-label="Open admin menu"
              aria-expanded={sidebarOpen}
              aria-controls="admin-sidebar"
              onClick={() => setSidebarOpen(true)}
            >
              <MenuIcon />
            </button>
            <Breadcrumbs />
          </div>
          <main className="px-4 py-6 sm:px-6 lg:px-8">
            {/* Another role's screen is not even loaded: its calls would only be refused. */}
            {screen && !roleMayUse(user.role, screen.area) ? <NotForYourRole screen={screen} user={user} /> : <Outlet />}
          </main>
        </div>
      </div>
    </div>
  );
}
