import { describe, expect, it } from "vitest";
import { initialSettings } from "../../content/initial-settings";
import { bylineOf, leadFigureOf, pageWords } from "./page-record.server";

const words = pageWords({ title: "", titleMr: "", sections: [] }, "en", initialSettings);

describe("the parts a card's design lays out itself", () => {
  it("take a bold figure or a byline only when it is words alone, so a link in it stays a link", () => {
    expect(leadFigureOf(words, "**12 Labs**\n\nWell equipped.")).toEqual({ figure: "12 Labs", rest: "<p>Well equipped.</p>\n" });
    expect(leadFigureOf(words, "**[12 Labs](/library)**\n\nWell equipped.")).toEqual({
      figure: "",
      rest: '<p><strong><a href="/library">12 Labs</a></strong></p>\n<p>Well equipped.</p>\n',
    });
    expect(bylineOf(words, "2024 · State Board\n\nFor results.")).toEqual({ parts: ["2024", "State Board"], rest: "<p>For results.</p>\n" });
    expect(bylineOf(words, "2024 · *[State Board](https://msbte.org.in)*").rest).toContain('<em><a href="https://msbte.org.in">State Board</a></em>');
  });
});
