import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { registerNotoFonts } from "./fonts";

const require = createRequire(import.meta.url);
const MADE_ON = new Date("2026-01-01T00:00:00Z");
const TEXT = "Priya Patil प्रिया पाटील Łukasz Ţăran 0123456789 ₹";

/** A one-page PDF writing TEXT in each of the six fonts, registered by `register`. */
function pdfWith(register: (doc: PDFKit.PDFDocument, name: string, script: string, weight: number) => void): Promise<Buffer> {
  const doc = new PDFDocument({ info: { CreationDate: MADE_ON } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  for (const script of ["devanagari", "latin", "latin-ext"]) {
    for (const [weight, name] of [[400, "regular"], [700, "bold"]] as const) {
      register(doc, `noto-${script}-${name}`, script, weight);
      doc.font(`noto-${script}-${name}`).text(TEXT);
    }
  }
  doc.end();
  return done;
}

describe("the PDFs' fonts", () => {
  it("are the WOFF files' fonts, unpacked: a PDF embeds the same glyphs from either", async () => {
    const fromWoff = await pdfWith((doc, name, script, weight) =>
      doc.registerFont(name, require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${script}-${weight}-normal.woff`)),
    );
    const unpacked = await pdfWith((doc) => registerNotoFonts(doc));
    expect(unpacked.length).toBe(fromWoff.length);
    expect(unpacked.equals(fromWoff)).toBe(true);
  });
});
