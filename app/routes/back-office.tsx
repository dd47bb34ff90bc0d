import { Toaster } from "react-hot-toast";
import { Outlet } from "react-router";
import { AuthProvider } from "../lib/admin/auth";

/** What the login screen and the admin area share: the session state and the toasts. */
export default function BackOffice() {
  return (
    <AuthProvider>
      <Outlet />
      {/* react-hot-toast's defaults are the original back office's: success 2 s, error 4 s, loading until dismissed, at most 20. */}
      <Toaster position="top-right" />
    </AuthProvider>
  );
}
