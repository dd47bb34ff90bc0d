import { z } from "./zod";
import { defineCollection, defineRows, type RecordOf } from "./collection";
import { custom, emailField, rowList, text } from "./collection-fields";
import type { FieldDescription } from "./fields";
import { optionalPhoneNumber } from "./person.schema";
import { committeePath } from "./committee-path";

/**
 * A member of a table of people with their seats — a committee's, or the governing body's: who
 * the member is, what they are outside the committee, and their seat on it. The messages say
 * "Member …", so a message about one member is not mistaken for one about the committee; the
 * form's row of inputs says "Name". Each Marathi twin follows its English field, so the form
 * shows the two side by side.
 */
const memberFields = {
  name: text({ label: "Member name", formLabel: "Name", max: 120 }),
  designation: text({ label: "Member designation", formLabel: "Designation", max: 200, placeholder: "e.g. Lecturer, D.Pharm" }, { twin: true }),
  position: text({ label: "Member position", formLabel: "Position", max: 120, placeholder: "e.g. Chairperson, Member" }, { twin: true }),
};

/** What an item of a members list that is no member at all is told. */
const notAMember = { notARow: "Member must be an object with a name, designation and position" };

/** The rows of the governing body's table: a member and their seat. */
export const memberRows = defineRows(memberFields, notAMember);

const memberContact = { label: "Member contact", formLabel: "Contact", input: "tel", required: false, placeholder: "e.g. 98765 43210" } satisfies FieldDescription;

/** A committee member may also have a phone number and an email; the public page shows N/A for either left empty. */
export const committeeMemberRows = defineRows(
  {
    ...memberFields,
    contact: custom({ description: memberContact, schema: optionalPhoneNumber(memberContact), storage: { type: "text" } }),
    email: emailField({ label: "Member email", formLabel: "Email", input: "email", required: false }),
  },
  notAMember,
);
export type CommitteeMember = z.output<typeof committeeMemberRows.schema>;

export const MAX_MEMBERS = 100;

/** A list of members, replaced as a whole; the messages about one name its place ("Member name is required (item 2)"). */
export const membersOf = <Rows extends Parameters<typeof rowList>[1]>(rows: Rows, { required }: { required: boolean }) =>
  rowList({ label: "Member" }, rows, { plural: "Members", max: MAX_MEMBERS, required });

const SLUG_PATTERN = /^[a-z0-9&]+(?:-[a-z0-9&]+)*$/;
const SLUG_MAX_LENGTH = 80;

/** Whether text has the form of a committee's slug, so it can name a committee in a path. */
export const isCommitteeSlug = (value: string) => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);

const slugDescription = {
  label: "Web address (slug)",
  formLabel: "Web address",
  required: false,
  max: SLUG_MAX_LENGTH,
  hint: "The end of the page address, /committees/… — empty makes one from the name. After a change the old address still leads here.",
} satisfies FieldDescription;

/**
 * The committee's part of its page address, /committees/<slug>. Letters, digits and "&" between
 * single dashes, as the college's own addresses are spelt ("training-&-placement"). Blank means
 * "make one from the name" on add and "keep it" on edit (the committee's hooks do both).
 */
const slug = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string({ error: `${slugDescription.label} must be text` })
    .trim()
    .toLowerCase()
    .max(SLUG_MAX_LENGTH, `${slugDescription.label} must be at most ${SLUG_MAX_LENGTH} characters`)
    .regex(SLUG_PATTERN, `${slugDescription.label} may contain only letters, digits, & and single dashes`)
    .optional(),
);

export { committeePath, menuNameOf } from "./committee-path";

/** The 409 of a slug another committee has, or had. */
export const slugTakenMessage = (slugOfCommittee: string) =>
  `The web address ${committeePath(slugOfCommittee)} is already used by another committee. Choose another one.`;

/**
 * The college's committees, in the order the clerk gives them (the Committees menu's), each with
 * its page at /committees/<slug> and its table of members. A slug a committee had before a
 * rename keeps leading to it.
 */
export const committeeCollection = defineCollection({
  name: "committees",
  key: "committee",
  noun: "committee",
  area: "content",
  paths: { admin: "/api/admin/committees", public: "/api/committees", publicRecord: true },
  fields: {
    /** Optional twins: the Marathi pages show the English name and description while these are empty. */
    name: text({ label: "Name", formLabel: "Committee name", max: 200, placeholder: "e.g. Anti-Ragging Committee" }, { twin: true }),
    /** The menu's and the committee links' shorter name; empty uses `name`. */
    shortName: text({ label: "Menu name", required: false, max: 60, hint: "Optional: a shorter name for the menu. Empty uses the name." }, { search: "heading" }),
    // Typed as a stored committee has it: the hooks make a missing one from the name, or keep the one it had.
    slug: custom({ description: slugDescription, schema: slug as z.ZodType<string, unknown>, storage: { type: "text" } }),
    description: text(
      { label: "Description", input: "textarea", required: false, rows: 4, max: 4000, hint: "What the committee is for; shown as its Purpose." },
      { twin: true, search: "body", twinDescription: { hint: "Left empty, the Marathi page shows the English description." } },
    ),
    // A committee may be added before its members are known.
    members: membersOf(committeeMemberRows, { required: false }),
    /** Slugs it had before a rename: their old page addresses lead to the current one. */
    formerSlugs: custom({
      description: { label: "Former web addresses" },
      schema: z.array(z.string()),
      storage: { type: "textList" },
      default: "emptyList",
      serverSet: true,
      audience: "nobody",
    }),
  },
  // The answers' order from before the declaration.
  answerOrder: ["slug", "name", "shortName", "description", "nameMr", "descriptionMr", "members"],
  order: [
    { by: "sortOrder", direction: "asc" },
    { by: "createdAt", direction: "asc" },
    { by: "id", direction: "asc" },
  ],
  abilities: { manualOrder: true },
  search: { kind: "committee", title: "name", path: (committee) => committeePath(String(committee.slug)) },
  table: {
    name: "committees",
    indexes: [
      {
        name: "committees_slug_idx",
        on: ["slug"],
        unique: true,
        conflict: (values) => slugTakenMessage(String(values.slug)),
      },
      { name: "committees_sort_order_idx", on: ["sortOrder"] },
    ],
  },
  messages: {
    notFound: "Committee not found",
    created: "Committee added successfully",
    updated: "Committee updated successfully",
    deleted: "Committee deleted successfully",
    moved: "Committee moved successfully",
  },
  labels: {
    title: "Committee Management",
    loadFailed: "Error loading committees",
    saveFailed: "Failed to save committee",
    deleteFailed: "Failed to delete committee",
    moveFailed: "Failed to move committee",
    confirmDelete: "Are you sure you want to delete this committee?",
  },
});

export type Committee = RecordOf<typeof committeeCollection>;
