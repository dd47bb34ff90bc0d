import type { AppLoadContext, LoaderFunctionArgs, ServerBuild } from "react-router";
import { changesDataWhenLoaded, saysNotFound } from "../../../common/not-found-page";

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;

/**
 * The page an address is: its route and the values its path names, and the loader to ask whether
 * the address names nothing — none for a loader that changes data, which React Router alone runs.
 */
export type PageRoute = { id: string; loader: ServerRoute["module"]["loader"]; params: Record<string, string> };

/** A page's whole address pattern, as one expression made once. */
type Pattern = { route: ServerRoute; expression: RegExp; names: string[]; splat: boolean; staticSegments: number };

/** The path as React Router reads it: each segment decoded, a slash within one kept as %2F; as sent when it cannot be decoded. */
function decodedPath(path: string) {
  try {
    return path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return path;
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patternOf(route: ServerRoute, path: string): Pattern {
  const segments = path.split("/").filter(Boolean);
  const names: string[] = [];
  const parts = segments.map((segment) => {
    if (segment === "*") {
      names.push("*");
      return "(?:/(.*))?";
    }
    if (segment.startsWith(":")) {
      names.push(segment.slice(1));
      return "/([^/]+)";
    }
    return `/${escaped(segment)}`;
  });
  return {
    route,
    expression: new RegExp(`^${parts.join("")}/*$`, route.caseSensitive ? "" : "i"),
    names,
    splat: segments.at(-1) === "*",
    staticSegments: segments.filter((segment) => segment !== "*" && !segment.startsWith(":")).length,
  };
}

/**
 * Which page each address is, read from the build's route table before React Router runs, without
 * loading any data: React Router's own matching would rank the whole table again for each request,
 * which costs more than answering a kept page. The patterns here are paths of fixed words, one
 * `:value` and `*`: an address that exactly one page's pattern matches is that page; one that no
 * page matches falls to the most specific `*` (the Marathi 404 under /mr); one that several match
 * is left to React Router, as are its data requests (`/faqs.data`, for navigations in the browser).
 */
export function pageRoutesOf(build: ServerBuild): (url: string) => PageRoute | undefined {
  const routes = Object.values(build.routes).filter((route): route is ServerRoute => route !== undefined);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: ServerRoute): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    return [parent ? fullPath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  const isPage = (route: ServerRoute) => route.index || !routes.some((child) => child.parentId === route.id);
  const patterns = routes.filter(isPage).map((route) => patternOf(route, fullPath(route)));
  const pages = patterns.filter((pattern) => !pattern.splat);
  const catchAlls = patterns.filter((pattern) => pattern.splat).sort((a, b) => b.staticSegments - a.staticSegments);

  return (url) => {
    const pathname = decodedPath(url.replace(/[?#].*$/s, ""));
    if (!pathname.startsWith("/") || pathname.endsWith(".data")) return undefined;
    const matching = pages.filter((pattern) => pattern.expression.test(pathname));
    if (matching.length > 1) return undefined;
    const pattern = matching[0] ?? catchAlls.find((candidate) => candidate.expression.test(pathname));
    const values = pattern && pattern.expression.exec(pathname);
    if (!pattern || !values) return undefined;
    const params = Object.fromEntries(pattern.names.map((name, index) => [name, (values[index + 1] ?? "").replace(/%2F/g, "/")]));
    const { loader, handle } = pattern.route.module;
    return { id: pattern.route.id, loader: changesDataWhenLoaded(handle) ? undefined : loader, params };
  };
}

/**
 * Whether the page's own loader finds nothing at this address (an unknown committee, a status
 * link with a made-up token), asked alone, before React Router would run the loaders of the whole
 * frame and render. A loader that redirects or fails is left to React Router, which answers it as
 * it always does.
 */
export async function findsNothing(page: PageRoute, request: Request, context: AppLoadContext): Promise<boolean> {
  if (!page.loader) return false;
  try {
    return saysNotFound(await page.loader({ request, params: page.params, context } as LoaderFunctionArgs));
  } catch {
    return false;
  }
}
