import type { CollectionService } from "../../platform/collections/collection-service";
import type { SearchSources } from "../../platform/search/search.service";
import { collections, type CollectionServices } from "../collections";
import { documentsToSearch, pagesToSearch } from "./site-documents";

type WholeKindServices = Parameters<typeof pagesToSearch>[0] & Parameters<typeof documentsToSearch>[0];

/** What the search reads: every collection's service, and the services of the kinds indexed whole. */
export type SearchedServices = CollectionServices & WholeKindServices;

/**
 * Everything the site search finds: each collection whose declaration says how (`search`), and
 * the pages and documents, indexed whole by their own rules. Applications, grievances, privacy
 * requests, users, the activity log and testimonials are none of them: they are never indexed.
 */
export function searchSources(services: SearchedServices): SearchSources {
  return {
    collections: collections
      .filter(({ collection }) => "search" in collection && collection.search)
      .map(({ collection }) => {
        const service = services[collection.name as keyof CollectionServices] as unknown as CollectionService;
        return { collection: service.collection, listForSearch: service.listForSearch };
      }),
    wholeKinds: [pagesToSearch(services), documentsToSearch(services)],
  };
}
