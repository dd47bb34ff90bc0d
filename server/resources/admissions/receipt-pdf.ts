/**
 * The one-page PDF receipt of an application: the letterhead, the number, the date, the
 * applicant's details and what to do with it, in the language the family applied in
 * (receipt-words.ts). Names and schools may be written in Marathi, and a Marathi receipt is, so
 * its text is set in Noto Sans in runs of its Latin and Devanagari parts.
 */
import type { ReceiptLanguage } from "../../../common/admission.resource";
import type { ReceiptApplication } from "../../../common/admission.schema";
import { institution } from "../../../content/institution";
import { notoFonts, registerNotoFonts, writeMixedText } from "../../platform/pdf/fonts";
import { contentWidth, drawLetterhead, PDF_COLORS, type LetterheadContacts } from "../../platform/pdf/letterhead";
import { receiptWords, type ReceiptWords } from "./receipt-words";

type Doc = PDFKit.PDFDocument;

const MARGIN = { top: 48, bottom: 48, left: 56, right: 56 };

function numberBox(doc: Doc, words: ReceiptWords, application: ReceiptApplication) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  const height = 64;
  doc.roundedRect(left, top, width, height, 6).fillAndStroke(PDF_COLORS.brandLight, PDF_COLORS.brand);
  const half = width / 2;
  const labels = [
    [words.numberLabel, application.applicationNumber, 20],
    [words.dateLabel, words.date, 13],
  ] as const;
  labels.forEach(([label, value, size], index) => {
    const x = left + 16 + index * half;
    doc.fontSize(9).fillColor(PDF_COLORS.muted);
    writeMixedText(doc, label, x, top + 12, { width: half - 24 });
    doc.fontSize(size).fillColor(PDF_COLORS.brand);
    writeMixedText(doc, value, x, top + 26, { width: half - 24, weight: "bold", lineBreak: false });
  });
  doc.y = top + height + 18;
}

function detailsTable(doc: Doc, words: ReceiptWords) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const labelWidth = 130;
  const valueWidth = width - labelWidth - 20;
  doc.fontSize(11).fillColor(PDF_COLORS.ink);
  writeMixedText(doc, words.detailsHeading, left, doc.y, { width, weight: "bold" });
  doc.y += 6;
  words.details.forEach(([label, value], index) => {
    const top = doc.y;
    // Measured in the regular Latin font: close enough for the row's height, and text never overflows it.
    doc.font(notoFonts.regular).fontSize(10);
    const height = Math.max(doc.heightOfString(value, { width: valueWidth }), 14) + 10;
    if (index % 2 === 0) doc.rect(left, top, width, height).fill(PDF_COLORS.zebra);
    doc.fillColor(PDF_COLORS.muted).fontSize(9.5);
    writeMixedText(doc, label, left + 8, top + 5, { width: labelWidth });
    doc.fillColor(PDF_COLORS.ink).fontSize(10);
    writeMixedText(doc, value, left + labelWidth + 12, top + 5, { width: valueWidth });
    doc.y = top + height;
  });
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).stroke(PDF_COLORS.rule);
  doc.y += 18;
}

function instructions(doc: Doc, words: ReceiptWords) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.fontSize(11).fillColor(PDF_COLORS.ink);
  writeMixedText(doc, words.noteHeading, left, doc.y, { width, weight: "bold" });
  doc.fontSize(10).fillColor(PDF_COLORS.ink);
  doc.moveDown(0.3);
  // A bullet and its text, each note in runs of its scripts (pdfkit's list writes in one font).
  for (const note of words.notes) {
    const top = doc.y;
    doc.circle(left + 2, top + 7, 2).fill(PDF_COLORS.ink);
    doc.fillColor(PDF_COLORS.ink);
    writeMixedText(doc, note, left + 12, top, { width: width - 12 });
    doc.y += 4;
  }
  doc.moveDown(0.8);
  doc.fontSize(10).fillColor(PDF_COLORS.muted);
  writeMixedText(doc, words.office, left, doc.y, { width });
}

function footer(doc: Doc, words: ReceiptWords) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const bottom = doc.page.height - doc.page.margins.bottom;
  doc.page.margins.bottom = 0; // writing inside the margin must not start a second page
  doc.moveTo(left, bottom - 4).lineTo(left + width, bottom - 4).lineWidth(0.5).stroke(PDF_COLORS.rule);
  doc.fontSize(8).fillColor(PDF_COLORS.muted);
  writeMixedText(doc, words.footer, left, bottom + 2, { width });
}

/** The receipt as PDF bytes, in the language the family applied in (English unless told). */
export async function renderReceiptPdf(
  application: ReceiptApplication,
  { contacts, language = "en", generatedAt = new Date() }: { contacts: LetterheadContacts; language?: ReceiptLanguage; generatedAt?: Date },
): Promise<Buffer> {
  const words = receiptWords(language, application, `${contacts.phone}  |  ${contacts.email}`, generatedAt);
  // Loaded on the first receipt, so a server that never makes one never holds it.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    lang: language,
    info: {
      Title: words.documentTitle,
      Author: institution.collegeName,
      Creator: institution.collegeName,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  registerNotoFonts(doc);
  drawLetterhead(doc, { fonts: notoFonts, contacts });
  const width = contentWidth(doc);
  doc.fontSize(15).fillColor(PDF_COLORS.ink);
  writeMixedText(doc, words.heading, doc.page.margins.left, doc.y, { width, weight: "bold", align: "center", characterSpacing: language === "en" ? 0.6 : 0 });
  doc.fontSize(10).fillColor(PDF_COLORS.muted);
  writeMixedText(doc, words.admission, doc.page.margins.left, doc.y, { width, align: "center" });
  doc.moveDown(1);
  numberBox(doc, words, application);
  detailsTable(doc, words);
  instructions(doc, words);
  footer(doc, words);
  doc.end();
  return done;
}
