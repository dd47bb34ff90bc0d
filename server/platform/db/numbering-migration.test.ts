import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { isSecretToken } from "../../../common/secret-token";
import { blankDatabaseDump } from "../../../tests/support/embedded-data-dir";
import { migrationsBefore } from "../../../tests/support/earlier-migrations";

const NUMBERING = "0005_application_numbers_and_mail_outbox";

it("numbers the applications made before numbering, in the order they arrived, with receipts and a counter", async () => {
  const client = await PGlite.create({ loadDataDir: await blankDatabaseDump() });
  const db = drizzle({ client });
  const earlier = migrationsBefore(NUMBERING);
  try {
    await migrate(db, { migrationsFolder: earlier.folder });
    // Two in the 2025-2026 year (June to May), one in the next; the database has no settings yet.
    for (const [index, date] of ["2025-07-02T10:00:00Z", "2025-07-01T10:00:00Z", "2026-06-15T10:00:00Z"].entries()) {
      await client.query(
        `insert into admission_applications (name, email, mobile, education, tenth_percentage, tenth_passing_year,
           tenth_school_name, twelfth_percentage, twelfth_passing_year, twelfth_college_name, application_date)
         values ($1, $2, '9876543210', '12th', 80, 2020, 'School', 70, 2022, 'College', $3)`,
        [`Applicant ${index}`, `applicant${index}@mail.example`, date],
      );
    }
    // As numbering left them: the receipt tokens themselves, which a later migration keeps as hashes only.
    const untilHashes = migrationsBefore("0014_receipt_tokens_as_hashes");
    try {
      await migrate(db, { migrationsFolder: untilHashes.folder });
    } finally {
      untilHashes.remove();
    }

    const { rows } = await client.query<{ name: string; application_number: string; academic_year: string; receipt_token: string }>(
      "select name, application_number, academic_year, receipt_token from admission_applications order by name",
    );
    expect(rows.map(({ name, application_number, academic_year }) => [name, application_number, academic_year])).toEqual([
      ["Applicant 0", "GIP-2025-00002", "2025-2026"],
      ["Applicant 1", "GIP-2025-00001", "2025-2026"],
      ["Applicant 2", "GIP-2026-00001", "2026-2027"],
    ]);
    expect(rows.every((row) => isSecretToken(row.receipt_token))).toBe(true);
    expect(new Set(rows.map((row) => row.receipt_token)).size).toBe(3);
    const counters = await client.query("select first_year, last_number from application_number_counters order by first_year");
    expect(counters.rows).toEqual([
      { first_year: 2025, last_number: 2 },
      { first_year: 2026, last_number: 1 },
    ]);
  } finally {
    await client.close();
    earlier.remove();
  }
});
