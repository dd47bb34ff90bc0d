import { describe, expect, it } from "vitest";
import type { z } from "./zod";
import { newUserFields, NewUserSchema } from "./account.schema";
import { committeeCollection, committeeMemberRows, memberRows } from "./committee.collection";
import { eventCollection } from "./event.collection";
import { facultyCollection } from "./faculty.collection";
import type { Collection } from "./collection";
import { marathiTwin, type FieldDescription } from "./fields";
import { imageCollection } from "./image.collection";
import { newsCollection } from "./news.collection";
import { settingsCollection } from "./settings.collection";
import { staffCollection } from "./staff.collection";
import { testimonialCollection } from "./testimonial.collection";

/**
 * The admin forms take their labels, required marks and limits from the fields' descriptions, and
 * the schemas their messages: here both are held to one another, so a form never marks a field
 * the API lets be empty, nor stops typing where the API would take more.
 */
type Described = { name: string; fields: Record<string, FieldDescription>; schema: z.ZodType; valid: Record<string, unknown> };

/** A collection's fields' descriptions, by name, and the rule of an edit. */
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
/** A collection's fields' descriptions, by field. */
const descriptionsOf = (collection: Pick<Collection, "fields">) =>
  Object.fromEntries(Object.entries(collection.fields).map(([name, field]) => [name, field.description]));

const member = { name: "Asha Patil", designation: "Principal", designationMr: "", position: "Chairperson", positionMr: "" };

/** A collection's fields that a client writes, by their descriptions, and the schema of an edit. */
const collectionDescribed = (name: string, collection: Pick<Collection, "fields" | "inputSchema">, valid: Record<string, unknown>): Described => ({
  name,
  fields: Object.fromEntries(
    Object.entries(collection.fields)
      .filter(([, field]) => !field.serverSet)
      .map(([field, { description }]) => [field, description]),
  ),
  schema: collection.inputSchema,
  valid,
});

const resources: Described[] = [
  collectionDescribed("faculty", facultyCollection, { ...person, department: "bpharm" }),
  collectionDescribed("staff", staffCollection, person),
  collectionDescribed("news", newsCollection, { title: "Results", titleMr: "", expiryDate: "2030-01-31", path: "" }),
  collectionDescribed("event", eventCollection, { title: "Sports day", titleMr: "", date: "2026-01-18", description: "", descriptionMr: "" }),
  collectionDescribed("testimonial", testimonialCollection, { name: "Rahul", batch: "B.Pharm 2019", batchMr: "", quote: "Good teachers.", quoteMr: "", image: "" }),
  collectionDescribed("image", imageCollection, { url: "/uploads/a.webp", section: "gallery", title: "", description: "", caption: "", captionMr: "" }),
  {
    name: "committee",
    fields: descriptionsOf(committeeCollection),
    schema: committeeCollection.inputSchema,
    valid: { name: "Library Committee", nameMr: "", shortName: "", slug: "library", description: "", descriptionMr: "" },
  },
  { name: "committee member", fields: descriptionsOf(committeeMemberRows), schema: committeeMemberRows.schema, valid: { ...member, contact: "", email: "" } },
  { name: "governing body member", fields: descriptionsOf(memberRows), schema: memberRows.schema, valid: member },
  {
    name: "settings",
    fields: descriptionsOf(settingsCollection),
    schema: settingsCollection.inputSchema,
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
      privacyOfficerName: "Ganesh T. Wagh",
      privacyOfficerEmail: "privacy@college.example",
      privacyOfficerPhone: "02551 274 310",
      privacyResponseDays: "30",
      retentionMonths: "24",
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
