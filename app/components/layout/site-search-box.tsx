import { Form } from "react-router";
import { searchPagePath, SEARCH_QUERY_LENGTH } from "../../../common/search";
import { useLocalePath, useT } from "../../i18n/i18n";
import { SearchIcon } from "../ui/icons";

/**
 * The search box of every page's frame: a form that asks the search page for `q` (a GET, working
 * before the page's script runs), in the page's language. `id` tells the frame's two copies apart:
 * the top bar's from xl, where the menu is one row, and the menu's below xl, where the menu is a
 * list and the box is a thumb's size.
 */
export function SiteSearchBox({ id, className = "" }: { id: string; className?: string }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Form role="search" aria-label={t("frame.searchSite")} action={localePath(searchPagePath)} method="get" className={`flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t("frame.searchSite")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        maxLength={SEARCH_QUERY_LENGTH.max}
        enterKeyHint="search"
        placeholder={t("frame.searchSite")}
        className="h-11 min-w-0 flex-1 rounded-l-full border-0 bg-white px-4 text-base xl:h-8 xl:px-3.5 xl:text-sm text-ink placeholder:text-muted focus:outline-2 focus:outline-offset-0 focus:outline-accent-300"
      />
      <button
        type="submit"
        title={t("frame.search")}
        className="inline-flex h-11 w-12 shrink-0 xl:h-8 xl:w-10 items-center justify-center rounded-r-full bg-accent-300 text-brand-950 hover:bg-accent-200 focus-visible:outline-2 focus-visible:outline-accent-200"
      >
        <SearchIcon />
        <span className="sr-only">{t("frame.search")}</span>
      </button>
    </Form>
  );
}
