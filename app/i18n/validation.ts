import { useCallback } from "react";
import { validationTemplates, wholeValidationMessages } from "./catalogs/en/validation";
import { localDigits } from "./format";
import { useEnglishKeyed, useLocale } from "./i18n";

/** Placeholders that hold a field's name, which is translated too; the others hold figures (lengths, years), written in Devanagari digits. */
const fieldPlaceholders = new Set(["label", "later", "earlier"]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each template as a pattern that reads the values back out of a message the schema wrote. */
const patterns = validationTemplates.map((template) => ({
  template,
  pattern: new RegExp(`^${template.split(/(\{\w+\})/).map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : escapeRegExp(part))).join("")}$`),
}));

const saidWhole = new Set<string>(wholeValidationMessages);

/**
 * A message of the shared schemas or of the API, in Marathi: the rules and their
 * English words stay in common/ (one source for the browser and the server); this reads the
 * field and the figures out of the English message and says it with the catalog's template,
 * unless the catalog says that message whole. A message no template matches is shown as it came.
 */
export function translateValidationMessage(message: string, translate: (english: string, values?: Record<string, string>) => string): string {
  if (saidWhole.has(message)) return translate(message);
  for (const { template, pattern } of patterns) {
    const groups = pattern.exec(message)?.groups;
    if (!groups) continue;
    const values = Object.fromEntries(
      Object.entries(groups).map(([name, value]) => [name, fieldPlaceholders.has(name) ? translate(value) : localDigits("mr", value)]),
    );
    return translate(template, values);
  }
  return translate(message);
}

/** The page's translator of validation and API messages; on English pages the identity. */
export function useValidationText(): (message: string) => string {
  const locale = useLocale();
  const translate = useEnglishKeyed();
  return useCallback((message: string) => (locale === "en" ? message : translateValidationMessage(message, translate)), [locale, translate]);
}
