/**
 * The one-page PDF receipt of an application: the letterhead, the number, the date, the
 * applicant's details and what to do with it. Names and schools may be written in Marathi, so
 * everything the applicant typed is set in Noto Sans with its Devanagari part.
 */
import { programmeNames, PROGRAMME_NOT_DECIDED, type SubmittedApplication } from "../../../common/admission.schema";
import { formatDateTime } from "../../../common/format-date";
import { institution } from "../../../content/institution";
import { notoFonts, registerNotoFonts, writeMixedText } from "../../platform/pdf/fonts";
import { contentWidth, drawLetterhead, PDF_COLORS, type LetterheadContacts } from "../../platform/pdf/letterhead";

type Doc = PDFKit.PDFDocument;

const MARGIN = { top: 48, bottom: 48, left: 56, right: 56 };

function detailRows(application: SubmittedApplication): [string, string][] {
  return [
    ["Full name", application.name],
    ["Programme", application.programme ? programmeNames[application.programme] : PROGRAMME_NOT_DECIDED],
    ["Email", application.email],
    ["Mobile number", application.mobile],
    ["Education", application.education],
    ["10th (SSC)", `${application.tenthPercentage}%, passed in ${application.tenthPassingYear}`],
    ["10th school", application.tenthSchoolName],
    ["12th (HSC)", `${application.twelfthPercentage}%, passed in ${application.twelfthPassingYear}`],
    ["12th college", application.twelfthCollegeName],
  ];
}

function numberBox(doc: Doc, application: SubmittedApplication) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  const height = 64;
  doc.roundedRect(left, top, width, height, 6).fillAndStroke(PDF_COLORS.brandLight, PDF_COLORS.brand);
  const half = width / 2;
  const labels = [
    ["Application number", application.applicationNumber, 20],
    ["Date of application", formatDateTime(application.applicationDate), 13],
  ] as const;
  labels.forEach(([label, value, size], index) => {
    const x = left + 16 + index * half;
    doc.font(notoFonts.regular).fontSize(9).fillColor(PDF_COLORS.muted).text(label, x, top + 12, { width: half - 24 });
    doc.font(notoFonts.bold).fontSize(size).fillColor(PDF_COLORS.brand).text(value, x, top + 26, { width: half - 24, lineBreak: false });
  });
  doc.y = top + height + 18;
}

function detailsTable(doc: Doc, application: SubmittedApplication) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const labelWidth = 130;
  const valueWidth = width - labelWidth - 20;
  doc.font(notoFonts.bold).fontSize(11).fillColor(PDF_COLORS.ink).text("Applicant's details", left, doc.y);
  doc.y += 6;
  detailRows(application).forEach(([label, value], index) => {
    const top = doc.y;
    // Measured in the regular Latin font: close enough for the row's height, and text never overflows it.
    doc.font(notoFonts.regular).fontSize(10);
    const height = Math.max(doc.heightOfString(value, { width: valueWidth }), 14) + 10;
    if (index % 2 === 0) doc.rect(left, top, width, height).fill(PDF_COLORS.zebra);
    doc.fillColor(PDF_COLORS.muted).font(notoFonts.regular).fontSize(9.5).text(label, left + 8, top + 5, { width: labelWidth });
    doc.fillColor(PDF_COLORS.ink).fontSize(10);
    writeMixedText(doc, value, left + labelWidth + 12, top + 5, { width: valueWidth });
    doc.y = top + height;
  });
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).stroke(PDF_COLORS.rule);
  doc.y += 18;
}

function instructions(doc: Doc, application: SubmittedApplication, contacts: LetterheadContacts) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const lines = [
    `Bring this receipt, printed or on your phone, with your original mark sheets and documents when you come to the college for admission.`,
    `Quote your application number ${application.applicationNumber} whenever you call or write to the admissions office.`,
    `Applying here does not replace the CAP registration: register for the CAP rounds and list us with choice code ${institution.choiceCode}.`,
  ];
  doc.font(notoFonts.bold).fontSize(11).fillColor(PDF_COLORS.ink).text("Please note", left, doc.y);
  doc.font(notoFonts.regular).fontSize(10).fillColor(PDF_COLORS.ink);
  doc.moveDown(0.3);
  doc.list(lines, left, doc.y, { width, bulletRadius: 2, textIndent: 12, paragraphGap: 4 });
  doc.moveDown(0.8);
  doc.font(notoFonts.regular).fontSize(10).fillColor(PDF_COLORS.muted);
  doc.text(`Admissions office: ${contacts.phone}  |  ${contacts.email}`, left, doc.y, { width });
}

function footer(doc: Doc, generatedAt: Date) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const bottom = doc.page.height - doc.page.margins.bottom;
  doc.page.margins.bottom = 0; // writing inside the margin must not start a second page
  doc.moveTo(left, bottom - 4).lineTo(left + width, bottom - 4).lineWidth(0.5).stroke(PDF_COLORS.rule);
  doc.font(notoFonts.regular).fontSize(8).fillColor(PDF_COLORS.muted);
  doc.text(
    `Issued ${formatDateTime(generatedAt.toISOString())}  |  ${institution.website}  |  This receipt confirms that the application was received; it is not an offer of admission.`,
    left,
    bottom + 2,
    { width },
  );
}

/** The receipt as PDF bytes. */
export async function renderReceiptPdf(
  application: SubmittedApplication,
  { contacts, generatedAt = new Date() }: { contacts: LetterheadContacts; generatedAt?: Date },
): Promise<Buffer> {
  // Loaded on the first receipt, so a server that never makes one never holds it.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    info: {
      Title: `Application receipt ${application.applicationNumber}`,
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
  doc.font(notoFonts.bold).fontSize(15).fillColor(PDF_COLORS.ink);
  doc.text("APPLICATION RECEIPT", doc.page.margins.left, doc.y, { width, align: "center", characterSpacing: 0.6 });
  doc.font(notoFonts.regular).fontSize(10).fillColor(PDF_COLORS.muted);
  doc.text(`Admission ${application.academicYear}  |  ${institution.courses}`, { width, align: "center" });
  doc.moveDown(1);
  numberBox(doc, application);
  detailsTable(doc, application);
  instructions(doc, application, contacts);
  footer(doc, generatedAt);
  doc.end();
  return done;
}
