import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { initialSettings } from "../../content/initial-settings";
import { catalogs, type Namespace } from "../../app/i18n/catalogs";
import { LanguageProvider } from "../../app/i18n/i18n";
import { pathIn, type Locale } from "../../app/i18n/locale";
import { messagesIn } from "../../app/i18n/messages.server";

const allNamespaces = Object.keys(catalogs.en) as Namespace[];

/**
 * Renders `element` as the server renders a page in `locale`: under a root route holding the
 * site settings and every catalog's messages (what the loaders send), inside the language provider.
 */
export function renderInLanguage(element: ReactNode, options: LanguageOptions = {}): string {
  // React separates adjacent text parts with empty comments; the visitor reads them as one text.
  return renderToString(inLanguage(element, options)).replaceAll("<!-- -->", "");
}

type LanguageOptions = { locale?: Locale; path?: string };

/** `element` as a page in `locale` holds it (see renderInLanguage), for any way of rendering. */
export function inLanguage(element: ReactNode, { locale = "en", path = "/" }: LanguageOptions = {}): ReactNode {
  const Stub = createRoutesStub([{ id: "root", path: "*", Component: () => <LanguageProvider>{element}</LanguageProvider> }]);
  const root = { settings: initialSettings, messages: messagesIn(locale, ...allNamespaces) };
  return <Stub initialEntries={[pathIn(locale, path)]} hydrationData={{ loaderData: { root } }} />;
}
