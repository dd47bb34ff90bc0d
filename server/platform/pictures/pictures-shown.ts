import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/database-type";

/** A column holding the address of a picture its record shows, or (`list`) the addresses of several. */
export type PictureColumn = { column: AnyPgColumn; list: boolean };

/**
 * Whether any record shows a picture: whether any of `columns` holds its address. Asked only when
 * a record lets a picture go (a delete, a replaced picture), so one query per column is cheap.
 */
export function picturesShownIn(db: Database, columns: readonly PictureColumn[]) {
  return async (url: string): Promise<boolean> => {
    for (const { column, list } of columns) {
      const [row] = await db
        .select({ found: sql<number>`1` })
        .from(column.table)
        .where(list ? sql`${url} = any(${column})` : eq(column, url))
        .limit(1);
      if (row) return true;
    }
    return false;
  };
}
