/**
 * The applications as a spreadsheet for the office (merit lists, the DTE portal): one row each,
 * with a header row. CSV is UTF-8 with a byte-order mark, so Excel shows Marathi names; the Excel
 * file has typed cells — marks and years as numbers, the date as a date.
 */
import { stringify } from "csv-stringify/sync";
import { programmeNames, PROGRAMME_NOT_DECIDED, type AdmissionApplication } from "../../common/admission.schema";

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

export function applicationsCsv(applications: readonly AdmissionApplication[]): string {
  const rows = applications.map((application) =>
    columns.map((column) => {
      const value = column.value(application);
      if (column.type === "date") return csvDate(String(value));
      return typeof value === "number" ? value : csvText(value);
    }),
  );
  return stringify(rows, {
    header: true,
    columns: exportHeaders,
    bom: true,
    record_delimiter: "windows",
    quoted_match: [separator, /[\r\n"]/],
  });
}

const numberFormats: Record<CellType, string | undefined> = {
  text: "@",
  number: "0.00",
  year: "0",
  date: "dd-mm-yyyy hh:mm",
};

export async function applicationsXlsx(applications: readonly AdmissionApplication[]): Promise<Buffer> {
  // Loaded on the first export: a large library that most requests never need.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet("Applications", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    header: column.header,
    width: column.width,
    style: { numFmt: numberFormats[column.type] },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const application of applications) {
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(application);
        return column.type === "date" ? kolkataWallClock(String(value)) : value;
      }),
    );
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
