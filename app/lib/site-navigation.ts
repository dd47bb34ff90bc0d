import { useRouteLoaderData } from "react-router";
import { useLocale } from "../i18n/i18n";
import { inLocale, type Locale } from "../i18n/locale";
import { committeePath, menuNameOf } from "../../common/committee.resource";
import type { Committee } from "../../common/committee.schema";
import { navGroups, type NavGroup, type NavLink } from "../../content/navigation";
import type { loader as publicLayoutLoader } from "../routes/public/public-layout";

/** The links to the committees' pages, by the names the menu uses: on Marathi pages the Marathi name, where the clerk gave one. */
export const committeeLinksOf = (committees: readonly Pick<Committee, "slug" | "name" | "shortName" | "nameMr">[], locale: Locale = "en"): NavLink[] =>
  committees.map((committee) => ({ label: inLocale(locale, menuNameOf(committee), committee.nameMr), to: committeePath(committee.slug) }));

/** The menu's groups, with the stored committees in the Committees group. */
export function navGroupsWith(committeeLinks: readonly NavLink[]): readonly NavGroup[] {
  return navGroups.map((group) => (group.id === "committees" ? { ...group, children: committeeLinks } : group));
}

/** The menu's groups as the public frame loaded them, for any page inside it. */
export function useNavGroups(): readonly NavGroup[] {
  // The frame is one route per language (app/routes.ts); the page is inside exactly one of them.
  const english = useRouteLoaderData<typeof publicLayoutLoader>("routes/public/public-layout");
  const marathi = useRouteLoaderData<typeof publicLayoutLoader>("mr/routes/public/public-layout");
  const frame = useLocale() === "mr" ? marathi : english;
  return navGroupsWith(frame?.committeeLinks ?? []);
}
