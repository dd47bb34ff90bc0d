import { createHash } from "node:crypto";
import { isPageKey, PAGE_KEYS, pagePaths, type Page, type PageDraft, type PageKey, type PageSummary, type PageUpdate, type PageVersion } from "../../../common/page.schema";
import { pageResource } from "../../../common/page.resource";
import type { AuditService } from "../../platform/audit/audit.service";
import type { Transact } from "../../platform/db/transaction";
import type { CollegePagesRepository, DraftRow, PageRow } from "./college-pages.repository";
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

function toDraft(row: DraftRow): PageDraft {
  return {
    title: row.title,
    titleMr: row.titleMr,
    sections: row.sections,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedBy,
    publishAt: row.publishAt?.toISOString() ?? null,
  };
}

/** What the pages' service uses besides its repository: the clock (a test's may be set), and a transaction with its audit entry for a draft published by its schedule. */
export type CollegePagesDependencies = { now: () => Date; transact: Transact; audit: Pick<AuditService, "record"> };

const firstWords = (keys: readonly PageKey[]) => keys.map((key) => ({ key, ...initialPages[key] }));

/**
 * The college's own words on each public page (common/page.schema.ts lists the keys): read by the
 * pages and `GET /api/pages`, changed as a whole by an editor, every earlier state kept as a
 * version that can be restored. A key that is not a page's is never found (null).
 */
export function createCollegePagesService(repository: CollegePagesRepository, { now, transact, audit }: CollegePagesDependencies) {
  /** The stored page; one missing (a database emptied while the server ran) gets its first words back. */
  async function storedPage(key: PageKey): Promise<PageRow | null> {
    const row = await repository.findPage(key);
    if (row) return row;
    await repository.insertPagesIfMissing(firstWords([key]));
    return repository.findPage(key);
  }

  /**
   * Publishes every draft whose time has come, each once however many instances try at the same
   * moment, with an audit entry in its own transaction; answers the pages published here.
   */
  async function publishDueDrafts(): Promise<PageKey[]> {
    const published: PageKey[] = [];
    for (const key of await repository.dueDrafts(now())) {
      if (!isPageKey(key)) continue;
      const done = await transact(async () => {
        const result = await repository.publishDraft(key, { dueBy: now() });
        if (!result) return false;
        const asked = result.draft.scheduledBy ?? result.draft.savedBy;
        await audit.record({ username: null, action: "publish", resource: pageResource.key, recordId: key, summary: `Published the draft of the page ${result.page.title} that ${asked} scheduled` });
        return true;
      });
      if (done) published.push(key);
    }
    return published;
  }

  /** Every stored page in the site's order of the keys, due drafts published first; those missing (see storedPage) get their first words back. */
  async function storedPages(): Promise<[PageKey, PageRow][]> {
    await publishDueDrafts();
    let rows = await repository.listPages();
    if (rows.length < PAGE_KEYS.length) {
      const stored = new Set(rows.map((row) => row.key));
      await repository.insertPagesIfMissing(firstWords(PAGE_KEYS.filter((key) => !stored.has(key))));
      rows = await repository.listPages();
    }
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return PAGE_KEYS.flatMap((key) => {
      const row = byKey.get(key);
      return row ? [[key, row] as [PageKey, PageRow]] : [];
    });
  }

  async function findPage(key: string): Promise<Page | null> {
    if (!isPageKey(key)) return null;
    // A page read after its draft's time (the response cache clears then) shows the draft, even
    // before the schedule's round: the first reader publishes it.
    await publishDueDrafts();
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
      const added = new Set(await repository.insertPagesIfMissing(firstWords(PAGE_KEYS)));
      // A page stored just now says this version's words, none of them wrong (initial-pages.test.ts).
      for (const { key, field, was, now } of firstWordsCorrections) if (!added.has(key)) await repository.replaceSectionText(key, field, was, now);
    },

    /** Every page's key, path, title and last save, in the site's order of the keys. */
    async listPages(): Promise<PageSummary[]> {
      return (await storedPages()).map(([key, row]) => ({ key, path: pagePaths[key], title: row.title, updatedAt: row.updatedAt.toISOString() }));
    },

    /** Every page as its public path shows it, in the site's order of the keys: findPage of each, in one read. */
    async allPages(): Promise<Page[]> {
      return (await storedPages()).map(([key, row]) => toPage(key, row));
    },

    /** One page, as its public path shows it; null for a key that is not a page's. */
    findPage,

    /** Replaces the page's title and sections, saved by `savedBy`; the words it had become a version. null for an unknown key. */
    async savePage(key: string, words: PageUpdate, savedBy: string): Promise<Page | null> {
      if (!isPageKey(key) || !(await storedPage(key))) return null;
      const saved = await repository.savePage(key, words, savedBy);
      return saved && toPage(key, saved);
    },

    /** The page's draft; null when it has none (or the key is unknown). */
    async findDraft(key: string): Promise<PageDraft | null> {
      if (!isPageKey(key)) return null;
      await publishDueDrafts();
      const draft = await repository.findDraft(key);
      return draft && toDraft(draft);
    },

    /** Stores the page's next words beside the current ones, saved by `savedBy`, unscheduled; the public page does not change. null for an unknown key. */
    async saveDraft(key: string, words: PageUpdate, savedBy: string): Promise<PageDraft | null> {
      if (!isPageKey(key) || !(await storedPage(key))) return null;
      return toDraft(await repository.saveDraft(key, words, savedBy));
    },

    /** Makes the draft the page now, published by `publishedBy`; the words it replaces become a version. null when there is no draft. */
    async publishDraft(key: string, publishedBy: string): Promise<Page | null> {
      if (!isPageKey(key)) return null;
      const result = await repository.publishDraft(key, { publishedBy });
      return result && toPage(key, result.page);
    },

    /** Schedules the draft to become the page at `publishAt`, asked by `scheduledBy`; null when there is no draft. */
    async scheduleDraft(key: string, publishAt: Date, scheduledBy: string): Promise<PageDraft | null> {
      if (!isPageKey(key)) return null;
      const draft = await repository.scheduleDraft(key, publishAt, scheduledBy);
      return draft && toDraft(draft);
    },

    /** Removes the page's draft; null when it had none. */
    async discardDraft(key: string): Promise<PageDraft | null> {
      if (!isPageKey(key)) return null;
      const draft = await repository.discardDraft(key);
      return draft && toDraft(draft);
    },

    publishDueDrafts,

    /** The earliest time a page's draft is scheduled for (a kept answer is stale from then); null when none is. */
    nextScheduledDraft: () => repository.nextScheduled(),

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
