import { useContext } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import "./load-context";
import stylesheet from "./app.css?url";
import { devanagariFontFaces, preloadMissingDevanagariFonts } from "./i18n/devanagari-font";
import { isBackOfficePath, localeOfPath } from "./i18n/locale";
import { InlineScriptMark } from "./lib/inline-script-mark";
import { releaseHeldScripts } from "./lib/paint-first";

export async function loader({ context }: Route.LoaderArgs) {
  // Read once per request here; every page and the layout take them from this match (useSiteSettings).
  const settings = await context.services.settings.getSingleton();
  return { publicUrl: context.publicUrl, settings };
}

// A PNG, drawn from public/favicon.svg by scripts/make-favicon.mjs: an SVG icon is a document of
// its own that the browser builds on the main thread while the page hydrates.
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.png", type: "image/png", sizes: "48x48" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useContext(InlineScriptMark);
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  return (
    // The back office (app.css) falls back to the Devanagari face for what families and the clerk typed.
    <html lang={locale} className={isBackOfficePath(pathname) ? "back-office" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#18443a" />
        {/* The font check runs before the stylesheet: a script after a stylesheet waits for it to
            arrive, and the check is there to start the font's download alongside it. React sends
            its hoisted tags (meta, title, links) first, so this stylesheet ends the head. */}
        {locale === "mr" && (
          <>
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: preloadMissingDevanagariFonts }} />
            <style dangerouslySetInnerHTML={{ __html: devanagariFontFaces }} />
          </>
        )}
        <link rel="stylesheet" href={stylesheet} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: releaseHeldScripts }} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main className="container-page py-24 text-center">
      <h1 className="text-3xl font-semibold">{notFound ? "404 Page Not Found" : "Something went wrong"}</h1>
      <p className="mt-4 text-muted">
        {notFound
          ? "The page you are looking for does not exist."
          : "Please reload the page. If it keeps happening, call the college office."}
      </p>
      <a className="btn-primary mt-8" href="/">
        Go to the home page
      </a>
    </main>
  );
}
