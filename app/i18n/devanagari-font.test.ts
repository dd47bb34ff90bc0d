import { describe, expect, it } from "vitest";
import { devanagariFontFaces, preloadMissingDevanagariFonts } from "./devanagari-font";

/** Runs the head's inline script against a device whose own fonts are `installed` (by local name). */
async function preloadsOn(installed: string[]) {
  const appended: Array<Record<string, string>> = [];
  class DeviceFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
    ) {}
    load() {
      const names = [...this.source.matchAll(/local\("([^"]+)"\)/g)].map((match) => match[1]);
      return names.some((name) => installed.includes(name)) ? Promise.resolve(this) : Promise.reject(new Error("no such font"));
    }
  }
  const document = {
    createElement: () => ({}),
    head: { append: (link: Record<string, string>) => appended.push(link) },
  };
  new Function("FontFace", "document", preloadMissingDevanagariFonts)(DeviceFontFace, document);
  await new Promise((resolve) => setTimeout(resolve));
  return appended;
}

const downloads = [...devanagariFontFaces.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1]);

describe("the Devanagari font on Marathi pages", () => {
  it("declares a regular and a semibold weight for each script, each the device's own copy first, then the download", () => {
    const rules = devanagariFontFaces.split("\n");
    expect(rules).toHaveLength(4);
    const regular = /src:local\("Noto Sans Devanagari"\), local\("NotoSansDevanagari-Regular"\),url\("[^"]+-400-normal[^"]*\.woff2"\)/;
    const semiBold = /src:local\("Noto Sans Devanagari SemiBold"\), local\("NotoSansDevanagari-SemiBold"\),url\("[^"]+-600-normal[^"]*\.woff2"\)/;
    expect(rules.filter((rule) => rule.includes("font-weight:400;") && regular.test(rule))).toHaveLength(2);
    expect(rules.filter((rule) => rule.includes("font-weight:600;") && semiBold.test(rule))).toHaveLength(2);
    expect(rules.filter((rule) => rule.includes("unicode-range:U+0900-097F"))).toHaveLength(2);
    expect(rules.filter((rule) => rule.includes("unicode-range:U+0000-00FF"))).toHaveLength(2);
    for (const rule of rules) expect(rule).toContain("font-display:swap");
  });

  it("preloads both scripts of the body's weight and the Devanagari of the headings' on a device with no Devanagari font", async () => {
    const links = await preloadsOn([]);
    expect(links.map((link) => link.href)).toEqual(downloads.filter((url) => !url.includes("-latin-600-")));
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toMatchObject({ rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  });

  it("preloads nothing on a device that has both weights (an Android phone)", async () => {
    expect(await preloadsOn(["Noto Sans Devanagari", "NotoSansDevanagari-SemiBold"])).toEqual([]);
  });

  it("preloads only the weight the device lacks: the headings' semibold in Devanagari, its Latin left until drawn", async () => {
    const links = await preloadsOn(["NotoSansDevanagari-Regular"]);
    expect(links.map((link) => link.href)).toEqual(downloads.filter((url) => url.includes("-devanagari-600-")));
  });

  it("preloads the body's weight in both scripts on a device that has only the semibold", async () => {
    const links = await preloadsOn(["NotoSansDevanagari-SemiBold"]);
    expect(links.map((link) => link.href)).toEqual(downloads.filter((url) => url.includes("-400-")));
    expect(links).toHaveLength(2);
  });
});
