/**
 * Whether the English home page suggests the Marathi site to a visitor: yes when they chose
 * Marathi with the language switch (the `lang` cookie), or, before any choice, when their
 * browser asks for Marathi ahead of English (Accept-Language). Only a suggestion: nobody is
 * redirected. The server keys its page cache on this answer too, so shared cached pages never
 * carry another visitor's suggestion.
 */
/** The cookie that remembers the language a visitor chose with the switch: `en` or `mr`. */
export const LANGUAGE_COOKIE = "lang";

export function suggestsMarathi(headers: { acceptLanguage?: string | null; cookie?: string | null }): boolean {
  const chosen = /(?:^|;\s*)lang=(en|mr)(?:;|$)/.exec(headers.cookie ?? "")?.[1];
  if (chosen) return chosen === "mr";
  return prefersMarathi(headers.acceptLanguage ?? "");
}

/** `mr-IN,mr;q=0.9,en;q=0.8` → true; `en-IN,mr;q=0.5` → false; no Marathi at all → false. */
export function prefersMarathi(acceptLanguage: string): boolean {
  const ranked = acceptLanguage
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0], quality: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.language && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  const marathi = ranked.findIndex((entry) => entry.language === "mr");
  const english = ranked.findIndex((entry) => entry.language === "en");
  return marathi !== -1 && (english === -1 || marathi < english);
}
