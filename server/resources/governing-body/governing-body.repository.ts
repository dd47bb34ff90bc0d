import { withMemberTwins } from "../../../common/committee.schema";
import type { GoverningBody, GoverningBodyMember } from "../../../common/governing-body.schema";
import type { Database } from "../../platform/db/database-type";
import { governingBody } from "../../platform/db/schema";

/** The governing body is the table's one row (id 1); before it is first saved it has no members. */
export function createGoverningBodyRepository(db: Database) {
  return {
    async getGoverningBody(): Promise<GoverningBody> {
      const [row] = await db.select({ members: governingBody.members }).from(governingBody);
      return { members: (row?.members ?? []).map(withMemberTwins) };
    },

    async replaceMembers(members: GoverningBodyMember[]): Promise<GoverningBody> {
      const [row] = await db
        .insert(governingBody)
        .values({ id: 1, members })
        .onConflictDoUpdate({ target: governingBody.id, set: { members, updatedAt: new Date() } })
        .returning({ members: governingBody.members });
      return { members: row!.members.map(withMemberTwins) };
    },
  };
}

export type GoverningBodyRepository = ReturnType<typeof createGoverningBodyRepository>;
