/**
 * The college's letterhead at the top of a generated PDF (the sample documents, the application
 * receipt): the emblem, trust and college names, address, approvals and contacts, then a double rule.
 */
import { initialSettings } from "../../../content/initial-settings";
import { institution } from "../../../content/institution";

type Doc = PDFKit.PDFDocument;

export const PDF_COLORS = {
  brand: "#0f5f5a",
  brandLight: "#e3f0ee",
  zebra: "#f5f8f8",
  ink: "#1f2933",
  muted: "#5b6770",
  rule: "#b9c6c4",
  sample: "#9a3412",
  sampleFill: "#fff4e8",
};

/** Which of the document's registered fonts the letterhead writes in (PDF core fonts by default). */
export type LetterheadFonts = { regular: string; bold: string };
const coreFonts: LetterheadFonts = { regular: "Helvetica", bold: "Helvetica-Bold" };

/** The office's contacts as printed: the site's settings, or their first values for the sample documents. */
export type LetterheadContacts = { address: string; phone: string; email: string };
const contentContacts: LetterheadContacts = { address: initialSettings.address, phone: institution.landline, email: initialSettings.email };

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word.length > 2 && !["and", "the"].includes(word.toLowerCase()))
    .map((word) => word[0]!.toUpperCase())
    .join("")
    .slice(0, 4);
}

function emblem(doc: Doc, cx: number, cy: number, r: number, fonts: LetterheadFonts): void {
  doc.save();
  doc.circle(cx, cy, r).fill(PDF_COLORS.brand);
  doc.circle(cx, cy, r - 3).lineWidth(0.8).stroke("#ffffff");
  const label = initials(institution.collegeName);
  doc.font(fonts.bold).fontSize(r * 0.62).fillColor("#ffffff");
  const w = doc.widthOfString(label);
  doc.text(label, cx - w / 2, cy - r * 0.3, { lineBreak: false });
  doc.restore();
}

/** Draws the letterhead at the top of the current page and leaves `doc.y` under its rules. */
export function drawLetterhead(doc: Doc, { fonts = coreFonts, contacts = contentContacts } = {}): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.page.margins.top - 10;
  emblem(doc, left + 30, top + 34, 30, fonts);

  const textX = left + 74;
  const textW = width - 74;
  doc.fillColor(PDF_COLORS.muted).font(fonts.regular).fontSize(8.5);
  doc.text(institution.trustName, textX, top, { width: textW });
  doc.fillColor(PDF_COLORS.brand).font(fonts.bold).fontSize(17);
  doc.text(institution.collegeName, textX, doc.y + 1, { width: textW });
  doc.fillColor(PDF_COLORS.ink).font(fonts.regular).fontSize(8.5);
  doc.text(`${institution.courses}  |  ${contacts.address}`, textX, doc.y + 1, { width: textW });
  doc.fillColor(PDF_COLORS.muted).fontSize(7.5);
  doc.text(`${institution.approvalLine}. ${institution.regulatorLine}.`, textX, doc.y + 1, { width: textW });
  doc.text(institution.affiliationLine, { width: textW });
  const codes = institution.approvalCodes.map((c) => `${c.label}: ${c.code}`).join("   ");
  doc.text(`${codes}   Phone: ${contacts.phone}   Email: ${contacts.email}`, { width: textW });

  const ruleY = Math.max(doc.y, top + 68) + 6;
  doc.moveTo(left, ruleY).lineTo(left + width, ruleY).lineWidth(1.6).stroke(PDF_COLORS.brand);
  doc.moveTo(left, ruleY + 3).lineTo(left + width, ruleY + 3).lineWidth(0.5).stroke(PDF_COLORS.rule);
  doc.y = ruleY + 14;
  doc.x = left;
}
