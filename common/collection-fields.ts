import { z } from "./zod";
import type { CollectionField, Rows, SearchRank, Storage } from "./collection";
import {
  calendarDate,
  email,
  isSafeLink,
  optionalEmail,
  optionalLink,
  optionalText,
  requiredLink,
  requiredText,
  todayInKolkata,
  wholeNumber,
  type FieldDescription,
} from "./fields";

/**
 * The kinds of field a collection is made of. Each builder takes the field's description (its
 * words, limit, input) and returns the whole field: its rule, its storage and its other traits,
 * so a declaration names each field once.
 */

type TextOptions = {
  /** Whether a Marathi twin follows it. */
  twin?: boolean;
  /** The twin's own words, where they are not the English ones in Marathi (a Marathi placeholder). */
  twinDescription?: Partial<FieldDescription>;
  search?: SearchRank;
  /** Kept in a column of at most the field's limit (tables from before collections); text otherwise. */
  varchar?: boolean;
  audience?: CollectionField["audience"];
  column?: string;
};

const optional = (description: FieldDescription) => description.required === false;

const textStorage = (description: FieldDescription, options: TextOptions): Storage =>
  options.varchar && description.max ? { type: "varchar", length: description.max } : { type: "text" };

/** Text: required unless its description says `required: false`; a textarea keeps its line breaks. */
export function text<const Options extends TextOptions = object>(description: FieldDescription, options: Options = {} as Options) {
  return {
    description,
    schema: optional(description) ? optionalText(description) : requiredText(description),
    storage: textStorage(description, options),
    ...(optional(description) && { default: "" }),
    ...options,
  } as const satisfies CollectionField;
}

/** Markdown, as a page's body takes it: paragraphs, bold, italic, lists, links and tables. */
export function markdown<const Options extends TextOptions = object>(description: FieldDescription, options: Options = {} as Options) {
  return text({ input: "textarea", rows: 6, ...description }, options);
}

/** A calendar date, `YYYY-MM-DD`. With `notPastOnCreate`, a new record's date is today or later (in Kolkata). */
export function date(description: FieldDescription, { notPastOnCreate = false, audience }: { notPastOnCreate?: boolean; audience?: CollectionField["audience"] } = {}) {
  const described = { input: "date", ...description } as const satisfies FieldDescription;
  const schema = optional(described) ? optionalDate(described) : calendarDate(described);
  return {
    description: described,
    schema,
    ...(notPastOnCreate && { createSchema: notInThePast(schema, described.label) }),
    storage: { type: "date" },
    ...(optional(described) && { nullable: true }),
    ...(audience && { audience }),
  } as const satisfies CollectionField;
}

/** A date, or empty for none (stored as null, answered as ""). */
function optionalDate(description: FieldDescription) {
  return z.union([z.literal(""), calendarDate(description)], { error: `${description.label} must be a real date written YYYY-MM-DD` }).optional().default("");
}

function notInThePast(schema: z.ZodType<string>, label: string) {
  return schema.refine(
    // A malformed value already has its own message; comparing it would only add a confusing second one.
    (value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || value >= todayInKolkata(),
    `${label} cannot be in the past`,
  );
}

/** A link: a path on this site or an http(s) address; required unless the description says otherwise. */
export function link(description: FieldDescription, { audience }: { audience?: CollectionField["audience"] } = {}) {
  return {
    description,
    schema: optional(description) ? optionalLink(description) : requiredLink(description),
    storage: { type: "text" },
    ...(optional(description) && { default: "" }),
    ...(audience && { audience }),
  } as const satisfies CollectionField;
}

/** A list of links in order (an event's pictures), at most `max`. */
export function links(description: FieldDescription, { max, listMessage }: { max: number; listMessage: string }) {
  return {
    description,
    schema: z.array(requiredLink(description), { error: listMessage }).max(max, `${description.label}s must be at most ${max}`).optional().default([]),
    storage: { type: "textList" },
    default: "emptyList",
  } as const satisfies CollectionField;
}

/** One of a fixed set of values; the table checks it too. */
export function choice<const Values extends readonly [string, ...string[]]>(
  description: FieldDescription,
  values: Values,
  { message, defaultValue, audience }: { message?: string; defaultValue?: Values[number]; audience?: CollectionField["audience"] } = {},
) {
  const error = message ?? `${description.label} must be one of: ${values.join(", ")}`;
  const rule = z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? `${description.label} is required` : error),
  });
  return {
    description: { input: "select", ...description },
    schema: defaultValue === undefined ? rule : rule.optional().default(defaultValue as never),
    storage: { type: "text" },
    choices: values,
    ...(defaultValue !== undefined && { default: defaultValue }),
    ...(audience && { audience }),
  } as const satisfies CollectionField;
}

/** Yes or no, `defaultValue` when left out. */
export function flag(description: FieldDescription, { defaultValue, audience }: { defaultValue: boolean; audience?: CollectionField["audience"] }) {
  return {
    description,
    schema: z.boolean({ error: `${description.label} must be true or false` }).optional().default(defaultValue),
    storage: { type: "boolean", default: defaultValue },
    default: defaultValue,
    ...(audience && { audience }),
  } as const satisfies CollectionField;
}

/** A whole number in the description's range. */
export function wholeNumberField(description: FieldDescription) {
  return { description: { input: "number", ...description }, schema: wholeNumber(description), storage: { type: "integer" } } as const satisfies CollectionField;
}

/** An email address; optional ones may be empty. */
export function emailField(description: FieldDescription) {
  return {
    description: { input: "email", ...description },
    schema: optional(description) ? optionalEmail(description) : email(description),
    storage: { type: "text" },
    ...(optional(description) && { default: "" }),
  } as const satisfies CollectionField;
}

/** A time the server sets (when a record was posted or added), answered in ISO 8601. */
export function serverTime(description: FieldDescription, { audience, column }: { audience?: CollectionField["audience"]; column?: string } = {}) {
  return {
    description,
    schema: z.string(),
    storage: { type: "timestamp" },
    serverSet: true,
    default: "now",
    ...(audience && { audience }),
    ...(column && { column }),
  } as const satisfies CollectionField;
}

/**
 * A list of rows in order (a committee's members), kept in one json column and replaced as a
 * whole; its messages name it by `plural` ("Members are required") and an item's by its own
 * fields' labels, with the item's place ("Member name is required (item 2)"). Unless
 * `required`, a write may leave it out for an empty list.
 */
export function rowList<const Row extends Rows>(
  description: FieldDescription,
  rows: Row,
  { plural, max, required = false }: { plural: string; max: number; required?: boolean },
) {
  const list = z
    .array(rows.schema as Row["schema"], {
      error: (issue) => (issue.input === undefined ? `${plural} are required` : `${plural} must be a list of ${plural.toLowerCase()}`),
    })
    .max(max, `${plural} must be at most ${max}`);
  return {
    description,
    schema: required ? list : list.optional().default([]),
    storage: { type: "json" },
    default: "emptyList",
    rows,
  } as const satisfies CollectionField;
}

/** A field with a rule of its own (a slug, a list of members): the declaration gives its rule and storage. */
export function custom<const Field extends CollectionField>(field: Field) {
  return field;
}

export { isSafeLink };
