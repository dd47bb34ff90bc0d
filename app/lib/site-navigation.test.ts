import { describe, expect, it } from "vitest";
import { menuLinksOf, navGroupsWith } from "./site-navigation";

describe("the menu", () => {
  it("has one entry per page in every group: a landing page already listed is not added again", () => {
    for (const group of navGroupsWith([{ label: "Anti-Ragging", to: "/committees/anti-ragging" }])) {
      const paths = menuLinksOf(group).map((link) => link.to);
      expect({ group: group.id, paths }).toEqual({ group: group.id, paths: [...new Set(paths)] });
    }
    const admissions = navGroupsWith([]).find((group) => group.id === "admissions")!;
    expect(menuLinksOf(admissions).filter((link) => link.to === "/admissions")).toHaveLength(1);
  });
});
