/**
 * A catalog of texts keyed by their English words: the English catalog of a page's prose is
 * built from the content files it shows (content/), so a text changed there shows at once as a
 * missing key in the Marathi catalog (the catalogs' test) instead of silently staying English.
 */
export const englishKeyed = (texts: readonly string[]): Readonly<Record<string, string>> =>
  Object.fromEntries(texts.map((text) => [text, text]));
