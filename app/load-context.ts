import type { Services } from "../server/services";

// What the server hands every loader and action (see server/pages/pages.plugin.ts).
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    cspNonce: string;
    /** The site's absolute address, for canonical links and share previews. */
    publicUrl: string;
  }
}

export {};
