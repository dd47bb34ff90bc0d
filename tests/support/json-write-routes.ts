import { newUserFields } from "../../common/account.schema";
import type { FieldDescription } from "../../common/fields";
import { grievanceUpdateLabels } from "../../common/grievance.schema";
import { privacyRequestLabels } from "../../common/privacy-request.schema";
import { imageCollection, imageSectionPath } from "../../common/image.collection";
import type { Collection } from "../../common/collection";
import { collections } from "../../server/resources/collections";
import { fieldLabels, sampleRecord } from "./collection-samples";
import { TEST_ADMIN, type TestApp } from "./test-app";

/**
 * Every route that takes a JSON body, with a valid body and the label its 400 messages use for
 * each field. Tests that throw hostile or generated input at the whole API walk this list, so a
 * new route added here is covered by all of them. A collection's add and edit join it by
 * themselves (`collectionWriteRoutes`), from its declaration.
 */
export type JsonWriteRoute = {
  name: string;
  method: "POST" | "PUT";
  /** Prepares what the route needs (a record to edit) and returns its URL. */
  url: (t: TestApp) => Promise<string>;
  /** Whether the route needs the admin's token. */
  admin: boolean;
  /** A PUT of the one record of its kind (the site settings), whose path names no record. */
  singleton?: boolean;
  validBody: () => Record<string, unknown>;
  /** Field → the words a 400 uses to name it; for a list, also the start of its items' messages ("Member name is required (item 2)"). */
  labels: Record<string, string>;
  /** The fields of a body of another shape the same route takes (an application's edit or decision): a 400 may name those. */
  otherShapeLabels?: Record<string, string>;
  /**
   * What the route's writes change, read back through the API (as the admin): a refused body
   * must leave it exactly as it was.
   */
  stored: (t: TestApp, url: string) => Promise<unknown>;
};

/** The answer to an admin's GET, as parsed JSON. */
async function read(t: TestApp, url: string): Promise<unknown> {
  const response = await t.app.inject({ method: "GET", url, headers: await t.adminHeaders() });
  if (response.statusCode !== 200) throw new Error(`could not read ${url}: ${response.body}`);
  return response.json();
}
const readList = (url: string) => (t: TestApp) => read(t, url);
const readRecord = (t: TestApp, url: string) => read(t, url);
/** One record of a list that has no GET of its own, by the id at the end of the write's URL. */
const readFromList = (list: string) => async (t: TestApp, url: string) =>
  ((await read(t, list)) as { _id: string }[]).find((item) => item._id === url.slice(url.lastIndexOf("/") + 1));

/** A page and its draft, or the 404 that says it has none (a publication takes the draft away). */
const pageAndDraft = (key: string) => async (t: TestApp) => {
  const draft = await t.app.inject({ method: "GET", url: `/api/admin/pages/${key}/draft`, headers: await t.adminHeaders() });
  return { page: await read(t, `/api/pages/${key}`), draft: draft.json() as unknown };
};

/** Field → the words its description gives the messages (common/*.schema.ts). */
const labelsOf = <Fields extends Record<string, FieldDescription>>(fields: Fields, names: readonly (keyof Fields & string)[] = Object.keys(fields)) =>
  Object.fromEntries(names.map((name) => [name, fields[name]!.label]));

let unique = 0;
const next = () => ++unique;


export const application = () => ({
  name: "Priya Patil",
  email: `priya.${next()}.${Date.now()}@example.com`,
  mobile: "9876543210",
  education: "12th Science (PCB)",
  tenthPercentage: 85.4,
  tenthPassingYear: 2022,
  tenthSchoolName: "Zilla Parishad School, Dhule",
  twelfthPercentage: 78.25,
  twelfthPassingYear: 2024,
  twelfthCollegeName: "Junior College, Dhule",
});
const applicationLabels = {
  name: "Full name",
  email: "Email",
  mobile: "Mobile number",
  education: "Education",
  tenthPercentage: "10th percentage",
  tenthPassingYear: "10th passing year",
  tenthSchoolName: "10th school name",
  twelfthPercentage: "12th percentage",
  twelfthPassingYear: "12th passing year",
  twelfthCollegeName: "12th college name",
};

/** One route takes an edit of these details or a decision on the status, told apart by the fields sent. */
const applicationEditLabels = { name: "Full name", email: "Email", mobile: "Mobile number", education: "Education" };
const applicationStatusLabels = { status: "Status" };
const member = () => ({
  name: "Asha Patil",
  designation: "Principal",
  designationMr: "प्राचार्य",
  position: "Chairperson",
  positionMr: "अध्यक्षा",
  contact: "98765 43210",
  email: "asha@example.com",
});
const committee = () => ({ name: `Library Committee ${next()}`, shortName: "Library", description: "Chooses the books.", members: [member()] });
const pageWords = () => ({
  title: "Frequently Asked Questions",
  titleMr: "नेहमी विचारले जाणारे प्रश्न",
  sections: [{ heading: "Is there a hostel?", headingMr: "वसतिगृह आहे का?", body: "Yes, for boys and girls.", bodyMr: "हो, मुला-मुलींसाठी.", image: "/uploads/hostel.webp" }],
});

/** Creates a record through the API and returns its `_id`. */
async function create(t: TestApp, url: string, body: Record<string, unknown>, key: string): Promise<string> {
  const response = await t.app.inject({ method: "POST", url, payload: body, headers: await t.adminHeaders() });
  if (response.statusCode !== 201) throw new Error(`could not create a record at ${url}: ${response.body}`);
  return (response.json()[key] as { _id: string })._id;
}

async function createApplication(t: TestApp): Promise<string> {
  const submitted = await t.app.inject({ method: "POST", url: "/api/admissions/apply", payload: application() });
  if (submitted.statusCode !== 201) throw new Error(`could not apply: ${submitted.body}`);
  const list = await t.app.inject({ method: "GET", url: "/api/admin/admissions", headers: await t.adminHeaders() });
  return (list.json() as { _id: string }[])[0]!._id;
}

const at = (url: string) => async () => url;

export const grievance = () => ({
  name: "Sneha Kale",
  email: `sneha.${next()}@example.com`,
  mobile: "98220 11223",
  category: "examination",
  subject: "Practical marks missing from the result",
  description: "My Pharmaceutics practical marks are missing from the second-year result sheet.",
  reference: "GIP-2025-00012",
});
const grievanceLabels = {
  name: "Full name",
  email: "Email",
  mobile: "Mobile number",
  category: "Category",
  subject: "Subject",
  description: "Description",
  reference: "Application or enrolment number",
};

/** Files a grievance through the public form's API and returns its `_id`, read from the desk's list. */
async function fileGrievance(t: TestApp): Promise<string> {
  const body = grievance();
  const filed = await t.app.inject({ method: "POST", url: "/api/grievances", payload: body });
  if (filed.statusCode !== 201) throw new Error(`could not file a grievance: ${filed.body}`);
  const list = await t.app.inject({ method: "GET", url: `/api/admin/grievances?q=${encodeURIComponent(body.email)}`, headers: await t.adminHeaders() });
  return (list.json() as { _id: string }[])[0]!._id;
}

export const privacyRequest = () => ({
  name: "Asha Pawar",
  email: `asha.pawar.${next()}@example.com`,
  mobile: "98220 44556",
  kind: "access",
  details: "Please send me a copy of the details my application holds.",
});

/** Files a privacy request through the public form's API (with the email given) and returns its `_id`, read from the desk's list. */
async function filePrivacyRequest(t: TestApp, email = privacyRequest().email): Promise<string> {
  const filed = await t.app.inject({ method: "POST", url: "/api/privacy-requests", payload: { ...privacyRequest(), email } });
  if (filed.statusCode !== 201) throw new Error(`could not file a privacy request: ${filed.body}`);
  const list = (await read(t, "/api/admin/privacy-requests")) as { _id: string; email: string }[];
  return list.find((request) => request.email === email)!._id;
}

/** The records of the request the erase route's valid body names: a grievance filed with the requester's email. */
let erasable: { kind: "grievance"; _id: string }[] = [];

/**
 * A collection's add and edit (an immutable kind has no edit), with a body of its fields' sample
 * values, read back as staff read the whole list (where everyone reads it, for a kind without a
 * staff's list); a singleton's one edit, read back where everyone reads it.
 */
function collectionWriteRoutes(collection: Collection): JsonWriteRoute[] {
  const { paths, noun, key, abilities } = collection;
  const validBody = () => sampleRecord(collection);
  if (abilities.singleton) {
    return [
      { name: `edit ${noun}`, method: "PUT", url: at(paths.admin), admin: true, singleton: true, validBody, labels: fieldLabels(collection), stored: readList(paths.public ?? paths.admin) },
    ];
  }
  const list = paths.staffList ?? paths.public;
  if (!list) return [];
  const stored = readList(list);
  const add: JsonWriteRoute = { name: `add ${noun}`, method: "POST", url: at(paths.admin), admin: true, validBody, labels: fieldLabels(collection, { onCreate: true }), stored };
  if (abilities.immutable) return [add];
  return [
    add,
    { name: `edit ${noun}`, method: "PUT", url: async (t) => `${paths.admin}/${await create(t, paths.admin, validBody(), key)}`, admin: true, validBody, labels: fieldLabels(collection), stored },
  ];
}

export const jsonWriteRoutes: JsonWriteRoute[] = [
  { name: "sign in", method: "POST", url: at("/api/auth/login"), admin: false, validBody: () => ({ username: "admin", password: "not the password" }), labels: { username: "Username", password: "Password" }, stored: async (t) => ((await read(t, "/api/auth/sessions")) as { _id: string }[]).map((session) => session._id) },
  { name: "apply", method: "POST", url: at("/api/admissions/apply"), admin: false, validBody: application, labels: applicationLabels, stored: readList("/api/admin/admissions") },
  {
    name: "add image",
    method: "POST",
    url: at(imageCollection.paths.admin),
    admin: true,
    validBody: () => ({ url: "/uploads/picture.webp", section: "gallery", title: "Annual day", description: "On stage", caption: "Annual day", captionMr: "वार्षिक दिन" }),
    labels: fieldLabels(imageCollection),
    stored: readList(imageSectionPath("gallery")),
  },
  {
    name: "edit application",
    method: "PUT",
    url: async (t) => `/api/admin/admissions/${await createApplication(t)}`,
    admin: true,
    validBody: () => ({ name: "Priya S. Patil", email: `priya.edit.${next()}@example.com`, mobile: "9123456780", education: "12th Science" }),
    labels: applicationEditLabels,
    otherShapeLabels: applicationStatusLabels,
    stored: readRecord,
  },
  {
    name: "decide application",
    method: "PUT",
    url: async (t) => `/api/admin/admissions/${await createApplication(t)}`,
    admin: true,
    validBody: () => ({ status: "approved" }),
    labels: applicationStatusLabels,
    otherShapeLabels: applicationEditLabels,
    stored: readRecord,
  },
  {
    name: "change password",
    method: "PUT",
    url: at("/api/auth/password"),
    admin: true,
    // The same password again: an accepted change leaves the test admin able to sign in.
    validBody: () => ({ currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password }),
    labels: { currentPassword: "Current password", newPassword: "New password" },
    // Every accepted change leaves an entry; the password itself cannot be read back.
    stored: readList("/api/admin/audit?resource=user"),
  },
  {
    name: "add user",
    method: "POST",
    url: at("/api/admin/users"),
    admin: true,
    validBody: () => ({ username: `office.clerk.${next()}`, password: "sahyadri hills trek" }),
    labels: labelsOf(newUserFields),
    stored: readList("/api/admin/users"),
  },
  {
    name: "change a role",
    method: "PUT",
    url: async (t) => `/api/admin/users/${await create(t, "/api/admin/users", { username: `role.clerk.${next()}`, password: "sahyadri hills trek", role: "editor" }, "user")}`,
    admin: true,
    validBody: () => ({ role: "admissions" }),
    labels: { role: newUserFields.role.label },
    stored: readFromList("/api/admin/users"),
  },
  {
    name: "move committee",
    method: "POST",
    url: async (t) => `/api/admin/committees/${await create(t, "/api/admin/committees", committee(), "committee")}/move`,
    admin: true,
    validBody: () => ({ direction: "up" }),
    labels: { direction: "Direction" },
    stored: readList("/api/committees"),
  },
  { name: "file grievance", method: "POST", url: at("/api/grievances"), admin: false, validBody: grievance, labels: grievanceLabels, stored: readList("/api/admin/grievances") },
  {
    name: "add grievance note",
    method: "POST",
    url: async (t) => `/api/admin/grievances/${await fileGrievance(t)}/updates`,
    admin: true,
    validBody: () => ({ note: "Asked the examination cell for the mark sheet.", visibleToComplainant: false }),
    labels: grievanceUpdateLabels,
    stored: (t, url) => read(t, url.replace(/\/updates$/, "")),
  },
  {
    name: "file privacy request",
    method: "POST",
    url: at("/api/privacy-requests"),
    admin: false,
    validBody: privacyRequest,
    labels: privacyRequestLabels,
    stored: readList("/api/admin/privacy-requests"),
  },
  {
    name: "add privacy request note",
    method: "POST",
    url: async (t) => `/api/admin/privacy-requests/${await filePrivacyRequest(t)}/updates`,
    admin: true,
    validBody: () => ({ note: "Checked the applicant's records with the admissions office.", visibleToRequester: false }),
    labels: { status: "Status", note: "Note", visibleToRequester: "Visible to the requester" },
    stored: (t, url) => read(t, url.replace(/\/updates$/, "")),
  },
  {
    name: "erase a requester's records",
    method: "POST",
    url: async (t) => {
      const email = privacyRequest().email;
      const filed = await t.app.inject({ method: "POST", url: "/api/grievances", payload: { ...grievance(), email } });
      if (filed.statusCode !== 201) throw new Error(`could not file a grievance: ${filed.body}`);
      const id = await filePrivacyRequest(t, email);
      erasable = ((await read(t, `/api/admin/privacy-requests/${id}`)) as { matches: { kind: "grievance"; _id: string }[] }).matches.map(({ kind, _id }) => ({ kind, _id }));
      return `/api/admin/privacy-requests/${id}/erase`;
    },
    admin: true,
    validBody: () => ({ records: erasable }),
    // A 400 names the list, or one record of it ("Record kind must be application or grievance (item 1)").
    labels: { records: "Record" },
    stored: (t, url) => read(t, url.replace(/\/erase$/, "")),
  },
  {
    name: "run retention",
    method: "POST",
    url: at("/api/admin/privacy/retention-run"),
    admin: true,
    validBody: () => ({ asOf: "2026-01-01" }),
    labels: { asOf: "asOf" },
    stored: readList("/api/admin/privacy-requests"),
  },
  {
    name: "edit page",
    method: "PUT",
    url: at("/api/admin/pages/faqs"),
    admin: true,
    validBody: pageWords,
    // A section's own fields name themselves ("Heading must be at most 200 characters (item 1)").
    labels: { title: "Title", titleMr: "Marathi title", sections: "Section" },
    otherShapeLabels: { heading: "Heading", headingMr: "Marathi heading", body: "Text", bodyMr: "Marathi text", image: "Picture" },
    stored: readList("/api/pages/faqs"),
  },
  {
    name: "save page draft",
    method: "PUT",
    url: at("/api/admin/pages/faqs/draft"),
    admin: true,
    validBody: pageWords,
    labels: { title: "Title", titleMr: "Marathi title", sections: "Section" },
    otherShapeLabels: { heading: "Heading", headingMr: "Marathi heading", body: "Text", bodyMr: "Marathi text", image: "Picture" },
    stored: pageAndDraft("faqs"),
  },
  {
    // A valid body schedules the draft, which stays a draft; one without a time publishes it.
    name: "publish page draft",
    method: "POST",
    url: async (t) => {
      await t.app.inject({ method: "PUT", url: "/api/admin/pages/awards/draft", payload: pageWords(), headers: await t.adminHeaders() });
      return "/api/admin/pages/awards/draft/publish";
    },
    admin: true,
    validBody: () => ({ publishAt: new Date(Date.now() + 86_400_000).toISOString() }),
    labels: { publishAt: "Publish at" },
    stored: pageAndDraft("awards"),
  },
  ...collections.flatMap(({ collection }) => collectionWriteRoutes(collection as Collection)),
];
