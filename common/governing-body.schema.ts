import { z } from "./zod";
import { describeFields } from "./fields";
import { memberList, membersField, memberShape, notAMember } from "./committee.schema";

/** A seat on the governing body: who holds it, what they are outside it, and the seat itself. */
export const GoverningBodyMemberSchema = z.object(memberShape, notAMember);
export type GoverningBodyMember = z.infer<typeof GoverningBodyMemberSchema>;

export const governingBodyFields = describeFields({ members: membersField });

/** The governing body is edited as one list of members, in display order, replaced as a whole. */
export const GoverningBodyInputSchema = z.object({ members: memberList(GoverningBodyMemberSchema) });
export type GoverningBodyInput = z.infer<typeof GoverningBodyInputSchema>;

export type GoverningBody = { members: GoverningBodyMember[] };
