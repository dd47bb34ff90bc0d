import { heldPreloadRel, heldScriptType } from "./paint-first";

// The exact markup React Router's <Scripts /> renders for its module preloads and its module script.
const modulePreload = '<link rel="modulepreload"';
const moduleScriptType = 'type="module" async=""';

/**
 * The rendered document with its module preloads and module script made inert until
 * `releaseHeldScripts` runs (see paint-first.ts). The script keeps its text, so its hash in the
 * page's policy still allows the live copy the release makes.
 */
export const holdScriptsUntilPaint = (html: string) =>
  html.replaceAll(modulePreload, `<link rel="${heldPreloadRel}"`).replaceAll(moduleScriptType, `type="${heldScriptType}"`);
