import type { Services } from "../server/services";

// What the server hands every loader and action (see server/platform/pages/pages.plugin.ts).
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The site's absolute address, for canonical links and share previews. */
    publicUrl: string;
    /** The visitor's address, for the same rate limits as the API (e.g. applications without JavaScript). */
    clientAddress: string;
    /** Logs a section that could not be loaded; the page still renders, but is not cached that way. */
    reportLoadError: (message: string, error: unknown) => void;
    /**
     * Told when the page rendered is a route's 404 page (app/lib/not-found.ts), the same at every
     * address that route does not find, so the server keeps it for all of them.
     */
    renderingNotFoundPage: (routeId: string) => void;
  }
}

export {};
