import { useCallback, useEffect, useState } from "react";
import { pageDraftPath, pageDraftPublishPath, pageResource } from "../../../common/page.resource";
import type { Page, PageDraft, PageKey, PageUpdate } from "../../../common/page.schema";
import { ApiError, apiRequest } from "../api-client";
import type { LoadStatus } from "./use-api-data";
import { useSave } from "./use-save";

const { messages, labels } = pageResource;
const draftFailed = "Error loading the page's draft";

/**
 * A page's draft as the Pages screen keeps it: loaded (null when the page has none), and the four
 * things a clerk does with it. Publishing saves the form's words as the draft first, so what is
 * published is what the clerk sees. Each resolves whether it was done; a refusal stays for the
 * form's alert, as a save's does.
 */
export function usePageDraft(pageKey: PageKey, { onPublished }: { onPublished: (page: Page) => void }) {
  const [draft, setDraft] = useState<PageDraft | null>(null);
  const [status, setStatus] = useState<LoadStatus>("idle");
  const [generation, setGeneration] = useState(0);
  const { saving, refusal, save } = useSave(labels.saveFailed);

  useEffect(() => {
    const controller = new AbortController();
    setStatus("loading");
    apiRequest<PageDraft>(pageDraftPath(pageKey), { signal: controller.signal }).then(
      (loaded) => {
        setDraft(loaded);
        setStatus("succeeded");
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // No draft is an answer too: the page is as it is published.
        const none = error instanceof ApiError && error.status === 404;
        setDraft(null);
        setStatus(none ? "succeeded" : "failed");
      },
    );
    return () => controller.abort();
  }, [pageKey, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  const storeDraft = async (words: PageUpdate) => {
    const answer = await apiRequest<{ draft: PageDraft }>(pageDraftPath(pageKey), { method: "PUT", body: words });
    setDraft(answer.draft);
    return answer.draft;
  };

  return {
    draft,
    status,
    error: status === "failed" ? draftFailed : null,
    reload,
    saving,
    refusal,

    /** Keeps `words` as the draft; the website does not change. */
    saveDraft: (words: PageUpdate | null) =>
      save(words, async (input) => {
        await storeDraft(input);
        return messages.draftSaved;
      }),

    /** Makes `words` the page now. */
    publishNow: (words: PageUpdate | null) =>
      save(words, async (input) => {
        await storeDraft(input);
        const answer = await apiRequest<{ page: Page }>(pageDraftPublishPath(pageKey), { method: "POST", body: {} });
        setDraft(null);
        onPublished(answer.page);
        return messages.draftPublished;
      }),

    /** Keeps `words` as the draft, to become the page at `publishAt` (a time with its zone). */
    schedule: (words: PageUpdate | null, publishAt: string) =>
      save(words, async (input) => {
        await storeDraft(input);
        const answer = await apiRequest<{ draft: PageDraft }>(pageDraftPublishPath(pageKey), { method: "POST", body: { publishAt } });
        setDraft(answer.draft);
        return messages.draftScheduled;
      }),

    /** Throws the draft away; the page stays as it is published. */
    discard: () =>
      save({}, async () => {
        await apiRequest(pageDraftPath(pageKey), { method: "DELETE" });
        setDraft(null);
        return messages.draftDiscarded;
      }),
  };
}
