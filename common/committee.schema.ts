import { z } from "./zod";
import { describeFields, marathiTwin, optionalEmail, optionalMarathiText, optionalText, requiredText, type FieldDescription } from "./fields";
import { optionalPhoneNumber } from "./person.schema";

/**
 * A member of a table of people with their seats — a committee's, or the governing body's: who
 * the member is, what they are outside the committee, and their seat on it. The messages say
 * "Member …", so a message about one member is not mistaken for one about the committee; the
 * form's row of inputs says "Name".
 */
const memberDesignationField = { label: "Member designation", formLabel: "Designation", max: 200, placeholder: "e.g. Lecturer, D.Pharm" } satisfies FieldDescription;
const memberPositionField = { label: "Member position", formLabel: "Position", max: 120, placeholder: "e.g. Chairperson, Member" } satisfies FieldDescription;

/** Each Marathi twin follows its English field, so the form shows the two side by side. */
export const memberFields = describeFields({
  name: { label: "Member name", formLabel: "Name", max: 120 },
  designation: memberDesignationField,
  designationMr: marathiTwin(memberDesignationField),
  position: memberPositionField,
  positionMr: marathiTwin(memberPositionField),
});

/** A committee member may also have a phone number and an email; the public page shows N/A for either left empty. */
export const committeeMemberFields = describeFields({
  ...memberFields,
  contact: { label: "Member contact", formLabel: "Contact", input: "tel", required: false, placeholder: "e.g. 98765 43210" },
  email: { label: "Member email", formLabel: "Email", input: "email", required: false },
});

export const memberShape = {
  name: requiredText(memberFields.name),
  designation: requiredText(memberFields.designation),
  designationMr: optionalMarathiText(memberFields.designationMr),
  position: requiredText(memberFields.position),
  positionMr: optionalMarathiText(memberFields.positionMr),
};

/** A member as stored: one saved before the Marathi twins existed has none, which reads as empty. */
export const withMemberTwins = <Member extends { designationMr?: string; positionMr?: string }>(member: Member) => ({
  ...member,
  designationMr: member.designationMr ?? "",
  positionMr: member.positionMr ?? "",
});

/** A list of members, as the messages about one of them name it ("Member name is required (item 2)"). */
export const membersField = { label: "Member" } satisfies FieldDescription;

export const notAMember = { error: `${membersField.label} must be an object with a name, designation and position` };

/** Contact and email may be empty; the public page then shows N/A. */
export const CommitteeMemberSchema = z.object(
  {
    ...memberShape,
    contact: optionalPhoneNumber(committeeMemberFields.contact),
    email: optionalEmail(committeeMemberFields.email),
  },
  notAMember,
);
export type CommitteeMember = z.infer<typeof CommitteeMemberSchema>;

export const MAX_MEMBERS = 100;

/** A list of members as a whole; the API replaces the stored list with it, so it must be sent (`[]` empties it). */
export function memberList<Member extends z.ZodType>(member: Member) {
  return z
    .array(member, { error: (issue) => (issue.input === undefined ? "Members are required" : "Members must be a list of members") })
    .max(MAX_MEMBERS, `Members must be at most ${MAX_MEMBERS}`);
}

const SLUG_PATTERN = /^[a-z0-9&]+(?:-[a-z0-9&]+)*$/;
const SLUG_MAX_LENGTH = 80;

/** Whether text has the form of a committee's slug, so it can name a committee in a path. */
export const isCommitteeSlug = (value: string) => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);

const nameField = { label: "Name", formLabel: "Committee name", max: 200, placeholder: "e.g. Anti-Ragging Committee" } satisfies FieldDescription;
const descriptionField = {
  label: "Description",
  input: "textarea",
  required: false,
  rows: 4,
  max: 4000,
  hint: "What the committee is for; shown as its Purpose.",
} satisfies FieldDescription;

/** The committee's fields above its members, in the form's order. */
export const committeeFields = describeFields({
  name: nameField,
  /** Optional: the Marathi pages show the English name and description while these are empty. */
  nameMr: marathiTwin(nameField),
  /** The menu's and the committee links' shorter name; empty uses `name`. */
  shortName: { label: "Menu name", required: false, max: 60, hint: "Optional: a shorter name for the menu. Empty uses the name." },
  slug: {
    label: "Web address (slug)",
    formLabel: "Web address",
    required: false,
    max: SLUG_MAX_LENGTH,
    hint: "The end of the page address, /committees/… — empty makes one from the name. After a change the old address still leads here.",
  },
  description: descriptionField,
  descriptionMr: marathiTwin(descriptionField, "Left empty, the Marathi page shows the English description."),
  members: membersField,
});

/**
 * The committee's part of its page address, /committees/<slug>. Letters, digits and "&" between
 * single dashes, as the college's own addresses are spelt ("training-&-placement"). Blank means
 * "make one from the name" on add and "keep it" on edit.
 */
const slugLabel = committeeFields.slug.label;
const slug = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string({ error: `${slugLabel} must be text` })
    .trim()
    .toLowerCase()
    .max(SLUG_MAX_LENGTH, `${slugLabel} must be at most ${SLUG_MAX_LENGTH} characters`)
    .regex(SLUG_PATTERN, `${slugLabel} may contain only letters, digits, & and single dashes`)
    .optional(),
);

/** One schema for adding and editing: an edit sends the whole committee, members included. */
export const CommitteeInputSchema = z.object({
  name: requiredText(committeeFields.name),
  shortName: optionalText(committeeFields.shortName),
  slug,
  description: optionalText(committeeFields.description),
  nameMr: optionalMarathiText(committeeFields.nameMr),
  descriptionMr: optionalMarathiText(committeeFields.descriptionMr),
  // A committee may be added before its members are known.
  members: memberList(CommitteeMemberSchema).optional().default([]),
});
export type CommitteeInput = z.infer<typeof CommitteeInputSchema>;

export type Committee = {
  _id: string;
  slug: string;
  name: string;
  shortName: string;
  description: string;
  nameMr: string;
  descriptionMr: string;
  members: CommitteeMember[];
};

/** Which way a committee moves in the display order. */
export const CommitteeMoveSchema = z.object({
  direction: z.enum(["up", "down"], { error: "Direction must be up or down" }),
});
export type CommitteeMove = z.infer<typeof CommitteeMoveSchema>;
