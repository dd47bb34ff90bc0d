import { describe, expect, it } from "vitest";
import { ApplicationSchema } from "../../../common/admission.schema";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { translateValidationMessage } from "../validation";
import { translatorFrom } from "../i18n";
import { pathIn, type Locale } from "../locale";
import { messagesIn } from "../messages.server";
import { catalogs, englishKeyedNamespaces, type MessageKey } from "./index";
import { textId } from "../text-id";

const devanagari = /[\u0900-\u097F]/;
/** The placeholders of an ICU message: `{label}`, `{count, plural, …}` → label, count. */
const placeholdersOf = (message: string) =>
  new Set(
    compileMessage(message).flatMap((token) => (Array.isArray(token) ? [token[0]] : [])),
  );

describe("the message catalogs", () => {
  for (const [namespace, english] of Object.entries(catalogs.en)) {
    const marathi: Readonly<Record<string, string>> = catalogs.mr[namespace as keyof typeof catalogs.mr];

    it(`Marathi has every key of the English ${namespace} catalog, and no other`, () => {
      expect(Object.keys(marathi).sort()).toEqual(Object.keys(english).sort());
    });

    it(`every Marathi ${namespace} message is written in Devanagari and keeps the English placeholders`, () => {
      for (const [key, text] of Object.entries(english)) {
        const translation = marathi[key] ?? "";
        expect({ key, devanagari: devanagari.test(translation) }).toEqual({ key, devanagari: true });
        expect({ key, placeholders: placeholdersOf(translation) }).toEqual({ key, placeholders: placeholdersOf(text) });
      }
    });
  }
});

describe("texts keyed by their English words", () => {
  const englishTexts = [...new Set(englishKeyedNamespaces.flatMap((namespace) => Object.keys(catalogs.en[namespace])))];

  it("each has an id of its own", () => {
    const ids = new Map<string, string>();
    for (const text of englishTexts) {
      expect({ text, sharesIdWith: ids.get(textId(text)) }).toEqual({ text, sharesIdWith: undefined });
      ids.set(textId(text), text);
    }
    expect(ids.size).toBeGreaterThan(50);
  });

  it("travel under their id, so a Marathi page does not carry the English text as a key", () => {
    const shipped = messagesIn("mr", ...englishKeyedNamespaces);
    // The longest menu description.
    const paragraph = englishTexts.find((text) => text.length > 150) ?? "";
    expect(paragraph).not.toBe("");
    expect(Object.keys(shipped)).toContain(textId(paragraph));
    expect(JSON.stringify(shipped)).not.toContain(paragraph.slice(0, 60));
  });
});

describe("the apply form's validation messages in Marathi", () => {
  const marathi = { ...catalogs.mr.validation, ...catalogs.mr.nav };
  // A translator that reports a missing message instead of falling back to English.
  const translate = (english: string, values: Record<string, string> = {}) => {
    const template = marathi[english];
    if (template === undefined) return `MISSING: ${english}`;
    return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
  const bad = [
    {},
    { name: " ", email: "not-an-email", mobile: "12345", education: "x".repeat(201) },
    { tenthPercentage: "101", twelfthPercentage: "55.555", tenthPassingYear: "1999", twelfthPassingYear: "2999" },
    { tenthPercentage: "abc", tenthPassingYear: "2020.5", twelfthPassingYear: "2019", programme: "mpharm" },
    { tenthPassingYear: "2020", twelfthPassingYear: "2018", name: "a\u0000b" },
  ];

  it("translates every message the shared schema gives, with the field's Marathi name", () => {
    const messages = new Set(bad.flatMap((input) => ApplicationSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []));
    expect(messages.size).toBeGreaterThan(10);
    for (const message of messages) {
      const translated = translateValidationMessage(message, translate);
      expect({ message, translated, ok: !translated.includes("MISSING") && devanagari.test(translated) && !/[a-z]{3}/i.test(translated.replace(/\d/g, "")) }).toMatchObject({ ok: true });
    }
  });

  it("names the field in Marathi", () => {
    expect(translateValidationMessage("Full name is required", translate)).toBe("पूर्ण नाव भरणे आवश्यक आहे");
    expect(translateValidationMessage("12th passing year must be later than the 10th passing year", translate)).toBe(
      "बारावी उत्तीर्ण वर्ष हे दहावी उत्तीर्ण वर्ष यापेक्षा नंतरचे असावे",
    );
  });

  it("writes the figures it reads out of a message in Devanagari digits", () => {
    const messages = new Set(bad.flatMap((input) => ApplicationSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []));
    const withFigures = [...messages].filter((message) => /\d{2,}/.test(message.replace(/1[02]th/g, "")));
    expect(withFigures.length).toBeGreaterThan(2);
    const withLatinDigits = withFigures.map((message) => translateValidationMessage(message, translate)).filter((translated) => /[0-9]/.test(translated));
    expect(withLatinDigits).toEqual([]);
  });
});

describe("numbers in the messages", () => {
  const render = (locale: Locale, key: string, values: Record<string, number>) => {
    const matches = [{ id: "page", loaderData: { messages: messagesIn(locale, "academics", "people", "apply") } }];
    return translatorFrom(matches, pathIn(locale, "/")).t(key as MessageKey, values);
  };

  it("are written in Devanagari digits on Marathi pages and as they were on English ones", () => {
    expect(render("mr", "overview.seats", { seats: 60 })).toBe("६० जागा");
    expect(render("en", "overview.seats", { seats: 60 })).toBe("60 seats");
    expect(render("mr", "faculty.members", { count: 12 })).toBe("१२ सदस्य");
    expect(render("en", "faculty.members", { count: 1 })).toBe("1 member");
    expect(render("en", "faculty.members", { count: 7 })).toBe("7 members");
    expect(render("en", "faculty.members", { count: 0 })).toBe("0 members");
  });

  it("choose their words by select, in each language's digits", () => {
    expect(render("en", "apply.fieldsNeedAttention", { count: 1 })).toMatch(/^One field needs your attention\./);
    expect(render("en", "apply.fieldsNeedAttention", { count: 3 })).toMatch(/^3 fields need your attention\./);
    expect(render("mr", "apply.fieldsNeedAttention", { count: 1 })).toMatch(/^एका रकान्याकडे लक्ष द्या\./);
    expect(render("mr", "apply.fieldsNeedAttention", { count: 3 })).toMatch(/^३ रकान्यांकडे लक्ष द्या\./);
  });

  // Lingui formats a plural's, a number's or a date's value with Intl, and a page's first Intl
  // object costs tens of milliseconds of a phone's main thread while it loads (see translate in
  // i18n.tsx): numbers reach the messages as text in the page's digits instead.
  const intlFormats = new Set(["plural", "selectordinal", "number", "date", "time"]);
  const formatsOf = (tokens: unknown): string[] =>
    Array.isArray(tokens)
      ? tokens.flatMap((token) =>
          Array.isArray(token)
            ? [...(typeof token[1] === "string" ? [token[1]] : []), ...Object.values((token[2] ?? {}) as Record<string, unknown>).flatMap(formatsOf)]
            : [],
        )
      : [];

  for (const locale of ["en", "mr"] as const) {
    it(`no ${locale} message formats a value with Intl`, () => {
      for (const [namespace, messages] of Object.entries(catalogs[locale])) {
        for (const [key, message] of Object.entries(messages as Record<string, string>)) {
          const formats = formatsOf(compileMessage(message)).filter((format) => intlFormats.has(format));
          expect({ namespace, key, formats }).toEqual({ namespace, key, formats: [] });
        }
      }
    });
  }
});
