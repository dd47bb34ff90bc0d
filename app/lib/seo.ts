import type { MetaDescriptor } from "react-router";
import { translatorFrom, type Translate } from "../i18n/i18n";
import { locales, ogLocaleOf, pathIn, pathWithoutLocale } from "../i18n/locale";

type PageMeta = {
  title: string;
  description: string;
  /**
   * The page's own path in English, for its canonical address and its other language's; none for
   * a page that is not found (app/lib/not-found.ts), which is nobody's address.
   */
  path?: string;
  image?: string;
};

type Matches = ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
/** What React Router passes a route's meta function, as far as the page's tags need it. */
type MetaArgs = { matches: Matches; location: { pathname: string } };

/**
 * Title, description, canonical link, the page in the other language (hreflang) and
 * share-preview tags for one page, in the language of its address. `page` may be a function of
 * the page's translators (keyed messages, and texts keyed by their English words), for titles
 * and descriptions from the catalogs.
 */
export function pageMeta(args: MetaArgs, page: PageMeta | ((t: Translate, text: (english: string) => string) => PageMeta)): MetaDescriptor[] {
  const { locale, t, menuText } = translatorFrom(args.matches, args.location.pathname);
  const { title: englishOrTranslated, description, path: anyPath, image } = typeof page === "function" ? page(t, menuText) : page;
  const title = menuText(englishOrTranslated);
  const path = anyPath === undefined ? undefined : pathWithoutLocale(anyPath);
  const collegeName = t("institution.collegeName");
  const fullTitle = path === "/" ? `${collegeName} — ${t("institution.courses")}` : `${title} | ${collegeName}`;
  const base = publicUrlFrom(args.matches) ?? "";
  const url = path === undefined ? undefined : `${base}${pathIn(locale, path)}`;
  const addresses: MetaDescriptor[] =
    path === undefined
      ? []
      : [
          { tagName: "link", rel: "canonical", href: url },
          ...locales.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: language, href: `${base}${pathIn(language, path)}` })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${base}${path}` },
        ];
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    ...addresses,
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: collegeName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    ...(url === undefined ? [] : [{ property: "og:url", content: url }]),
    { property: "og:locale", content: ogLocaleOf[locale] },
    ...locales.filter((language) => language !== locale).map((language) => ({ property: "og:locale:alternate", content: ogLocaleOf[language] })),
    { property: "og:image", content: `${base}${image ?? "/og-image.png"}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  return tags;
}

/** The site address the root loader provides to every page's meta function. */
export function publicUrlFrom(matches: Matches): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl;
}
