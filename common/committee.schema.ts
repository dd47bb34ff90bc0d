import { z } from "./zod";
import { optionalEmail, optionalMarathiText, optionalText, requiredText } from "./fields";
import { optionalPhoneNumber } from "./person.schema";

/**
 * A member of a table of people with their seats — a committee's, or the governing body's. The
 * labels say "Member …", so a message about one member is not mistaken for one about the committee.
 */
export const memberFields = {
  name: requiredText("Member name", 120),
  designation: requiredText("Member designation", 200),
  position: requiredText("Member position", 120),
};

export const notAMember = { error: "Member must be an object with a name, designation and position" };

/** Contact and email may be empty; the public page then shows N/A. */
export const CommitteeMemberSchema = z.object(
  {
    ...memberFields,
    contact: optionalPhoneNumber("Member contact"),
    email: optionalEmail("Member email"),
  },
  notAMember,
);
export type CommitteeMember = z.infer<typeof CommitteeMemberSchema>;

export const MAX_MEMBERS = 100;

/** A list of members as a whole; the API replaces the stored list with it. */
export function memberList<Member extends z.ZodType>(member: Member) {
  return z
    .array(member, { error: "Members must be a list of members" })
    .max(MAX_MEMBERS, `Members must be at most ${MAX_MEMBERS}`)
    .optional()
    .default([]);
}

const SLUG_PATTERN = /^[a-z0-9&]+(?:-[a-z0-9&]+)*$/;
const SLUG_MAX_LENGTH = 80;

/** Whether text has the form of a committee's slug, so it can name a committee in a path. */
export const isCommitteeSlug = (value: string) => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);

/**
 * The committee's part of its page address, /committees/<slug>. Letters, digits and "&" between
 * single dashes, as the college's own addresses are spelt ("training-&-placement"). Blank means
 * "make one from the name" on add and "keep it" on edit.
 */
const slug = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string({ error: "Web address (slug) must be text" })
    .trim()
    .toLowerCase()
    .max(SLUG_MAX_LENGTH, `Web address (slug) must be at most ${SLUG_MAX_LENGTH} characters`)
    .regex(SLUG_PATTERN, "Web address (slug) may contain only letters, digits, & and single dashes")
    .optional(),
);

/** One schema for adding and editing: an edit sends the whole committee, members included. */
export const CommitteeInputSchema = z.object({
  name: requiredText("Name", 200),
  /** The menu's and the committee links' shorter name; empty uses `name`. */
  shortName: optionalText("Menu name", 60),
  slug,
  description: optionalText("Description", 4000, { multiline: true }),
  /** Optional: the Marathi pages show the English name and description while these are empty. */
  nameMr: optionalMarathiText("Name in Marathi", 200),
  descriptionMr: optionalMarathiText("Description in Marathi", 4000, { multiline: true }),
  members: memberList(CommitteeMemberSchema),
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
