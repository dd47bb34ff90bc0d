/**
 * Paint first, then hydrate. On a slow phone connection the ~170 KB of scripts that hydrate a
 * page would otherwise download alongside the stylesheet and fonts and hold back the first
 * paint, although the server-rendered page already reads and works without them (links,
 * forms). So the server hands the browser the scripts in an inert form
 * (`paint-first.server.ts`), and `releaseHeldScripts` turns them back on once the first frame
 * has been painted.
 */
export const heldPreloadRel = "x-held-modulepreload";
export const heldScriptType = "x-held-module";

/**
 * How many module preloads are turned on per task. Starting a request costs the main thread
 * one to four milliseconds on a phone; a page preloads about thirty modules, and started all
 * in one task they would block taps for over 100 ms. A few per task keep every task short.
 */
export const preloadsPerTask = 1;

/**
 * Inline script for the end of the body. A hidden tab paints no frame, so there the scripts
 * are released at once. The module script goes last, when every preload has started, so the
 * browser fetches the modules in parallel instead of discovering them import by import.
 */
export const releaseHeldScripts = `(() => {
  const links = [...document.querySelectorAll('link[rel="${heldPreloadRel}"]')];
  const startModules = () => {
    for (const held of document.querySelectorAll('script[type="${heldScriptType}"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = held.nonce;
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
  };
  const release = () => {
    for (const link of links.splice(0, ${preloadsPerTask})) link.rel = "modulepreload";
    if (links.length > 0) setTimeout(release);
    else startModules();
  };
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(release));
  else release();
})();`;
