/**
 * Cutting text by whole characters as a reader sees them (grapheme clusters), never inside an
 * emoji, a surrogate pair or a Devanagari conjunct: half a character renders differently on the
 * server and in the browser, which breaks hydration.
 */

// The browser's first Intl object (a segmenter, here) costs about 35 ms of main thread on a 2-core
// server, several times that on a cheap phone, while the page loads. Most names and titles are
// plain ASCII, where each character stands alone, so the segmenter is made only when needed.
let graphemeSegmenter: Intl.Segmenter | undefined;
const segmenter = () => (graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" }));

/** Printable ASCII: no character here combines with its neighbour into one. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

function graphemesOf(text: string): string[] {
  if (PLAIN_ASCII.test(text)) return text.split("");
  return Array.from(segmenter().segment(text), (part) => part.segment);
}

/** The text's first whole character, or "" for empty text. */
export function firstCharacter(text: string): string {
  // A plain first character followed by another plain one (or by nothing) is whole on its own.
  if (PLAIN_ASCII.test(text.slice(0, 2))) return text.slice(0, 1);
  const first = segmenter().segment(text)[Symbol.iterator]().next();
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
