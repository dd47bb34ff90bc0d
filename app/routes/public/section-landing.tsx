import { data, Link } from "react-router";
import { findNavGroup, navGroups } from "../../../content/navigation";
import { PageHeader } from "../../components/page-header";
import { useNavGroups } from "../../lib/site-navigation";
import { translatorFrom, useDigits, useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { pathWithoutLocale } from "../../i18n/locale";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/section-landing";

/** One module for every menu group's landing page (/about, /management, …): the group is the path. */
export function loader({ request }: Route.LoaderArgs) {
  const path = pathWithoutLocale(new URL(request.url).pathname.replace(/\/+$/, ""));
  const group = navGroups.find((candidate) => candidate.basePath === path);
  if (!group) throw data(null, { status: 404 });
  return { groupId: group.id };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const group = findNavGroup(loaderData.groupId);
  return pageMeta({ matches, location }, {
    title: group.label,
    description: translatorFrom(matches, location.pathname).menuText(group.description),
    path: group.basePath ?? "/",
  });
};

export default function SectionLanding({ loaderData }: Route.ComponentProps) {
  const groups = useNavGroups();
  const t = useT();
  const menuText = useMenuText();
  const localePath = useLocalePath();
  const digits = useDigits();
  const group = findNavGroup(loaderData.groupId, groups);
  const others = groups.flatMap((candidate) =>
    candidate.basePath && candidate.id !== group.id ? [{ id: candidate.id, label: candidate.label, to: candidate.basePath }] : [],
  );
  return (
    <>
      <PageHeader title={group.label} intro={menuText(group.description)} />
      <div className="container-page py-12 sm:py-16">
        <h2 className="sr-only">{t("landing.pagesIn", { group: menuText(group.label) })}</h2>
        {group.children.length === 0 && (
          // Only the committees' group can be empty: its pages are the committees the clerk has added.
          <p className="card max-w-prose p-6 text-lg text-brand-900 sm:p-8">{t("landing.noCommittees")}</p>
        )}
        <ul className="grid gap-4 empty:hidden sm:grid-cols-2 lg:grid-cols-3">
          {group.children.map((link, index) => (
            <li key={link.to}>
              <Link
                to={localePath(link.to)}
                className="group card flex h-full items-center gap-4 p-5 transition hover:-translate-y-0.5 hover:ring-brand-300 sm:p-6"
              >
                <span
                  aria-hidden="true"
                  className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-50 font-display text-lg font-semibold text-brand-700 group-hover:bg-brand-700 group-hover:text-white"
                >
                  {digits(index + 1)}
                </span>
                <span className="flex-1 text-lg font-semibold text-brand-900">{menuText(link.label)}</span>
                <span aria-hidden="true" className="text-xl text-accent-600 transition group-hover:translate-x-1">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>

        <section aria-labelledby="explore-more" className="mt-16 border-t border-line pt-10">
          <h2 id="explore-more" className="text-2xl font-semibold">
            {t("landing.exploreMore")}
          </h2>
          <ul className="mt-5 flex flex-wrap gap-2.5">
            {others.map((other) => (
              <li key={other.id}>
                <Link to={localePath(other.to)} className="btn-outline">
                  {menuText(other.label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
