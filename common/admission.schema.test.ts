import { describe, expect, it } from "vitest";
import { ApplicationSchema } from "./admission.schema";

const formValues = {
  name: " Snehal Pawar ",
  email: "snehal.pawar@example.org",
  mobile: "+91 98765 43210",
  education: "12th Science (PCB)",
  tenthPercentage: "82.40",
  tenthPassingYear: "2021",
  tenthSchoolName: "Zilla Parishad School, Ambewadi",
  twelfthPercentage: "76.5",
  twelfthPassingYear: "2023",
  twelfthCollegeName: "Janata Junior College, Sinnar",
};

describe("ApplicationSchema", () => {
  it("reads a form's text values into numbers and trimmed text", () => {
    const parsed = ApplicationSchema.parse(formValues);
    expect(parsed).toMatchObject({ name: "Snehal Pawar", tenthPercentage: 82.4, twelfthPassingYear: 2023 });
  });

  it("reads figures typed on a Marathi keyboard, in Devanagari digits", () => {
    const parsed = ApplicationSchema.parse({ ...formValues, mobile: "९८७६५ ४३२१०", tenthPercentage: "८२.४", tenthPassingYear: "२०२१" });
    expect(parsed).toMatchObject({ mobile: "9876543210", tenthPercentage: 82.4, tenthPassingYear: 2021 });
  });

  it("reports passing years out of order as a field problem, even when other text was trimmed", () => {
    const result = ApplicationSchema.safeParse({ ...formValues, twelfthPassingYear: "2020" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["twelfthPassingYear", "12th passing year must be later than the 10th passing year"],
    ]);
  });

  it("reports the year order together with other problems", () => {
    const result = ApplicationSchema.safeParse({ ...formValues, name: "", twelfthPassingYear: "2020" });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["name", "twelfthPassingYear"]),
    );
  });
});

describe("an application's text", () => {
  it("is one line: a line break typed or pasted into a name or a school becomes a space", () => {
    const parsed = ApplicationSchema.parse({
      ...formValues,
      name: "Ram\r\nBcc: someone@evil.example",
      education: "12th\nScience",
      tenthSchoolName: "Zilla Parishad School,\u2028Ambewadi",
    });
    expect(parsed).toMatchObject({
      name: "Ram Bcc: someone@evil.example",
      education: "12th Science",
      tenthSchoolName: "Zilla Parishad School, Ambewadi",
    });
  });
});
