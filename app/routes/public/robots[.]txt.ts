import type { Route } from "./+types/robots[.]txt";

/** /robots.txt: everything public may be indexed; the back office and its sign-in may not. */
export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /login", "", `Sitemap: ${context.publicUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
