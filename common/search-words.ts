import { westernDigits } from "./digits";

/**
 * How the site search reads words, the same for what is stored and what a visitor types, so that
 * both databases (and the marks on the results page) agree without a database extension:
 * - a word is letters, marks and digits; dots and apostrophes inside it join its parts into one
 *   compound ("B.Pharm", "principal's"), found by each part and by the parts run together
 *   ("pharm", "bpharm", "principals");
 * - case is folded, and so are the accents of Latin letters ("café" is "cafe"): the combining
 *   marks are taken off Latin letters only, never Devanagari's vowel signs and viramas, which are
 *   the word itself;
 * - Devanagari digits are Latin digits ("२०२६" is "2026");
 * - the invisible characters inside a word — the zero-width joiners of Marathi spelling
 *   ("कर्‍यांना"), soft hyphens — are dropped, so a word is found however it was typed
 *   (PostgreSQL's own parser splits a word at a joiner).
 * Anything else (spaces, punctuation, symbols) only separates words.
 */
const wordCharacter = "\\p{L}\\p{M}\\p{N}\\p{Cf}";
const compoundPattern = () => new RegExp(`[${wordCharacter}]+(?:[.'’][${wordCharacter}]+)*`, "gu");
const joiner = /[.'’]/;
const latinAccents = /(\p{Script=Latin})[\u0300-\u036F]+/gu;
const invisible = /\p{Cf}/gu;

/** Words longer than this are not words (a pasted address, a run of letters) and are left out of the index. */
const LONGEST_WORD = 100;

/** One word as the index keeps it and a query asks for it. */
export function foldWord(word: string): string {
  const folded = word.normalize("NFD").replace(latinAccents, "$1").normalize("NFC").toLowerCase().replace(invisible, "");
  return westernDigits(folded);
}

/** A compound's words: each part, and for a compound of several parts, the parts run together. */
function wordsOfCompound(compound: string): string[] {
  const parts = compound
    .split(joiner)
    .map(foldWord)
    .filter((part) => part !== "" && part.length <= LONGEST_WORD);
  return parts.length > 1 ? [...parts, parts.join("")] : parts;
}

/** Each compound of `text` with where it starts. */
export function compoundsOf(text: string): { compound: string; index: number }[] {
  return [...text.matchAll(compoundPattern())].map((match) => ({ compound: match[0], index: match.index }));
}

/** The words of a text as the index keeps them, in order: each compound's words share its position. */
export function indexedWords(text: string): string[][] {
  return compoundsOf(text)
    .map(({ compound }) => wordsOfCompound(compound))
    .filter((words) => words.length > 0);
}

/**
 * The words a search asks for: a compound typed whole ("B.Pharm") asks for its parts run together,
 * so it finds "B.Pharm" and "BPharm" rather than every word that starts with a "b". Each is a
 * prefix: "pharm" finds "Pharmacy".
 */
export function queryWords(query: string): string[] {
  const words = compoundsOf(query).flatMap(({ compound }) => {
    const parts = wordsOfCompound(compound);
    return parts.length > 1 ? [parts.at(-1)!] : parts;
  });
  return [...new Set(words)];
}

/** Whether a compound of a text is one a search for `words` found (any of its words starts with one of them). */
export function compoundMatches(compound: string, words: readonly string[]): boolean {
  return wordsOfCompound(compound).some((word) => words.some((asked) => word.startsWith(asked)));
}

/** A text in pieces, the words a search found marked: what the results page shows in `<mark>`. */
export type MarkedText = { text: string; marked: boolean }[];

export function markWords(text: string, words: readonly string[]): MarkedText {
  const pieces: MarkedText = [];
  let from = 0;
  for (const { compound, index } of compoundsOf(text)) {
    if (!compoundMatches(compound, words)) continue;
    if (index > from) pieces.push({ text: text.slice(from, index), marked: false });
    pieces.push({ text: compound, marked: true });
    from = index + compound.length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), marked: false });
  return pieces;
}

/** How long a result's snippet may be, and how much of it comes before the first word found. */
export const SNIPPET_LENGTH = 200;
const CONTEXT_BEFORE = 60;
const ELLIPSIS = "…";

/**
 * At most SNIPPET_LENGTH characters of `text` around the first word a search found (from the
 * start when none is in it), cut between words, with an ellipsis where text was left out.
 */
export function snippetOf(text: string, words: readonly string[]): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= SNIPPET_LENGTH) return clean;
  const found = compoundsOf(clean).find(({ compound }) => compoundMatches(compound, words));
  let start = 0;
  if (found && found.index > CONTEXT_BEFORE) {
    // From the first whole word of the context before the match.
    const space = clean.indexOf(" ", found.index - CONTEXT_BEFORE);
    start = space >= 0 && space < found.index ? space + 1 : found.index;
  }
  const before = start > 0 ? ELLIPSIS : "";
  const room = SNIPPET_LENGTH - before.length;
  if (clean.length - start <= room) return before + clean.slice(start);
  let end = start + room - ELLIPSIS.length;
  // Back to the end of a whole word, unless the first word alone is longer than the room.
  const space = clean.lastIndexOf(" ", end);
  if (space > start) end = space;
  else if (/[\uD800-\uDBFF]/.test(clean.charAt(end - 1))) end -= 1;
  return before + clean.slice(start, end).trimEnd() + ELLIPSIS;
}
