/**
 * What a page's loader answers for an address that names nothing (an unknown committee, a status
 * link with a made-up token): data marked `notFound`, with status 404 (app/lib/not-found.ts). The
 * server reads the mark to keep that 404 page once per route and send it for every such address
 * (server/platform/pages/pages.plugin.ts).
 */
export const NOT_FOUND_MARK = "notFound";

/** Whether a loader's data (or what React Router's `data()` wraps) says the page was not found. */
export function saysNotFound(loaderData: unknown): boolean {
  if (typeof loaderData !== "object" || loaderData === null) return false;
  if ((loaderData as Record<string, unknown>)[NOT_FOUND_MARK] === true) return true;
  return "data" in loaderData && "init" in loaderData && saysNotFound(loaderData.data);
}

/**
 * The `handle` of a route whose loader changes data (the privacy request's confirmation link,
 * which works once). The server asks a page's loader alone whether the address names nothing
 * before React Router runs it again to render (server/platform/pages/page-routes.ts): such a
 * loader must run once, or its second run would see what its first changed.
 */
export const loaderChangesData = { loaderChangesData: true } as const;

/** Whether a route's `handle` says its loader changes data. */
export const changesDataWhenLoaded = (handle: unknown): boolean =>
  typeof handle === "object" && handle !== null && (handle as Record<string, unknown>).loaderChangesData === true;
