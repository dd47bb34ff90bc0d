import { Link } from "react-router";
import type { AdminUser } from "../../../common/auth.schema";
import { mayUse, roleNames } from "../../../common/roles";
import type { AdminScreen } from "./admin-screens";

/** What an account sees at the address of a screen its role may not open: why, and the way back. */
export function NotForYourRole({ screen, user }: { screen: AdminScreen; user: AdminUser }) {
  const roles = mayUse[screen.area].map((role) => roleNames[role]).join(" or ");
  return (
    <section aria-labelledby="not-for-your-role" className="card mx-auto mt-6 max-w-xl p-8 text-center">
      <h1 id="not-for-your-role" className="text-2xl font-semibold">
        Not for your role
      </h1>
      <p className="mt-3 text-muted">
        {screen.label} is open to the role {roles}. You are signed in as {user.username}, whose role is {roleNames[user.role]}.
      </p>
      <p className="mt-2 text-muted">If you need it for your work, ask an administrator to change your role.</p>
      <Link to="/admin/dashboard" className="btn-primary mt-6 inline-flex">
        Back to the dashboard
      </Link>
    </section>
  );
}
