import { describe, expect, it } from "vitest";
import { facultyCollection } from "./faculty.collection";
import { todayInKolkata } from "./fields";
import { isPhoneNumber } from "./person.schema";
import { staffCollection } from "./staff.collection";

const formValues = {
  name: "Asha Patil",
  designation: "Lecturer",
  qualification: "M.Pharm",
  experience: "3 years",
  dateOfJoining: "2022-06-01",
  email: "asha@mail.example",
  mobile: "98765 43210",
  photo: "",
};

const errorsOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("isPhoneNumber", () => {
  it("accepts digits with an optional +91 or 0, spaces and dashes", () => {
    for (const value of ["9876543210", "+91 98765 43210", "+91-98765-43210", "098765 43210", "02425-220011", "2425220"]) {
      expect(isPhoneNumber(value)).toBe(true);
    }
  });

  it("refuses too few or too many digits and other characters", () => {
    for (const value of ["123456", "1234567890123456", "98765.43210", "(02425) 220011", "9876543210 ext 2", "+", "- 98765 43210"]) {
      expect(isPhoneNumber(value)).toBe(false);
    }
  });
});

describe("person form values", () => {
  it("reads a blank Sr. No. and profile id from a form as not given, and a typed number as a number", () => {
    const blank = facultyCollection.inputSchema.parse({ ...formValues, department: "bpharm", srNo: " ", id: "" });
    expect(blank.srNo).toBeUndefined();
    expect(blank.id).toBeUndefined();
    expect(facultyCollection.inputSchema.parse({ ...formValues, department: "bpharm", srNo: "12" }).srNo).toBe(12);
  });

  it("says a malformed or future joining date is wrong once, in words", () => {
    expect(errorsOf(staffCollection.createSchema.safeParse({ ...formValues, dateOfJoining: "01/06/2022" }))).toEqual([
      "Date of joining must be a real date written YYYY-MM-DD",
    ]);
    const tomorrow = todayInKolkata(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(errorsOf(staffCollection.createSchema.safeParse({ ...formValues, dateOfJoining: tomorrow }))).toEqual([
      "Date of joining cannot be in the future",
    ]);
  });
});
