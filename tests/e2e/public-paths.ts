import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { committeePath } from "../../common/committee.collection";
import { sampleCommittees } from "../../server/seed/sample-committees";

/**
 * The public pages the page-by-page sweeps visit (axe, the Content-Security-Policy, the frame
 * budget): one address for each module that draws public pages, read from the routes
 * (app/routes.ts), the first route of each. What those checks judge is the module's markup and the
 * frame around it, so the pages one module draws with other words (the seven committees, the three
 * leadership messages, the six section landing pages, the two programmes) are judged once, and a
 * page module added to the routes is swept without anyone listing it here. An address with a
 * value in it needs an example below, or the sweeps refuse to start.
 */
const examples: Record<string, string | "not swept"> = {
  "committees/:slug": committeePath(sampleCommittees[0]!.slug),
  // The search page, with results.
  search: "/search?q=fees",
  // The page for an address no page has.
  "*": "/this-page-does-not-exist",
  // Each has a test of its own in public-page-checks.spec.ts, with a record it finds or makes.
  "management/faculty/details/:id": "not swept",
  "notices/:id": "not swept",
  // Reached only through the link a family is given for its own application, grievance or request
  // (after-applying.spec.ts, grievances.spec.ts, admin-privacy-requests.spec.ts); the confirmation
  // link is used up by its first visit, and its page is read by the HTML checker
  // (public-pages.test.ts).
  "apply-now/received/:token": "not swept",
  "grievance/status/:token": "not swept",
  "privacy/request/status/:token": "not swept",
  "privacy/request/confirm/:token": "not swept",
};

/** The English public pages' routes: the children of the public frame that has no path of its own (the Marathi copy's is /mr). */
function publicPageRoutes(): RouteConfigEntry[] {
  const frame = routes.find((entry) => entry.file === "routes/public/public-layout.tsx" && entry.path === undefined);
  if (!frame?.children) throw new Error("app/routes.ts has no public frame");
  // A module of .ts, not .tsx, answers with a file (the sitemap, robots.txt), not a page.
  return frame.children.filter((route) => route.file.endsWith(".tsx"));
}

function firstAddressOfEachModule(): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const route of publicPageRoutes()) {
    if (seen.has(route.file)) continue;
    seen.add(route.file);
    const path = route.path ?? "";
    const example = examples[path];
    if (example === "not swept") continue;
    if (example) addresses.push(example);
    else if (/[:*]/.test(path)) throw new Error(`The public page ${path} (${route.file}) needs an example address in tests/e2e/public-paths.ts`);
    else addresses.push(`/${path}`);
  }
  return addresses;
}

/** One page of each public page module, in English, and the staff's sign-in, the one page of the back office open to all. */
export const publicPaths = [...firstAddressOfEachModule(), "/login"];
