import { and, eq, gt, gte, isNull, lte, min, or, type SQL } from "drizzle-orm";
import type { Collection, InputOf, PublicRecordOf, RecordOf } from "../../../common/collection";
import { todayInKolkata } from "../../../common/fields";
import type { Database } from "../db/database-type";
import { isUniqueViolation } from "../db/unique-violation";
import { z } from "zod";
import { conflict } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import { columnOf, createCollectionRepository, type CollectionRepository, type Reader, type StoredRecord } from "./collection-repository";
import type { CollectionTable } from "./collection-table";

/** The one record of a singleton kind, which has no id. */
type SingletonRecord = Omit<StoredRecord, "_id">;

/** What a kind's hooks are given: the clock, and what the kind needs of the rest of the product (the resources' services). */
export type HookContext<Services = unknown> = {
  now: () => Date;
  services: Services;
  repository: CollectionRepository;
};

/** A change a write made: the record before it (null for an add) and after it (null for a delete). */
export type RecordChange = { before: StoredRecord | null; after: StoredRecord | null };

/** Told of the change a write made, in its transaction (the routes take the activity log's sentence from it). */
type Observer = (change: RecordChange) => void;

/**
 * What a kind does that no other does, beside the generic path. Every hook is optional; a kind
 * without rules of its own has none.
 */
export type CollectionHooks<Services = unknown> = {
  /** What else a record must meet to be in the public answers (a testimonial is active). */
  publicWhere?: (table: CollectionTable) => SQL | undefined;
  /** The public list's further conditions from the request's query (`?year=`), or a 400 for a bad one. */
  publicQuery?: (table: CollectionTable, query: unknown) => SQL | undefined;
  /** Which text in a path can name a record (by default its `_id`); a person is named by a public id too. */
  isRecordName?: (name: string) => boolean;
  /** The condition that finds a record by a name other than its `_id` (a public id, a slug). */
  findByName?: (table: CollectionTable, name: string) => SQL | undefined;
  /** The values to store for a new record: the input, plus what the server adds (a serial number, a slug). */
  prepareCreate?: (input: Record<string, unknown>, context: HookContext<Services>) => Promise<Record<string, unknown>>;
  /** The values to store for an edit, knowing the record as it was (what is kept unless given). */
  prepareUpdate?: (existing: StoredRecord, input: Record<string, unknown>, context: HookContext<Services>) => Promise<Record<string, unknown>>;
  /** Runs in the write's transaction after each change (a holiday moves grievances' due dates). */
  afterChange?: (change: RecordChange, context: HookContext<Services>) => Promise<void>;
  /** The values a singleton starts with, on a fresh install. */
  initialValues?: () => Record<string, unknown>;
  /** The activity log's sentence for a change, where the usual one ("Edited the notice …") says too little. */
  summarize?: (action: "create" | "update" | "delete", change: RecordChange) => string | undefined;
};

/**
 * Keeps the records of a kind the search finds (its declaration's `search`) in the search index,
 * told of each change in the write's transaction: the record as staff read it now, or null once it
 * is gone or its kind's own public condition (an inactive testimonial) hides it. The platform's
 * search gives it (server/platform/search/); a collection knows nothing more of the search.
 */
export type CollectionIndexer = (collection: Collection, id: string, record: StoredRecord | null) => Promise<void>;

export type CollectionServiceOptions<Services> = {
  hooks?: CollectionHooks<Services>;
  services: Services;
  /** Lets a stored picture's file go once nothing shows it any more (the images service). */
  releasePicture: (url: string) => Promise<void>;
  indexer?: CollectionIndexer;
  now?: () => Date;
};

/** The addresses of pictures a record shows, from its picture fields. */
function picturesOf(collection: Collection, record: StoredRecord | null): Set<string> {
  const pictures = new Set<string>();
  for (const name of collection.abilities.pictures ?? []) {
    const value = record?.[name];
    for (const url of Array.isArray(value) ? value : [value]) if (typeof url === "string" && url !== "") pictures.add(url);
  }
  return pictures;
}

/**
 * The operations of a collection, the same for every kind: the public list (published, not
 * expired, and whatever the kind's hooks add), the staff's list, one record, add, edit and delete.
 * Write operations answer null when there is no such record.
 */
export function createCollectionService<Services>(db: Database, collection: Collection, table: CollectionTable, options: CollectionServiceOptions<Services>) {
  const { hooks = {}, services, releasePicture, indexer, now = () => new Date() } = options;
  const repository = createCollectionRepository(db, collection, table);
  const context: HookContext<Services> = { now, services, repository };

  /** What makes a record public, besides the kind's own rule: published and due, and not past its expiry day (in Kolkata). */
  function publicWhere({ includeExpired = false } = {}): SQL | undefined {
    const conditions: (SQL | undefined)[] = [hooks.publicWhere?.(table)];
    if (collection.abilities.publishing) {
      const publishAt = columnOf(table, "publishAt");
      conditions.push(eq(columnOf(table, "status"), "published"), or(isNull(publishAt), lte(publishAt, now())));
    }
    const expiry = collection.abilities.expiry;
    if (expiry && !includeExpired) {
      const column = columnOf(table, expiry);
      conditions.push(or(isNull(column), gte(column, todayInKolkata(now()))));
    }
    return and(...conditions);
  }

  /** A record by its `_id`, or by another name its hooks know. */
  async function find(name: string, reader: Reader, where?: SQL): Promise<StoredRecord | null> {
    const byId = await repository.find(name, reader, where);
    if (byId) return byId;
    const other = hooks.findByName?.(table, name);
    return other ? repository.findWhere(and(other, where)!, reader) : null;
  }

  /**
   * When a published record became, or becomes, public: its publication time when it has one;
   * else the moment it was published, kept across edits while it stays public; a draft has none.
   */
  function withPublication(values: Record<string, unknown>, existing: StoredRecord | null): Record<string, unknown> {
    if (!collection.abilities.publishing) return values;
    if (values.status === "draft") return { ...values, publishedAt: null };
    if (typeof values.publishAt === "string") return { ...values, publishedAt: values.publishAt };
    const wasPublic = existing?.status === "published" && typeof existing.publishedAt === "string" && Date.parse(existing.publishedAt) <= now().getTime();
    return { ...values, publishedAt: wasPublic ? existing.publishedAt : now().toISOString() };
  }

  /** Runs a write; one that would give a second record the values of a unique index is the index's 409. */
  async function unique<Result>(values: Record<string, unknown>, write: () => Promise<Result>): Promise<Result> {
    try {
      return await write();
    } catch (error) {
      const index = collection.table.indexes?.find((each) => each.conflict && isUniqueViolation(error, each.name));
      if (index?.conflict) throw conflict(index.conflict(values));
      throw error;
    }
  }

  /** The public list narrowed by the query's values of the declared filters (each checked by its field's rule: a bad one is a 400). */
  function filtersOf(query: unknown): SQL | undefined {
    const filters = collection.filters ?? [];
    if (filters.length === 0 || typeof query !== "object" || query === null) return undefined;
    const asked = query as Record<string, unknown>;
    const shape = Object.fromEntries(filters.filter((name) => asked[name] !== undefined).map((name) => [name, collection.fields[name]!.schema]));
    const values = parseInput(z.object(shape), asked);
    return and(...Object.entries(values).map(([name, value]) => eq(columnOf(table, name), value)));
  }

  async function singleton(reader: Reader): Promise<StoredRecord> {
    const record = await repository.find("1", reader);
    if (record) return record;
    await repository.ensureSingleton(hooks.initialValues?.() ?? {});
    return (await repository.find("1", reader))!;
  }

  /** The record, when its kind's own public condition, if any, lets the public see it (time and drafts aside). */
  async function shownApartFromTime(record: StoredRecord): Promise<StoredRecord | null> {
    const own = hooks.publicWhere?.(table);
    return own ? repository.find(record._id, "staff", own) : record;
  }

  async function afterChange(change: RecordChange, observe?: Observer) {
    observe?.(change);
    await hooks.afterChange?.(change, context);
    if (indexer && collection.search) {
      const id = (change.after ?? change.before)!._id;
      await indexer(collection, id, change.after && (await shownApartFromTime(change.after)));
    }
    const kept = picturesOf(collection, change.after);
    for (const url of picturesOf(collection, change.before)) if (!kept.has(url)) await releasePicture(url);
  }

  return {
    collection,
    repository,
    isRecordName: (name: string) => hooks.isRecordName?.(name) ?? repository.isId(name),

    /** Every record the public sees, in the kind's order; `query` narrows it as the kind's hooks say. */
    listPublic: (query?: unknown) => repository.list({ where: and(publicWhere(), filtersOf(query), hooks.publicQuery?.(table, query)), reader: "everyone" }),

    /**
     * The next moment a record of this kind becomes or stops being public with no write: the
     * earliest coming publication time, and for a kind with an expiry the coming midnight in
     * Kolkata (a record's last public day ends then). Null when nothing is coming.
     */
    async nextChange(): Promise<Date | null> {
      const coming: Date[] = [];
      if (collection.abilities.publishing) {
        const publishAt = columnOf(table, "publishAt");
        const [row] = await db
          .select({ at: min(publishAt) })
          .from(table)
          .where(and(eq(columnOf(table, "status"), "published"), gt(publishAt, now())));
        if (row?.at) coming.push(new Date(row.at as Date | string));
      }
      if (collection.abilities.expiry) coming.push(nextMidnightInKolkata(now()));
      return coming.length ? new Date(Math.min(...coming.map((at) => at.getTime()))) : null;
    },

    /** The records published for a coming time, soonest first (none for a kind without publishing). */
    listScheduled: async () =>
      collection.abilities.publishing
        ? repository.list({
            where: and(eq(columnOf(table, "status"), "published"), gt(columnOf(table, "publishAt"), now())),
            reader: "staff",
            order: [{ by: "publishAt", direction: "asc" }],
          })
        : [],

    /** Every record, as staff read them, in the admin's order. */
    listAll: () => repository.list({ reader: "staff", order: collection.adminOrder }),

    /** The records the search index starts from: those the kind's own public condition lets the public see, as staff read them (drafts and times the index weighs itself). */
    listForSearch: () => repository.list({ where: hooks.publicWhere?.(table), reader: "staff" }),

    /** One public record; a kind with an expiry still shows an expired one on its own page. */
    findPublic: (name: string) => find(name, "everyone", publicWhere({ includeExpired: true })),

    findAny: (name: string) => find(name, "staff"),

    async create(input: Record<string, unknown>, observe?: Observer): Promise<StoredRecord> {
      const values = hooks.prepareCreate ? await hooks.prepareCreate(input, context) : input;
      const created = await unique(values, () => repository.insert(withPublication(values, null)));
      await afterChange({ before: null, after: created }, observe);
      return created;
    },

    /** Whether the kind's hooks word the activity log's sentences themselves. */
    hasOwnSummaries: Boolean(hooks.summarize),
    /** The activity log's sentence for a change, when the kind's hooks have one. */
    summarize: (action: "create" | "update" | "delete", change: RecordChange) => hooks.summarize?.(action, change),

    async update(name: string, input: Record<string, unknown>, observe?: Observer): Promise<StoredRecord | null> {
      const existing = await find(name, "staff");
      if (!existing) return null;
      const values = hooks.prepareUpdate ? await hooks.prepareUpdate(existing, input, context) : input;
      const updated = await unique(values, () => repository.update(existing._id, withPublication(values, existing)));
      if (updated) await afterChange({ before: existing, after: updated }, observe);
      return updated;
    },

    /** Swaps a record with its neighbour in the clerk's order; null when there is no such record. */
    async move(name: string, direction: "up" | "down"): Promise<StoredRecord | null> {
      const existing = await find(name, "staff");
      return existing && repository.move(existing._id, direction);
    },

    async remove(name: string, observe?: Observer): Promise<StoredRecord | null> {
      const existing = await find(name, "staff");
      if (!existing) return null;
      const removed = await repository.remove(existing._id);
      if (removed) await afterChange({ before: removed, after: null }, observe);
      return removed;
    },

    /** A singleton's one record, known by no id (made with its initial values on a fresh install). */
    async getSingleton(reader: Reader = "everyone"): Promise<SingletonRecord> {
      return singleton(reader);
    },

    /** Changes a singleton's fields (those given, for a kind whose edits may send a subset). */
    async saveSingleton(input: Record<string, unknown>, observe?: Observer): Promise<SingletonRecord> {
      const existing = await singleton("staff");
      const values = hooks.prepareUpdate ? await hooks.prepareUpdate(existing, input, context) : input;
      const saved = await repository.update("1", { ...values, updatedAt: now() });
      await afterChange({ before: existing, after: saved }, observe);
      return saved!;
    },
  };
}

/** The first moment of the day after `now`'s day in Kolkata (India has no daylight saving: +05:30 all year). */
export function nextMidnightInKolkata(now: Date): Date {
  const tomorrow = new Date(`${todayInKolkata(now)}T00:00:00+05:30`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return tomorrow;
}

export type CollectionService = ReturnType<typeof createCollectionService>;

/** A collection's service with its records' own types, as the registry gives it to the pages and the routes. */
export type TypedCollectionService<C extends Collection> = Omit<
  CollectionService,
  "listPublic" | "listAll" | "findPublic" | "findAny" | "create" | "update" | "remove" | "move" | "getSingleton" | "saveSingleton"
> & {
  listPublic: (query?: unknown) => Promise<PublicRecordOf<C>[]>;
  listAll: () => Promise<RecordOf<C>[]>;
  findPublic: (name: string) => Promise<PublicRecordOf<C> | null>;
  findAny: (name: string) => Promise<RecordOf<C> | null>;
  /** `values`: the input, and what a trusted caller sets besides (the sample content's posting times). */
  create: (values: InputOf<C> & Partial<RecordOf<C>>) => Promise<RecordOf<C>>;
  update: (name: string, values: InputOf<C> & Partial<RecordOf<C>>) => Promise<RecordOf<C> | null>;
  remove: (name: string) => Promise<RecordOf<C> | null>;
  move: (name: string, direction: "up" | "down") => Promise<RecordOf<C> | null>;
  /** A singleton is the one record of its kind, known by no id. */
  getSingleton: () => Promise<Omit<PublicRecordOf<C>, "_id">>;
  saveSingleton: (values: Partial<InputOf<C>>) => Promise<Omit<RecordOf<C>, "_id">>;
};
