import { sql } from "drizzle-orm";
import type { Database } from "./database-type";
import { numberCounters } from "./schema";

/** `GRV-2026-00001`: the series, the year and five digits, more only past 99,999 in one year. */
export const formatYearlyNumber = (series: string, year: number, serial: number) => `${series}-${year}-${String(serial).padStart(5, "0")}`;

/**
 * The next number of `series` (`GRV`, `DPR`) in `year`, taken in the transaction `tx` that stores
 * its record. The year's counter row stays locked until that transaction ends, so records stored
 * at once get distinct, increasing numbers, and one whose transaction fails leaves no gap.
 */
export async function takeYearlyNumber(tx: Pick<Database, "insert">, series: string, year: number): Promise<string> {
  const [counter] = await tx
    .insert(numberCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [numberCounters.series, numberCounters.year], set: { lastNumber: sql`${numberCounters.lastNumber} + 1` } })
    .returning();
  return formatYearlyNumber(series, year, counter!.lastNumber);
}
