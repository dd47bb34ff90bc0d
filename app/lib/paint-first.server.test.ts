import { describe, expect, it } from "vitest";
import { holdScriptsUntilPaint } from "./paint-first.server";

const page =
  '<html><head><link rel="modulepreload" href="/assets/entry.js"/><title>गोदावरी</title></head>' +
  '<body><p>a < b</p><script type="module" async="">import "/assets/entry.js";</script></body></html>';
const held =
  '<html><head><link rel="x-held-modulepreload" href="/assets/entry.js"/><title>गोदावरी</title></head>' +
  '<body><p>a < b</p><script type="text/x-held-module">import "/assets/entry.js";</script></body></html>';

describe("holding the scripts until the first paint", () => {
  it("makes the module preloads and the module script inert", () => {
    expect(holdScriptsUntilPaint(page)).toBe(held);
  });
});
