import { Link } from "react-router";
import { roleMayUse } from "../../../common/roles";
import { BackupPanel } from "../../components/admin/backup-panel";
import { ApplicationFigures } from "../../components/admin/application-figures";
import { GrievanceFigures } from "../../components/admin/grievance-figures";
import { RetentionPanel } from "../../components/admin/retention-panel";
import { ScheduledNext } from "../../components/admin/scheduled-next";
import { adminHref, screensFor } from "../../components/admin/admin-screens";
import { useAuth } from "../../lib/admin/auth";

/** The back office's first screen: a tile for each main screen the account's role may open, and the figures it may see. */
export default function Dashboard() {
  const { user } = useAuth();
  if (!user) return null;
  const tiles = screensFor(user.role).filter((screen) => screen.tile);
  return (
    <section>
      <h1 className="text-2xl font-semibold sm:text-3xl">Dashboard</h1>
      <p className="mt-1 text-muted">Welcome, {user.username}. Choose what you would like to manage.</p>
      {tiles.length > 0 && (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {tiles.map((screen) => (
            <li key={screen.path}>
              <Link to={adminHref(screen)} className="card block h-full p-6 transition hover:-translate-y-0.5 hover:ring-brand-300">
                <h2 className="text-lg font-semibold">{screen.label}</h2>
                <p className="mt-1 text-sm text-muted">{screen.tile}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {roleMayUse(user.role, "content") && <ScheduledNext />}
      {roleMayUse(user.role, "admissions") && <ApplicationFigures />}
      {roleMayUse(user.role, "grievances") && <GrievanceFigures />}
      {roleMayUse(user.role, "administration") && <BackupPanel />}
      {roleMayUse(user.role, "administration") && <RetentionPanel />}
    </section>
  );
}
