import { createContext } from "react";

/**
 * The mark of the inline scripts a page means to run, given by the server while it renders the
 * page (entry.server.tsx); the server turns marked scripts into the hashes of the page's
 * Content-Security-Policy and removes the mark. In the browser there is none.
 */
export const InlineScriptMark = createContext<string | undefined>(undefined);
