import { describe, expect, expectTypeOf, it } from "vitest";
import { defineCollection, defineRows, type InputOf, type RecordOf } from "./collection";
import { custom, rowList, text, wholeNumberField } from "./collection-fields";
import { z } from "./zod";

const declaration = {
  name: "things",
  key: "thing",
  noun: "thing",
  area: "content",
  paths: { admin: "/api/admin/things", public: "/api/things" },
  order: [],
  table: { name: "things" },
  messages: { notFound: "Thing not found", updated: "Thing saved" },
  labels: { title: "Things", loadFailed: "Error loading things" },
} as const;

describe("a singleton whose edits may send any subset of its fields", () => {
  const settings = defineCollection({
    ...declaration,
    fields: {
      motto: text({ label: "Motto", max: 100, required: false }),
      seats: wholeNumberField({ label: "Seats", range: { min: 0, max: 600 } }),
    },
    abilities: { singleton: { partial: true } },
  });

  it("changes only the fields an edit names: a left-out field with a default keeps its stored value", () => {
    expect(settings.inputSchema.parse({ seats: "60" })).toEqual({ seats: 60 });
    expect(settings.inputSchema.parse({ motto: " Service " })).toEqual({ motto: "Service" });
    expect(settings.inputSchema.parse({})).toEqual({});
  });

  it("still checks every field it names", () => {
    expect(settings.inputSchema.safeParse({ seats: 601, motto: 7 }).error?.issues.map((issue) => issue.message)).toEqual([
      "Motto must be text",
      "Seats must be a whole number from 0 to 600",
    ]);
  });
});

describe("a list of rows kept in one field", () => {
  const seat = { label: "Member position", formLabel: "Position", max: 120 };
  const rows = defineRows(
    { name: text({ label: "Member name", max: 120 }), position: text(seat, { twin: true, twinDescription: { hint: "Its own hint." } }) },
    { notARow: "Member must be an object with a name and position" },
  );
  const things = defineCollection({
    ...declaration,
    fields: { members: rowList({ label: "Member" }, rows, { plural: "Members", max: 2, required: true }) },
  });

  it("has each row's twin after its English field, in the twin's own words where it has them", () => {
    expect(Object.keys(rows.fields)).toEqual(["name", "position", "positionMr"]);
    expect(rows.fields.positionMr.description).toMatchObject({ label: "Member position in Marathi", formLabel: "Position in Marathi", lang: "mr", hint: "Its own hint." });
  });

  it("checks each row by its fields' rules, and the list as a whole", () => {
    const messages = (members: unknown) => things.inputSchema.safeParse({ members }).error?.issues.map((issue) => issue.message);
    expect(things.inputSchema.parse({ members: [{ name: " Asha ", position: "Chair", positionMr: null }] })).toEqual({
      members: [{ name: "Asha", position: "Chair", positionMr: "" }],
    });
    expect(messages([{ name: "", position: "Chair", positionMr: "स".repeat(121) }, "Ravi"])).toEqual([
      "Member name is required",
      "Member position in Marathi must be at most 120 characters",
      "Member must be an object with a name and position",
    ]);
    expect(messages(undefined)).toEqual(["Members are required"]);
    expect(messages(7)).toEqual(["Members must be a list of members"]);
    expect(messages([{ name: "A", position: "B" }, { name: "C", position: "D" }, { name: "E", position: "F" }])).toEqual(["Members must be at most 2"]);
  });
});

it("a role limited to some fields names fields the collection has", () => {
  expect(() =>
    defineCollection({
      ...declaration,
      fields: { seats: wholeNumberField({ label: "Seats", range: { min: 0, max: 600 } }) },
      limitedRoles: { fields: { admissions: ["seats", "motto"] }, refusal: () => "No" },
    }),
  ).toThrow("things: the limited role's motto is not one of its fields");
});

const declare = (fields: Parameters<typeof defineCollection>[0]["fields"]) =>
  defineCollection({
    name: "samples",
    key: "sample",
    noun: "sample",
    area: "content",
    paths: { admin: "/api/admin/samples" },
    fields,
    order: [{ by: "createdAt", direction: "desc" }],
    table: { name: "samples" },
    messages: { notFound: "Sample not found" },
    labels: { title: "Samples", loadFailed: "Error loading samples" },
  });

describe("a field's Marathi twin", () => {
  it("is the English field in Marathi: its label, limit and input, optional", () => {
    const { fields } = declare({ batch: text({ label: "Batch", formLabel: "Batch & Year", max: 200, placeholder: "e.g. B.Pharm 2019" }, { twin: true }) });
    expect(fields.batchMr!.description).toEqual({
      label: "Batch in Marathi",
      formLabel: "Batch & Year in Marathi",
      max: 200,
      input: undefined,
      rows: undefined,
      required: false,
      lang: "mr",
      hint: "Left empty, the Marathi pages show the English batch.",
    });
  });

  it("takes the words the declaration gives it instead, and keeps the rest", () => {
    const { fields } = declare({
      batch: text({ label: "Batch", max: 200, placeholder: "e.g. B.Pharm 2019" }, { twin: true, twinDescription: { placeholder: "उदा. बी.फार्म २०१९", formLabel: "Batch in Marathi (optional)" } }),
    });
    expect(fields.batchMr!.description).toMatchObject({
      label: "Batch in Marathi",
      formLabel: "Batch in Marathi (optional)",
      placeholder: "उदा. बी.फार्म २०१९",
      max: 200,
      lang: "mr",
    });
    expect(fields.batchMr!.schema.safeParse("स".repeat(201)).error?.issues.map((issue) => issue.message)).toEqual(["Batch in Marathi must be at most 200 characters"]);
  });
});

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

/** A kind the search finds, whose `note` is read by `audience` and searched as body text. */
const searchedKind = (audience: "everyone" | "staff" | "nobody") =>
  defineCollection({
    name: "circulars",
    key: "circular",
    noun: "circular",
    area: "content",
    paths: { admin: "/api/admin/circulars", public: "/api/circulars", staffList: "/api/admin/circulars" },
    fields: {
      title: text({ label: "Title", max: 100 }, { search: "title" }),
      note: text({ label: "Note", max: 500, required: false }, { search: "body", audience }),
    },
    order: [{ by: "title", direction: "asc" }],
    search: { kind: "notice", title: "title", path: () => "/notices" },
    table: { name: "circulars" },
    messages: { notFound: "Circular not found", created: "Added", updated: "Updated", deleted: "Deleted" },
    labels: { title: "Circulars", loadFailed: "Error", saveFailed: "Failed", deleteFailed: "Failed", confirmDelete: "Delete?" },
  });

describe("a collection's declaration: what the search finds", () => {
  it("may search a field everyone reads", () => {
    expect(searchedKind("everyone").search?.kind).toBe("notice");
  });

  it("refuses to search a field only staff read, or nobody: the index would hand its words to anyone", () => {
    expect(() => searchedKind("staff")).toThrow("circulars: the search would show note, which the public does not read");
    expect(() => searchedKind("nobody")).toThrow("circulars: the search would show note, which the public does not read");
  });
});
