import type { Collection, CollectionField } from "../../common/collection";
import { todayInKolkata } from "../../common/fields";
import { sampleValue } from "./field-samples";

let serial = 0;

/**
 * A date that is today or later, and another each time: a kind that keeps one record per date
 * (holidays) takes every sample. Decades ahead, where none of the holidays a fresh install stores
 * (this year's and the next's) can already hold it, whatever day the tests run.
 */
function comingDate(): string {
  serial += 1;
  const day = new Date(Date.UTC(Number(todayInKolkata().slice(0, 4)) + 50, 0, 1));
  day.setUTCDate(day.getUTCDate() + serial);
  return day.toISOString().slice(0, 10);
}

/**
 * Values of fields with a rule of their own, which their descriptions cannot give, by collection
 * and field; each call gives another where a collection keeps one record per value.
 */
const ownSamples: Readonly<Record<string, Readonly<Record<string, () => unknown>>>> = {
  settings: { academicYear: () => "2026-2027", admissionsVideoId: () => "x6Hb3kQpN2s" },
  committees: { slug: () => `sample-committee-${++serial}` },
};

/** A day long past: for a date that cannot be in the future (a joining date). */
const PAST_DATE = "2020-06-15";

/** The values a field may be sampled with, from what the field is (its storage, its choices, its description, its rows), the likeliest first. */
function candidatesFor(field: CollectionField): unknown[] {
  if (field.choices) return [field.default ?? field.choices[0]];
  if (field.rows) return [[sampleValues(field.rows.fields)]];
  switch (field.storage.type) {
    case "boolean":
      return [field.storage.default];
    case "date":
      return [comingDate(), PAST_DATE];
    case "textList":
    case "json":
      return [[]];
    case "timestamp":
      return [null];
    default:
      return [field.description.label.includes("File") || field.description.label.includes("Link") ? "/files/sample.pdf" : sampleValue(field.description)];
  }
}

/**
 * A value a field takes, on an add and on an edit; undefined for a field that may be left out and
 * takes none of the samples (a person's profile id, which the server makes).
 */
export function sampleFieldValue(field: CollectionField): unknown {
  const takes = (value: unknown) => field.schema.safeParse(value).success && (field.createSchema ?? field.schema).safeParse(value).success;
  const candidates = candidatesFor(field);
  return candidates.find(takes) ?? (takes(undefined) ? undefined : candidates[0]);
}

/** An uploaded picture's address, or a list of one, for a field of pictures. */
const samplePicture = (field: CollectionField) => (field.storage.type === "textList" ? ["/uploads/picture.webp"] : "/uploads/picture.webp");

/** Every field a client writes, with a sample value (`own`: those of fields with a rule of their own), but those best left out. */
function sampleValues(fields: Collection["fields"], own: Readonly<Record<string, () => unknown>> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => !field.serverSet)
      .map(([name, field]) => [name, own[name] ? own[name]() : sampleFieldValue(field)])
      .filter(([, value]) => value !== undefined),
  );
}

/** A valid body for an add or an edit of a collection: every field the client writes, with a sample value. */
export function sampleRecord(collection: Pick<Collection, "name" | "fields" | "abilities">): Record<string, unknown> {
  const pictures = Object.fromEntries((collection.abilities.pictures ?? []).map((name) => [name, () => samplePicture(collection.fields[name]!)]));
  return sampleValues(collection.fields, { ...pictures, ...ownSamples[collection.name] });
}

/** Whether an add takes the field at all: one the server makes for a new record (a person's profile id) turns whatever is sent into nothing. */
function takenOnCreate(field: CollectionField): boolean {
  const sent = (field.createSchema ?? field.schema).safeParse("sent");
  return !(sent.success && sent.data === undefined);
}

/** Field → the words a 400 names it by, for every field a client writes (on an add, every field an add takes). */
export const fieldLabels = (collection: Pick<Collection, "fields">, { onCreate = false } = {}) =>
  Object.fromEntries(
    Object.entries(collection.fields)
      .filter(([, field]) => !field.serverSet && (!onCreate || takenOnCreate(field)))
      .map(([name, field]) => [name, field.description.label]),
  );
