import type { FastifyInstance } from "fastify";
import { badRequest } from "./http-error";

/**
 * How deep a JSON body may nest. The deepest the API takes is a committee's members (body → list
 * → member → text: 3); code that walks a body recursively (dropping nulls, mapping file
 * addresses) overflows the stack somewhere past a few thousand levels, which any client can send.
 */
export const MAX_JSON_DEPTH = 32;

const TOO_DEEP = "The request body is nested too deeply.";

/** A UTF-16 surrogate without its other half: JSON can spell one (`"\ud800"`), UTF-8 cannot. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const wellFormed = (text: string) => text.replace(loneSurrogate, "\uFFFD");

/**
 * Refuses a value nested deeper than MAX_JSON_DEPTH, and writes each lone surrogate in its texts
 * as U+FFFD, the replacement character — what a text column already stores for one (the driver
 * encodes text as UTF-8), while PostgreSQL refuses it in a jsonb column with an error. Level by
 * level rather than recursively, as the depth is what is being checked.
 */
export function settleJsonValue(value: unknown): unknown {
  if (typeof value === "string") return wellFormed(value);
  let level = value !== null && typeof value === "object" ? [value as Record<string, unknown>] : [];
  for (let depth = 1; level.length > 0; depth += 1) {
    if (depth > MAX_JSON_DEPTH) throw badRequest(TOO_DEEP);
    const next: Record<string, unknown>[] = [];
    for (const node of level) {
      for (const key of Object.keys(node)) {
        const item = node[key];
        if (typeof item === "string") node[key] = wellFormed(item);
        else if (item !== null && typeof item === "object") next.push(item as Record<string, unknown>);
      }
    }
    level = next;
  }
  return value;
}

/**
 * Every JSON body is parsed by Fastify's own parser (with the instance's prototype-poisoning
 * rules), then settled as above, before any hook or handler sees it: the rules hold for every
 * route, whichever code walks the body later.
 */
export function parseJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? "error", app.initialConfig.onConstructorPoisoning ?? "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser<string>("application/json", { parseAs: "string" }, (request, body, done) => {
    parseJson(request, body, (error, value) => {
      if (error) return done(error, undefined);
      try {
        done(null, settleJsonValue(value));
      } catch (refusal) {
        done(refusal as Error, undefined);
      }
    });
  });
}
