import type { CollectionHooks } from "../../platform/collections/collection-service";

/** The activity log says how many members a save left the governing body with. */
export const governingBodyHooks: CollectionHooks = {
  summarize(_action, { after }) {
    const count = Array.isArray(after?.members) ? after.members.length : 0;
    return `Edited the governing body (${count} ${count === 1 ? "member" : "members"})`;
  },
};
