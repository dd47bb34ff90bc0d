import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import * as schema from "../../platform/db/schema";
import { blankDatabaseDump } from "../../../tests/support/embedded-data-dir";
import { migrationsBefore, migrationsFolder } from "../../../tests/support/earlier-migrations";
import { createAttemptsRepository } from "../../platform/rate-limit/attempts.repository";
import { createRateLimiter } from "../../platform/rate-limit/rate-limiter";
import { createAdmissionsRepository } from "./admissions.repository";
import { createAdmissionsService } from "./admissions.service";
import { initialSettings } from "../../../content/initial-settings";

// Migrating from the first migration takes a while on a busy machine.
it("keeps the receipt links families already hold working, with only their hashes stored", { timeout: 60_000 }, async () => {
  const client = await PGlite.create({ loadDataDir: await blankDatabaseDump() });
  const db = drizzle({ client, schema });
  const earlier = migrationsBefore("0014_receipt_tokens_as_hashes");
  try {
    await migrate(db, { migrationsFolder: earlier.folder });
    const token = "k3Jf9Qx2LmZpR7tVb1NwYc8HsE4uDa6GiO0yTqXeWnM";
    await client.query(
      `insert into admission_applications (name, email, mobile, education, tenth_percentage, tenth_passing_year, tenth_school_name,
         twelfth_percentage, twelfth_passing_year, twelfth_college_name, application_number, academic_year, receipt_token)
       values ('Snehal Gaikwad', 'snehal@mail.example', '9876543210', '12th', 80, 2020, 'School', 70, 2022, 'College', 'GIP-2025-00001', '2025-2026', $1)`,
      [token],
    );
    await migrate(db, { migrationsFolder });

    const stored = await client.query<Record<string, unknown>>("select * from admission_applications");
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    const admissions = createAdmissionsService({
      repository: createAdmissionsRepository(db),
      rateLimiter: createRateLimiter(createAttemptsRepository(db)),
      settings: { getSingleton: async () => initialSettings },
      privacyNoticeVersion: async () => "",
    });
    const found = await admissions.findApplicationByReceipt(token);
    expect(found).toMatchObject({ applicationNumber: "GIP-2025-00001", receiptUrl: `/api/admissions/receipts/${token}` });
    expect(await admissions.findApplicationByReceipt(`${token.slice(0, -1)}A`)).toBeNull();
  } finally {
    await client.close();
    earlier.remove();
  }
});
