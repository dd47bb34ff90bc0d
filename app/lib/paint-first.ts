/**
 * Paint first, then hydrate. On a slow phone connection the ~170 KB of scripts that hydrate a
 * page would otherwise download alongside the stylesheet and fonts and hold back the first
 * paint, although the server-rendered page already reads and works without them (links,
 * forms). So the server hands the browser the scripts in an inert form
 * (`paint-first.server.ts`), and `releaseHeldScripts` turns them back on once the first frame
 * has been painted.
 */
export const heldPreloadRel = "x-held-modulepreload";
export const heldScriptType = "text/x-held-module";

/**
 * Inline script for the end of the body. A hidden tab paints no frame, so there the scripts
 * are released at once. Each preload starts in a task of its own: starting a request costs a
 * phone's main thread a few milliseconds, and twenty started together would block a tap for
 * over 100 ms. The module script goes last, when every preload has started, so the browser
 * fetches the modules in parallel instead of discovering them import by import.
 */
export const releaseHeldScripts = `(() => {
  const links = [...document.querySelectorAll('link[rel="${heldPreloadRel}"]')];
  const startModules = () => {
    for (const held of document.querySelectorAll('script[type="${heldScriptType}"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
  };
  const release = () => {
    const link = links.shift();
    if (!link) return startModules();
    link.rel = "modulepreload";
    setTimeout(release);
  };
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(release));
  else release();
})();`;
