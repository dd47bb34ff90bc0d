import type { Collection, CollectionField } from "../../../common/collection";
import type { StoredRecord } from "../collections/collection-repository";
import { plainTextOf } from "./plain-text";
import type { SearchDocument, Words } from "./search-document";

/** A field's value as words: a text area is Markdown (what `markdown()` gives), a list or a JSON value gives each text it holds. */
function wordsOfValue(field: CollectionField, value: unknown): string {
  if (typeof value === "string") return field.description.input === "textarea" ? plainTextOf(value) : value;
  if (Array.isArray(value)) return value.map((each) => wordsOfValue(field, each)).join(" ");
  return "";
}

/**
 * A JSON value's texts (a committee's members) in both languages: in an object, a key `<name>Mr`
 * is the Marathi twin of `<name>`, shown in its place where it is not empty; a text without a
 * twin (a name) reads the same in both.
 */
function textsOfJson(value: unknown, into: { en: string[]; mr: string[] }) {
  if (typeof value === "string") {
    into.en.push(value);
    into.mr.push(value);
  } else if (Array.isArray(value)) {
    for (const each of value) textsOfJson(each, into);
  } else if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    for (const [key, each] of Object.entries(object)) {
      if (key.endsWith("Mr") && key.slice(0, -2) in object) continue;
      const twin = object[`${key}Mr`];
      if (typeof each === "string" && typeof twin === "string" && twin.trim() !== "") {
        into.en.push(each);
        into.mr.push(twin);
      } else {
        textsOfJson(each, into);
      }
    }
  }
}

/** The words of one field in both languages, its Marathi twin's (`<name>Mr`) beside its own. */
function wordsOfField(collection: Collection, name: string, record: StoredRecord): Words {
  const field = collection.fields[name]!;
  if (field.storage.type === "json") {
    const texts = { en: [] as string[], mr: [] as string[] };
    textsOfJson(record[name], texts);
    return { en: texts.en.join(", "), mr: texts.mr.join(", ") };
  }
  const twin = `${name}Mr`;
  return { en: wordsOfValue(field, record[name]), mr: field.twin ? wordsOfValue(collection.fields[twin]!, record[twin]) : "" };
}

/**
 * What a record of a collection is to the search, from its declaration: the title field, each
 * field declared as a heading or body text (its Marathi twin with it), the page its `search.path`
 * names, and when it is public (its publication time, its expiry day). null for a kind the search
 * does not find, and for a draft, which nobody but staff sees.
 */
export function documentOfRecord(collection: Collection, record: StoredRecord): SearchDocument | null {
  const { search, abilities } = collection;
  if (!search) return null;
  if (abilities.publishing && record.status !== "published") return null;
  const ranked = Object.entries(collection.fields).filter(
    // A twin comes with its English field.
    ([name, field]) => (field.search === "heading" || field.search === "body") && !(name.endsWith("Mr") && collection.fields[name.slice(0, -2)]?.twin),
  );
  const expiry = abilities.expiry ? record[abilities.expiry] : null;
  return {
    kind: search.kind,
    key: record._id,
    title: wordsOfField(collection, search.title, record),
    texts: ranked.map(([name, field]) => ({ rank: field.search as "heading" | "body", ...wordsOfField(collection, name, record) })),
    path: search.path(record),
    publishAt: abilities.publishing ? (record.publishAt as string | null) : null,
    expiresOn: typeof expiry === "string" && expiry !== "" ? expiry : null,
  };
}
