import { Link } from "react-router";
import { useLocalePath, useMenuText, useT } from "../i18n/i18n";

export type Crumb = { label: string; to?: string };

type PageHeaderProps = {
  title: string;
  /** The page's heading; a menu word or page title of the catalogs (namespace `nav`) shows in the page's language. */
  /** The sections above this page, e.g. [{ label: "About Us", to: "/about" }]. Home is always first. */
  trail?: readonly Crumb[];
  /** One or two sentences under the title. */
  intro?: React.ReactNode;
  /** Actions shown under the intro, e.g. download buttons. */
  children?: React.ReactNode;
};

/**
 * The title band at the top of every inner page: where the visitor is (a short trail back to
 * home), the page's only h1, and an optional introduction.
 */
export function PageHeader({ title, trail = [], intro, children }: PageHeaderProps) {
  const t = useT();
  const menuText = useMenuText();
  const localePath = useLocalePath();
  // Trail labels are menu words ("Admissions"), in the page's language like the menu's.
  const crumbs: Crumb[] = [{ label: t("frame.home"), to: "/" }, ...trail.map((crumb) => ({ ...crumb, label: menuText(crumb.label) }))];
  return (
    <header className="relative overflow-hidden border-b border-line bg-gradient-to-br from-brand-50 via-paper to-accent-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="container-page relative py-10 sm:py-14">
        <nav aria-label={t("frame.breadcrumb")}>
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold tracking-wider text-accent-700 uppercase sm:text-sm">
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
                {index > 0 && (
                  <span aria-hidden="true" className="text-brand-300">
                    /
                  </span>
                )}
                {crumb.to ? (
                  <Link to={localePath(crumb.to)} className="inline-flex min-h-6 items-center hover:text-brand-800 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span>{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-semibold text-balance sm:text-4xl lg:text-5xl">{menuText(title)}</h1>
        {intro && <div className="mt-4 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{intro}</div>}
        {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      </div>
    </header>
  );
}
