/**
 * Cutting text by whole characters as a reader sees them (grapheme clusters), never inside an
 * emoji, a surrogate pair or a Devanagari conjunct: half a character renders differently on the
 * server and in the browser, which breaks hydration.
 */

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

function graphemesOf(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

/** The text's first whole character, or "" for empty text. */
export function firstCharacter(text: string): string {
  const first = graphemeSegmenter.segment(text)[Symbol.iterator]().next();
  return first.done ? "" : first.value.segment;
}

/** At most `max` characters; a shortened text ends in "…" (counted in `max`). */
export function shortenText(text: string, max: number): string {
  const characters = graphemesOf(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, Math.max(0, max - 1)).join("").trimEnd()}…`;
}

/**
 * "Dr. Anjali S. Deshmukh" → "AD": the first letters of the first and last names, skipping
 * titles and single-letter initials. A name without such words gives its first character.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && !word.endsWith(".") && graphemesOf(word).length > 1);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  if (!picked.length) return firstCharacter(name.trim()).toUpperCase();
  return picked.map((word) => firstCharacter(word).toUpperCase()).join("");
}

/** A readable slug of a name: "Dr. Asha Patil" → "dr-asha-patil". Empty for names without Latin letters. */
export function slugifyName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 48)
    .replace(/^-+|-+$/g, "");
}
