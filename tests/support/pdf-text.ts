import zlib from "node:zlib";

/**
 * The text a PDF written by pdfkit shows, as a reader's "copy text" would give it: each text
 * operation's glyphs mapped back to characters through its font's ToUnicode table, in the order
 * they are drawn, one operation after another. Enough for the PDFs the server writes (embedded
 * fonts, glyph ids as two-byte hex strings); not a general PDF reader. Devanagari comes out in the
 * order of its glyphs, so a vowel sign drawn before its consonant (ि) comes first.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const objects = new Map<string, { dictionary: string; stream?: Buffer }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [, id, body] = match as unknown as [string, string, string];
    const streamAt = body.indexOf("stream");
    if (streamAt < 0) {
      objects.set(id, { dictionary: body });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const start = match.index + match[0].indexOf(body) + streamAt + "stream".length + (body[streamAt + 6] === "\r" ? 2 : 1);
    const end = source.indexOf("endstream", start);
    const raw = pdf.subarray(start, end);
    objects.set(id, { dictionary, stream: /\/FlateDecode/.test(dictionary) ? zlib.inflateSync(raw) : raw });
  }

  // The fonts by the names the pages use ("/F1"), each as its glyph → characters table.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    for (const [, name, fontId] of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g) as IterableIterator<[string, string, string]>) {
      const toUnicodeId = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontId)?.dictionary ?? "")?.[1];
      const cmap = toUnicodeId && objects.get(toUnicodeId)?.stream?.toString("latin1");
      if (cmap) fonts.set(name, glyphTable(cmap));
    }
  }

  const text: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream?.toString("latin1") ?? "";
    if (!/\bTJ\b|\bTj\b/.test(content)) continue;
    let font = new Map<number, string>();
    for (const [, fontName, shown] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g) as IterableIterator<[string, string?, string?]>) {
      if (fontName) {
        font = fonts.get(fontName) ?? new Map();
        continue;
      }
      for (const [, hex] of shown!.matchAll(/<([0-9a-fA-F]*)>/g) as IterableIterator<[string, string]>) {
        for (let at = 0; at + 4 <= hex.length; at += 4) text.push(font.get(parseInt(hex.slice(at, at + 4), 16)) ?? "\uFFFD");
      }
      text.push(" ");
    }
  }
  return text.join("").replace(/\s+/g, " ").trim();
}

/** A ToUnicode CMap's `bfrange` and `bfchar` entries as glyph id → characters. */
function glyphTable(cmap: string): Map<number, string> {
  const table = new Map<number, string>();
  const characters = (hex: string) => String.fromCharCode(...(hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, first, list] of cmap.matchAll(/<([0-9a-fA-F]+)> <[0-9a-fA-F]+> \[([^\]]*)\]/g) as IterableIterator<[string, string, string]>) {
    [...list.matchAll(/<([^>]*)>/g)].forEach(([, hex], index) => table.set(parseInt(first, 16) + index, characters(hex!)));
  }
  for (const [, glyph, hex] of cmap.matchAll(/^<([0-9a-fA-F]+)> <([0-9a-fA-F ]+)>$/gm) as IterableIterator<[string, string, string]>) {
    table.set(parseInt(glyph, 16), characters(hex));
  }
  return table;
}
