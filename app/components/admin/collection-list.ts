import { publishingFields, type Collection, type CollectionField, type OrderStep } from "../../../common/collection";
import { isSafeLink } from "../../../common/fields";
import { formatDate, formatDateTime } from "../../../common/format-date";
import { publicationState, type Publication } from "../../lib/admin/publication";

/**
 * How the generic screen lists a collection's records, read from its declaration: what titles a
 * record, the facts under its title, what the search looks through, and the order.
 */

export type CollectionRecord = Record<string, unknown> & { _id: string };

/** One fact under a record's title: "Category: Examination"; a link's words lead to it, a date or time says which it is. */
export type RecordFact = { name: string; label: string; text: string; href?: string; dateTime?: string };

const isTwinOf = (fields: Collection["fields"], name: string) => name.endsWith("Mr") && fields[name.slice(0, -2)]?.twin === true;

const isPlainText = (field: CollectionField) =>
  (field.storage.type === "text" || field.storage.type === "varchar") && !field.choices && !field.serverSet;

/** The field that titles a record: the one search titles results by, else the first line of text. */
export function titleFieldOf(collection: Pick<Collection, "fields" | "search">): string {
  if (collection.search) return collection.search.title;
  const first = Object.entries(collection.fields).find(([name, field]) => isPlainText(field) && field.description.input !== "textarea" && !isTwinOf(collection.fields, name));
  if (!first) throw new Error("A collection's screen needs a text field to title its records");
  return first[0];
}

/**
 * A link's readable words: an uploaded file's name ("timetable.pdf"), whether the API answered its
 * path or, on a site with a public address, its whole address; any other address as it is.
 */
export function linkWords(url: string): string {
  const path = /^https?:\/\//i.test(url) ? new URL(url).pathname : url;
  if (!path.startsWith("/files/")) return url;
  // An uploaded file is kept as <its hash>-<its name>.
  return decodeURIComponent(path.slice("/files/".length)).replace(/^[0-9a-f]{8,}-/, "");
}

/** A text that is a link a record may carry: a path on this site or a web address. */
const looksLikeLink = (value: string) => /^(\/(?!\/)|https?:\/\/)/i.test(value) && isSafeLink(value);

const publishingNames = new Set(Object.keys(publishingFields));

/**
 * What a record's row says besides its title, in the declaration's order: a flag that is set
 * and an expiry that has passed as tags ("Pinned", "Expired"), the other short fields as facts.
 * Long texts (Markdown) and lists stay in the editor; the publication is the row's badge, and a
 * published record says when it was published rather than when it was added.
 */
export function recordFacts(
  collection: Pick<Collection, "fields" | "search" | "abilities">,
  record: CollectionRecord,
  { today, now, titleField = titleFieldOf(collection) }: { today: string; now: Date; titleField?: string },
): { tags: string[]; facts: RecordFact[] } {
  const tags: string[] = [];
  const facts: RecordFact[] = [];
  const expiry = collection.abilities.expiry;
  const published = Boolean(collection.abilities.publishing) && publicationState(record as unknown as Publication, now) === "published";
  for (const [name, field] of Object.entries(collection.fields)) {
    const value = record[name];
    const { label } = field.description;
    if (name === titleField || isTwinOf(collection.fields, name) || field.description.input === "textarea" || field.audience === "nobody") continue;
    if (publishingNames.has(name)) {
      if (name === "publishedAt" && typeof value === "string" && published) {
        facts.push({ name, label, text: formatDateTime(value), dateTime: value });
      }
      continue;
    }
    if (field.storage.type === "boolean") {
      if (value === true) tags.push(label);
    } else if (typeof value !== "string" || value === "") {
      continue;
    } else if (field.choices) {
      facts.push({ name, label, text: field.description.options?.find((option) => option.value === value)?.label ?? value });
    } else if (field.storage.type === "date") {
      facts.push({ name, label, text: formatDate(value), dateTime: value });
      if (name === expiry && value < today) tags.push("Expired");
    } else if (field.storage.type === "timestamp") {
      if (!(published && field.serverSet)) facts.push({ name, label, text: formatDateTime(value), dateTime: value });
    } else if (looksLikeLink(value)) {
      facts.push({ name, label, text: linkWords(value), href: value });
    } else if (isPlainText(field)) {
      facts.push({ name, label, text: value });
    }
  }
  return { tags, facts };
}

/** Whether a record's texts, in English or Marathi, hold every word of `query` (ignoring case). */
export function matchesQuery(collection: Pick<Collection, "fields">, record: CollectionRecord, query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = Object.entries(collection.fields)
    .filter(([, field]) => isPlainText(field))
    .map(([name]) => record[name])
    .filter((value): value is string => typeof value === "string")
    .join("\n")
    .toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

/** Nothing (a null, or an empty date as the API answers it) counts as larger than any value, as PostgreSQL orders it. */
const isNothing = (value: unknown) => value === null || value === undefined || value === "";

function compare(a: unknown, b: unknown): number {
  if (isNothing(a) || isNothing(b)) return Number(isNothing(a)) - Number(isNothing(b));
  return a === b ? 0 : (a as string) < (b as string) ? -1 : 1;
}

/**
 * The records in the declaration's order for staff, as the server sends them: so a record added
 * or edited on the screen takes its place without loading the list again. A step the records do
 * not carry leaves them as they are.
 */
export function sortRecords<Item extends CollectionRecord>(records: readonly Item[], order: readonly OrderStep<string>[]): Item[] {
  return [...records].sort((a, b) => {
    for (const { by, direction } of order) {
      const key = by === "id" ? "_id" : by;
      if (!(key in a) || !(key in b)) continue;
      const result = compare(a[key], b[key]) * (direction === "asc" ? 1 : -1);
      if (result !== 0) return result;
    }
    return 0;
  });
}
