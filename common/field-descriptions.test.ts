import { describe, expect, it } from "vitest";
import type { z } from "./zod";
import { newUserFields, NewUserSchema } from "./account.schema";
import { committeeFields, CommitteeInputSchema, committeeMemberFields, CommitteeMemberSchema } from "./committee.schema";
import { eventFields, EventInputSchema } from "./event.schema";
import type { Collection } from "./collection";
import { facultyCollection } from "./faculty.collection";
import { marathiTwin, type FieldDescription } from "./fields";
import { GoverningBodyMemberSchema } from "./governing-body.schema";
import { imageFields, ImageInputSchema } from "./image.schema";
import { newsFields, NewsUpdateSchema } from "./news.schema";
import { settingsFields, SiteSettingsSchema } from "./settings.schema";
import { staffCollection } from "./staff.collection";
import { testimonialFields, TestimonialInputSchema } from "./testimonial.schema";

/**
 * The admin forms take their labels, required marks and limits from the fields' descriptions, and
 * the schemas their messages: here both are held to one another, so a form never marks a field
 * the API lets be empty, nor stops typing where the API would take more.
 */
type Described = { name: string; fields: Record<string, FieldDescription>; schema: z.ZodType; valid: Record<string, unknown> };

/** A collection's fields' descriptions, by name, and the rule of an edit. */
const described = (collection: Collection) => ({
  fields: Object.fromEntries(Object.entries(collection.fields).map(([name, field]) => [name, field.description])),
  schema: collection.inputSchema,
});

const person = {
  name: "Asha Patil",
  designation: "Lecturer",
  designationMr: "",
  qualification: "M.Pharm",
  experience: "3 years",
  experienceMr: "",
  dateOfJoining: "2022-06-01",
  email: "asha@mail.example",
  mobile: "98765 43210",
  photo: "",
};
const member = { name: "Asha Patil", designation: "Principal", designationMr: "", position: "Chairperson", positionMr: "" };

const resources: Described[] = [
  { name: "faculty", ...described(facultyCollection), valid: { ...person, department: "bpharm" } },
  { name: "staff", ...described(staffCollection), valid: person },
  { name: "news", fields: newsFields, schema: NewsUpdateSchema, valid: { title: "Results", titleMr: "", expiryDate: "2030-01-31", path: "" } },
  { name: "event", fields: eventFields, schema: EventInputSchema, valid: { title: "Sports day", titleMr: "", date: "2026-01-18", description: "", descriptionMr: "" } },
  { name: "testimonial", fields: testimonialFields, schema: TestimonialInputSchema, valid: { name: "Rahul", batch: "B.Pharm 2019", batchMr: "", quote: "Good teachers.", quoteMr: "", image: "" } },
  { name: "image", fields: imageFields, schema: ImageInputSchema, valid: { url: "/uploads/a.webp", section: "gallery", title: "", description: "", caption: "", captionMr: "" } },
  {
    name: "committee",
    fields: committeeFields,
    schema: CommitteeInputSchema,
    valid: { name: "Library Committee", nameMr: "", shortName: "", slug: "library", description: "", descriptionMr: "" },
  },
  { name: "committee member", fields: committeeMemberFields, schema: CommitteeMemberSchema, valid: { ...member, contact: "", email: "" } },
  { name: "governing body member", fields: committeeMemberFields, schema: GoverningBodyMemberSchema, valid: member },
  {
    name: "settings",
    fields: settingsFields,
    schema: SiteSettingsSchema,
    valid: {
      academicYear: "2026-2027",
      admissionsOpen: true,
      intakeDPharm: "60",
      intakeBPharm: "60",
      phone: "+91 90110 45218",
      email: "office@college.example",
      address: "Sinnar",
      addressMr: "",
      admissionsVideoId: "",
      grievanceEmail: "",
    },
  },
  { name: "new user", fields: newUserFields, schema: NewUserSchema, valid: { username: "office.clerk", password: "sahyadri hills trek", role: "editor" } },
];

const messagesAbout = (schema: z.ZodType, body: Record<string, unknown>, name: string) =>
  schema.safeParse(body).error?.issues.filter((issue) => issue.path[0] === name).map((issue) => issue.message) ?? [];

/** The text fields a resource's valid body fills in. */
const textFields = ({ fields, valid }: Described) => Object.entries(fields).filter(([name]) => typeof valid[name] === "string");

describe.each(resources)("the $name fields' descriptions", (resource) => {
  it("are taken by the schema as they stand", () => {
    expect(resource.schema.safeParse(resource.valid).error?.issues ?? []).toEqual([]);
  });

  it("mark as required exactly the fields the schema refuses empty, and its messages name them by their label", () => {
    for (const [name, field] of textFields(resource)) {
      const messages = messagesAbout(resource.schema, { ...resource.valid, [name]: "" }, name);
      if (field.required === false) expect(messages, name).toEqual([]);
      else expect(messages.length > 0 && messages.every((message) => message.startsWith(field.label)), `${name}: ${messages.join("; ")}`).toBe(true);
    }
  });

  it("give the form the schema's own limits", () => {
    for (const [name, field] of textFields(resource)) {
      if (field.max === undefined) continue;
      expect(messagesAbout(resource.schema, { ...resource.valid, [name]: "a".repeat(field.max) }, name).filter((message) => message.includes("at most")), name).toEqual([]);
      expect(messagesAbout(resource.schema, { ...resource.valid, [name]: "a".repeat(field.max + 1) }, name), name).toContain(
        `${field.label} must be at most ${field.max} characters`,
      );
    }
  });
});

describe("a Marathi twin", () => {
  it("is optional, written in Marathi, as long and of the same kind as its English text, without its example", () => {
    const english = { label: "Description", formLabel: "Event description", input: "textarea", rows: 4, max: 4000, placeholder: "e.g. Three days of games" } satisfies FieldDescription;
    expect(marathiTwin(english)).toEqual({
      label: "Description in Marathi",
      formLabel: "Event description in Marathi",
      input: "textarea",
      rows: 4,
      max: 4000,
      required: false,
      lang: "mr",
      hint: "Left empty, the Marathi pages show the English description.",
    });
  });
});
