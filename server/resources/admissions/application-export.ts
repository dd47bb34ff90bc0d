/**
 * The applications as a spreadsheet for the office (merit lists, the DTE portal): one row each,
 * with a header row. CSV is UTF-8 with a byte-order mark, so Excel shows Marathi names; the Excel
 * file has typed cells — marks and years as numbers, the date as a date.
 */
import { PassThrough, type Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import { stringify } from "csv-stringify/sync";
import { programmeNames, PROGRAMME_NOT_DECIDED, type AdmissionApplication } from "../../../common/admission.schema";

type CellType = "text" | "number" | "year" | "date";
type Column = { header: string; type: CellType; width: number; value: (application: AdmissionApplication) => string | number };

const columns: readonly Column[] = [
  { header: "Application number", type: "text", width: 18, value: (a) => a.applicationNumber },
  { header: "Application date", type: "date", width: 18, value: (a) => a.applicationDate },
  { header: "Status", type: "text", width: 10, value: (a) => a.status },
  { header: "Programme", type: "text", width: 14, value: (a) => (a.programme ? programmeNames[a.programme] : PROGRAMME_NOT_DECIDED) },
  { header: "Full name", type: "text", width: 28, value: (a) => a.name },
  { header: "Email", type: "text", width: 30, value: (a) => a.email },
  { header: "Mobile number", type: "text", width: 14, value: (a) => a.mobile },
  { header: "Education", type: "text", width: 22, value: (a) => a.education },
  { header: "10th percentage", type: "number", width: 10, value: (a) => a.tenthPercentage },
  { header: "10th passing year", type: "year", width: 10, value: (a) => a.tenthPassingYear },
  { header: "10th school name", type: "text", width: 30, value: (a) => a.tenthSchoolName },
  { header: "12th percentage", type: "number", width: 10, value: (a) => a.twelfthPercentage },
  { header: "12th passing year", type: "year", width: 10, value: (a) => a.twelfthPassingYear },
  { header: "12th college name", type: "text", width: 30, value: (a) => a.twelfthCollegeName },
];

export const exportHeaders = columns.map((column) => column.header);

const KOLKATA_OFFSET_MS = 330 * 60_000;

/**
 * The moment as a date whose UTC fields read the college's wall-clock time: spreadsheet cells
 * have no time zone, and the office reads times in India's.
 */
function kolkataWallClock(iso: string): Date {
  return new Date(new Date(iso).getTime() + KOLKATA_OFFSET_MS);
}

/** `2026-05-03 14:05`: a form every spreadsheet reads as a date and time. */
function csvDate(iso: string): string {
  return kolkataWallClock(iso).toISOString().slice(0, 16).replace("T", " ");
}

/**
 * What a spreadsheet may take as the end of a cell inside a text: the comma, the semicolon (the
 * list separator where the decimal mark is a comma, as Excel uses in much of Europe), the tab.
 */
const separator = /[,;\t]/;

/**
 * A formula starts with `=`, `+`, `-` or `@` (a tab or a return first works too), at the start of
 * the text or, for a spreadsheet that splits the text at a separator, after one: `Ram;=1+1` opened
 * with `;` as the separator is `Ram` and a formula.
 */
const formulaStart = /(^|[,;\t][ \t]*)(?=[=+\-@\t\r])/g;

/**
 * Every formula start of a text gets an apostrophe, so a name typed to look like a formula stays
 * text whichever separator the spreadsheet splits at (OWASP's advice on CSV injection); and a text
 * holding a separator is quoted. The Excel file needs none of this: its cells are typed.
 */
function csvText(text: string): string {
  return text.replace(formulaStart, "$1'");
}

const csvRow = (application: AdmissionApplication) =>
  columns.map((column) => {
    const value = column.value(application);
    if (column.type === "date") return csvDate(String(value));
    return typeof value === "number" ? value : csvText(value);
  });

/** Some rows as CSV lines; the first part of the file starts with the byte-order mark and the header row. */
const csvLines = (applications: readonly AdmissionApplication[], first: boolean) =>
  stringify(applications.map(csvRow), {
    header: first,
    columns: exportHeaders,
    bom: first,
    record_delimiter: "windows",
    quoted_match: [separator, /[\r\n"]/],
  });

async function writeApplicationsCsv(applications: readonly AdmissionApplication[], output: PassThrough): Promise<void> {
  for (let start = 0; start === 0 || start < applications.length; start += ROWS_PER_TURN) {
    // Nobody is reading any more: the rest would be written for nothing.
    if (output.destroyed) return;
    output.write(csvLines(applications.slice(start, start + ROWS_PER_TURN), start === 0));
    await nextTurn();
  }
  output.end();
}

/**
 * The CSV file, written while it is sent, a few hundred rows a turn of the event loop, as the
 * Excel file is. `written` settles once writing is over (complete, failed, or nobody reading).
 */
export function streamApplicationsCsv(applications: readonly AdmissionApplication[]): { file: Readable; written: Promise<void> } {
  const file = new PassThrough();
  const written = writeApplicationsCsv(applications, file).catch((error: unknown) => {
    file.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { file, written };
}

const numberFormats: Record<CellType, string | undefined> = {
  text: "@",
  number: "0.00",
  year: "0",
  date: "dd-mm-yyyy hh:mm",
};

/**
 * Rows written between two turns of the event loop: a few milliseconds of work, so a health
 * check or a page is never kept waiting behind a whole export.
 */
const ROWS_PER_TURN = 200;

const cellsOf = (application: AdmissionApplication) =>
  columns.map((column) => {
    const value = column.value(application);
    return column.type === "date" ? kolkataWallClock(String(value)) : value;
  });

async function writeApplicationsXlsx(applications: readonly AdmissionApplication[], output: PassThrough): Promise<void> {
  // Loaded on the first export: a large library that most requests never need.
  const { default: ExcelJS } = await import("exceljs");
  // The streaming writer turns each committed row into XML and zips it as it goes: memory holds a
  // few rows and the compressed file, not a model of every cell.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.created = new Date();
  const sheet = workbook.addWorksheet("Applications", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    header: column.header,
    width: column.width,
    style: { numFmt: numberFormats[column.type] },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  for (let start = 0; start < applications.length; start += ROWS_PER_TURN) {
    // Nobody is reading any more: the rest would be written for nothing.
    if (output.destroyed) return;
    for (const application of applications.slice(start, start + ROWS_PER_TURN)) sheet.addRow(cellsOf(application)).commit();
    await nextTurn();
  }
  // The writer's commit waits for the output to finish, which never comes once the reader is gone.
  await Promise.race([workbook.commit(), finished(output)]);
}

/**
 * The Excel file, written while it is sent. `written` settles once writing is over, whether the
 * file is complete, failed (the stream then ends in an error) or nobody reads it any more.
 */
export function streamApplicationsXlsx(applications: readonly AdmissionApplication[]): { file: Readable; written: Promise<void> } {
  const file = new PassThrough();
  const written = writeApplicationsXlsx(applications, file).catch((error: unknown) => {
    file.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { file, written };
}
