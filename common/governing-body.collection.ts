import { defineCollection, type RecordOf } from "./collection";
import { memberRows, membersOf } from "./committee.collection";

/**
 * The college's one governing body: its members in display order, each with the seat they hold,
 * edited as one list and replaced as a whole. Before it is first saved it has no members.
 */
export const governingBodyCollection = defineCollection({
  name: "governingBody",
  key: "governingBody",
  noun: "governing body",
  area: "content",
  paths: { admin: "/api/admin/governing-body", public: "/api/governing-body" },
  fields: {
    // The whole list replaces the stored one: a body without it is a mistake, not "no members".
    members: membersOf(memberRows, { required: true }),
  },
  order: [],
  abilities: { singleton: { partial: false } },
  table: { name: "governing_body", checkNames: { singleRow: "governing_body_single_row_check" } },
  messages: {
    notFound: "Governing body not found",
    updated: "Governing body updated successfully",
  },
  labels: {
    title: "Governing Body",
    loadFailed: "Error loading the governing body",
    saveFailed: "Failed to save the governing body",
  },
});

export type GoverningBody = Omit<RecordOf<typeof governingBodyCollection>, "_id">;
export type GoverningBodyMember = GoverningBody["members"][number];
