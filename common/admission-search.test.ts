import { describe, expect, it } from "vitest";
import { matchesApplicationSearch } from "./admission-search";
import type { AdmissionApplication } from "./admission.schema";

const application = {
  applicationNumber: "GIP-2026-00042",
  name: "स्नेहल गायकवाड",
  email: "snehal@mail.example",
  mobile: "9876543210",
} as AdmissionApplication;

describe("the admissions screen's search", () => {
  it("finds a mobile number or an application number typed in Devanagari digits", () => {
    expect(matchesApplicationSearch(application, "९८७६५ ४३२")).toBe(true);
    expect(matchesApplicationSearch(application, "००४२")).toBe(true);
    expect(matchesApplicationSearch(application, "९९९९")).toBe(false);
  });

  it("finds a Marathi name, an email in any letter case and a piece of the number", () => {
    expect(matchesApplicationSearch(application, "गायकवाड")).toBe(true);
    expect(matchesApplicationSearch(application, "SNEHAL@")).toBe(true);
    expect(matchesApplicationSearch(application, "98765 43")).toBe(true);
  });
});
