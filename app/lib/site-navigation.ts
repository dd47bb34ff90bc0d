import { createContext, useContext } from "react";
import { inLocale, type Locale } from "../i18n/locale";
import { committeePath, menuNameOf } from "../../common/committee-path";
import type { Committee } from "../../common/committee.collection";
import { navGroups, type NavGroup, type NavLink } from "../../content/navigation";

/** The links to the committees' pages, by the names the menu uses: on Marathi pages the Marathi name, where the clerk gave one. */
export const committeeLinksOf = (committees: readonly Pick<Committee, "slug" | "name" | "shortName" | "nameMr">[], locale: Locale = "en"): NavLink[] =>
  committees.map((committee) => ({ label: inLocale(locale, menuNameOf(committee), committee.nameMr), to: committeePath(committee.slug) }));

/** The menu's groups, with the stored committees in the Committees group. */
export function navGroupsWith(committeeLinks: readonly NavLink[], { admissionsOpen = true } = {}): readonly NavGroup[] {
  return navGroups.map((group) =>
    group.id === "committees"
      ? { ...group, children: committeeLinks }
      : // While admissions are closed the menu does not invite families to a form that would only say so.
        { ...group, children: group.children?.filter((link) => admissionsOpen || link.to !== APPLY_PATH) },
  );
}

export const APPLY_PATH = "/apply-now";

/** Whether a link leads to the apply form, in either language: an invitation to apply. */
export const linksToApplyForm = (href: string) => /^(\/mr)?\/apply-now\/?(?:[?#]|$)/.test(href.trim());

/**
 * The menu's groups as the public frame loaded them. The frame's route provides them (it knows
 * its own loader's data), so this module needs to know no route; outside a frame the Committees
 * group is empty.
 */
export const NavGroupsContext = createContext<readonly NavGroup[]>(navGroupsWith([]));

/** The menu's groups as the public frame loaded them, for any page inside it. */
export function useNavGroups(): readonly NavGroup[] {
  return useContext(NavGroupsContext);
}

/**
 * The entries of a group's menu: its landing page first (`landing`: the menu names it after the
 * group), unless one of its entries is that page already (Admissions: "Admission" is /admissions)
 * — one entry per page.
 */
export function menuLinksOf(group: NavGroup): (NavLink & { landing?: true })[] {
  const leadsToLanding = group.basePath && !group.children.some((link) => link.to === group.basePath);
  return leadsToLanding ? [{ label: group.label, to: group.basePath!, landing: true }, ...group.children] : [...group.children];
}
