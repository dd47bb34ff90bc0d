import { setupI18n, type I18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { createContext, useCallback, useContext, useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import type { MessageKey } from "./catalogs";
import { localDigits } from "./format";
import { intlLocaleOf, localeOfPath, pathIn, type Locale } from "./locale";
import type { Messages } from "./catalogs/catalog";
import { textId } from "./text-id";

type Values = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: Values) => string;

type MatchWithData = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The messages every matched route loaded (messagesFor in its loader), merged. */
function messagesOf(matches: readonly MatchWithData[]): Messages {
  const merged: Messages = {};
  for (const match of matches) {
    const data = (match?.loaderData ?? match?.data) as { messages?: Messages } | null | undefined;
    if (data?.messages) Object.assign(merged, data.messages);
  }
  return merged;
}

/**
 * A message in the page's language, its numbers already written in the language's digits: Lingui
 * would format them with Intl, and a page's first Intl object costs tens of milliseconds of a
 * phone's main thread while the page loads. So the catalogs take numbers as text ("{seats} जागा")
 * and choose words with `select`, never with plural or number formats (the catalogs' test holds
 * them to it).
 */
function translate(i18n: I18n, id: string, values?: Values): string {
  if (!values || i18n.locale === intlLocaleOf.en) return i18n._(id, values);
  const written = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "number" ? localDigits("mr", String(value)) : value]));
  return i18n._(id, written);
}

function createI18n(locale: Locale, messages: Messages): I18n {
  // A key with no message shows itself, which the catalogs' test keeps from happening.
  return setupI18n({ locale: intlLocaleOf[locale], messages: { [intlLocaleOf[locale]]: messages }, missing: (_locale, id) => id });
}

/**
 * The page's translator, handed down directly: Lingui's I18nProvider keeps the first instance it
 * was given until the language changes, so after a navigation within one language the new page
 * would read the previous page's messages (its own keys would show as they are).
 */
const PageI18nContext = createContext<I18n | null>(null);

function usePageI18n(): I18n {
  const { i18n } = useLingui();
  return useContext(PageI18nContext) ?? i18n;
}

/**
 * Gives the page's components its language: the messages its routes loaded, in the language of
 * its address. Rebuilt when the matched routes change, i.e. on navigation.
 */
export function LanguageProvider({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const locale = localeOfPath(useLocation().pathname);
  const routes = matches.map((match) => match.id).join(" ");
  // The matched routes decide the messages (each route loads the same namespaces every time).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const i18n = useMemo(() => createI18n(locale, messagesOf(matches)), [locale, routes]);
  return (
    <PageI18nContext value={i18n}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </PageI18nContext>
  );
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** A figure written in the page's own digits, as a list's number or a badge: `digits(index + 1)` is "१" on a Marathi page. */
export function useDigits(): (value: number | string) => string {
  const locale = useLocale();
  return useCallback((value: number | string) => localDigits(locale, String(value)), [locale]);
}

/** Translates a fixed text of the page's language. */
export function useT(): Translate {
  const i18n = usePageI18n();
  return useCallback<Translate>((key, values) => translate(i18n, key, values), [i18n]);
}

/**
 * The menu's words and the pages' titles in the page's language, by their English text
 * (content/navigation.ts); a text with no translation, such as a committee's name, stays as it is.
 */
export function useMenuText(): (english: string) => string {
  return useEnglishKeyed();
}

/** Texts keyed by their English words (namespaces `nav`, `validation` and `*Text`), with ICU values. */
export function useEnglishKeyed(): (english: string, values?: Values) => string {
  const i18n = usePageI18n();
  return useCallback((english: string, values?: Values) => translateEnglish(i18n, english, values), [i18n]);
}

/** A text by its English words; one with no message (a committee's name) stays as it is. */
function translateEnglish(i18n: I18n, english: string, values?: Values): string {
  const id = textId(english);
  return id in i18n.messages ? translate(i18n, id, values) : english;
}

/** Turns a site path into the same page in the visitor's language ("/about" → "/mr/about" on a Marathi page). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => pathIn(locale, path), [locale]);
}

/** For a route's meta function: the language and a translator from the matched routes' messages. */
export function translatorFrom(
  matches: readonly MatchWithData[],
  pathname: string,
): { locale: Locale; t: Translate; menuText: (english: string) => string } {
  const locale = localeOfPath(pathname);
  const i18n = createI18n(locale, messagesOf(matches));
  return { locale, t: (key, values) => translate(i18n, key, values), menuText: (english) => translateEnglish(i18n, english) };
}
