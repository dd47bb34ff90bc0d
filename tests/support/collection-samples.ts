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

/** A value a field takes, from what the field is: its storage, its choices, its description; a list of rows, one row of its fields' values. */
export function sampleFieldValue(field: CollectionField): unknown {
  if (field.choices) return field.default ?? field.choices[0];
  if (field.rows) return [sampleValues(field.rows.fields)];
  switch (field.storage.type) {
    case "boolean":
      return field.storage.default;
    case "date":
      return comingDate();
    case "textList":
    case "json":
      return [];
    case "timestamp":
      return null;
    default:
      return field.description.label.includes("File") || field.description.label.includes("Link") ? "/files/sample.pdf" : sampleValue(field.description);
  }
}

/** An uploaded picture's address, or a list of one, for a field of pictures. */
const samplePicture = (field: CollectionField) => (field.storage.type === "textList" ? ["/uploads/picture.webp"] : "/uploads/picture.webp");

/** Every field a client writes, with a sample value (`own`: those of fields with a rule of their own). */
function sampleValues(fields: Collection["fields"], own: Readonly<Record<string, () => unknown>> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => !field.serverSet)
      .map(([name, field]) => [name, own[name]?.() ?? sampleFieldValue(field)]),
  );
}

/** A valid body for an add or an edit of a collection: every field the client writes, with a sample value. */
export function sampleRecord(collection: Pick<Collection, "name" | "fields" | "abilities">): Record<string, unknown> {
  const pictures = Object.fromEntries((collection.abilities.pictures ?? []).map((name) => [name, () => samplePicture(collection.fields[name]!)]));
  return sampleValues(collection.fields, { ...pictures, ...ownSamples[collection.name] });
}

/** Field → the words a 400 names it by, for every field a client writes. */
export const fieldLabels = (collection: Pick<Collection, "fields">) =>
  Object.fromEntries(
    Object.entries(collection.fields)
      .filter(([, field]) => !field.serverSet)
      .map(([name, field]) => [name, field.description.label]),
  );
