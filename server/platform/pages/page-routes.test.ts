import path from "node:path";
import { pathToFileURL } from "node:url";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { pageRoutesOf } from "./page-routes";

let build: ServerBuild;
beforeAll(async () => {
  build = (await import(pathToFileURL(path.resolve(process.env.BUILD_DIR || "build", "server", "index.js")).href)) as ServerBuild;
});

/** What React Router itself matches: the last route of the match, and the values of its path. */
function reactRouterMatch(pathname: string) {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => (route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, children: childrenOf(route.id) }));
  const leaf = matchRoutes(childrenOf(undefined), pathname)?.at(-1);
  return leaf && { id: leaf.route.id, params: leaf.params };
}

describe("the page an address is, before React Router runs", () => {
  it("is the route React Router matches, with the same values, for every route's address and for made-up ones", () => {
    const addresses = Object.values(build.routes).flatMap((route) => {
      const parents: string[] = [];
      for (let parent = route; parent; parent = parent.parentId ? build.routes[parent.parentId] : undefined) parents.unshift(parent.path ?? "");
      const address = `/${parents.filter(Boolean).join("/")}`.replace(/:[^/]+/g, "sample-value").replace(/\*$/, "some/made-up/page");
      return address === "/" ? [address] : [address, address.toUpperCase(), `${address}/`];
    });
    const madeUp = ["/", "/mr", "/notices", "/mr/notices", "/mrx/notices", "/faqs/extra", "/grievance/status/a/b", "/about/principal's-message", "/admin/nope", "/x/y/z"];
    const pageOf = pageRoutesOf(build);
    for (const address of [...addresses, ...madeUp]) {
      const page = pageOf(address);
      expect({ address, page: page && { id: page.id, params: page.params } }).toEqual({ address, page: reactRouterMatch(address) });
    }
  });

  it("reads the address as a browser sends it, and leaves React Router's data requests to it", () => {
    const pageOf = pageRoutesOf(build);
    for (const path of ["/about/principal%27s-message", "/grievance/status/abc%2Fdef", "/grievance/status/a%20b"]) {
      const page = pageOf(`${path}?from=menu#top`);
      expect({ path, page: page && { id: page.id, params: page.params } }).toEqual({ path, page: reactRouterMatch(path) });
    }
    // A path that cannot be decoded is matched as sent, as React Router does (with a warning).
    expect(pageOf("/grievance/status/%E0%A4")?.params).toEqual({ token: "%E0%A4" });
    expect(pageOf("/faqs.data")).toBeUndefined();
  });
});
