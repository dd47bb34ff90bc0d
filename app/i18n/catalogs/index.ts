/**
 * Every catalog, by language and namespace. Only server code imports this (messages.server.ts),
 * so a page ships just the namespaces its routes load, in its own language.
 */
import { frame as enFrame } from "./en/frame";
import { nav as enNav } from "./en/nav";
import { frame as mrFrame } from "./mr/frame";
import { nav as mrNav } from "./mr/nav";

export const catalogs = {
  en: { frame: enFrame, nav: enNav },
  mr: { frame: mrFrame, nav: mrNav },
} satisfies Record<string, Record<string, Readonly<Record<string, string>>>>;

export type Namespace = keyof (typeof catalogs)["en"];
type EnglishCatalogs = (typeof catalogs)["en"];
/** Every fixed text's key, but the menu's words (namespace `nav`), which are keyed by their English text (useMenuText). */
export type MessageKey = { [N in Exclude<Namespace, "nav">]: keyof EnglishCatalogs[N] & string }[Exclude<Namespace, "nav">];
