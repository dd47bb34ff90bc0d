import { defineResource, recordPath } from "./resource";

/** The pages' words: read by everyone at `publicPagesPath`, saved under /api/admin by an editor. */
export const pageResource = defineResource({
  path: "/api/admin/pages",
  key: "page",
  noun: "page",
  area: "content",
  messages: {
    notFound: "Page not found",
    versionNotFound: "Version not found",
    updated: "Page saved successfully",
    restored: "Earlier version restored successfully",
    draftNotFound: "This page has no draft",
    draftSaved: "Draft saved; the public page has not changed",
    draftPublished: "Published: the website shows the new words",
    draftScheduled: "Draft scheduled for publication",
    draftDiscarded: "Draft discarded",
  },
  labels: {
    title: "Pages",
    loadFailed: "Error loading pages",
    saveFailed: "Failed to save the page",
    restoreFailed: "Failed to restore the version",
  },
});

/** Every page's key, path, title and last save; one page is at `${publicPagesPath}/<key>`. */
export const publicPagesPath = "/api/pages";

export const pageVersionsPath = (key: string) => `${recordPath(pageResource, key)}/versions`;
export const pageDraftPath = (key: string) => `${recordPath(pageResource, key)}/draft`;
export const pageDraftPublishPath = (key: string) => `${pageDraftPath(key)}/publish`;
export const pageRestorePath = (key: string, versionId: string) => `${pageVersionsPath(key)}/${encodeURIComponent(versionId)}/restore`;
