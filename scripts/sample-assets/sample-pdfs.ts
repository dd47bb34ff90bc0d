/**
 * Sample PDF documents for a fresh install, drawn once by scripts/make-sample-assets.ts into
 * content/samples/documents/. Each one is a real, readable A4 document with the college header
 * from content/institution.ts and a footer marking it as sample data; the clerk replaces them
 * with the official files on the Documents screen.
 *
 * Only the PDF core font Helvetica is used (WinAnsi encoding), so the text avoids characters
 * outside that set (for instance the rupee sign is written "Rs.").
 */
import PDFDocument from "pdfkit";
import { initialSettings } from "../../content/initial-settings";
import { institution } from "../../content/institution";
import type { DocumentFile } from "../../server/resources/documents/document-files";
import { contentWidth, drawLetterhead, PDF_COLORS } from "../../server/platform/pdf/letterhead";

type Doc = PDFKit.PDFDocument;

/** The sample PDF of one document, rendered in memory (a few hundred KB at most). */
export async function renderSamplePdf(file: DocumentFile): Promise<Buffer> {
  const doc = createDocument(builders[file]);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.end();
  return done;
}

// ---------------------------------------------------------------------------------------------
// Layout helpers
// ---------------------------------------------------------------------------------------------

const COLORS = PDF_COLORS;

const MARGIN = { top: 48, bottom: 58, left: 48, right: 48 };
const SAMPLE_FOOTER =
  "SAMPLE DATA - generated for a fresh installation; replace with the official document.";

interface DocMeta {
  title: string;
  subject: string;
  landscape?: boolean;
}

const metaOf = new WeakMap<Doc, DocMeta>();

/** The day every sample says it was made, so that drawing them again from the same sources gives the same bytes. */
const MADE_ON = new Date("2025-06-01T00:00:00Z");

function createDocument(build: (doc: Doc) => void): Doc {
  // Pages are buffered so running headers and "Page x of y" footers can be added at the end;
  // each builder starts with `begin`, which adds the first page and the letterhead.
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    info: { Author: institution.collegeName, Creator: institution.collegeName, CreationDate: MADE_ON },
  });
  build(doc);
  finishPages(doc);
  return doc;
}

function begin(doc: Doc, meta: DocMeta): void {
  metaOf.set(doc, meta);
  doc.info.Title = `${meta.title} (sample)`;
  doc.info.Subject = meta.subject;
  doc.info.Keywords = "sample";
  addPage(doc);
  letterhead(doc, meta);
}

function addPage(doc: Doc): void {
  const meta = metaOf.get(doc);
  doc.addPage({ size: "A4", layout: meta?.landscape ? "landscape" : "portrait", margins: MARGIN });
  doc.font("Helvetica").fontSize(10).fillColor(COLORS.ink);
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

function ensureSpace(doc: Doc, height: number): void {
  const atTop = doc.y <= doc.page.margins.top + 20;
  if (doc.y + height > bottomLimit(doc) && !atTop) {
    addPage(doc);
    doc.y = doc.page.margins.top + 14; // leave room for the running header
  }
}

function letterhead(doc: Doc, meta: DocMeta): void {
  drawLetterhead(doc);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.fillColor(COLORS.ink).font("Helvetica-Bold").fontSize(15);
  doc.text(meta.title.toUpperCase(), left, doc.y, { width, align: "center", characterSpacing: 0.6 });
  doc.font("Helvetica").fontSize(9.5).fillColor(COLORS.muted);
  doc.text(meta.subject, left, doc.y + 2, { width, align: "center" });
  doc.moveDown(0.6);
  sampleBanner(doc);
}

function sampleBanner(doc: Doc): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const text =
    "Sample document: the names, dates and figures below are illustrative placeholders, not official information.";
  doc.font("Helvetica-Bold").fontSize(8);
  const h = doc.heightOfString(text, { width: width - 16 }) + 8;
  const y = doc.y;
  doc.roundedRect(left, y, width, h, 3).fillAndStroke(COLORS.sampleFill, "#f3c89b");
  doc.fillColor(COLORS.sample).text(text, left + 8, y + 4.5, { width: width - 16, align: "center" });
  doc.x = left;
  doc.y = y + h + 12;
  doc.fillColor(COLORS.ink).font("Helvetica").fontSize(10);
}

/** Running header on pages after the first, and the sample footer with page numbers on all. */
function finishPages(doc: Doc): void {
  const meta = metaOf.get(doc);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page

    if (i > range.start) {
      const y = doc.page.margins.top - 22;
      doc.font("Helvetica-Bold").fontSize(8).fillColor(COLORS.brand);
      doc.text(institution.collegeName, left, y, { width: width / 2, lineBreak: false });
      doc.font("Helvetica").fillColor(COLORS.muted);
      doc.text(meta?.title ?? "", left + width / 2, y, { width: width / 2, align: "right", lineBreak: false });
      doc.moveTo(left, y + 12).lineTo(left + width, y + 12).lineWidth(0.5).stroke(COLORS.rule);
    }

    const fy = doc.page.height - savedBottom + 16;
    doc.moveTo(left, fy - 6).lineTo(left + width, fy - 6).lineWidth(0.5).stroke(COLORS.rule);
    doc.font("Helvetica-Bold").fontSize(7.5).fillColor(COLORS.sample);
    doc.text(SAMPLE_FOOTER, left, fy, { width: width - 90, lineBreak: false });
    doc.font("Helvetica").fillColor(COLORS.muted);
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, left + width - 90, fy, {
      width: 90,
      align: "right",
      lineBreak: false,
    });
    doc.font("Helvetica").fontSize(7).fillColor(COLORS.muted);
    doc.text(`${institution.shortName}  |  ${institution.website}  |  ${initialSettings.phone}`, left, fy + 11, {
      width,
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }
}

/**
 * Headings are queued rather than drawn at once: the next block (table, list, paragraph)
 * draws them together with as much of itself as it needs, so a heading never ends up alone
 * at the bottom of a page.
 */
const pendingTitles = new WeakMap<Doc, { text: string; level: 1 | 2 }[]>();

function heading(doc: Doc, text: string): void {
  queueTitle(doc, text, 1);
}

function subheading(doc: Doc, text: string): void {
  queueTitle(doc, text, 2);
}

function queueTitle(doc: Doc, text: string, level: 1 | 2): void {
  const list = pendingTitles.get(doc) ?? [];
  list.push({ text, level });
  pendingTitles.set(doc, list);
}

function titleFont(doc: Doc, level: 1 | 2): void {
  if (level === 1) doc.font("Helvetica-Bold").fontSize(11.5);
  else doc.font("Helvetica-Bold").fontSize(10);
}

function titleHeight(doc: Doc, text: string, level: 1 | 2): number {
  titleFont(doc, level);
  const width = contentWidth(doc) - (level === 1 ? 9 : 0);
  const h = doc.heightOfString(text, { width });
  return level === 1 ? Math.max(h + 1.5, 14) + 5 + 6 : h + 2 + 3;
}

/** Draws queued headings, first moving to a new page unless they fit with `reserve` points of the block. */
function beginBlock(doc: Doc, reserve: number): void {
  const titles = pendingTitles.get(doc) ?? [];
  pendingTitles.delete(doc);
  const titlesH = titles.reduce((sum, t) => sum + titleHeight(doc, t.text, t.level), 0);
  ensureSpace(doc, titlesH + reserve);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  for (const t of titles) {
    titleFont(doc, t.level);
    if (t.level === 1) {
      const y = doc.y + 6;
      doc.rect(left, y, 3, 14).fill(COLORS.brand);
      doc.fillColor(COLORS.brand).text(t.text, left + 9, y + 1.5, { width: width - 9 });
      doc.y = Math.max(doc.y, y + 14) + 5;
    } else {
      doc.fillColor(COLORS.ink).text(t.text, left, doc.y + 2, { width });
      doc.y += 3;
    }
  }
  doc.x = left;
  doc.font("Helvetica").fontSize(9.5).fillColor(COLORS.ink);
}

function usableHeight(doc: Doc): number {
  return bottomLimit(doc) - doc.page.margins.top - 14;
}

function paragraph(doc: Doc, text: string, options: { size?: number; color?: string } = {}): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font("Helvetica").fontSize(options.size ?? 9.5);
  const h = doc.heightOfString(text, { width, lineGap: 1.5 });
  beginBlock(doc, Math.min(h, 120) + 4);
  doc.font("Helvetica").fontSize(options.size ?? 9.5).fillColor(options.color ?? COLORS.ink);
  doc.text(text, left, doc.y, { width, align: "left", lineGap: 1.5 });
  doc.y += 4;
}

function bullets(doc: Doc, items: string[], size = 9.2): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font("Helvetica").fontSize(size);
  const heights = items.map((item) => doc.heightOfString(item, { width: width - 14, lineGap: 1 }) + 2);
  const total = heights.reduce((sum, h) => sum + h, 0);
  // Short lists stay together; long ones at least keep their first item with the heading.
  beginBlock(doc, total <= 260 ? total : heights[0]);
  items.forEach((item, i) => {
    ensureSpace(doc, heights[i]);
    const y = doc.y;
    doc.circle(left + 4, y + size * 0.45, 1.6).fill(COLORS.brand);
    doc.font("Helvetica").fontSize(size).fillColor(COLORS.ink);
    doc.text(item, left + 12, y, { width: width - 14, lineGap: 1 });
    doc.y += 2;
  });
  doc.x = left;
  doc.y += 3;
}

type Cell = string | { text: string; bold?: boolean; fill?: string; color?: string; align?: Align };
type Align = "left" | "center" | "right";

interface Column {
  header: string;
  /** Relative width; columns are scaled to the content width. */
  weight: number;
  align?: Align;
}

interface TableOptions {
  fontSize?: number;
  boldFirstColumn?: boolean;
  padding?: number;
  minRowHeight?: number;
}

/** A bordered table with a shaded header row that repeats after each page break. */
function table(doc: Doc, columns: Column[], rows: Cell[][], options: TableOptions = {}): void {
  const size = options.fontSize ?? 8.6;
  const pad = options.padding ?? 4;
  const left = doc.page.margins.left;
  const total = columns.reduce((sum, c) => sum + c.weight, 0);
  const widths = columns.map((c) => (c.weight / total) * contentWidth(doc));

  const cellOf = (cell: Cell) => (typeof cell === "string" ? { text: cell } : cell);
  const measure = (texts: { text: string; bold?: boolean }[]) =>
    Math.max(
      options.minRowHeight ?? 0,
      ...texts.map((t, i) => {
        doc.font(t.bold ? "Helvetica-Bold" : "Helvetica").fontSize(size);
        return doc.heightOfString(t.text || " ", { width: widths[i] - pad * 2, lineGap: 0.5 }) + pad * 2;
      }),
    );

  const drawRow = (cells: Cell[], y: number, h: number, header: boolean, index: number) => {
    let x = left;
    cells.forEach((raw, i) => {
      const cell = cellOf(raw);
      const fill = header ? COLORS.brand : (cell.fill ?? (index % 2 === 1 ? COLORS.zebra : "#ffffff"));
      doc.rect(x, y, widths[i], h).fillAndStroke(fill, COLORS.rule);
      const bold = header || cell.bold || (options.boldFirstColumn && i === 0);
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(size);
      doc.fillColor(header ? "#ffffff" : (cell.color ?? COLORS.ink));
      const align = cell.align ?? (header ? "center" : (columns[i].align ?? "left"));
      const textH = doc.heightOfString(cell.text || " ", { width: widths[i] - pad * 2, lineGap: 0.5 });
      const offset = header || align === "center" ? Math.max(pad, (h - textH) / 2) : pad;
      doc.text(cell.text, x + pad, y + offset, { width: widths[i] - pad * 2, align, lineGap: 0.5 });
      x += widths[i];
    });
  };

  const headerCells = columns.map((c) => ({ text: c.header, bold: true }));
  const headerH = measure(headerCells);
  const drawHeader = () => {
    const y = doc.y;
    drawRow(headerCells, y, headerH, true, 0);
    doc.y = y + headerH;
  };

  const rowHeights = rows.map((row) =>
    measure(row.map(cellOf).map((c, i) => ({ text: c.text, bold: c.bold || (options.boldFirstColumn && i === 0) }))),
  );
  const tableH = headerH + rowHeights.reduce((sum, h) => sum + h, 0);
  // A table that fits on one page is kept together (with its heading); a longer one at least
  // starts with its header and two rows.
  beginBlock(doc, tableH <= usableHeight(doc) ? tableH : headerH + rowHeights.slice(0, 2).reduce((a, b) => a + b, 0));
  doc.lineWidth(0.5);
  drawHeader();
  rows.forEach((row, index) => {
    const h = rowHeights[index];
    if (doc.y + h > bottomLimit(doc)) {
      addPage(doc);
      doc.y = doc.page.margins.top + 14;
      doc.lineWidth(0.5);
      drawHeader();
    }
    const y = doc.y;
    drawRow(row, y, h, false, index);
    doc.y = y + h;
  });
  doc.x = left;
  doc.y += 10;
  doc.font("Helvetica").fontSize(9.5).fillColor(COLORS.ink);
}

/** Two-column "label: value" table used for institutional details. */
function facts(doc: Doc, rows: [string, string][]): void {
  table(
    doc,
    [
      { header: "Particular", weight: 36 },
      { header: "Details", weight: 64 },
    ],
    rows.map(([label, value]) => [{ text: label, bold: true }, value]),
    { fontSize: 8.8 },
  );
}

function signature(doc: Doc, role: string): void {
  beginBlock(doc, 70);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const y = doc.y + 26;
  doc.font("Helvetica").fontSize(8.5).fillColor(COLORS.muted);
  doc.text(`Place: ${initialSettings.address.split(",")[0].replace(/^At post\s+/i, "")}`, left, y, { lineBreak: false });
  doc.text("Date: 01/07/2025 (sample)", left, y + 12, { lineBreak: false });
  doc.moveTo(left + width - 170, y + 8).lineTo(left + width, y + 8).lineWidth(0.5).stroke(COLORS.rule);
  doc.font("Helvetica-Bold").fillColor(COLORS.ink);
  doc.text(role, left + width - 170, y + 12, { width: 170, align: "center" });
  doc.font("Helvetica").fillColor(COLORS.muted);
  doc.text(institution.collegeName, left + width - 170, doc.y, { width: 170, align: "center" });
  doc.x = left;
  doc.y += 8;
}

// ---------------------------------------------------------------------------------------------
// Subject data (PCI B.Pharm regulations and D.Pharm ER-2020, abbreviated)
// ---------------------------------------------------------------------------------------------

interface Subject {
  code: string;
  name: string;
  /** Short label used in timetables. */
  short?: string;
  kind: "T" | "P" | "E" | "S";
}

const T = (code: string, name: string, short?: string): Subject => ({ code, name, short, kind: "T" });
const P = (code: string, name: string, short?: string): Subject => ({ code, name, short, kind: "P" });

const bpharmSemesters: { semester: string; subjects: Subject[] }[] = [
  {
    semester: "I",
    subjects: [
      T("BP101T", "Human Anatomy and Physiology I", "HAP-I"),
      T("BP102T", "Pharmaceutical Analysis I", "PA-I"),
      T("BP103T", "Pharmaceutics I", "PCEU-I"),
      T("BP104T", "Pharmaceutical Inorganic Chemistry", "PIC"),
      T("BP105T", "Communication Skills", "CS"),
      T("BP106RBT", "Remedial Biology / Remedial Mathematics (BP106RMT)", "RB/RM"),
      P("BP107P", "Human Anatomy and Physiology I (Practical)", "HAP-I"),
      P("BP108P", "Pharmaceutical Analysis I (Practical)", "PA-I"),
      P("BP109P", "Pharmaceutics I (Practical)", "PCEU-I"),
      P("BP110P", "Pharmaceutical Inorganic Chemistry (Practical)", "PIC"),
      P("BP111P", "Communication Skills (Practical)", "CS"),
      P("BP112RBP", "Remedial Biology (Practical)", "RB"),
    ],
  },
  {
    semester: "II",
    subjects: [
      T("BP201T", "Human Anatomy and Physiology II"),
      T("BP202T", "Pharmaceutical Organic Chemistry I"),
      T("BP203T", "Biochemistry"),
      T("BP204T", "Pathophysiology"),
      T("BP205T", "Computer Applications in Pharmacy"),
      T("BP206T", "Environmental Sciences"),
      P("BP207P", "Human Anatomy and Physiology II (Practical)"),
      P("BP208P", "Pharmaceutical Organic Chemistry I (Practical)"),
      P("BP209P", "Biochemistry (Practical)"),
      P("BP210P", "Computer Applications in Pharmacy (Practical)"),
    ],
  },
  {
    semester: "III",
    subjects: [
      T("BP301T", "Pharmaceutical Organic Chemistry II", "POC-II"),
      T("BP302T", "Physical Pharmaceutics I", "PP-I"),
      T("BP303T", "Pharmaceutical Microbiology", "PMB"),
      T("BP304T", "Pharmaceutical Engineering", "PE"),
      P("BP305P", "Pharmaceutical Organic Chemistry II (Practical)", "POC-II"),
      P("BP306P", "Physical Pharmaceutics I (Practical)", "PP-I"),
      P("BP307P", "Pharmaceutical Microbiology (Practical)", "PMB"),
      P("BP308P", "Pharmaceutical Engineering (Practical)", "PE"),
    ],
  },
  {
    semester: "IV",
    subjects: [
      T("BP401T", "Pharmaceutical Organic Chemistry III"),
      T("BP402T", "Medicinal Chemistry I"),
      T("BP403T", "Physical Pharmaceutics II"),
      T("BP404T", "Pharmacology I"),
      T("BP405T", "Pharmacognosy and Phytochemistry I"),
      P("BP406P", "Medicinal Chemistry I (Practical)"),
      P("BP407P", "Physical Pharmaceutics II (Practical)"),
      P("BP408P", "Pharmacology I (Practical)"),
      P("BP409P", "Pharmacognosy and Phytochemistry I (Practical)"),
    ],
  },
  {
    semester: "V",
    subjects: [
      T("BP501T", "Medicinal Chemistry II", "MC-II"),
      T("BP502T", "Industrial Pharmacy I", "IP-I"),
      T("BP503T", "Pharmacology II", "PCOL-II"),
      T("BP504T", "Pharmacognosy and Phytochemistry II", "PCOG-II"),
      T("BP505T", "Pharmaceutical Jurisprudence", "PJ"),
      P("BP506P", "Industrial Pharmacy I (Practical)", "IP-I"),
      P("BP507P", "Pharmacology II (Practical)", "PCOL-II"),
      P("BP508P", "Pharmacognosy and Phytochemistry II (Practical)", "PCOG-II"),
    ],
  },
  {
    semester: "VI",
    subjects: [
      T("BP601T", "Medicinal Chemistry III"),
      T("BP602T", "Pharmacology III"),
      T("BP603T", "Herbal Drug Technology"),
      T("BP604T", "Biopharmaceutics and Pharmacokinetics"),
      T("BP605T", "Pharmaceutical Biotechnology"),
      T("BP606T", "Quality Assurance"),
      P("BP607P", "Medicinal Chemistry III (Practical)"),
      P("BP608P", "Pharmacology III (Practical)"),
      P("BP609P", "Herbal Drug Technology (Practical)"),
    ],
  },
  {
    semester: "VII",
    subjects: [
      T("BP701T", "Instrumental Methods of Analysis", "IMA"),
      T("BP702T", "Industrial Pharmacy II", "IP-II"),
      T("BP703T", "Pharmacy Practice", "PPR"),
      T("BP704T", "Novel Drug Delivery System", "NDDS"),
      P("BP705P", "Instrumental Methods of Analysis (Practical)", "IMA"),
      { code: "BP706PS", name: "Practice School", short: "PS", kind: "S" },
    ],
  },
  {
    semester: "VIII",
    subjects: [
      T("BP801T", "Biostatistics and Research Methodology"),
      T("BP802T", "Social and Preventive Pharmacy"),
      { code: "BP803ET", name: "Elective I (e.g. Pharma Marketing Management)", kind: "E" },
      { code: "BP804ET", name: "Elective II (e.g. Pharmacovigilance)", kind: "E" },
      { code: "BP813PW", name: "Project Work", kind: "S" },
    ],
  },
];

const bpharmElectives = [
  "BP803ET Pharma Marketing Management",
  "BP804ET Pharmaceutical Regulatory Science",
  "BP805ET Pharmacovigilance",
  "BP806ET Quality Control and Standardization of Herbals",
  "BP807ET Computer Aided Drug Design",
  "BP808ET Cell and Molecular Biology",
  "BP809ET Cosmetic Science",
  "BP810ET Experimental Pharmacology",
  "BP811ET Advanced Instrumentation Techniques",
  "BP812ET Dietary Supplements and Nutraceuticals",
];

/** Five unit headings per B.Pharm theory subject (condensed). */
const bpharmUnits: Record<string, string> = {
  BP101T: "Introduction to the human body, cellular level of organisation; tissues; integumentary and skeletal systems; joints; body fluids and blood; lymphatic system; peripheral nervous system; special senses; cardiovascular system.",
  BP102T: "Pharmaceutical analysis, errors and impurities; acid-base titration; non-aqueous titration; precipitation, complexometric and gravimetric analysis; redox titrations; electrochemical methods (conductometry, potentiometry, polarography).",
  BP103T: "Historical background and profession of pharmacy; dosage forms and prescription; posology; pharmaceutical calculations; powders and liquid dosage forms; biphasic liquids; suppositories; pharmaceutical incompatibilities; semisolid dosage forms.",
  BP104T: "Impurities in pharmaceutical substances and limit tests; acids, bases and buffers; major extra- and intracellular electrolytes; dental products; gastrointestinal agents; miscellaneous compounds; radiopharmaceuticals.",
  BP105T: "Communication skills and barriers; perspectives in communication; elements of communication; communication styles; basic listening skills; effective written communication; interview skills; group discussion.",
  BP106RBT: "Living world and plant kingdom; morphology of flowering plants; body fluids and circulation; digestion, respiration and excretion; nervous and endocrine systems; plant physiology; cell and tissues.",
  BP201T: "Nervous system; digestive system; energetics; respiratory system; urinary system; endocrine system; reproductive system; introduction to genetics.",
  BP202T: "Classification and nomenclature; alkanes, alkenes and conjugated dienes; alkyl halides; alcohols; carbonyl compounds; carboxylic acids; aliphatic amines.",
  BP203T: "Biomolecules; bioenergetics; carbohydrate metabolism; lipid metabolism; amino acid metabolism; nucleic acid metabolism and genetic information transfer; enzymes.",
  BP204T: "Basic principles of cell injury and adaptation; inflammation and repair; cardiovascular, respiratory and renal disorders; haematological, endocrine and nervous system disorders; principles of cancer; infectious diseases.",
  BP205T: "Number systems; concept of information systems and software; web technologies; introduction to databases; application of computers in pharmacy; bioinformatics; computers in pharmaceutical research.",
  BP206T: "Multidisciplinary nature of environmental studies; natural resources; ecosystems; environmental pollution (air, water, soil).",
  BP301T: "Benzene and its derivatives; aromatic amines; phenols; aromatic acids; fats and oils; polynuclear hydrocarbons; cycloalkanes.",
  BP302T: "Solubility of drugs; states of matter and properties of matter; surface and interfacial phenomena; complexation and protein binding; pH, buffers and isotonic solutions.",
  BP303T: "Introduction, history and scope of microbiology; identification of bacteria and staining; sterilisation methods; disinfection and evaluation of disinfectants; aseptic technique; microbial assay; cell culture technology.",
  BP304T: "Flow of fluids; size reduction and size separation; heat transfer; evaporation and distillation; drying and mixing; filtration and centrifugation; materials of pharmaceutical plant construction and corrosion.",
  BP401T: "Stereoisomerism; optical and geometrical isomerism; heterocyclic compounds; synthesis and reactions of five- and six-membered heterocycles; reactions of synthetic importance.",
  BP402T: "Introduction to medicinal chemistry and drug metabolism; drugs acting on the autonomic nervous system; drugs acting on the central nervous system: sedatives, hypnotics, anticonvulsants, general anaesthetics, narcotic analgesics.",
  BP403T: "Colloidal dispersions; rheology; coarse dispersions (suspensions and emulsions); micromeritics; drug stability and kinetics.",
  BP404T: "General pharmacology and pharmacodynamics; pharmacology of peripheral nervous system; pharmacology of central nervous system; drug discovery and clinical evaluation.",
  BP405T: "Introduction to pharmacognosy; cultivation, collection and storage of crude drugs; plant tissue culture; pharmacognosy in various systems of medicine; primary metabolites; marine drugs.",
  BP501T: "Antihistaminic agents; anti-neoplastic agents; anti-anginal, diuretic and anti-hypertensive agents; anti-arrhythmic and anti-hyperlipidaemic drugs; drugs acting on the endocrine system; antidiabetic agents; local anaesthetics.",
  BP502T: "Preformulation studies; tablets; liquid orals; capsules; pellets; parenteral products; ophthalmic preparations; cosmetics; pharmaceutical aerosols; packaging materials.",
  BP503T: "Pharmacology of drugs acting on the cardiovascular system; drugs acting on the haemopoietic system; autacoids; endocrine pharmacology; bioassay.",
  BP504T: "Metabolic pathways in higher plants; general introduction, chemistry and uses of alkaloids, glycosides, terpenoids, resins, tannins and volatile oils; isolation and identification of phytoconstituents; industrial production of phytoconstituents.",
  BP505T: "Drugs and Cosmetics Act 1940 and Rules 1945; Pharmacy Act 1948; Medicinal and Toilet Preparations Act; NDPS Act; Drugs and Magic Remedies Act; DPCO and NPPA; code of pharmaceutical ethics; Right to Information Act.",
  BP601T: "Antibiotics; anti-tubercular, anti-viral, anti-fungal and anti-protozoal agents; anthelmintics; sulphonamides; anti-malarials; introduction to drug design and combinatorial chemistry.",
  BP602T: "Pharmacology of drugs acting on the respiratory and gastrointestinal systems; chemotherapy; immunopharmacology; principles of toxicology; chronopharmacology.",
  BP603T: "Herbs as raw materials; biodynamic agriculture; nutraceuticals; herbal cosmetics; herbal excipients and formulations; evaluation of herbal drugs; patenting and regulatory requirements; GMP for herbal units.",
  BP604T: "Absorption of drugs; distribution, elimination and protein binding; bioavailability and bioequivalence; pharmacokinetics and compartment models; multiple dosing; non-linear pharmacokinetics.",
  BP605T: "Enzyme immobilisation and biosensors; recombinant DNA technology; monoclonal antibodies; immunology and vaccines; microbial fermentation and production of antibiotics, vitamins and enzymes.",
  BP606T: "Quality assurance and quality management concepts; ICH guidelines; GLP and GMP; organisation and personnel; premises and equipment; complaints and recalls; document maintenance; calibration and validation; warehousing.",
  BP701T: "UV-visible spectroscopy; fluorimetry; IR spectroscopy; flame photometry and atomic absorption; chromatography (TLC, paper, column, GC, HPLC); ion exchange and gel chromatography; electrophoresis.",
  BP702T: "Pilot plant scale-up techniques; technology development and transfer; regulatory affairs; regulatory requirements for drug approval; quality management systems; Indian regulatory requirements.",
  BP703T: "Hospital and its organisation; hospital pharmacy; adverse drug reaction monitoring; community pharmacy; drug distribution systems; therapeutic drug monitoring; medication adherence; patient counselling; drug information services.",
  BP704T: "Controlled drug delivery systems; polymers; microencapsulation; mucoadhesive, implantable and transdermal systems; gastro-retentive and nasopulmonary delivery; targeted drug delivery; ocular and intrauterine delivery.",
  BP801T: "Introduction to biostatistics; measures of central tendency and dispersion; correlation and regression; probability and hypothesis testing; parametric and non-parametric tests; research methodology; design of experiments.",
  BP802T: "Concept of health and disease; social and health education; nutrition and health; preventive medicine for communicable and non-communicable diseases; national health programmes; community services in rural, urban and school health.",
};

const dpharmYears: { year: string; subjects: (Subject & { units: string[]; hours: number })[] }[] = [
  {
    year: "First Year",
    subjects: [
      {
        ...T("ER20-11T", "Pharmaceutics", "PHT"),
        hours: 75,
        units: [
          "History of the profession of pharmacy in India; pharmacy as a career; pharmacopoeias and formularies",
          "Packaging materials; pharmaceutical aids: organoleptic agents, preservatives, antioxidants",
          "Unit operations: size reduction, size separation, mixing, filtration, drying, extraction, distillation",
          "Conventional dosage forms: tablets, capsules, liquid orals, topical and parenteral preparations",
          "Novel drug delivery systems: introduction, classification and applications",
        ],
      },
      {
        ...T("ER20-12T", "Pharmaceutical Chemistry", "PCH"),
        hours: 75,
        units: [
          "Introduction to pharmaceutical chemistry; impurities and limit tests",
          "Volumetric analysis: acid-base, redox, precipitation and complexometric titrations",
          "Inorganic pharmaceuticals: gastrointestinal agents, topical agents, electrolytes",
          "Drugs acting on the central and autonomic nervous systems: classification, structure and uses",
          "Chemotherapeutic agents: antibiotics, antimalarials, antitubercular and antiviral drugs",
        ],
      },
      {
        ...T("ER20-13T", "Pharmacognosy", "PCG"),
        hours: 75,
        units: [
          "Definition, history and scope of pharmacognosy; sources and classification of crude drugs",
          "Cultivation, collection, processing and storage of crude drugs; adulteration and evaluation",
          "Phytoconstituents: alkaloids, glycosides, tannins, volatile oils, resins",
          "Study of selected crude drugs: laxatives, cardiotonics, carminatives, expectorants",
          "Herbal formulations, nutraceuticals and traditional systems of medicine (AYUSH)",
        ],
      },
      {
        ...T("ER20-14T", "Human Anatomy and Physiology", "HAP"),
        hours: 75,
        units: [
          "Scope of anatomy and physiology; cell and tissues; skeletal system and joints",
          "Haematology: blood composition, coagulation, blood groups; lymphatic system",
          "Cardiovascular and respiratory systems",
          "Digestive, urinary and reproductive systems",
          "Nervous system, special senses and endocrine system",
        ],
      },
      {
        ...T("ER20-15T", "Social Pharmacy", "SP"),
        hours: 75,
        units: [
          "Introduction to social pharmacy; public health and the role of the pharmacist",
          "Preventive healthcare: immunisation, family planning, national health programmes",
          "Nutrition and health: balanced diet, deficiency diseases, food safety",
          "Introduction to microbiology and communicable diseases; epidemiology",
          "Pharmacoeconomics, health insurance and emergency health care",
        ],
      },
    ],
  },
  {
    year: "Second Year",
    subjects: [
      {
        ...T("ER20-21T", "Pharmacology", "PCOL"),
        hours: 75,
        units: [
          "General pharmacology: routes of administration, pharmacokinetics, pharmacodynamics",
          "Drugs acting on the peripheral and central nervous systems",
          "Drugs acting on the cardiovascular, respiratory and gastrointestinal systems",
          "Hormones, drugs acting on blood and blood-forming organs; autacoids",
          "Chemotherapy: antimicrobials, anticancer drugs; vitamins and vaccines",
        ],
      },
      {
        ...T("ER20-22T", "Community Pharmacy and Management", "CPM"),
        hours: 75,
        units: [
          "Community pharmacy practice: definition, scope, professional responsibilities",
          "Prescription handling, dispensing and patient counselling",
          "Medication adherence, health screening and over-the-counter medication",
          "Community pharmacy management: legal requirements, inventory, finance",
          "Marketing, communication and customer relations in a pharmacy",
        ],
      },
      {
        ...T("ER20-23T", "Biochemistry and Clinical Pathology", "BCP"),
        hours: 75,
        units: [
          "Introduction to biochemistry; carbohydrates, lipids and proteins",
          "Nucleic acids, enzymes and vitamins",
          "Metabolism of carbohydrates, lipids and proteins",
          "Minerals, water and electrolyte balance",
          "Introduction to clinical pathology: blood, urine and stool examination",
        ],
      },
      {
        ...T("ER20-24T", "Pharmacotherapeutics", "PTH"),
        hours: 75,
        units: [
          "Introduction to pharmacotherapeutics; rational use of medicines",
          "Cardiovascular and respiratory disorders",
          "Endocrine disorders: diabetes mellitus, thyroid disorders",
          "Central nervous system disorders and gastrointestinal disorders",
          "Infectious diseases: tuberculosis, malaria, urinary tract infections, HIV",
        ],
      },
      {
        ...T("ER20-25T", "Hospital and Clinical Pharmacy", "HCP"),
        hours: 75,
        units: [
          "Hospital: definition, classification and organisation; hospital pharmacy",
          "Drug distribution systems; inventory control; drug and therapeutics committee",
          "Compounding in hospitals: sterile and non-sterile preparations",
          "Clinical pharmacy: ward round participation, drug information services",
          "Adverse drug reaction monitoring and pharmacovigilance",
        ],
      },
      {
        ...T("ER20-26T", "Pharmacy Law and Ethics", "PLE"),
        hours: 75,
        units: [
          "General principles of law; history of pharmaceutical legislation",
          "Pharmacy Act 1948 and Pharmacy Practice Regulations 2015",
          "Drugs and Cosmetics Act 1940 and Rules 1945",
          "Narcotic Drugs and Psychotropic Substances Act; Drugs and Magic Remedies Act",
          "Code of ethics for pharmacists; consumer protection and medical device regulation",
        ],
      },
    ],
  },
];

const dpharmPracticals: Record<string, string[]> = {
  "First Year": [
    "ER20-11P Pharmaceutics",
    "ER20-12P Pharmaceutical Chemistry",
    "ER20-13P Pharmacognosy",
    "ER20-14P Human Anatomy and Physiology",
    "ER20-15P Social Pharmacy",
  ],
  "Second Year": [
    "ER20-21P Pharmacology",
    "ER20-22P Community Pharmacy and Management",
    "ER20-23P Biochemistry and Clinical Pathology",
    "ER20-24P Pharmacotherapeutics",
    "ER20-25P Hospital and Clinical Pharmacy",
  ],
};

const facultyPool = [
  "Dr. S. R. Kulkarni",
  "Mrs. P. A. Jadhav",
  "Mr. V. D. Shinde",
  "Ms. K. S. Deshmukh",
  "Dr. A. M. Pawar",
  "Mr. R. B. Gaikwad",
  "Mrs. N. V. Sonawane",
  "Mr. T. S. Wagh",
  "Ms. R. P. Bhosale",
  "Dr. M. K. Patil",
  "Mrs. S. G. Aher",
  "Mr. Y. N. Kadam",
];

// ---------------------------------------------------------------------------------------------
// 1. Timetable
// ---------------------------------------------------------------------------------------------

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function buildTimetable(doc: Doc): void {
  begin(doc, {
    title: "Class Time Table",
    subject: `Academic year 2025-26  |  Odd term (B.Pharm) and annual pattern (D.Pharm)  |  Effective from 21 July 2025`,
    landscape: true,
  });

  const classes: { label: string; subjects: Subject[] }[] = [
    { label: "B.Pharm First Year - Semester I", subjects: bpharmSemesters[0].subjects },
    { label: "B.Pharm Second Year - Semester III", subjects: bpharmSemesters[2].subjects },
    { label: "B.Pharm Third Year - Semester V", subjects: bpharmSemesters[4].subjects },
    { label: "B.Pharm Final Year - Semester VII", subjects: bpharmSemesters[6].subjects },
    {
      label: "D.Pharm First Year (ER-2020, annual)",
      subjects: dpharmYears[0].subjects.flatMap((s) => [s, P(s.code.replace("T", "P"), `${s.name} (Practical)`, s.short)]),
    },
    {
      label: "D.Pharm Second Year (ER-2020, annual)",
      subjects: dpharmYears[1].subjects.flatMap((s) =>
        s.code === "ER20-26T" ? [s] : [s, P(s.code.replace("T", "P"), `${s.name} (Practical)`, s.short)],
      ),
    },
  ];

  classes.forEach((entry, classIndex) => {
    if (classIndex > 0) {
      addPage(doc);
      doc.y = doc.page.margins.top + 14;
    }
    heading(doc, `${entry.label}   |   Class room ${101 + classIndex}   |   Class teacher: ${facultyPool[(classIndex * 5) % facultyPool.length]}`);
    timetableTable(doc, entry.subjects, classIndex);
    legend(doc, entry.subjects, classIndex);
  });

  heading(doc, "Notes");
  bullets(doc, [
    "College hours are 9:30 am to 4:15 pm on weekdays and 9:30 am to 12:30 pm on Saturday.",
    "Practical sessions run in two batches; students report to the laboratory in apron with their journal.",
    "Changes to the time table are displayed on the notice board and announced by the class teacher.",
  ], 8.8);
}

function timetableTable(doc: Doc, subjects: Subject[], classIndex: number): void {
  const theory = subjects.filter((s) => s.kind === "T");
  const practical = subjects.filter((s) => s.kind === "P" || s.kind === "S");
  const label = (s: Subject) => s.short ?? s.code;
  const labs = practical.filter((s) => s.kind === "P");
  const school = practical.find((s) => s.kind === "S");
  const rows: Cell[][] = DAYS.map((day, d) => {
    // Each day shifts the theory rotation by one so every course meets on several days.
    const th = (p: number) => {
      const s = theory[(d + p + classIndex) % theory.length];
      return `${label(s)}\n${s.code}`;
    };
    if (day === "Saturday") {
      return [
        day,
        th(0),
        `Tutorial\n${label(theory[(classIndex + 2) % theory.length])}`,
        "Mentoring / Library",
        { text: "", fill: COLORS.brandLight },
        { text: "Sports, NSS and cultural activities", color: COLORS.muted, align: "center" },
        { text: "-", color: COLORS.muted, align: "center" },
      ];
    }
    let practicalText: string;
    if (school && (d % 2 === 0 || labs.length === 0)) {
      practicalText = `${school.name} (${school.code})\nall students`;
    } else if (labs.length === 1) {
      practicalText = `${label(labs[0])} Lab (${labs[0].code})\nBatches A and B`;
    } else {
      const a = labs[(d + classIndex) % labs.length];
      const b = labs[(d + classIndex + 1) % labs.length];
      practicalText = `Batch A: ${label(a)} Lab (${a.code})\nBatch B: ${label(b)} Lab (${b.code})`;
    }
    return [
      day,
      th(0),
      th(1),
      th(2),
      { text: "Lunch", fill: COLORS.brandLight, color: COLORS.brand, bold: true, align: "center" },
      practicalText,
      th(3),
    ];
  });

  table(
    doc,
    [
      { header: "Day / Time", weight: 11 },
      { header: "09:30 - 10:30", weight: 14, align: "center" },
      { header: "10:30 - 11:30", weight: 14, align: "center" },
      { header: "11:30 - 12:30", weight: 14, align: "center" },
      { header: "12:30 - 13:15", weight: 8, align: "center" },
      { header: "13:15 - 15:15 (Practical)", weight: 25, align: "center" },
      { header: "15:15 - 16:15", weight: 14, align: "center" },
    ],
    rows,
    { fontSize: 8.4, boldFirstColumn: true, minRowHeight: 28 },
  );
}

/** Abbreviations with course titles and faculty, two courses per row to keep one class per page. */
function legend(doc: Doc, subjects: Subject[], classIndex: number): void {
  const theory = subjects.filter((s) => s.kind === "T");
  const entry = (s: Subject | undefined, i: number): Cell[] =>
    s
      ? [
          { text: s.short ?? s.code, bold: true },
          `${s.code}  ${s.name}`,
          { text: facultyPool[(classIndex * 3 + i) % facultyPool.length], color: COLORS.muted },
        ]
      : ["", "", ""];
  const rows: Cell[][] = [];
  for (let i = 0; i < theory.length; i += 2) {
    rows.push([...entry(theory[i], i), ...entry(theory[i + 1], i + 1)]);
  }
  table(
    doc,
    [
      { header: "Abbr.", weight: 8 },
      { header: "Course", weight: 28 },
      { header: "Faculty", weight: 14 },
      { header: "Abbr.", weight: 8 },
      { header: "Course", weight: 28 },
      { header: "Faculty", weight: 14 },
    ],
    rows,
    { fontSize: 8 },
  );
}

// ---------------------------------------------------------------------------------------------
// 2. D.Pharm syllabus
// ---------------------------------------------------------------------------------------------

function buildDpharmSyllabus(doc: Doc): void {
  begin(doc, {
    title: "D.Pharm Syllabus",
    subject: "Diploma in Pharmacy - Education Regulations 2020 (ER-2020)  |  Examining body: MSBTE, Mumbai",
  });

  heading(doc, "Programme overview");
  facts(doc, [
    ["Programme", "Diploma in Pharmacy (D.Pharm), full time"],
    ["Duration", "Two academic years (annual pattern) followed by 500 hours of practical training"],
    ["Regulations", "Pharmacy Council of India Education Regulations 2020 (ER-2020)"],
    ["Intake", "60 students per year (sample figure)"],
    ["Eligibility", "HSC (10+2) with Physics and Chemistry and Biology or Mathematics"],
    ["Assessment", "Each theory and practical course: 80 marks end examination + 20 marks sessional"],
  ]);

  for (const year of dpharmYears) {
    heading(doc, `${year.year}: course scheme`);
    const rows: Cell[][] = year.subjects.map((s) => [{ text: s.code, bold: true }, s.name, "3", `${s.hours}`, "80", "20", "100"]);
    for (const p of dpharmPracticals[year.year]) {
      const [code, ...rest] = p.split(" ");
      rows.push([{ text: code, bold: true }, `${rest.join(" ")} (Practical)`, "3", "75", "80", "20", "100"]);
    }
    table(
      doc,
      [
        { header: "Code", weight: 13 },
        { header: "Course", weight: 41 },
        { header: "Hours / week", weight: 10, align: "center" },
        { header: "Total hours", weight: 10, align: "center" },
        { header: "Exam", weight: 8, align: "center" },
        { header: "Sessional", weight: 11, align: "center" },
        { header: "Total", weight: 7, align: "center" },
      ],
      rows,
    );

    heading(doc, `${year.year}: course contents (theory)`);
    for (const s of year.subjects) {
      subheading(doc, `${s.code}  ${s.name}  (${s.hours} hours)`);
      bullets(
        doc,
        s.units.map((u, i) => `Unit ${["I", "II", "III", "IV", "V"][i]}: ${u}`),
        8.9,
      );
    }
  }

  heading(doc, "Practical training");
  paragraph(
    doc,
    "After passing the second-year examination, every student completes 500 hours of practical training spread " +
      "over not less than three months in a hospital pharmacy, community pharmacy or pharmaceutical industry " +
      "approved by the Pharmacy Council of India. A training certificate is required for registration as a pharmacist.",
  );
}

// ---------------------------------------------------------------------------------------------
// 3. B.Pharm syllabus
// ---------------------------------------------------------------------------------------------

function buildBpharmSyllabus(doc: Doc): void {
  begin(doc, {
    title: "B.Pharm Syllabus",
    subject: "Bachelor of Pharmacy - PCI B.Pharm Course Regulations 2014  |  Semesters I to VIII (CBCS)",
  });

  heading(doc, "Programme overview");
  facts(doc, [
    ["Programme", "Bachelor of Pharmacy (B.Pharm), four years, eight semesters"],
    ["Affiliation", institution.affiliationLine.replace(/^Affiliated to /, "")],
    ["Credit system", "Choice based credit system; theory 4 credits (3 lectures + 1 tutorial), practical 2 credits (4 hours)"],
    ["Assessment", "Theory: 25 internal + 75 university = 100. Practical: 15 internal + 35 university = 50"],
    ["Lateral entry", "D.Pharm holders are admitted directly to the second year (Semester III)"],
  ]);

  for (const sem of bpharmSemesters) {
    heading(doc, `Semester ${sem.semester}`);
    const rows: Cell[][] = sem.subjects.map((s) => {
      const theoryLike = s.kind === "T" || s.kind === "E";
      const project = s.code === "BP813PW";
      const practiceSchool = s.code === "BP706PS";
      return [
        { text: s.code, bold: true },
        s.name,
        { text: theoryLike ? "Theory" : project ? "Project" : practiceSchool ? "Practice school" : "Practical", align: "center" },
        { text: theoryLike ? "3 + 1" : project ? "12" : practiceSchool ? "12" : "4", align: "center" },
        { text: theoryLike ? "4" : project || practiceSchool ? "6" : "2", align: "center" },
        { text: theoryLike ? "25" : project ? "-" : practiceSchool ? "25" : "15", align: "center" },
        { text: theoryLike ? "75" : project ? "150" : practiceSchool ? "125" : "35", align: "center" },
        { text: theoryLike ? "100" : project ? "150" : practiceSchool ? "150" : "50", align: "center" },
      ];
    });
    table(
      doc,
      [
        { header: "Code", weight: 11 },
        { header: "Course", weight: 33 },
        { header: "Type", weight: 11 },
        { header: "Hours / week", weight: 9 },
        { header: "Credits", weight: 9 },
        { header: "Internal", weight: 9 },
        { header: "University", weight: 11 },
        { header: "Total", weight: 7 },
      ],
      rows,
      { fontSize: 8.3 },
    );

    const withUnits = sem.subjects.filter((s) => bpharmUnits[s.code]);
    if (withUnits.length > 0) {
      subheading(doc, `Semester ${sem.semester}: outline of theory courses`);
      bullets(
        doc,
        withUnits.map((s) => `${s.code} ${s.name}: ${bpharmUnits[s.code]}`),
        8.5,
      );
    }
    if (sem.semester === "VIII") {
      subheading(doc, "Electives offered (any two)");
      bullets(doc, bpharmElectives, 8.5);
    }
  }

  heading(doc, "Notes");
  bullets(doc, [
    "Non-university examinations such as remedial courses and communication skills are conducted by the institute as per university norms.",
    "A minimum of 80% attendance in theory and practical courses is required to appear for the university examination.",
    "Industrial visits and a 150-hour practice school (Semester VII) form part of the curriculum.",
  ]);
}

// ---------------------------------------------------------------------------------------------
// 4. Academic calendar
// ---------------------------------------------------------------------------------------------

type CalendarKind = "Academic" | "Examination" | "Holiday" | "Activity" | "Vacation";

const calendar: { month: string; items: [string, string | null, string, CalendarKind][] }[] = [
  {
    month: "July 2025",
    items: [
      ["2025-07-14", "2025-07-18", "Re-registration and fee payment for continuing students", "Academic"],
      ["2025-07-21", null, "Commencement of odd semester: B.Pharm Semesters III, V and VII", "Academic"],
      ["2025-07-28", null, "Commencement of D.Pharm Second Year classes (annual pattern)", "Academic"],
    ],
  },
  {
    month: "August 2025",
    items: [
      ["2025-08-15", null, "Independence Day: flag hoisting at 8:00 am", "Holiday"],
      ["2025-08-18", "2025-08-22", "Unit Test I: B.Pharm odd semesters", "Examination"],
      ["2025-08-27", null, "Ganesh Chaturthi", "Holiday"],
    ],
  },
  {
    month: "September 2025",
    items: [
      ["2025-09-05", null, "Teachers' Day celebration", "Activity"],
      ["2025-09-08", "2025-09-13", "Student induction programme for B.Pharm First Year (Semester I)", "Academic"],
      ["2025-09-15", null, "Commencement of B.Pharm Semester I classes", "Academic"],
      ["2025-09-25", null, "World Pharmacists Day: poster and quiz competition", "Activity"],
    ],
  },
  {
    month: "October 2025",
    items: [
      ["2025-10-02", null, "Mahatma Gandhi Jayanti and Dasara", "Holiday"],
      ["2025-10-06", null, "Commencement of D.Pharm First Year classes", "Academic"],
      ["2025-10-08", "2025-10-14", "Sessional Examination I: B.Pharm III, V, VII and D.Pharm II", "Examination"],
      ["2025-10-18", "2025-10-26", "Diwali vacation (Lakshmi Pujan 21 October, Balipratipada 22 October)", "Vacation"],
    ],
  },
  {
    month: "November 2025",
    items: [
      ["2025-11-05", null, "Guru Nanak Jayanti", "Holiday"],
      ["2025-11-10", "2025-11-14", "Sessional Examination II and submission of journals", "Examination"],
      ["2025-11-16", "2025-11-22", "National Pharmacy Week: awareness rally and health camp", "Activity"],
      ["2025-11-14", null, "Last instructional day for B.Pharm Semesters III, V and VII", "Academic"],
      ["2025-11-24", "2025-11-29", "University practical examinations (odd semesters)", "Examination"],
    ],
  },
  {
    month: "December 2025",
    items: [
      ["2025-12-01", "2025-12-19", "University end-semester theory examinations (tentative)", "Examination"],
      ["2025-12-22", "2026-01-03", "Winter vacation for B.Pharm odd-semester students", "Vacation"],
      ["2025-12-25", null, "Christmas", "Holiday"],
    ],
  },
  {
    month: "January 2026",
    items: [
      ["2026-01-05", null, "Commencement of even semester: B.Pharm Semesters IV, VI and VIII", "Academic"],
      ["2026-01-12", null, "National Youth Day (Swami Vivekananda Jayanti)", "Activity"],
      ["2026-01-19", "2026-01-23", "Sessional Examination I: D.Pharm First and Second Year", "Examination"],
      ["2026-01-26", null, "Republic Day: flag hoisting at 8:00 am", "Holiday"],
    ],
  },
  {
    month: "February 2026",
    items: [
      ["2026-02-02", null, "Commencement of B.Pharm Semester II", "Academic"],
      ["2026-02-09", "2026-02-13", "Unit Test I: B.Pharm even semesters", "Examination"],
      ["2026-02-19", null, "Chhatrapati Shivaji Maharaj Jayanti", "Holiday"],
      ["2026-02-23", "2026-02-28", "Annual sports week and cultural gathering", "Activity"],
    ],
  },
  {
    month: "March 2026",
    items: [
      ["2026-03-03", null, "Holi (Dhulivandan on the following day)", "Holiday"],
      ["2026-03-09", "2026-03-14", "Sessional Examination I: B.Pharm even semesters", "Examination"],
      ["2026-03-19", null, "Gudhi Padwa", "Holiday"],
      ["2026-03-21", null, "Ramzan Id (subject to moon sighting)", "Holiday"],
    ],
  },
  {
    month: "April 2026",
    items: [
      ["2026-04-03", null, "Good Friday", "Holiday"],
      ["2026-04-06", "2026-04-11", "Sessional Examination II: B.Pharm even semesters and D.Pharm", "Examination"],
      ["2026-04-14", null, "Dr. Babasaheb Ambedkar Jayanti", "Holiday"],
      ["2026-04-24", null, "Last instructional day for even semesters and D.Pharm", "Academic"],
    ],
  },
  {
    month: "May 2026",
    items: [
      ["2026-05-01", null, "Maharashtra Day", "Holiday"],
      ["2026-05-04", "2026-05-09", "University practical examinations (even semesters)", "Examination"],
      ["2026-05-11", "2026-05-30", "University end-semester theory examinations (tentative)", "Examination"],
      ["2026-05-18", "2026-06-06", "MSBTE D.Pharm annual examinations (theory and practical, tentative)", "Examination"],
    ],
  },
  {
    month: "June 2026",
    items: [
      ["2026-06-08", "2026-07-11", "Summer vacation for students", "Vacation"],
      ["2026-06-15", null, "Admission process for academic year 2026-27 begins (as per State CET Cell schedule)", "Academic"],
    ],
  },
];

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "2-digit",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

function formatDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`)).replace(",", "");
}

const kindColors: Record<CalendarKind, string> = {
  Academic: COLORS.brand,
  Examination: "#1d4ed8",
  Holiday: "#b91c1c",
  Activity: "#7c3aed",
  Vacation: "#b45309",
};

function buildCalendar(doc: Doc): void {
  begin(doc, {
    title: "Academic Calendar 2025-26",
    subject: "B.Pharm (semester pattern) and D.Pharm (annual pattern)  |  July 2025 to June 2026",
  });

  heading(doc, "Terms at a glance");
  table(
    doc,
    [
      { header: "Programme / term", weight: 34 },
      { header: "Teaching begins", weight: 22, align: "center" },
      { header: "Teaching ends", weight: 22, align: "center" },
      { header: "Examinations", weight: 22, align: "center" },
    ],
    [
      ["B.Pharm odd semester (III, V, VII)", "21 Jul 2025", "14 Nov 2025", "Nov - Dec 2025"],
      ["B.Pharm Semester I", "15 Sep 2025", "16 Jan 2026", "Jan - Feb 2026"],
      ["B.Pharm even semester (IV, VI, VIII)", "05 Jan 2026", "24 Apr 2026", "May 2026"],
      ["D.Pharm Second Year (annual)", "28 Jul 2025", "24 Apr 2026", "May - Jun 2026"],
      ["D.Pharm First Year (annual)", "06 Oct 2025", "24 Apr 2026", "May - Jun 2026"],
    ],
    { boldFirstColumn: true },
  );

  heading(doc, "Month by month");
  for (const month of calendar) {
    subheading(doc, month.month);
    table(
      doc,
      [
        { header: "Date(s)", weight: 30 },
        { header: "Event", weight: 55 },
        { header: "Type", weight: 15, align: "center" },
      ],
      [...month.items].sort((a, b) => a[0].localeCompare(b[0])).map(([from, to, text, kind]) => [
        to ? `${formatDate(from)} to ${formatDate(to)}` : formatDate(from),
        text,
        { text: kind, color: kindColors[kind], bold: true, align: "center" },
      ]),
      { fontSize: 8.4 },
    );
  }

  heading(doc, "Notes");
  bullets(doc, [
    "Holidays follow the Government of Maharashtra notification for 2025; festival dates may shift with the official list.",
    "University and MSBTE examination dates are tentative and are confirmed by the respective examination circulars.",
    "Parent-teacher meetings are held after each sessional examination; dates are announced on the notice board.",
    "Students must maintain at least 80% attendance in every theory and practical course.",
  ]);
  signature(doc, "Principal");
}

// ---------------------------------------------------------------------------------------------
// 5. Standard Information Format / mandatory disclosure
// ---------------------------------------------------------------------------------------------

function buildSif(doc: Doc): void {
  begin(doc, {
    title: "Standard Information Format",
    subject: `Mandatory disclosure as per AICTE and PCI norms  |  Academic year ${initialSettings.academicYear}`,
  });

  const code = (body: string) => institution.approvalCodes.find((c) => c.body === body)?.code ?? "-";

  heading(doc, "1. Institution");
  facts(doc, [
    ["Name of the institution", institution.collegeName],
    ["Name of the trust / society", institution.trustName.replace(/'s$/, "")],
    ["Address", initialSettings.address],
    ["Year of establishment", institution.established],
    ["Type of institution", "Private, unaided, co-educational"],
    ["Contact", `Phone ${institution.landline}, mobile ${initialSettings.phone}, email ${initialSettings.email}`],
    ["Website", institution.website],
    ["Principal", "Dr. S. R. Kulkarni, M.Pharm, Ph.D. (sample name)"],
    ["Institute codes", institution.approvalCodes.map((c) => `${c.label} ${c.code}`).join(", ")],
  ]);

  heading(doc, "2. Approvals and affiliation");
  table(
    doc,
    [
      { header: "Body", weight: 26 },
      { header: "Nature of approval", weight: 46 },
      { header: "Reference (sample)", weight: 28 },
    ],
    [
      ["AICTE, New Delhi", "Extension of approval for B.Pharm and D.Pharm, 2025-26", "F.No. Western/1-0000000000/2025"],
      ["Pharmacy Council of India", "Approval under section 12 of the Pharmacy Act, 1948", `PCI ID ${code("PCI")}`],
      ["DTE, Maharashtra", "Recognition and admission through the Centralised Admission Process", `DTE code ${code("DTE")}`],
      ["DBATU, Lonere", "Affiliation for B.Pharm", "Affiliation letter 2025-26"],
      ["MSBTE, Mumbai", "Affiliation for D.Pharm", `Institute code ${code("MSBTE")}`],
    ],
    { boldFirstColumn: true },
  );

  heading(doc, "3. Programmes and sanctioned intake");
  table(
    doc,
    [
      { header: "Programme", weight: 24 },
      { header: "Level", weight: 16 },
      { header: "Duration", weight: 14, align: "center" },
      { header: "Intake", weight: 12, align: "center" },
      { header: "Admitted 2024-25", weight: 16, align: "center" },
      { header: "Examining body", weight: 18 },
    ],
    [
      ["B.Pharm", "Undergraduate", "4 years", "100", "96", "DBATU, Lonere"],
      ["B.Pharm (direct second year)", "Lateral entry", "3 years", "10 (supernumerary)", "8", "DBATU, Lonere"],
      ["D.Pharm", "Diploma", "2 years", "60", "60", "MSBTE, Mumbai"],
    ],
    { boldFirstColumn: true },
  );

  heading(doc, "4. Infrastructure");
  table(
    doc,
    [
      { header: "Facility", weight: 40 },
      { header: "Number", weight: 15, align: "center" },
      { header: "Area / details", weight: 45 },
    ],
    [
      ["Campus area", "-", "2.6 acres, owned by the trust"],
      ["Total built-up area", "-", "5,240 sq. m"],
      ["Class rooms", "6", "75 sq. m each, with LCD projectors"],
      ["Tutorial rooms", "4", "30 sq. m each"],
      ["Laboratories", "12", "Pharmaceutics (3), Chemistry (3), Pharmacology (2), Pharmacognosy (2), Analysis (1), Computer (1)"],
      ["Machine room and instrument room", "2", "HPLC, UV-visible spectrophotometer, FTIR, tablet compression and coating machines"],
      ["Library", "1", "180 sq. m; 7,850 volumes, 1,320 titles, 24 print journals, DELNET and e-journal access"],
      ["Computer centre", "1", "60 computers, 100 Mbps leased line, campus Wi-Fi"],
      ["Animal house", "1", "Registered with CPCSEA (registration number pending renewal, sample)"],
      ["Medicinal plant garden", "1", "Over 120 species, labelled with botanical names"],
      ["Other amenities", "-", "Seminar hall (150 seats), girls' common room, canteen, RO drinking water, first aid room, parking"],
    ],
    { boldFirstColumn: true, fontSize: 8.4 },
  );

  heading(doc, "5. Faculty and staff");
  table(
    doc,
    [
      { header: "Cadre", weight: 34 },
      { header: "B.Pharm", weight: 16, align: "center" },
      { header: "D.Pharm", weight: 16, align: "center" },
      { header: "Ph.D. holders", weight: 17, align: "center" },
      { header: "Total", weight: 17, align: "center" },
    ],
    [
      ["Principal", "1", "-", "1", "1"],
      ["Professor", "2", "-", "2", "2"],
      ["Associate Professor", "4", "-", "3", "4"],
      ["Assistant Professor", "15", "-", "2", "15"],
      ["Lecturer", "-", "6", "-", "6"],
      [{ text: "Total teaching staff", bold: true }, "22", "6", "8", { text: "28", bold: true }],
      ["Technical staff (laboratory assistants)", "6", "2", "-", "8"],
      ["Administrative and support staff", "-", "-", "-", "11"],
      ["Librarian and library staff", "-", "-", "-", "3"],
    ],
    { boldFirstColumn: false },
  );
  paragraph(doc, "Student-teacher ratio: B.Pharm 1:15, D.Pharm 1:20 (as per PCI norms).", { size: 9 });

  heading(doc, "6. Admission and fees");
  bullets(doc, [
    "B.Pharm admissions through MHT-CET and the Centralised Admission Process of the State CET Cell, Maharashtra; institute-level seats as per the rules in force.",
    "D.Pharm admissions through the Centralised Admission Process of DTE Maharashtra on the basis of HSC marks.",
    "Fees are those approved by the Fee Regulating Authority (FRA), Maharashtra; see the separate FRA fee structure document.",
    `Choice code for the admission round ${initialSettings.academicYear}: ${institution.choiceCode}.`,
  ]);

  heading(doc, "7. Statutory committees and student support");
  table(
    doc,
    [
      { header: "Committee / cell", weight: 40 },
      { header: "Chairperson (sample)", weight: 30 },
      { header: "Contact", weight: 30 },
    ],
    [
      ["Anti-ragging committee and squad", "Principal", `Toll free ${institution.antiRaggingTollFree}`],
      ["Grievance redressal committee", "Dr. A. M. Pawar", initialSettings.email],
      ["Internal complaints committee", "Mrs. N. V. Sonawane", initialSettings.email],
      ["SC/ST cell and equal opportunity cell", "Mr. R. B. Gaikwad", initialSettings.email],
      ["Training and placement cell", "Ms. K. S. Deshmukh", institution.admissionsEmail],
    ],
    { boldFirstColumn: true, fontSize: 8.4 },
  );

  heading(doc, "8. Declaration");
  paragraph(
    doc,
    "The information given above is true to the best of our knowledge. Any discrepancy may be reported to the " +
      "Principal. This is a sample disclosure prepared for a fresh installation of the website and must be replaced " +
      "by the institution's verified Standard Information Format.",
  );
  signature(doc, "Principal");
}

// ---------------------------------------------------------------------------------------------
// 6. FRA fee structure
// ---------------------------------------------------------------------------------------------

function rupees(amount: number): string {
  return `Rs. ${amount.toLocaleString("en-IN")}`;
}

function buildFeeStructure(doc: Doc): void {
  begin(doc, {
    title: "Fee Structure 2025-26 (Sample)",
    subject: "As approved by the Fee Regulating Authority (FRA), Maharashtra - illustrative sample figures",
  });

  paragraph(
    doc,
    "SAMPLE: the amounts in this document are placeholders for a fresh installation of the website. They are not the " +
      "fees approved by the Fee Regulating Authority for this institute. Refer to the official FRA order or the admissions office.",
    { color: COLORS.sample, size: 9 },
  );

  const courses = [
    { name: "B.Pharm (First Year)", tuition: 78_500, development: 11_800 },
    { name: "B.Pharm (Direct Second Year)", tuition: 78_500, development: 11_800 },
    { name: "D.Pharm", tuition: 62_000, development: 9_300 },
  ];

  heading(doc, "1. Fee approved per year");
  table(
    doc,
    [
      { header: "Course", weight: 34 },
      { header: "Tuition fee", weight: 22, align: "right" },
      { header: "Development fee", weight: 22, align: "right" },
      { header: "Total per year", weight: 22, align: "right" },
    ],
    courses.map((c) => [
      { text: c.name, bold: true },
      rupees(c.tuition),
      rupees(c.development),
      { text: rupees(c.tuition + c.development), bold: true },
    ]),
  );

  heading(doc, "2. Fee payable by the student, by category");
  const shares: { category: string; tuition: number; development: number; note: string }[] = [
    { category: "Open / General", tuition: 1, development: 1, note: "Full fee" },
    { category: "EWS / SEBC / OBC / EBC", tuition: 0.5, development: 0.5, note: "50% concession under the State scheme (income limit applies)" },
    { category: "Girls of EWS / SEBC / OBC (income up to Rs. 8 lakh)", tuition: 0, development: 0, note: "Tuition and development fee reimbursed by the State" },
    { category: "VJ/DT-NT / SBC", tuition: 0, development: 0, note: "Reimbursed under the State scheme (income limit applies)" },
    { category: "SC / ST", tuition: 0, development: 0, note: "Reimbursed under the post-matric scholarship scheme" },
    { category: "TFWS (tuition fee waiver)", tuition: 0, development: 1, note: "Tuition fee waived; development fee payable" },
    { category: "Other State / institute-level", tuition: 1, development: 1, note: "Full fee" },
  ];
  for (const course of courses.filter((c) => !c.name.includes("Direct"))) {
    subheading(doc, course.name.replace(" (First Year)", ""));
    table(
      doc,
      [
        { header: "Category", weight: 30 },
        { header: "Tuition fee", weight: 15, align: "right" },
        { header: "Development fee", weight: 15, align: "right" },
        { header: "Payable", weight: 14, align: "right" },
        { header: "Remarks", weight: 26 },
      ],
      shares.map((s) => {
        const tuition = Math.round(course.tuition * s.tuition);
        const development = Math.round(course.development * s.development);
        return [
          { text: s.category, bold: true },
          rupees(tuition),
          rupees(development),
          { text: rupees(tuition + development), bold: true },
          { text: s.note, color: COLORS.muted },
        ];
      }),
      { fontSize: 8.2 },
    );
  }

  heading(doc, "3. Other charges (collected at actuals, sample)");
  table(
    doc,
    [
      { header: "Item", weight: 60 },
      { header: "B.Pharm", weight: 20, align: "right" },
      { header: "D.Pharm", weight: 20, align: "right" },
    ],
    [
      ["University / board enrolment and eligibility fee", rupees(1_450), rupees(600)],
      ["Examination fee (per year)", rupees(3_200), rupees(1_800)],
      ["Student insurance and identity card", rupees(350), rupees(350)],
      ["Caution money (refundable)", rupees(2_000), rupees(1_000)],
    ],
  );

  heading(doc, "4. Instructions");
  bullets(doc, [
    "Fees are paid at the time of admission and at the start of each academic year by demand draft or online transfer to the institute account; a receipt is issued for every payment.",
    "Students claiming a concession must submit the scholarship application on the MahaDBT portal with income and caste certificates within the notified period; otherwise the full fee is payable.",
    "Refund of fees on cancellation of admission is governed by the rules of the State CET Cell and the FRA in force at the time.",
    "No capitation fee or donation is accepted in any form. Report any such demand to the Principal or the FRA.",
  ]);
  paragraph(doc, `Admissions office: ${institution.admissionsEmail}, ${initialSettings.phone}.`, { size: 9, color: COLORS.muted });
  signature(doc, "Principal");
}

const builders: Record<DocumentFile, (doc: Doc) => void> = {
  "timetable.pdf": buildTimetable,
  "dpharma-syllabus.pdf": buildDpharmSyllabus,
  "bpharma-syllabus.pdf": buildBpharmSyllabus,
  "university-calender.pdf": buildCalendar,
  "SIF.pdf": buildSif,
  "FRA_Fee_Structure.pdf": buildFeeStructure,
};
