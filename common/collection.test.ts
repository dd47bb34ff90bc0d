import { describe, expect, expectTypeOf, it } from "vitest";
import { defineCollection, type InputOf, type RecordOf } from "./collection";
import { custom } from "./collection-fields";
import { z } from "./zod";

/** A kind whose server sets a field a write may leave out, and another field that may be null. */
const codes = defineCollection({
  name: "codes",
  key: "code",
  noun: "code",
  area: "content",
  paths: { admin: "/api/admin/codes" },
  fields: {
    code: custom({ description: { label: "Code" }, schema: z.string().optional(), storage: { type: "text" } }),
    note: custom({ description: { label: "Note" }, schema: z.string().optional(), storage: { type: "text" }, nullable: true }),
  },
  order: [{ by: "code", direction: "asc" }],
  table: { name: "codes" },
  messages: { notFound: "Code not found" },
  labels: { title: "Codes", loadFailed: "Error loading codes" },
});

describe("a record's types", () => {
  it("hold a value for every field kept in a column that is never null, though a write may leave it out", () => {
    expect(codes.inputSchema.parse({})).toEqual({});
    expectTypeOf<RecordOf<typeof codes>["code"]>().toEqualTypeOf<string>();
    expectTypeOf<InputOf<typeof codes>["code"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<RecordOf<typeof codes>["note"]>().toEqualTypeOf<string | undefined>();
  });
});
