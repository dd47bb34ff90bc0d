import type { Collection } from "../../../common/collection";
import { todayInKolkata } from "../../../common/fields";
import type { SearchAnswer, SearchKind } from "../../../common/search";
import type { SearchQuery } from "../../../common/search.schema";
import { queryWords, snippetOf } from "../../../common/search-words";
import type { StoredRecord } from "../collections/collection-repository";
import type { CollectionIndexer } from "../collections/collection-service";
import type { Database } from "../db/database-type";
import type { Transact } from "../db/transaction";
import { documentOfRecord } from "./collection-documents";
import type { SearchDocument } from "./search-document";
import { createSearchIndex, type FoundEntry } from "./search-index";

/** A collection the search finds, with its service's records for the index to start from. */
export type SearchedCollection = { collection: Collection; listForSearch: () => Promise<StoredRecord[]> };

/**
 * A kind indexed whole (the pages, the documents): few records, made into documents by their own
 * rules, and made again after any change of a resource that shows in them.
 */
export type WholeKind = {
  kind: SearchKind;
  /** The resources (their keys in the activity log) whose changes may change these documents: a page's words, the settings it quotes. */
  changedBy: readonly string[];
  documents: () => Promise<SearchDocument[]>;
};

export type SearchSources = { collections: readonly SearchedCollection[]; wholeKinds: readonly WholeKind[] };

/** The Marathi page of an English path. */
const inMarathi = (path: string) => (path === "/" ? "/mr" : `/mr${path}`);

/** A prefix search for every word: `'fee':* & 'refund':*`. Each word holds only letters, marks and digits, so quoting it needs no escapes. */
const tsqueryOf = (words: readonly string[]) => words.map((word) => `'${word}':*`).join(" & ");

/**
 * The site search: the index kept in each write's transaction (collections through their indexer,
 * the whole kinds after any change of what they show), built at start when it is empty or of
 * another format, and searched with PostgreSQL's text search. `sources` is asked for when needed,
 * so the services it names may be made after this one.
 */
export function createSearchService(db: Database, transact: Transact, options: { sources: () => SearchSources; now?: () => Date }) {
  const { sources, now = () => new Date() } = options;
  const index = createSearchIndex(db);

  const indexer: CollectionIndexer = async (collection, id, record) => {
    const document = record && documentOfRecord(collection, record);
    if (document) await index.put(document);
    else await index.remove(collection.search!.kind, id);
  };

  async function everyDocument(): Promise<SearchDocument[]> {
    const { collections, wholeKinds } = sources();
    const documents: SearchDocument[] = [];
    for (const { collection, listForSearch } of collections) {
      for (const record of await listForSearch()) {
        const document = documentOfRecord(collection, record);
        if (document) documents.push(document);
      }
    }
    for (const kind of wholeKinds) documents.push(...(await kind.documents()));
    return documents;
  }

  async function replaceKinds(kinds: readonly WholeKind[]) {
    for (const kind of kinds) await index.replaceKind(kind.kind, await kind.documents());
  }

  function resultOf(entry: FoundEntry, language: "en" | "mr", words: readonly string[]) {
    const marathi = language === "mr";
    return {
      kind: entry.kind as SearchKind,
      title: marathi ? entry.titleMr : entry.title,
      snippet: snippetOf(marathi ? entry.textMr : entry.text, words),
      path: marathi ? inMarathi(entry.path) : entry.path,
    };
  }

  return {
    /** For the collections' services: keeps their records' entries with each write. */
    indexer,

    /** What is public now that has every word of `q`, the best first. */
    async search({ q, lang, limit }: SearchQuery): Promise<SearchAnswer> {
      const words = queryWords(q);
      // Only punctuation: no word to look for.
      if (words.length === 0) return { query: q, total: 0, results: [] };
      const at = now();
      const { total, entries } = await index.find({ query: tsqueryOf(words), now: at, today: todayInKolkata(at), limit });
      return { query: q, total, results: entries.map((entry) => resultOf(entry, lang, words)) };
    },

    /** After a change to `resource` (in its transaction): the whole kinds that show it are made again. */
    async changed(resource: string): Promise<void> {
      await replaceKinds(sources().wholeKinds.filter((kind) => kind.changedBy.includes(resource)));
    },

    /**
     * At start, in one transaction: the whole index is built when it is empty or of another
     * format; otherwise the whole kinds are made again, as the start may have added to them (a
     * new page's first words) without a write through the API.
     */
    async startUp(): Promise<void> {
      await transact(async () => {
        if (await index.needsBuilding()) await index.replaceAll(await everyDocument());
        else await replaceKinds(sources().wholeKinds);
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
