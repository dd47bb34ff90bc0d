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
