import { z } from "./zod";
import { westernDigits } from "./digits";

/**
 * Field builders shared by every schema, so each message names its field in plain words and
 * the browser and the server say the same thing.
 */

/**
 * Control characters other than tab and line breaks: nobody types them, PostgreSQL refuses NUL,
 * and the others only hide text or confuse terminals and spreadsheets.
 */
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (value: string) => controlCharacter.test(value);

const withoutControlCharacters = (label: string) =>
  ({ error: `${label} contains a character that is not allowed`, abort: true }) as const;

/**
 * Line breaks, the Unicode ones a pasted text may carry included, with the spaces around them.
 * NEL is among them: String.trim does not remove it, yet some programs start a line at it.
 */
const lineBreak = /[ \t]*(?:[\r\n\u0085\u2028\u2029][ \t]*)+/g;

/** One line of text: each line break, with the spaces around it, becomes one space. */
export const foldLineBreaks = (value: string) => value.replace(lineBreak, " ");

/**
 * Whether a text keeps its line breaks. Most fields are one line (a name, a title, a school) that
 * ends up in a mail, a header, a spreadsheet cell or a PDF row, where a line break would start
 * something else: a pasted break there becomes a space. Descriptions, quotes and addresses,
 * written in a text area, keep theirs.
 */
export type TextOptions = { multiline?: boolean };

/** Text as typed, folded to one line unless it may have several, then trimmed. */
function typedText(message: string, { multiline = false }: TextOptions) {
  const text = z.string({ error: message });
  return (multiline ? text : text.overwrite(foldLineBreaks)).trim();
}

/** Trimmed text; missing, empty or only spaces all count as missing. */
export function requiredText(label: string, max = 500, options: TextOptions = {}) {
  return typedText(`${label} is required`, options)
    // abort: a missing value gets one message, not also "must be a real date" and the like.
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .refine((value) => !hasControlCharacter(value), withoutControlCharacters(label));
}

/** Trimmed text that may be empty. */
export function textOrEmpty(label: string, max = 500, options: TextOptions = {}) {
  return typedText(`${label} must be text`, options)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value), withoutControlCharacters(label));
}

/** Trimmed text that may be empty or left out (then empty). */
export function optionalText(label: string, max = 500, options: TextOptions = {}) {
  return textOrEmpty(label, max, options).optional().default("");
}

/**
 * A record's text in Marathi beside its English one: empty, left out and null all mean "not
 * given" (stored as empty), and the Marathi pages then show the English text.
 */
export function optionalMarathiText(label: string, max = 500, options: TextOptions = {}) {
  return textOrEmpty(label, max, options)
    .nullish()
    .transform((value) => value ?? "");
}

const emailMessage = (label: string) => `${label} must be a valid email address`;

export function email(label = "Email") {
  return requiredText(label, 254).pipe(z.email(emailMessage(label)));
}

/** An email address, or nothing at all. */
export function optionalEmail(label = "Email") {
  const address = z.email();
  return optionalText(label, 254).refine((value) => value === "" || address.safeParse(value).success, emailMessage(label));
}

/** A link a record may carry: a path on this site ("/…" but not "//…") or an http(s) URL. */
export function isSafeLink(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const linkMessage = (label: string) =>
  `${label} must be a path on this site starting with / or a web address starting with http:// or https://`;

export function optionalLink(label: string) {
  return optionalText(label, 2000).refine((value) => value === "" || isSafeLink(value), linkMessage(label));
}

export function requiredLink(label: string) {
  return requiredText(label, 2000).refine(isSafeLink, linkMessage(label));
}

// Building a formatter is costly, so one serves every call; and the browser's first Intl object
// costs tens of milliseconds, so it is built on first use, not while the apply form loads.
let kolkataDate: Intl.DateTimeFormat | undefined;

/** Today's date in the college's time zone, as YYYY-MM-DD. */
export function todayInKolkata(now = new Date()): string {
  kolkataDate ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
  return kolkataDate.format(now);
}

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date written YYYY-MM-DD that exists. */
export function calendarDate(label: string) {
  return requiredText(label, 10).refine(isRealDate, `${label} must be a real date written YYYY-MM-DD`);
}

/**
 * A number that arrives as a JSON number from the API or as text from an HTML form (in Western or
 * Devanagari digits); empty text counts as missing, and text that is not a plain decimal stays
 * text so the type check names it.
 */
export function numberFromInput(label: string) {
  return z.preprocess(
    (value) => {
      if (value === null) return undefined;
      if (typeof value !== "string") return value;
      const text = westernDigits(value.trim());
      if (text === "") return undefined;
      return /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text) ? Number(text) : value;
    },
    z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) }),
  );
}

/** A whole number from `min` to `max`, as a JSON number or the text of a form field. */
export function wholeNumber(label: string, min: number, max: number) {
  const range = `${label} must be a whole number from ${min} to ${max}`;
  return numberFromInput(label).pipe(z.number().int(range).min(min, range).max(max, range));
}
