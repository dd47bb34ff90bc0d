import { describe, expect, it } from "vitest";
import { describeChange } from "./change-summary";

describe("the activity log's sentence for a change", () => {
  it("puts every standard change in the same tense, naming the record", () => {
    expect(describeChange("create", "news item", { title: "Merit list" }, "1")).toBe("Added the news item Merit list");
    expect(describeChange("replace", "document", { name: "Fee structure" }, "fee-structure")).toBe("Replaced the document Fee structure");
    expect(describeChange("restore", "document", { name: "Fee structure" }, "fee-structure")).toBe("Restored the document Fee structure");
    expect(describeChange("delete", "image", {}, "42")).toBe("Deleted the image 42");
  });
});
