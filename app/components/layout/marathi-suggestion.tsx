import { Link } from "react-router";
import { useT } from "../../i18n/i18n";
import { pathIn } from "../../i18n/locale";

/**
 * On the English home page, for a visitor whose browser asks for Marathi first or who chose
 * Marathi before: a link to the Marathi site. A suggestion, never a redirect.
 */
export function MarathiSuggestion() {
  const t = useT();
  return (
    <aside className="border-b border-accent-200 bg-accent-50">
      <p className="container-page flex flex-wrap items-center justify-center gap-x-3 gap-y-1 py-2 text-sm text-ink">
        {t("frame.suggestMarathi")}
        <Link to={pathIn("mr", "/")} lang="mr" hrefLang="mr" className="marathi-words inline-flex min-h-8 items-center font-semibold text-brand-800 underline">
          {t("frame.suggestMarathiLink")}
        </Link>
      </p>
    </aside>
  );
}
