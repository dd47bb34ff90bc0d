import type { Area } from "./roles";

/**
 * A resource descriptor: what the server routes and the admin screen of one kind of record
 * must agree on — where it lives in the API, how a write answer names it, and the words both
 * sides use — written once in `common/<resource>.resource.ts`.
 */

/** The API's messages for this kind of record ("Faculty not found", "Faculty added successfully"); the admin screen shows the same words in its success toasts. */
export type ResourceMessages = {
  notFound: string;
  created?: string;
  updated?: string;
  deleted?: string;
};

/** The admin screen's words for the record: its heading, and what it says when a call fails. */
export type ResourceLabels = {
  /** The screen's heading and browser title. */
  title: string;
  /** Shown when the list fails to load and the server gave no message ("Error loading faculty data"). */
  loadFailed: string;
};

export type Resource = {
  /** The collection's API path; one record is at `${path}/${_id}`. */
  path: string;
  /** The key of the record in a write answer: `{ success, message, [key]: record }`; the audit log files its changes under it too. */
  key: string;
  /** What one record is called in a sentence of the activity log: "Added the faculty member …". */
  noun: string;
  /** The part of the back office it belongs to, which says the roles that may change it (common/roles.ts). */
  area: Area;
  messages: ResourceMessages;
  labels: ResourceLabels;
};

/**
 * Declares a resource. The result keeps its own type, so a resource's further messages and
 * labels (a toggle's message, an edit's failure) are known by name where they are used.
 */
export function defineResource<const Messages extends ResourceMessages, const Labels extends ResourceLabels>(resource: {
  path: string;
  key: string;
  noun: string;
  area: Area;
  messages: Messages;
  labels: Labels;
}) {
  return resource;
}

/** The API address of one record of a resource. */
export const recordPath = (resource: Pick<Resource, "path">, id: string) => `${resource.path}/${encodeURIComponent(id)}`;
