import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { holdScriptsUntilPaint } from "./paint-first.server";

const page =
  '<html><head><link rel="modulepreload" href="/assets/entry.js" nonce="n"/><title>गोदावरी</title></head>' +
  '<body><p>a < b</p><script nonce="n" type="module" async="">import "/assets/entry.js";</script></body></html>';
const held =
  '<html><head><link rel="x-held-modulepreload" href="/assets/entry.js" nonce="n"/><title>गोदावरी</title></head>' +
  '<body><p>a < b</p><script nonce="n" type="x-held-module">import "/assets/entry.js";</script></body></html>';

async function throughTransform(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(holdScriptsUntilPaint()));
}

describe("holding the scripts until the first paint", () => {
  it("makes the module preloads and the module script inert", async () => {
    expect(await throughTransform([Buffer.from(page)])).toBe(held);
  });

  it("rewrites tags and keeps characters whole wherever the stream splits the page", async () => {
    const bytes = Buffer.from(page);
    for (let split = 1; split < bytes.length; split++) {
      expect(await throughTransform([bytes.subarray(0, split), bytes.subarray(split)])).toBe(held);
    }
  });
});
