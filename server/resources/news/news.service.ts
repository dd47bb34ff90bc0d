import { todayInKolkata } from "../../../common/fields";
import type { NewsCreateInput, NewsUpdateInput } from "../../../common/news.schema";
import type { NewsRepository } from "./news.repository";

export function createNewsService(repository: NewsRepository) {
  return {
    /** Newest first. Visitors see an item up to and including its expiry day (college time); admins see all. */
    listNews: ({ includeExpired }: { includeExpired: boolean }) =>
      repository.listNews(includeExpired ? {} : { expiringOnOrAfter: todayInKolkata() }),

    /** `postedAt` is now unless given (the sample content backdates its items). */
    createNews: (input: NewsCreateInput, { postedAt }: { postedAt?: Date } = {}) =>
      repository.insertNews(postedAt ? { ...input, postedAt } : input),

    /** null when missing; `postedAt` is kept. */
    updateNews: (id: string, input: NewsUpdateInput) => repository.updateNews(id, input),

    /** false when missing. */
    deleteNews: (id: string) => repository.deleteNews(id),
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
