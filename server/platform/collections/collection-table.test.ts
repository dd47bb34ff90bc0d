import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { defineCollection } from "../../../common/collection";
import { serverTime, text } from "../../../common/collection-fields";
import { collectionTable } from "./collection-table";

const declaration = (table: { name: string; addedAt?: string }, order: { by: string; direction: "asc" | "desc" }[] = []) =>
  defineCollection({
    name: "items",
    key: "item",
    noun: "item",
    area: "content",
    paths: { admin: "/api/admin/items" },
    fields: { title: text({ label: "Title", max: 20 }), postedAt: serverTime({ label: "Posted" }) },
    order,
    table,
    messages: { notFound: "Item not found" },
    labels: { title: "Items", loadFailed: "Error loading items" },
  });

const columnsOf = (table: ReturnType<typeof collectionTable>) => getTableConfig(table).columns.map((column) => column.name);

describe("a collection's table", () => {
  it("has created_at beside its fields, unless a field says when a record was added", () => {
    expect(columnsOf(collectionTable(declaration({ name: "items" })))).toEqual(["id", "title", "posted_at", "created_at"]);
    expect(columnsOf(collectionTable(declaration({ name: "items", addedAt: "postedAt" })))).toEqual(["id", "title", "posted_at"]);
  });

  it("refuses a time added that is not a field, and an order by created_at the table does not have", () => {
    expect(() => declaration({ name: "items", addedAt: "posted" })).toThrow("items: the time added posted is not one of its fields");
    expect(() => declaration({ name: "items", addedAt: "postedAt" }, [{ by: "createdAt", direction: "desc" }])).toThrow(
      "items: the order's createdAt is not one of its fields",
    );
  });
});
