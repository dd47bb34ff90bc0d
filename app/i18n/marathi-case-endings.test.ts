import { describe, expect, it } from "vitest";
import { withLooseCaseEndings } from "../../tests/support/marathi-case-endings";
import { catalogs } from "./catalogs";

describe("the Marathi messages", () => {
  it("join every case ending to the name they slot in, or give it a word of its own", () => {
    const texts = Object.values(catalogs.mr).flatMap((namespace) => Object.values(namespace));
    expect(withLooseCaseEndings(["{college} ची शुल्करचना"])).toHaveLength(1);
    expect(withLooseCaseEndings(texts)).toEqual([]);
  });
});
