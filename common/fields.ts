import { z } from "./zod";
import { westernDigits } from "./digits";

/**
 * Field builders shared by every schema, so each message names its field in plain words and
 * the browser and the server say the same thing.
 */

/**
 * One field of a record, described once beside its schema: the words the API's messages and the
 * admin form name it by, the longest text it takes, and how the back office asks for it. The
 * builders below take it for their label and limit; the admin screens make their inputs from it
 * (`fieldSpecs` in app/components/admin/form-field.tsx), and the API tests name fields by it.
 */
export type FieldDescription = {
  /** How a message names the field ("Title is required"), and the form's label unless `formLabel` says more. */
  label: string;
  /** The most characters the text may have; the form's input stops there too. */
  max?: number;
  /** The form's label where it says more than the messages do ("Committee name" for a committee's Name). */
  formLabel?: string;
  /** How the form asks for it: text unless said. A textarea's text keeps its line breaks. */
  input?: "text" | "email" | "tel" | "number" | "date" | "password" | "textarea" | "select";
  /** false where it may be left empty: the form marks every other field as required. */
  required?: boolean;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  /** A textarea's height in lines. */
  rows?: number;
  /** The choices of a select. */
  options?: readonly { value: string; label: string }[];
  /** The smallest and largest whole number a number field takes. */
  range?: { min: number; max: number };
  /** The language the text is written in, when not English: a Marathi twin. */
  lang?: "mr";
};

/** Declares the fields of a record, keeping each one's own type (its range, say) for the schema that reads it. */
export const describeFields = <const Fields extends Record<string, FieldDescription>>(fields: Fields) => fields;

/**
 * The Marathi text beside an English one: optional, since the Marathi pages show the English
 * text while it is empty, and as long as the English one may be.
 */
export function marathiTwin(
  english: FieldDescription,
  hint = `Left empty, the Marathi pages show the English ${english.label.toLowerCase()}.`,
): FieldDescription {
  const { label, formLabel, max, input, rows } = english;
  return { label: `${label} in Marathi`, ...(formLabel && { formLabel: `${formLabel} in Marathi` }), max, input, rows, required: false, lang: "mr", hint };
}

/** A builder's field: its label alone, or its whole description. */
type Field = string | FieldDescription;

const labelOf = (field: Field) => (typeof field === "string" ? field : field.label);

/** The description's limit, or the builder's own where it names none. */
const maxOf = (field: Field, builderMax: number) => (typeof field === "string" ? builderMax : (field.max ?? builderMax));

/** The label, limit and line breaks of a text field: what the call says, else what its description says, else the builder's own. */
function textRules(field: Field, max: number | undefined, { multiline }: TextOptions) {
  if (typeof field === "string") return { label: field, max: max ?? 500, multiline: multiline ?? false };
  return { label: field.label, max: max ?? field.max ?? 500, multiline: multiline ?? field.input === "textarea" };
}

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
export function requiredText(field: Field, maxLength?: number, options: TextOptions = {}) {
  const { label, max, multiline } = textRules(field, maxLength, options);
  return typedText(`${label} is required`, { multiline })
    // abort: a missing value gets one message, not also "must be a real date" and the like.
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .refine((value) => !hasControlCharacter(value), withoutControlCharacters(label));
}

/** Trimmed text that may be empty. */
export function textOrEmpty(field: Field, maxLength?: number, options: TextOptions = {}) {
  const { label, max, multiline } = textRules(field, maxLength, options);
  return typedText(`${label} must be text`, { multiline })
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value), withoutControlCharacters(label));
}

/**
 * A list's search or filter as the query string gives it: trimmed text of at most `max`
 * characters, without control characters, which no search needs and PostgreSQL refuses (NUL).
 */
export function queryText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value), withoutControlCharacters(label));
}

/** Trimmed text that may be empty or left out (then empty). */
export function optionalText(field: Field, max?: number, options: TextOptions = {}) {
  return textOrEmpty(field, max, options).optional().default("");
}

/**
 * A record's text in Marathi beside its English one: empty, left out and null all mean "not
 * given" (stored as empty), and the Marathi pages then show the English text.
 */
export function optionalMarathiText(field: Field, max?: number, options: TextOptions = {}) {
  return textOrEmpty(field, max, options)
    .nullish()
    .transform((value) => value ?? "");
}

const emailMessage = (label: string) => `${label} must be a valid email address`;

/** The longest email address there can be. */
export const EMAIL_MAX_LENGTH = 254;

export function email(field: Field = "Email") {
  return requiredText(field, maxOf(field, EMAIL_MAX_LENGTH)).pipe(z.email(emailMessage(labelOf(field))));
}

/** An email address, or nothing at all. */
export function optionalEmail(field: Field = "Email") {
  const address = z.email();
  return optionalText(field, maxOf(field, EMAIL_MAX_LENGTH)).refine(
    (value) => value === "" || address.safeParse(value).success,
    emailMessage(labelOf(field)),
  );
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

export function optionalLink(field: Field) {
  return optionalText(field, 2000).refine((value) => value === "" || isSafeLink(value), linkMessage(labelOf(field)));
}

export function requiredLink(field: Field) {
  return requiredText(field, 2000).refine(isSafeLink, linkMessage(labelOf(field)));
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
export function calendarDate(field: Field) {
  const label = labelOf(field);
  return requiredText(label, 10).refine(isRealDate, `${label} must be a real date written YYYY-MM-DD`);
}

/**
 * A number that arrives as a JSON number from the API or as text from an HTML form (in Western or
 * Devanagari digits); empty text counts as missing, and text that is not a plain decimal stays
 * text so the type check names it.
 */
export function numberFromInput(field: Field) {
  const label = labelOf(field);
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

/** A whole number from `min` to `max` (or its description's range), as a JSON number or the text of a form field. */
export function wholeNumber(field: Field, min = rangeOf(field).min, max = rangeOf(field).max) {
  const range = `${labelOf(field)} must be a whole number from ${min} to ${max}`;
  return numberFromInput(field).pipe(z.number().int(range).min(min, range).max(max, range));
}

function rangeOf(field: Field) {
  const range = typeof field === "string" ? undefined : field.range;
  if (!range) throw new Error(`${labelOf(field)}: a whole number needs its range`);
  return range;
}
