import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Messages } from "./catalogs/catalog";
import { catalogs, englishKeyedNamespaces, type Namespace } from "./catalogs";
import type { Locale } from "./locale";
import { localeOfPath } from "./locale";
import { textId } from "./text-id";

/** Compiled once per language and namespace: the catalogs never change while the server runs. */
const compiled = new Map<string, Messages>();

function compiledNamespace(locale: Locale, namespace: Namespace): Messages {
  const key = `${locale}:${namespace}`;
  let messages = compiled.get(key);
  if (!messages) {
    const catalog: Readonly<Record<string, string>> = catalogs[locale][namespace];
    const idOf = isEnglishKeyed(namespace) ? textId : (key: string) => key;
    messages = Object.fromEntries(Object.entries(catalog).map(([key, text]) => [idOf(key), compileMessage(text)]));
    compiled.set(key, messages);
  }
  return messages;
}

const isEnglishKeyed = (namespace: Namespace) => (englishKeyedNamespaces as readonly Namespace[]).includes(namespace);

/**
 * What a route's loader hands to the page: the language of the requested address and that
 * language's messages of `namespaces`, compiled here so the browser needs no message parser.
 */
export function messagesFor(request: Request, ...namespaces: Namespace[]): { locale: Locale; messages: Messages } {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, messages: messagesIn(locale, ...namespaces) };
}

/** `namespaces` of `locale`, compiled and merged. */
export function messagesIn(locale: Locale, ...namespaces: Namespace[]): Messages {
  return Object.assign({}, ...namespaces.map((namespace) => compiledNamespace(locale, namespace)));
}
