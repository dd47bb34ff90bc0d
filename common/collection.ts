import { z } from "./zod";
import { marathiTwin, optionalMarathiText, type FieldDescription } from "./fields";
import type { ResourceLabels, ResourceMessages } from "./resource";
import type { Area, Role } from "./roles";

/**
 * A collection: one kind of record the college keeps (news, notices, holidays, faculty, …),
 * declared once in `common/<kind>.collection.ts`. Each field is one object — its words, limit,
 * input, Marathi twin, storage and where search finds it — and everything else is derived from the
 * declaration: the API's schemas and answers, the table's columns, the repository, the routes and
 * their roles, the admin form, the Marathi pick on public pages, the search index. What a kind
 * does that no other does lives in a small hooks file on the server, never in a copy of the
 * generic path. (Payload CMS works this way; see docs/decisions/0012.)
 */

/** How a field is kept: its column's type. The column's name is the field's in snake_case unless the field names one. */
export type Storage =
  | { type: "text" }
  | { type: "varchar"; length: number }
  | { type: "date" }
  | { type: "timestamp" }
  | { type: "boolean"; default: boolean }
  | { type: "integer" }
  | { type: "textList" }
  | { type: "json" };

/** Where a search ranks a match in this field: titles above headings, headings above body text. */
export type SearchRank = "title" | "heading" | "body";

/** Who reads a field: everyone (the public answers too), staff (admin answers only), or nobody (kept for the server's own use). */
export type Audience = "everyone" | "staff" | "nobody";

export type CollectionField<Schema extends z.ZodType = z.ZodType> = {
  readonly description: FieldDescription;
  /** The rule a written value must pass (the API and the admin form check the same). */
  readonly schema: Schema;
  /** A stricter rule for a new record (an expiry that is not already past). */
  readonly createSchema?: z.ZodType;
  readonly storage: Storage;
  /** The column's name where it is not the field's in snake_case. */
  readonly column?: string;
  /** Whether a column may hold null (a field that may be "not given", stored as null). */
  readonly nullable?: boolean;
  /** The column's default, for rows written before the field existed and for values the server leaves out. */
  readonly default?: string | number | boolean | "now" | "emptyList";
  /** A Marathi twin `<name>Mr` follows this field: optional, as long as it, shown on Marathi pages where it is not empty. */
  readonly twin?: boolean;
  /** The twin's own words where they are not the English field's in Marathi: a Marathi placeholder, a form label or hint of its own. */
  readonly twinDescription?: Partial<FieldDescription>;
  readonly search?: SearchRank;
  readonly audience?: Audience;
  /** Set by the server (a posting time), never taken from a request. */
  readonly serverSet?: boolean;
  /** The choices of a field that takes one of a fixed set; the table checks them too. */
  readonly choices?: readonly string[];
  /** For a list of rows kept in one field (a committee's members): the rows' own fields. */
  readonly rows?: Rows;
};

/**
 * The rows of a list field: their fields, twins included, and the rule of one row. A row stored
 * before one of its fields existed (a Marathi twin added later) reads with that field's default.
 */
export type Rows = { fields: Record<string, CollectionField>; schema: z.ZodType };

type Fields = Record<string, CollectionField>;

/** A field's twin: `titleMr` beside `title`. */
type TwinName<Name> = `${Name & string}Mr`;
type TwinField = CollectionField<z.ZodType<string, unknown>>;

/** The declared fields with each twin added under its name. */
export type WithTwins<Declared extends Fields> = Declared & {
  [Name in keyof Declared as Declared[Name] extends { twin: true } ? TwinName<Name> : never]: TwinField;
};

/** The twin of a field: optional, as long as the English one, written in Marathi. */
function twinOf(field: CollectionField): TwinField {
  const description = { ...marathiTwin(field.description), ...field.twinDescription };
  return {
    description,
    schema: optionalMarathiText(description),
    storage: field.storage,
    default: "",
    search: field.search,
    audience: field.audience,
  };
}

/** The fields in their order, each twin right after its English field. */
function expandTwins<Declared extends Fields>(fields: Declared): WithTwins<Declared> {
  const expanded: Fields = {};
  for (const [name, field] of Object.entries(fields)) {
    expanded[name] = field;
    if (field.twin) expanded[`${name}Mr`] = twinOf(field);
  }
  return expanded as WithTwins<Declared>;
}

/**
 * The rows of a list field (a committee's members), declared with the same builders as a
 * collection's fields: each twin follows its English field, and the rule of one row is made from
 * them. `notARow`: the message for an item that is no row at all.
 */
export function defineRows<const Declared extends Fields>(declared: Declared, { notARow }: { notARow: string }) {
  const fields = expandTwins(declared);
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema]));
  return { fields, schema: z.object(shape, { error: notARow }) as z.ZodObject<{ [Name in keyof WithTwins<Declared>]: WithTwins<Declared>[Name]["schema"] }> };
}

/** One step of a list's order: a field, or the time a record was added, newest or oldest first. */
export type OrderStep<Name extends string> = { by: Name | "createdAt" | "id"; direction: "asc" | "desc" };

/**
 * What a kind of record can do beyond being added, edited and deleted, each said by the
 * declaration and carried out by the platform:
 * - `publishing`: drafts and a publication time; the public sees a record once published and due;
 * - `expiry`: a date field after which the public lists leave the record out (its own page stays);
 * - `singleton`: the kind is one record (the settings, the governing body), read and replaced whole
 *   (`partial`: an edit may send any subset of the fields);
 * - `manualOrder`: the clerk orders the records (moves one up or down);
 * - `pictures`: fields holding addresses of uploaded pictures, whose files go when nothing shows them;
 * - `immutable`: a record is added and deleted, never edited (an uploaded picture filed under a
 *   section): there is no `PUT admin/:id`.
 */
export type Abilities<Name extends string> = {
  publishing?: boolean;
  expiry?: Name;
  singleton?: { partial: boolean };
  manualOrder?: boolean;
  pictures?: readonly Name[];
  immutable?: boolean;
};

/** Where a search result of this kind leads, and what it is titled: the field names a result is built from. */
export type SearchDeclaration<Name extends string> = {
  kind: string;
  /** The public page a result opens, from the record (in English; the Marathi page is under /mr). */
  path: (record: Record<string, unknown>) => string;
  /** The field that titles a result. */
  title: Name;
};

/** The storage of a kind as plain data (the server makes its Drizzle table from it). */
export type TableDeclaration = {
  name: string;
  /**
   * The field that says when a record was added, where a table from before collections keeps it
   * under a name of its own (news: `postedAt`): the table then has no `created_at` besides it.
   */
  addedAt?: string;
  /** Indexes besides the primary key; a unique one refuses a second record with the same values. */
  indexes?: readonly {
    name: string;
    on: readonly string[];
    unique?: boolean;
    /** For a unique index: the 409's message when a write would give a second record its values. */
    conflict?: (values: Record<string, unknown>) => string;
  }[];
  /**
   * The names of the table's checks where they are not the usual ones: by field, the check that
   * a field of fixed choices holds one of them (`<table>_<column>_check`); `singleRow`, that a
   * singleton's table has one row (`<table>_single_row`).
   */
  checkNames?: Readonly<Record<string, string>>;
};

export type CollectionDeclaration<Name extends string, Declared extends Fields, Able extends Abilities<string> = Abilities<string>> = {
  /** Its name among the services and in the registry (`notices`). */
  name: Name;
  /** The key of a record in a write answer, and the activity log's kind of record (`notice`). */
  key: string;
  /** What one record is called in a sentence of the activity log ("Added the notice …"). */
  noun: string;
  /** The part of the back office it belongs to, which says the roles that may write it. */
  area: Area;
  paths: {
    /** The admin calls: `POST admin`, `PUT admin/:id`, `DELETE admin/:id` (or `PUT admin` for a singleton). */
    admin: string;
    /** Where anyone reads the list (kept in the response cache). */
    public?: string;
    /**
     * Where staff read every record, with the fields only staff read. When it is the public path,
     * that one call answers a signed-in account of the kind's part of the back office with every
     * record, and everyone else with the public ones.
     */
    staffList?: string;
    /** Whether anyone may read one record at `public/:id`. */
    publicRecord?: boolean;
  };
  fields: Declared;
  /**
   * Roles of the kind's part of the back office that may write only some of its fields (the
   * admissions office: its own year's settings), and the words that tell them so: a write of
   * theirs naming any other field is refused whole (403) before anything is checked or saved,
   * and their admin screen shows them those fields alone.
   */
  limitedRoles?: {
    fields: Partial<Readonly<Record<Role, readonly string[]>>>;
    refusal: (roleName: string, labels: readonly string[]) => string;
  };
  /**
   * The order of a record's fields in an answer, where it is not the fields' order (a kind whose
   * answers predate its declaration keeps them byte for byte); the fields' order is the form's.
   */
  answerOrder?: readonly string[];
  /** Fields of fixed choices by which a public list may be narrowed: `?category=holiday`. */
  filters?: readonly string[];
  /** The order of the public list (and of the admin's unless `adminOrder` says another). */
  /** Steps by a field's name, `createdAt`, `id`, `publishedAt` (with publishing) or `sortOrder` (in the clerk's order); checked when the collection is declared. */
  order: readonly OrderStep<string>[];
  adminOrder?: readonly OrderStep<string>[];
  // Field names here are plain strings, checked when the collection is declared (checkNames): typed
  // by the fields, they would make TypeScript infer the fields from them and lose their own types.
  abilities?: Able;
  search?: SearchDeclaration<string>;
  table: TableDeclaration;
  /** The API's messages (more where the kind's own calls answer with them: "toggled", "moved"). */
  messages: ResourceMessages & Readonly<Record<string, string>>;
  /** The admin screen's words. */
  labels: ResourceLabels & Readonly<Record<string, string>>;
};

/** A record is a draft (staff only) or published (public once its publication time, if any, has come). */
export const PUBLICATION_STATUSES = ["draft", "published"] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

const statusDescription = { label: "Status", input: "select" } satisfies FieldDescription;
const publishAtDescription = {
  label: "Publish at",
  required: false,
  hint: "Left empty, a published record is public at once; with a time (India time), it becomes public then.",
} satisfies FieldDescription;

/** A time with its zone (ISO 8601), as an API client sends one; empty or null for none. */
export const timeWithZone = z
  .union([z.literal(""), z.iso.datetime({ offset: true, error: `${publishAtDescription.label} must be a date and time with its zone, like 2026-06-12T10:00:00+05:30` })], {
    error: `${publishAtDescription.label} must be a date and time with its zone, like 2026-06-12T10:00:00+05:30`,
  })
  .optional()
  .transform((value) => (value ? new Date(value).toISOString() : null));

/**
 * The fields publishing adds to a kind: its status and publication time (staff read them), and
 * when it became public (everyone reads it; the server sets it).
 */
export const publishingFields = {
  status: {
    description: statusDescription,
    schema: z
      .enum(PUBLICATION_STATUSES, { error: `${statusDescription.label} must be draft or published` })
      .optional()
      .default("published"),
    storage: { type: "text" },
    choices: PUBLICATION_STATUSES,
    default: "published",
    audience: "staff",
  },
  publishAt: { description: publishAtDescription, schema: timeWithZone, storage: { type: "timestamp" }, nullable: true, audience: "staff" },
  publishedAt: { description: { label: "Published at" }, schema: z.string().nullable(), storage: { type: "timestamp" }, nullable: true, serverSet: true },
} as const satisfies Fields;

type PublishingFields = typeof publishingFields;

export type Collection<Name extends string = string, All extends Fields = Fields> = Omit<
  CollectionDeclaration<Name, Fields>,
  "fields" | "order" | "adminOrder" | "abilities" | "search" | "answerOrder"
> & {
  /** Every field in order, twins included. */
  fields: All;
  /** The fields in the order an answer gives them. */
  answerOrder: readonly string[];
  order: readonly OrderStep<string>[];
  adminOrder: readonly OrderStep<string>[];
  abilities: Abilities<string>;
  search?: SearchDeclaration<string>;
  /** What a write must send: every field but those the server sets. */
  inputSchema: z.ZodObject;
  /** The same with the stricter rules of a new record. */
  createSchema: z.ZodObject;
};

const writable = (fields: Fields) => Object.entries(fields).filter(([, field]) => !field.serverSet);

/**
 * Declares a collection. The result has every field with its twin, and the input schemas made
 * from the fields' rules; it keeps its types, so a record of the kind is `RecordOf<typeof x>`.
 */
/** A kind's fields: those declared, each twin, and those its abilities add. (Named here: a type made inside a function would reach its callers as its constraint.) */
export type CollectionFields<Declared extends Fields, Able> = WithTwins<Declared> & (Able extends { publishing: true } ? PublishingFields : object);

export function defineCollection<const Name extends string, const Declared extends Fields, const Able extends Abilities<string> = object>(
  declaration: CollectionDeclaration<Name, Declared, Able>,
) {
  const fields = {
    ...expandTwins(declaration.fields),
    ...(declaration.abilities?.publishing ? publishingFields : {}),
  } as CollectionFields<Declared, Able>;
  const input = Object.fromEntries(writable(fields).map(([name, field]) => [name, field.schema]));
  const create = Object.fromEntries(writable(fields).map(([name, field]) => [name, field.createSchema ?? field.schema]));
  const answerOrder = declaration.answerOrder ?? Object.keys(fields);
  const partial = declaration.abilities?.singleton?.partial ?? false;
  const inputSchema = partial ? partialObject(input) : z.object(input);
  const collection = {
    ...declaration,
    fields,
    answerOrder,
    adminOrder: declaration.adminOrder ?? declaration.order,
    abilities: (declaration.abilities ?? {}) as Abilities<string>,
    inputSchema: inputSchema as InputSchema<CollectionFields<Declared, Able>>,
    // The same fields, some with a stricter rule: a new record's values are of the same types.
    createSchema: (partial ? partialObject(create) : z.object(create)) as InputSchema<CollectionFields<Declared, Able>>,
  };
  // Checked as a Collection here, not with `satisfies`, which would give the fields every collection's wider type.
  checkNames(collection);
  return collection;
}

/**
 * The rules of an edit that may send any subset of the fields: a field it leaves out stays out of
 * what it changes, even one whose rule has a default (which `.partial()` would fill in, and so
 * reset the stored value). The pass-through step before each rule hides the default from the
 * optional wrapper, which then lets a missing value go by without running the rule.
 */
function partialObject(shape: Record<string, z.ZodType>) {
  return z.object(Object.fromEntries(Object.entries(shape).map(([name, rule]) => [name, z.preprocess((value) => value, rule).optional()])));
}

/** Every name a declaration gives besides its fields must be one of them: a typo is found when the collection is declared, not on a request. */
function checkNames(declaration: Collection) {
  const { name, abilities, fields } = declaration;
  const unknown = (what: string, field: string) => new Error(`${name}: ${what} ${field} is not one of its fields`);
  for (const { by } of [...declaration.order, ...declaration.adminOrder]) {
    const own = (by === "createdAt" && !declaration.table.addedAt) || by === "id" || (by === "sortOrder" && abilities.manualOrder);
    if (!(by in fields) && !own) throw unknown("the order's", by);
  }
  const named = [
    ...(declaration.filters ?? []).map((field) => ["the filter", field] as const),
    ...(abilities.pictures ?? []).map((field) => ["the pictures' field", field] as const),
    ...(abilities.expiry ? [["the expiry", abilities.expiry] as const] : []),
    ...(declaration.search ? [["the search's title", declaration.search.title] as const] : []),
    ...Object.values(declaration.limitedRoles?.fields ?? {}).flatMap((names) => names.map((field) => ["the limited role's", field] as const)),
    ...(declaration.table.addedAt ? [["the time added", declaration.table.addedAt] as const] : []),
  ];
  for (const [what, field] of named) if (!(field in fields)) throw unknown(what, field);
  const { answerOrder } = declaration;
  for (const field of answerOrder) if (!(field in fields)) throw unknown("the answer's", field);
  const unanswered = Object.keys(fields).filter((field) => fields[field]!.audience !== "nobody" && !answerOrder.includes(field));
  if (unanswered.length) throw new Error(`${name}'s answer order leaves out ${unanswered.join(", ")}`);
  // The index reads records as staff do: a field only staff read would be found, and quoted, by anyone.
  const searched = [...(declaration.search ? [declaration.search.title] : []), ...Object.keys(fields).filter((field) => fields[field]!.search)];
  for (const field of searched) {
    if ((fields[field]!.audience ?? "everyone") !== "everyone") throw new Error(`${name}: the search would show ${field}, which the public does not read`);
  }
}

/** The schema of what a write sends: every field but those the server sets. */
type InputSchema<All extends Fields> = z.ZodObject<{ [Field in WritableNames<All>]: All[Field]["schema"] }>;

type WritableNames<All extends Fields> = { [Field in keyof All]: All[Field] extends { serverSet: true } ? never : Field }[keyof All] & string;

/**
 * A field's value in a stored record. A column that is never null always holds a value, even where
 * a write may leave the field out (the server then sets it: a serial number, a profile id).
 */
type ValueOf<Field extends CollectionField> = Field["storage"] extends { type: "timestamp" }
  ? Field extends { nullable: true }
    ? string | null
    : string
  : Field extends { nullable: true }
    ? z.output<Field["schema"]>
    : Exclude<z.output<Field["schema"]>, undefined>;

/** One record of a kind as an admin reads it: `_id`, then every field that anyone reads. */
export type RecordOf<C extends { fields: Fields }> = { _id: string } & {
  -readonly [Field in keyof C["fields"] as C["fields"][Field] extends { audience: "nobody" } ? never : Field]: ValueOf<C["fields"][Field]>;
};

/** One record as everyone reads it: without the fields only staff read. */
export type PublicRecordOf<C extends { fields: Fields }> = { _id: string } & {
  -readonly [Field in keyof C["fields"] as C["fields"][Field] extends { audience: "nobody" | "staff" } ? never : Field]: ValueOf<C["fields"][Field]>;
};

/** What an add or an edit of the kind sends. */
export type InputOf<C extends { inputSchema: z.ZodType }> = z.output<C["inputSchema"]>;

/** The only fields an account of `role` may write, where its role is limited to some; null where it may write every one. */
export const fieldsWritableBy = (collection: Pick<Collection, "limitedRoles">, role: Role): readonly string[] | null =>
  collection.limitedRoles?.fields[role] ?? null;

/** The names of the fields that have a Marathi twin. */
export const twinnedFields = (collection: Pick<Collection, "fields">): string[] =>
  Object.entries(collection.fields)
    .filter(([, field]) => field.twin)
    .map(([name]) => name);

/**
 * A record as a page in `language` shows it: each field with a twin holds the Marathi text on a
 * Marathi page where the clerk wrote one, else the English. Pages read the field by its English
 * name only.
 */
export function recordIn<Item extends Record<string, unknown>>(language: "en" | "mr", collection: Pick<Collection, "fields">, record: Item): Item {
  if (language === "en") return record;
  const shown: Record<string, unknown> = { ...record };
  for (const name of twinnedFields(collection)) {
    const marathi = record[`${name}Mr`];
    if (typeof marathi === "string" && marathi.trim() !== "") shown[name] = marathi;
  }
  return shown as Item;
}

/** The API address of one record of a collection. */
export const collectionRecordPath = (collection: Pick<Collection, "paths">, id: string) => `${collection.paths.admin}/${encodeURIComponent(id)}`;

/** The dashboard's list of what is scheduled next: records of every kind with publishing, soonest first. */
export const scheduledPath = "/api/admin/scheduled";
export type ScheduledRecord = { collection: string; noun: string; _id: string; title: string; publishAt: string };
