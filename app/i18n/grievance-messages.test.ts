import { describe, expect, it } from "vitest";
import { GrievanceSchema } from "../../common/grievance.schema";
import { catalogs } from "./catalogs";
import { translateValidationMessage } from "./validation";

const devanagari = /[\u0900-\u097F]/;

describe("the grievance form's messages in Marathi", () => {
  const marathi: Readonly<Record<string, string>> = catalogs.mr.validation;
  // A translator that reports a missing message instead of falling back to English.
  const translate = (english: string, values: Record<string, string> = {}) => {
    const template = marathi[english];
    if (template === undefined) return `MISSING: ${english}`;
    return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
  const bad = [
    {},
    { name: "A", email: "sneha@", mobile: "12345", category: "canteen", subject: "x".repeat(151), description: "Too short.", reference: "x".repeat(51) },
    { name: "x".repeat(101), category: "", description: "x".repeat(5001), subject: "Fees\u0000" },
    { name: 42, email: [], reference: {} },
  ];
  const messages = new Set(bad.flatMap((input) => GrievanceSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []));

  it("translates every message the shared schema gives, with the field's Marathi name and Devanagari figures", () => {
    expect(messages.size).toBeGreaterThan(12);
    for (const message of messages) {
      const translated = translateValidationMessage(message, translate);
      const ok = !translated.includes("MISSING") && devanagari.test(translated) && !/[a-z]{3}/i.test(translated) && !/[0-9]/.test(translated.replace(/[६-९]/g, ""));
      expect({ message, translated, ok }).toMatchObject({ ok: true });
    }
  });

  it("says each in a Marathi sentence", () => {
    // A message cannot know the gender of the field it names (वर्णन, विषय), so the field gets a word of its own.
    expect(translateValidationMessage("Description must be at least 20 characters", translate)).toBe("तक्रारीचे वर्णन या रकान्यात किमान २० अक्षरे असावीत");
    expect(translateValidationMessage("Subject must be at most 150 characters", translate)).toBe("विषय या रकान्यात जास्तीत जास्त १५० अक्षरे असावीत");
    // A list is chosen, not filled in; an email field's message need not repeat its name.
    expect(translateValidationMessage("Category is required", translate)).toBe("तक्रारीचा प्रकार निवडा");
    expect(translateValidationMessage("Email must be a valid email address", translate)).toBe("योग्य ईमेल पत्ता लिहा");
    expect(translateValidationMessage("Full name is required", translate)).toBe("पूर्ण नाव भरणे आवश्यक आहे");
    expect(translateValidationMessage("Category must be one of the listed categories", translate)).toBe("तक्रारीचा प्रकार यादीतूनच निवडा");
  });
});
