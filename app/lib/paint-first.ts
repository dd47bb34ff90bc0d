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
 * Inline script for the end of the body. A hidden tab paints no frame, so there the scripts
 * are released at once.
 */
export const releaseHeldScripts = `(() => {
  const release = () => {
    for (const link of document.querySelectorAll('link[rel="${heldPreloadRel}"]')) link.rel = "modulepreload";
    for (const held of document.querySelectorAll('script[type="${heldScriptType}"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = held.nonce;
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
  };
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(release));
  else release();
})();`;
