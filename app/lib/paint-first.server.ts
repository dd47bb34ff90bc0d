import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { heldPreloadRel, heldScriptType } from "./paint-first";

// The exact markup React Router's <Scripts /> renders for its module preloads and its module script.
const modulePreload = '<link rel="modulepreload"';
const moduleScriptType = 'type="module" async=""';

/**
 * Rewrites a streamed HTML document so that its module preloads and module script are inert
 * until `releaseHeldScripts` runs (see paint-first.ts). A tag split between two chunks is held
 * back until it is complete, so every tag is rewritten whole.
 */
export function holdScriptsUntilPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const rewrite = (html: string) =>
    html
      .replaceAll(modulePreload, `<link rel="${heldPreloadRel}"`)
      .replaceAll(moduleScriptType, `type="${heldScriptType}"`);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const html = pending + decoder.write(chunk);
      const lastTagStart = html.lastIndexOf("<");
      const complete = lastTagStart !== -1 && !html.includes(">", lastTagStart) ? lastTagStart : html.length;
      pending = html.slice(complete);
      callback(null, rewrite(html.slice(0, complete)));
    },
    flush(callback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}
