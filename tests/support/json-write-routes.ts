import type { TestApp } from "./test-app";

/**
 * Every route that takes a JSON body, with a valid body and the label its 400 messages use for
 * each field. Tests that throw hostile or generated input at the whole API walk this list, so a
 * new route added here is covered by all of them.
 */
export type JsonWriteRoute = {
  name: string;
  method: "POST" | "PUT";
  /** Prepares what the route needs (a record to edit) and returns its URL. */
  url: (t: TestApp) => Promise<string>;
  /** Whether the route needs the admin's token. */
  admin: boolean;
  validBody: () => Record<string, unknown>;
  /** Field → the words a 400 uses to name it. */
  labels: Record<string, string>;
};

let unique = 0;
const next = () => ++unique;

const person = () => ({
  name: "Asha Patil",
  designation: "Assistant Professor",
  qualification: "M.Pharm",
  experience: "5 years",
  dateOfJoining: "2020-06-15",
  email: `asha.${next()}@example.com`,
  mobile: "98765 43210",
  photo: "/uploads/photo.webp",
});
const personLabels = {
  name: "Name",
  designation: "Designation",
  qualification: "Qualification",
  experience: "Experience",
  dateOfJoining: "Date of joining",
  email: "Email",
  mobile: "Mobile number",
  photo: "Photo",
};

const inAYear = () => `${new Date().getFullYear() + 1}-12-31`;
const news = () => ({ title: "CAP round schedule announced", expiryDate: inAYear(), path: "/admissions" });
const newsLabels = { title: "Title", expiryDate: "Expiry date", path: "Link" };
const testimonial = () => ({ name: "Rahul Deshmukh", batch: "B.Pharm 2019, Pharmacist", quote: "Good teachers.", image: "", isActive: true });
const testimonialLabels = { name: "Name", batch: "Batch & designation", quote: "Testimonial text", image: "Image", isActive: "Active" };

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

const member = () => ({ name: "Asha Patil", designation: "Principal", position: "Chairperson", contact: "98765 43210", email: "asha@example.com" });
const committee = () => ({ name: `Library Committee ${next()}`, shortName: "Library", description: "Chooses the books.", members: [member()] });
const committeeLabels = { name: "Name", shortName: "Menu name", slug: "Web address (slug)", description: "Description", members: "Members" };
const collegeEvent = () => ({ title: "Annual Sports Meet", date: "2026-01-18", description: "Three days of games.", images: ["/uploads/picture.webp"] });
const eventLabels = { title: "Title", date: "Date", description: "Description", images: "Images" };

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

export const jsonWriteRoutes: JsonWriteRoute[] = [
  { name: "sign in", method: "POST", url: at("/api/auth/login"), admin: false, validBody: () => ({ username: "admin", password: "not the password" }), labels: { username: "Username", password: "Password" } },
  { name: "apply", method: "POST", url: at("/api/admissions/apply"), admin: false, validBody: application, labels: applicationLabels },
  ...(["faculty", "nonteachingstaff"] as const).flatMap((resource): JsonWriteRoute[] => {
    const extra = resource === "faculty" ? { department: "bpharm" } : {};
    const labels = resource === "faculty" ? { ...personLabels, department: "Department" } : personLabels;
    const path = `/api/admin/${resource}`;
    const key = resource === "faculty" ? "faculty" : "staff";
    return [
      { name: `add ${resource}`, method: "POST", url: at(path), admin: true, validBody: () => ({ ...person(), ...extra }), labels },
      {
        name: `edit ${resource}`,
        method: "PUT",
        url: async (t) => `${path}/${await create(t, path, { ...person(), ...extra }, key)}`,
        admin: true,
        validBody: () => ({ ...person(), ...extra }),
        labels,
      },
    ];
  }),
  { name: "add news", method: "POST", url: at("/api/admin/latestnews"), admin: true, validBody: news, labels: newsLabels },
  {
    name: "edit news",
    method: "PUT",
    url: async (t) => `/api/admin/latestnews/${await create(t, "/api/admin/latestnews", news(), "news")}`,
    admin: true,
    validBody: news,
    labels: newsLabels,
  },
  {
    name: "add image",
    method: "POST",
    url: at("/api/admin/images"),
    admin: true,
    validBody: () => ({ url: "/uploads/picture.webp", section: "gallery", title: "Annual day", description: "On stage", caption: "Annual day" }),
    labels: { url: "Image URL", section: "Section", title: "Title", description: "Description", caption: "Caption" },
  },
  { name: "add testimonial", method: "POST", url: at("/api/testimonials"), admin: true, validBody: testimonial, labels: testimonialLabels },
  {
    name: "edit testimonial",
    method: "PUT",
    url: async (t) => `/api/testimonials/${await create(t, "/api/testimonials", testimonial(), "testimonial")}`,
    admin: true,
    validBody: testimonial,
    labels: testimonialLabels,
  },
  {
    name: "edit application",
    method: "PUT",
    url: async (t) => `/api/admin/admissions/${await createApplication(t)}`,
    admin: true,
    validBody: () => ({ name: "Priya S. Patil", email: `priya.edit.${next()}@example.com`, mobile: "9123456780", education: "12th Science" }),
    labels: { name: "Full name", email: "Email", mobile: "Mobile number", education: "Education" },
  },
  {
    name: "decide application",
    method: "PUT",
    url: async (t) => `/api/admin/admissions/${await createApplication(t)}`,
    admin: true,
    validBody: () => ({ status: "approved" }),
    labels: { status: "Status" },
  },
  { name: "add committee", method: "POST", url: at("/api/admin/committees"), admin: true, validBody: committee, labels: committeeLabels },
  {
    name: "edit committee",
    method: "PUT",
    url: async (t) => `/api/admin/committees/${await create(t, "/api/admin/committees", committee(), "committee")}`,
    admin: true,
    validBody: committee,
    labels: committeeLabels,
  },
  {
    name: "move committee",
    method: "POST",
    url: async (t) => `/api/admin/committees/${await create(t, "/api/admin/committees", committee(), "committee")}/move`,
    admin: true,
    validBody: () => ({ direction: "up" }),
    labels: { direction: "Direction" },
  },
  {
    name: "edit governing body",
    method: "PUT",
    url: at("/api/admin/governing-body"),
    admin: true,
    validBody: () => ({ members: [{ name: "Asha Patil", designation: "Principal", position: "Member Secretary" }] }),
    labels: { members: "Members" },
  },
  { name: "add event", method: "POST", url: at("/api/admin/events"), admin: true, validBody: collegeEvent, labels: eventLabels },
  {
    name: "edit event",
    method: "PUT",
    url: async (t) => `/api/admin/events/${await create(t, "/api/admin/events", collegeEvent(), "event")}`,
    admin: true,
    validBody: collegeEvent,
    labels: eventLabels,
  },
];
