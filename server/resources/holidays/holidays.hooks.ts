import { and, gte, lte } from "drizzle-orm";
import { z } from "zod";
import { todayInKolkata } from "../../../common/fields";
import type { CollectionHooks } from "../../platform/collections/collection-service";
import { columnOf } from "../../platform/collections/collection-repository";
import { parseInput } from "../../platform/http/parse-input";

const YearQuerySchema = z.object({
  year: z.coerce
    .number({ error: "Year must be a year like 2027" })
    .int("Year must be a year like 2027")
    .min(2000, "Year must be from 2000 to 2100")
    .max(2100, "Year must be from 2000 to 2100")
    .optional(),
});

/** What a change of the holidays moves: the due dates of the open grievances. */
export type HolidayDependencies = { grievances: { rescheduleOpenGrievances: () => Promise<number> } };

/**
 * The holidays of one calendar year with `?year=`; without it, of this year and the next (in
 * Kolkata). A holiday added, moved or removed moves the due date of every open grievance whose 15
 * working days it falls in, in the same transaction.
 */
export const holidayHooks: CollectionHooks<HolidayDependencies> = {
  async afterChange(_change, { services }) {
    await services.grievances.rescheduleOpenGrievances();
  },
  publicQuery(table, query) {
    const { year } = parseInput(YearQuerySchema, query);
    const first = year ?? Number(todayInKolkata().slice(0, 4));
    const last = year ?? first + 1;
    const date = columnOf(table, "date");
    return and(gte(date, `${first}-01-01`), lte(date, `${last}-12-31`));
  },
};
