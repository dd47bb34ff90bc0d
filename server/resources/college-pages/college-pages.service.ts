import { createHash } from "node:crypto";
import { isPageKey, PAGE_KEYS, pagePaths, type Page, type PageKey, type PageSummary, type PageUpdate, type PageVersion } from "../../../common/page.schema";
import type { CollegePagesRepository, PageRow } from "./college-pages.repository";
import { firstWordsCorrections } from "./corrected-first-words";
import { initialPages } from "./initial-pages";

/**
 * The name of a page's words: a digest of its title and sections, so it changes with every change
 * of them, and the same words (brought back by a restore) have the same version again.
 */
function versionOf(row: Pick<PageRow, "title" | "titleMr" | "sections">): string {
  return createHash("sha256").update(JSON.stringify([row.title, row.titleMr, row.sections])).digest("hex").slice(0, 16);
}

/** A page as the API answers it; `key` is the page's, which the caller has checked. */
function toPage(key: PageKey, row: PageRow): Page {
  return {
    _id: key,
    key,
    path: pagePaths[key],
    title: row.title,
    titleMr: row.titleMr,
    sections: row.sections,
    updatedAt: row.updatedAt.toISOString(),
    version: versionOf(row),
  };
}

const firstWords = (keys: readonly PageKey[]) => keys.map((key) => ({ key, ...initialPages[key] }));

/**
 * The college's own words on each public page (common/page.schema.ts lists the keys): read by the
 * pages and `GET /api/pages`, changed as a whole by an editor, every earlier state kept as a
 * version that can be restored. A key that is not a page's is never found (null).
 */
export function createCollegePagesService(repository: CollegePagesRepository) {
  /** The stored page; one missing (a database emptied while the server ran) gets its first words back. */
  async function storedPage(key: PageKey): Promise<PageRow | null> {
    const row = await repository.findPage(key);
    if (row) return row;
    await repository.insertPagesIfMissing(firstWords([key]));
    return repository.findPage(key);
  }

  async function findPage(key: string): Promise<Page | null> {
    if (!isPageKey(key)) return null;
    const row = await storedPage(key);
    return row && toPage(key, row);
  }

  return {
    /**
     * At start: stores the first words of every page that has none. A page already stored keeps its
     * words, except a section text still exactly as an earlier version's wrong first words stored it
     * (corrected-first-words.ts), which gets its correction.
     */
    async installPages(): Promise<void> {
      await repository.insertPagesIfMissing(firstWords(PAGE_KEYS));
      for (const { key, field, was, now } of firstWordsCorrections) await repository.replaceSectionText(key, field, was, now);
    },

    /** Every page's key, path, title and last save, in the site's order of the keys. */
    async listPages(): Promise<PageSummary[]> {
      let rows = await repository.listPages();
      if (rows.length < PAGE_KEYS.length) {
        const stored = new Set(rows.map((row) => row.key));
        await repository.insertPagesIfMissing(firstWords(PAGE_KEYS.filter((key) => !stored.has(key))));
        rows = await repository.listPages();
      }
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return PAGE_KEYS.flatMap((key) => {
        const row = byKey.get(key);
        return row ? [{ key, path: pagePaths[key], title: row.title, updatedAt: row.updatedAt.toISOString() }] : [];
      });
    },

    /** One page, as its public path shows it; null for a key that is not a page's. */
    findPage,

    /** Replaces the page's title and sections, saved by `savedBy`; the words it had become a version. null for an unknown key. */
    async savePage(key: string, words: PageUpdate, savedBy: string): Promise<Page | null> {
      if (!isPageKey(key) || !(await storedPage(key))) return null;
      const saved = await repository.savePage(key, words, savedBy);
      return saved && toPage(key, saved);
    },

    /** The page's earlier states, the most recently replaced first; null for an unknown key. */
    async listVersions(key: string): Promise<PageVersion[] | null> {
      if (!isPageKey(key)) return null;
      const versions = await repository.listVersions(key);
      return versions.map((version) => ({ _id: version.id, savedAt: version.savedAt.toISOString(), savedBy: version.savedBy }));
    },

    /**
     * Shows an earlier version's words again, restored by `restoredBy`; the words they replace
     * become a version. null when the page has no such version (or the key is unknown).
     */
    async restoreVersion(key: string, versionId: string, restoredBy: string): Promise<Page | null> {
      if (!isPageKey(key) || !(await storedPage(key))) return null;
      const restored = await repository.restoreVersion(key, versionId, restoredBy);
      return restored && toPage(key, restored);
    },
  };
}

export type CollegePagesService = ReturnType<typeof createCollegePagesService>;
