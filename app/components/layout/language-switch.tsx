import { Link, useLocation, useMatches } from "react-router";
import { LANGUAGE_COOKIE } from "../../../common/language-preference";
import { useLocale, useT } from "../../i18n/i18n";
import { languageName, pathIn, type Locale } from "../../i18n/locale";
import { useIsNotFoundPage } from "../../lib/not-found";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's choice, so the English home page stops or keeps suggesting Marathi. */
function rememberLanguage(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** What a route's `handle` may say to the switch: the page it leads to instead of this one in the other language. */
type SwitchHandle = { languageSwitchTo?: string } | undefined;

/**
 * "मराठी" on English pages, "English" on Marathi ones: the same page in the other language. A page
 * that is not found is the same at every address, so its switch leads to the other home page; a
 * page whose address works once (a confirmation link) names the page its switch leads to instead.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const notFound = useIsNotFoundPage();
  const instead = (useMatches().at(-1)?.handle as SwitchHandle)?.languageSwitchTo;
  const other: Locale = locale === "mr" ? "en" : "mr";
  return (
    <Link
      to={notFound ? pathIn(other, "/") : instead ? pathIn(other, instead) : `${pathIn(other, pathname)}${search}${hash}`}
      lang={other}
      hrefLang={other}
      title={t("frame.languageSwitch", { language: languageName[other] })}
      onClick={() => rememberLanguage(other)}
      className="marathi-words inline-flex min-h-8 shrink-0 items-center rounded-full bg-accent-300 px-3 text-xs font-semibold text-brand-950 hover:bg-accent-200 sm:px-4 sm:text-sm"
    >
      {languageName[other]}
    </Link>
  );
}
