import { footerQuickLinks, mandatoryDisclosureLink, type NavGroup } from "../../../content/navigation";
import { privacyNoticePath } from "../../../common/privacy.resource";
import { locales, pathIn } from "../../i18n/locale";
import { committeeLinksOf, navGroupsWith } from "../../lib/site-navigation";
import type { Route } from "./+types/sitemap[.]xml";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** Every public page reachable from the menu and footer, each once, home first. */
function publicPaths(navGroups: readonly NavGroup[]): string[] {
  const paths = [
    "/",
    ...navGroups.flatMap((group) => [...(group.basePath ? [group.basePath] : []), ...group.children.map((link) => link.to)]),
    mandatoryDisclosureLink.to,
    ...footerQuickLinks.map((link) => link.to),
    privacyNoticePath,
  ];
  return [...new Set(paths)];
}

/** /sitemap.xml: the public pages, every committee's page, every faculty profile and every notice on the board, as absolute addresses, in English and in Marathi. */
export async function loader({ context }: Route.LoaderArgs) {
  const [faculty, committees, notices] = await Promise.all([
    context.services.faculty.listPublic(),
    context.services.committees.listPublic(),
    context.services.notices.listPublic(),
  ]);
  const paths = [
    ...publicPaths(navGroupsWith(committeeLinksOf(committees))),
    ...faculty.map((member) => `/management/faculty/details/${encodeURIComponent(member.id)}`),
    ...notices.map((notice) => `/notices/${encodeURIComponent(notice._id)}`),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locales.flatMap((locale) => paths.map((path) => `  <url><loc>${escapeXml(`${context.publicUrl}${pathIn(locale, path)}`)}</loc></url>`)),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
