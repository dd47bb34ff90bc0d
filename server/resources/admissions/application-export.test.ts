import { parse as parseCsv } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdmissionApplication } from "../../../common/admission.schema";
import { streamApplicationsCsv, streamApplicationsXlsx } from "./application-export";

const application: AdmissionApplication = {
  _id: "1",
  applicationNumber: "GIP-2026-00001",
  applicationDate: "2026-05-03T08:35:00.000Z",
  status: "pending",
  privacyNoticeVersion: "",
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

/** A streamed file read to its end, and its writing over. */
async function readWhole({ file, written }: { file: AsyncIterable<unknown>; written: Promise<void> }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  await written;
  return Buffer.concat(chunks);
}

describe("the CSV export", () => {
  let csv = "";
  beforeAll(async () => {
    csv = (await readWhole(streamApplicationsCsv([application]))).toString("utf8");
  });

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

const many = Array.from({ length: 1_000 }, (_, index) => ({ ...application, _id: String(index), name: `Applicant ${index}` }));

describe("a CSV export of many applications", () => {
  it("is one header and a line each, the byte-order mark once, written a few hundred rows at a time", async () => {
    const stream = streamApplicationsCsv(many);
    const parts: Buffer[] = [];
    for await (const part of stream.file) parts.push(part as Buffer);
    await stream.written;
    expect(parts.length).toBeGreaterThan(1);
    const csv = Buffer.concat(parts).toString("utf8");
    expect(csv.match(/\uFEFF/g)).toHaveLength(1);
    const rows = parseCsv(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row["Full name"])).toEqual(many.map((one) => one.name));
  });

  it("has its header row when nobody applied", async () => {
    expect((await readWhole(streamApplicationsCsv([]))).toString("utf8")).toMatch(/^\uFEFFApplication number,[^\r\n]+\r\n$/);
  });
});

describe("the Excel export", () => {
  it("is written to the end for a reader who reads it all", async () => {
    expect((await readWhole(streamApplicationsXlsx(many))).subarray(0, 2).toString()).toBe("PK");
  });
});

describe.each([
  ["CSV", streamApplicationsCsv],
  ["Excel", streamApplicationsXlsx],
])("the %s export", (_format, streamApplications) => {
  // Its slot among the exports is given back when writing is over: it must be over for a reader who left too.
  it.each([
    ["before the first byte", 0],
    ["after the first part", 1],
  ])("stops being written when the reader leaves %s", async (_when, chunksRead) => {
    const { file, written } = streamApplications(many);
    let read = 0;
    if (chunksRead > 0) {
      for await (const _chunk of file) if (++read >= chunksRead) break;
    }
    file.destroy();
    await written;
    expect(file.destroyed).toBe(true);
  });
});
