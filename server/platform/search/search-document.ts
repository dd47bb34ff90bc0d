import { indexedWords } from "../../../common/search-words";

/** A text in both languages; `mr` empty or left out means the Marathi pages show the English. */
export type Words = { en: string; mr?: string };

/**
 * One thing the public site shows, as a source gives it to the search: its kind and key, its
 * title, its texts in reading order (each a heading or body text), the page it is on, and when it
 * is public if only time decides (a publication time, a last day). Texts are plain (Markdown
 * already read).
 */
export type SearchDocument = {
  kind: string;
  key: string;
  title: Words;
  texts: (Words & { rank: "heading" | "body" })[];
  /** In English; the Marathi page is under /mr. */
  path: string;
  publishAt?: string | Date | null;
  /** YYYY-MM-DD. */
  expiresOn?: string | null;
};

/**
 * The version of how entries are made from documents. Raise it whenever that changes (the words,
 * the weights, what a text holds): the next start builds the whole index again.
 */
export const SEARCH_FORMAT = 1;

/** tsvector's limits: positions from 1 to 16383, at most 256 of them kept per word. */
const LAST_POSITION = 16_383;
const POSITIONS_PER_WORD = 256;

const weightOf = { title: "A", heading: "B", body: "C" } as const;

const marathiOf = (words: Words) => (words.mr?.trim() ? words.mr : words.en);

/** Texts joined into one line for snippets, each ending as a sentence does so that one does not run into the next. */
function joinTexts(texts: string[]): string {
  return texts
    .map((text) => text.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .map((text) => (/[.!?:;।॥…]$/u.test(text) ? text : `${text}.`))
    .join(" ");
}

/**
 * The search's words of a document as a tsvector literal: every word of both languages, made in
 * JavaScript (common/search-words.ts), with its positions, weighted A in the title, B in headings,
 * C in body text. Written as a literal rather than by to_tsvector, the words are the same on
 * every database whatever its locale.
 */
export function termsOf(document: SearchDocument): string {
  const parts = [
    { weight: weightOf.title, words: document.title },
    ...document.texts.map((text) => ({ weight: weightOf[text.rank], words: text })),
  ];
  const found = new Map<string, { last: number; at: string[] }>();
  let position = 0;
  for (const { weight, words } of parts) {
    // A Marathi text that only repeats the English (a name, in a JSON value) adds nothing.
    for (const text of words.mr && words.mr !== words.en ? [words.en, words.mr] : [words.en]) {
      for (const compound of indexedWords(text)) {
        position = Math.min(position + 1, LAST_POSITION);
        for (const word of compound) {
          const kept = found.get(word) ?? { last: 0, at: [] };
          found.set(word, kept);
          // A word twice in one compound, or past the last position, is one occurrence there.
          if (kept.last === position || kept.at.length === POSITIONS_PER_WORD) continue;
          kept.last = position;
          kept.at.push(`${position}${weight}`);
        }
      }
    }
  }
  // Each word holds only letters, marks and digits (foldWord), so quoting it needs no escapes.
  return [...found].map(([word, { at }]) => `'${word}':${at.join(",")}`).join(" ");
}

/** The stored entry of a document: its texts in both languages, its times and its words. */
export function entryOf(document: SearchDocument) {
  const headingsAndBody = document.texts;
  return {
    kind: document.kind,
    recordKey: document.key,
    title: document.title.en,
    titleMr: marathiOf(document.title),
    text: joinTexts(headingsAndBody.map((text) => text.en)),
    textMr: joinTexts(headingsAndBody.map(marathiOf)),
    path: document.path,
    publishAt: document.publishAt ? new Date(document.publishAt) : null,
    expiresOn: document.expiresOn || null,
    terms: termsOf(document),
    format: SEARCH_FORMAT,
  };
}

export type SearchEntry = ReturnType<typeof entryOf>;
