import { describe, expect, it } from "vitest";
import { defineCollection } from "./collection";
import { text } from "./collection-fields";

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
