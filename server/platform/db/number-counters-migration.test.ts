import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { blankDatabaseDump } from "../../../tests/support/embedded-data-dir";
import { migrationsBefore, migrationsFolder } from "../../../tests/support/earlier-migrations";

// Migrating from the first migration takes a while on a busy machine.
it("carries the grievances' yearly counters into the shared counters, so no number is given twice", { timeout: 60_000 }, async () => {
  const client = await PGlite.create({ loadDataDir: await blankDatabaseDump() });
  const db = drizzle({ client });
  const earlier = migrationsBefore("0017_shared_number_counters");
  try {
    await migrate(db, { migrationsFolder: earlier.folder });
    await client.query("insert into grievance_number_counters (year, last_number) values (2025, 41), (2026, 7)");
    await migrate(db, { migrationsFolder });
    const { rows } = await client.query("select series, year, last_number from number_counters order by year");
    expect(rows).toEqual([
      { series: "GRV", year: 2025, last_number: 41 },
      { series: "GRV", year: 2026, last_number: 7 },
    ]);
  } finally {
    await client.close();
    earlier.remove();
  }
});
