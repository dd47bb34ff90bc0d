import { Link } from "react-router";
import { BackupPanel } from "../../components/admin/backup-panel";
import { ApplicationFigures } from "../../components/admin/application-figures";
import { useAuth } from "../../lib/auth";

const tiles = [
  { to: "/admin/committees", title: "Committees", text: "Committee pages and their members" },
  { to: "/admin/faculty", title: "Faculty", text: "Add, edit or remove teaching staff" },
  { to: "/admin/admissions", title: "Admissions", text: "Review and decide applications" },
  { to: "/admin/events", title: "Events", text: "Event photos and notices" },
  { to: "/admin/news", title: "News", text: "Latest news on the home page" },
  { to: "/admin/testimonials", title: "Testimonials", text: "What alumni say on the home page" },
] as const;

export default function Dashboard() {
  const { user } = useAuth();
  return (
    <section>
      <h1 className="text-2xl font-semibold sm:text-3xl">Dashboard</h1>
      <p className="mt-1 text-muted">Welcome{user ? `, ${user.username}` : ""}. Choose what you would like to manage.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="card block h-full p-6 transition hover:-translate-y-0.5 hover:ring-brand-300">
              <h2 className="text-lg font-semibold">{tile.title}</h2>
              <p className="mt-1 text-sm text-muted">{tile.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <ApplicationFigures />
      <BackupPanel />
    </section>
  );
}
