import { publishingFields, type Collection, type CollectionField } from "../../../common/collection";
import { z } from "../../../common/zod";
import { ApiError } from "../../lib/api-client";
import { kolkataInputValue, kolkataTime, publicationState, type Publication } from "../../lib/admin/publication";
import type { FieldErrors, FormValue } from "../../lib/admin/use-form-state";
import type { FieldSpec } from "./form-field";

/**
 * The admin form of a collection, read from its declaration: which inputs it has, what they hold
 * for a record, what a save sends, and the checks, which are the server's own schema (so the
 * browser says what the API would), plus the publication choice's where the kind has publishing.
 */

export type CollectionValues = Record<string, FormValue>;

/** The publication choice: keep it a draft, publish it at once, or at a time. */
export type PublishChoice = "draft" | "now" | "later";

/** The field names the publication choice holds in the form: the choice, and the time for "later" (a date-and-time input's value, in Kolkata). */
export const PUBLISH = "publish";
export const PUBLISH_AT = "publishAt";

const publishingNames = new Set(Object.keys(publishingFields));

/** The fields the clerk fills, in order: all but those the server sets and, with publishing, those the publication choice holds. */
export function editableFields(collection: Pick<Collection, "fields">): [string, CollectionField][] {
  return Object.entries(collection.fields).filter(([name, field]) => !field.serverSet && !publishingNames.has(name));
}

/** Lists (an event's pictures, a committee's members) are a kind's own form parts; the generic inputs hold text. */
const isListField = (field: CollectionField) => field.storage.type === "textList" || field.storage.type === "json";

/**
 * The inputs of a collection's fields: a choice is a select, a flag a checkbox, Markdown a
 * textarea; each Marathi twin stands on the row of its English field, to its right. `extras`
 * adds what only the screen knows, by field.
 */
export function collectionFieldSpecs(collection: Pick<Collection, "fields">, extras: Partial<Record<string, Partial<FieldSpec>>> = {}): FieldSpec[] {
  const fields = editableFields(collection).filter(([, field]) => !isListField(field));
  const twinned = new Set(fields.filter(([, field]) => field.twin).map(([name]) => name));
  return fields.map(([name, field]) => {
    const { description } = field;
    const isTwin = name.endsWith("Mr") && twinned.has(name.slice(0, -2));
    const spec: FieldSpec = {
      name,
      label: description.formLabel ?? description.label,
      type: description.input,
      required: description.required !== false && field.default === undefined,
      maxLength: description.max,
      hint: description.hint,
      placeholder: description.placeholder,
      rows: description.rows,
      lang: description.lang,
      autoComplete: description.autoComplete,
      ...(description.range && { min: String(description.range.min), max: String(description.range.max) }),
      ...(twinned.has(name) && { startsRow: true, wide: false }),
      ...(isTwin && { wide: false }),
    };
    if (field.storage.type === "boolean") Object.assign(spec, { type: "checkbox", required: false });
    if (field.choices) Object.assign(spec, { type: "select", options: choiceOptions(field) });
    return { ...spec, ...extras[name] };
  });
}

/** A choice's options, with a first empty one where it has no default, so nothing is chosen for the clerk. */
function choiceOptions(field: CollectionField) {
  const options = field.description.options ?? field.choices!.map((value) => ({ value, label: value }));
  return field.default === undefined ? [{ value: "", label: `Choose ${field.description.label.toLowerCase()}` }, ...options] : options;
}

/** What the form holds for `record`, or for a new one (`null`): text as the inputs hold it, a flag as "true" or "false". */
export function collectionValues(collection: Pick<Collection, "fields" | "abilities">, record: Record<string, unknown> | null, now: Date): CollectionValues {
  const values: CollectionValues = {};
  for (const [name, field] of editableFields(collection)) {
    const value = record ? record[name] : field.default;
    if (field.storage.type === "boolean") values[name] = String(value ?? false);
    else if (isListField(field)) values[name] = Array.isArray(value) ? value : [];
    else values[name] = value == null ? "" : String(value);
  }
  if (collection.abilities.publishing) {
    // A new record is published at once unless the clerk says otherwise, as the API does.
    const state = record ? publicationState(record as Publication, now) : "published";
    values[PUBLISH] = state === "draft" ? "draft" : state === "scheduled" ? "later" : "now";
    values[PUBLISH_AT] = state === "scheduled" ? kolkataInputValue(record![PUBLISH_AT] as string) : "";
  }
  return values;
}

/** What a save sends for the form's values: a flag's box as true or false; with publishing, the status and the time with its zone. */
export function collectionInput(collection: Pick<Collection, "fields" | "abilities">, values: CollectionValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, field] of editableFields(collection)) {
    input[name] = field.storage.type === "boolean" ? values[name] === "true" : values[name];
  }
  if (collection.abilities.publishing) {
    const choice = values[PUBLISH] as PublishChoice;
    input.status = choice === "draft" ? "draft" : "published";
    input.publishAt = choice === "later" ? kolkataTime(String(values[PUBLISH_AT] ?? "")) : "";
  }
  return input;
}

/**
 * The form's checks: the collection's own schema (the stricter one of a new record for an add)
 * on what a save would send, and with publishing, a time for "Publish at…" that is still to come.
 */
export function collectionFormSchema(collection: Pick<Collection, "fields" | "abilities" | "inputSchema" | "createSchema">, { isNew, now }: { isNew: boolean; now: () => Date }) {
  const schema = isNew ? collection.createSchema : collection.inputSchema;
  const publishAtLabel = publishingFields.publishAt.description.label;
  return z.custom<CollectionValues>().superRefine((values, context) => {
    if (collection.abilities.publishing && values[PUBLISH] === "later") {
      const time = String(values[PUBLISH_AT] ?? "");
      if (!time) context.addIssue({ code: "custom", path: [PUBLISH_AT], message: `${publishAtLabel} needs a date and a time` });
      else if (Date.parse(kolkataTime(time)) <= now().getTime()) {
        context.addIssue({ code: "custom", path: [PUBLISH_AT], message: `${publishAtLabel} must be later than now; to publish at once, choose Publish now` });
      }
    }
    const result = schema.safeParse(collectionInput(collection, values));
    if (result.success) return;
    for (const issue of result.error.issues) context.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
}

/**
 * The field a message of the API is about: each names its field first, by its label ("Title in
 * Marathi must be at most 200 characters"); the longest label that fits wins, so "Title" does not
 * take the Marathi title's messages.
 */
export function fieldNamedIn(collection: Pick<Collection, "fields">, message: string): string | undefined {
  const labelled = Object.entries(collection.fields)
    .filter(([, field]) => !field.serverSet)
    .map(([name, field]) => [name, field.description.label] as const)
    .sort(([, a], [, b]) => b.length - a.length);
  return labelled.find(([, label]) => message.startsWith(`${label} `))?.[0];
}

/**
 * A refused save's messages by the field each is about: a 400's, by the label it names; a 409 of
 * a unique index (a second holiday on one date), on the index's first field.
 */
export function collectionFieldErrors(collection: Pick<Collection, "fields" | "table">, error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  if (error.status === 400) {
    for (const message of error.body?.errors ?? []) {
      const name = fieldNamedIn(collection, message);
      if (name) errors[name === "status" ? PUBLISH : name] ??= message;
    }
  }
  const unique = collection.table.indexes?.find((index) => index.unique && index.conflict);
  if (error.status === 409 && unique && error.body?.message) errors[unique.on[0]!] = error.body.message;
  return errors;
}
