import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import {
  createInlineScriptMark,
  pageContentSecurityPolicy,
  sealInlineScripts,
} from "../server/platform/pages/content-security-policy";
import { saysNotFound } from "../common/not-found-page";
import { InlineScriptMark } from "./lib/inline-script-mark";
import { holdScriptsUntilPaint } from "./lib/paint-first.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering: its Content-Security-Policy names the hash of
 * every inline script it runs, and those are known only once the last one is written. A page is
 * then the same bytes for every visitor, which the server keeps compressed
 * (docs/decisions/0011-script-hashes-instead-of-a-nonce.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page not found is the same at every address of its route: the server keeps it for all of them.
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const page = matches.at(-1)?.route.id;
  if (responseStatusCode === 404 && page && saysNotFound(loaderData[page])) loadContext.renderingNotFoundPage(page);
  const mark = createInlineScriptMark();
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <InlineScriptMark.Provider value={mark}>
        <ServerRouter context={routerContext} url={request.url} nonce={mark} />
      </InlineScriptMark.Provider>,
      {
        nonce: mark,
        onAllReady() {
          const rendered = new PassThrough();
          text(rendered).then((html) => {
            const sealed = sealInlineScripts(holdScriptsUntilPaint(html), mark);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Security-Policy", pageContentSecurityPolicy(sealed.scriptHashes));
            resolve(new Response(sealed.html, { headers: responseHeaders, status: responseStatusCode }));
          }, reject);
          pipe(rendered);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // A section that failed or ran past the stream timeout: the visitor sees its error
          // state, and the page is logged and not kept in the cache.
          loadContext.reportLoadError("A section of the page could not be rendered", error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
