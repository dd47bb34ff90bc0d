import { describe, expect, it } from "vitest";
import { defineCollection } from "./collection";
import { text } from "./collection-fields";

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
