import { documentList } from "../../../common/document.resource";
import { fillPlaceholders, placeholderValues } from "../../../common/page-text";
import { plainTextOf } from "../../platform/search/plain-text";
import type { SearchDocument } from "../../platform/search/search-document";
import type { WholeKind } from "../../platform/search/search.service";
import type { CollegePagesService } from "../college-pages/college-pages.service";
import type { DocumentsService } from "../documents/documents.service";
import type { SiteSettings } from "../../../common/settings.collection";

/**
 * Every page record, as its public page shows it: its title, and each section's heading and body
 * in both languages, the settings' figures in place of their placeholders (so a page's "{phone}" is
 * found by the number). Made again when a page is saved or restored, or the settings change.
 */
export function pagesToSearch({ pages, settings }: { pages: CollegePagesService; settings: { getSingleton: () => Promise<SiteSettings> } }): WholeKind {
  return {
    kind: "page",
    changedBy: ["page", "settings"],
    async documents(): Promise<SearchDocument[]> {
      const current = await settings.getSingleton();
      const values = { en: placeholderValues(current, "en"), mr: placeholderValues(current, "mr") };
      const read = (language: "en" | "mr", markdown: string) => fillPlaceholders(plainTextOf(markdown), values[language]);
      return (await pages.allPages()).map((page) => ({
        kind: "page",
        key: page.key,
        path: page.path,
        title: { en: page.title, mr: page.titleMr },
        texts: page.sections.flatMap((section) => [
          { rank: "heading" as const, en: section.heading, mr: section.headingMr },
          { rank: "body" as const, en: read("en", section.body), mr: read("mr", section.bodyMr) },
        ]),
      }));
    },
  };
}

/** The documents that are published (have a file), by their titles, at the pages that show them. */
export function documentsToSearch({ documents }: { documents: DocumentsService }): WholeKind {
  return {
    kind: "document",
    changedBy: ["document"],
    async documents(): Promise<SearchDocument[]> {
      const published = new Set((await documents.listDocuments()).map((document) => document.key));
      return documentList
        .filter((entry) => published.has(entry.key))
        .map((entry) => ({ kind: "document", key: entry.key, path: entry.page, title: { en: entry.title, mr: entry.titleMr }, texts: [] }));
    },
  };
}
