import { parse as parseCsv } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { AdmissionApplication } from "../../common/admission.schema";
import { applicationsCsv } from "./application-export";

const application: AdmissionApplication = {
  _id: "1",
  applicationNumber: "GIP-2026-00001",
  applicationDate: "2026-05-03T08:35:00.000Z",
  status: "pending",
  name: "Ram;=1+1",
  email: "ram@mail.example",
  mobile: "9876543210",
  education: "12th Science, +HYPERLINK(\"http://evil.example\")",
  tenthPercentage: 82.4,
  tenthPassingYear: 2021,
  tenthSchoolName: "School;  -2+3",
  twelfthPercentage: 76.5,
  twelfthPassingYear: 2023,
  twelfthCollegeName: "College\t@SUM(A1)",
};

/** The cells a spreadsheet sees when it splits the file at `delimiter`, quotes where they begin a cell. */
function cellsSplitAt(csv: string, delimiter: string): string[] {
  const rows = parseCsv(csv, { bom: true, delimiter, relax_quotes: true, relax_column_count: true }) as string[][];
  return rows.flat();
}

describe("the CSV export", () => {
  const csv = applicationsCsv([application]);

  it("starts no formula, whether the spreadsheet splits at commas, semicolons or tabs", () => {
    for (const delimiter of [",", ";", "\t"]) {
      const formulas = cellsSplitAt(csv, delimiter).filter((cell) => /^\s*[=+\-@]/.test(cell));
      expect(formulas, `split at ${JSON.stringify(delimiter)}`).toEqual([]);
    }
  });

  it("quotes every text holding a separator, and keeps the text readable", () => {
    const line = csv.split("\r\n")[1]!;
    expect(line).toContain(`,"Ram;'=1+1",`);
    expect(line).toContain(`,"School;  '-2+3",`);
    expect(line).toContain(`,"College\t'@SUM(A1)"`);
    const [row] = parseCsv(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      "Full name": "Ram;'=1+1",
      Education: "12th Science, '+HYPERLINK(\"http://evil.example\")",
      "10th percentage": "82.4",
    });
  });
});
