import { Link, useLocation } from "react-router";
import { adminScreenLabel } from "./admin-screens";

/** A trail from the path: each segment a link, named as in the sidebar, else with dashes read as spaces. */
export function Breadcrumbs() {
  const segments = useLocation().pathname.split("/").filter(Boolean);
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {segments.map((segment, index) => {
          const href = `/${segments.slice(0, index + 1).join("/")}`;
          const label = adminScreenLabel(href) ?? decodeURIComponent(segment).replace(/-/g, " ");
          const last = index === segments.length - 1;
          return (
            <li key={href} className="flex items-center gap-1.5 capitalize">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {label}
                </span>
              ) : (
                <Link to={href} className="hover:text-brand-700 hover:underline">
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
