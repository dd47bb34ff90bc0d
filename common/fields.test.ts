import { describe, expect, it } from "vitest";
import { optionalMarathiText, optionalText, requiredText, textOrEmpty } from "./fields";
import { newsCollection } from "./news.collection";
import { testimonialCollection } from "./testimonial.collection";

describe("single-line text fields", () => {
  it.each([
    ["CR LF", "Ram\r\nBcc: someone@evil.example", "Ram Bcc: someone@evil.example"],
    ["LF", "Ram\nPatil", "Ram Patil"],
    ["CR", "Ram\rPatil", "Ram Patil"],
    ["several breaks and the spaces around them", "Ram \r\n \r\n  Patil", "Ram Patil"],
    ["the Unicode line and paragraph separators", "Ram\u2028Patil\u2029Sinnar", "Ram Patil Sinnar"],
    ["NEL", "Ram\u0085Patil", "Ram Patil"],
    ["breaks at either end", "\r\nRam Patil\r\n", "Ram Patil"],
    ["a NEL at the end, which String.trim keeps", "Ram\u0085", "Ram"],
  ])("fold %s into one space", (_name, typed, stored) => {
    for (const field of [requiredText("Name"), textOrEmpty("Name"), optionalText("Name"), optionalMarathiText("Name")]) {
      expect(field.parse(typed)).toBe(stored);
    }
  });

  it("still count a value of only line breaks as missing", () => {
    const result = requiredText("Full name").safeParse("\r\n\u2028");
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Full name is required"]);
  });

  it("fold every resource's single-line fields, and multi-line fields keep their breaks", () => {
    const news = newsCollection.inputSchema.parse({ title: "Results\r\nBcc: x@evil.example", expiryDate: "2030-01-31" });
    expect(news.title).toBe("Results Bcc: x@evil.example");

    const testimonial = testimonialCollection.inputSchema.parse({
      name: "Asha\nPawar",
      batch: "B.Pharm 2019",
      quote: "First paragraph.\n\nSecond paragraph.",
    });
    expect(testimonial).toMatchObject({ name: "Asha Pawar", quote: "First paragraph.\n\nSecond paragraph." });
  });

  it("keep line breaks when declared multi-line", () => {
    expect(requiredText("Address", 300, { multiline: true }).parse(" Sinnar\r\nNashik ")).toBe("Sinnar\r\nNashik");
  });
});
