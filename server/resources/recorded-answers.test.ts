import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { todayInKolkata } from "../../common/fields";
import { createSampleContentApp, type TestApp } from "../../tests/support/test-app";

/**
 * The answers of every list and detail call of the kinds moved onto collections, and of an add, an
 * edit and a delete of each, on the sample content, byte for byte as they were before the move
 * (recorded then in tests/fixtures/recorded-answers.json). What differs from run to run is named
 * and written the same way in both: record ids, public ids' random endings, times, and the dates
 * the sample content counts from the day it is seeded (any date within two years of today, as days
 * from today; the sample content has no fixed date that near, and the bodies below none either).
 * `RECORD_ANSWERS=1 npx vitest run --project pglite server/resources/recorded-answers.test.ts`
 * records them again, for a change that means to change an answer.
 */

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../tests/fixtures/recorded-answers.json");

let t: TestApp;
beforeAll(async () => {
  t = await createSampleContentApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** The parts of an answer that differ from run to run, each written as a name for what it is. */
function normalised(body: string, ids: Map<string, string>): string {
  const today = Date.parse(`${todayInKolkata()}T00:00:00Z`);
  const daysFromToday = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - today) / DAY);
  return body
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => {
      if (!ids.has(id)) ids.set(id, `<record ${ids.size + 1}>`);
      return ids.get(id)!;
    })
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g, "<time>")
    .replace(/(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/g, (date) => (Math.abs(daysFromToday(date)) <= 730 ? `<today ${daysFromToday(date)}>` : date))
    .replace(/([a-z0-9]+(?:-[a-z0-9]+)*)-[0-9a-f]{4}(?=["/]|$)/g, "$1-<random>");
}

type Call = { method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH"; url: string; payload?: object; admin?: boolean };

/** A write, given the records the kind's add answered with (by their key). */
type Step = (created: Record<string, { _id: string }>) => Call;

/** An add, an edit and a delete of one kind, with the bodies of a clerk. */
function writes(path: string, key: string, added: object, edited: object): Step[] {
  return [
    () => ({ method: "POST", url: path, payload: added, admin: true }),
    (created) => ({ method: "PUT", url: `${path}/${created[key]!._id}`, payload: edited, admin: true }),
    (created) => ({ method: "DELETE", url: `${path}/${created[key]!._id}`, admin: true }),
  ];
}

const person = {
  name: "Asha Patil",
  designation: "Assistant Professor",
  designationMr: "सहायक प्राध्यापक",
  qualification: "M.Pharm",
  experience: "5 years",
  experienceMr: "",
  dateOfJoining: "2020-06-15",
  email: "asha.patil@example.com",
  mobile: "98765 43210",
  photo: "",
};
const inAMonth = () => todayInKolkata(new Date(Date.now() + 30 * DAY));

const kinds: { reads: (sample: Record<string, { _id: string; id?: string; slug?: string }[]>) => Call[]; writes: Step[] }[] = [
  {
    reads: (sample) => [
      { method: "GET", url: "/api/admin/faculty" },
      { method: "GET", url: `/api/admin/faculty/${sample.faculty![0]!._id}` },
      { method: "GET", url: `/api/admin/faculty/${sample.faculty![0]!.id}` },
    ],
    writes: writes("/api/admin/faculty", "faculty", { ...person, department: "dpharm" }, { ...person, name: "Asha S. Patil", department: "bpharm" }),
  },
  {
    reads: (sample) => [
      { method: "GET", url: "/api/admin/nonteachingstaff" },
      { method: "GET", url: `/api/admin/nonteachingstaff/${sample.staff![0]!._id}` },
    ],
    writes: writes("/api/admin/nonteachingstaff", "staff", person, { ...person, designation: "Clerk" }),
  },
  {
    reads: () => [
      { method: "GET", url: "/api/admin/latestnews" },
      { method: "GET", url: "/api/admin/latestnews", admin: true },
    ],
    writes: writes("/api/admin/latestnews", "news", { title: "CAP round schedule", expiryDate: inAMonth(), path: "/admissions" }, { title: "CAP round 2", titleMr: "कॅप फेरी २", expiryDate: inAMonth(), path: "" }),
  },
  {
    reads: () => [
      { method: "GET", url: "/api/testimonials" },
      { method: "GET", url: "/api/testimonials/admin", admin: true },
    ],
    writes: writes("/api/testimonials", "testimonial", { name: "Rahul Deshmukh", batch: "B.Pharm 2019", quote: "Good teachers." }, { name: "Rahul Deshmukh", batch: "B.Pharm 2019", batchMr: "बी.फार्म २०१९", quote: "Very good teachers.", isActive: false }),
  },
  {
    reads: () => ["gallery", "events", "campus", "laboratories", "library"].map((section) => ({ method: "GET" as const, url: `/api/admin/images/${section}` })).concat([{ method: "GET", url: "/api/admin/gallery" }]),
    writes: [
      () => ({ method: "POST", url: "/api/admin/images", payload: { url: "/uploads/0123456789abcdef0123456789abcdef.webp", section: "campus", caption: "The library" }, admin: true }),
      (created) => ({ method: "DELETE", url: `/api/admin/images/${created.image!._id}`, admin: true }),
    ],
  },
  {
    reads: (sample) => [
      { method: "GET", url: "/api/committees" },
      { method: "GET", url: `/api/committees/${sample.committees![0]!.slug}` },
    ],
    writes: writes(
      "/api/admin/committees",
      "committee",
      { name: "Library Committee", description: "Chooses the books.", members: [{ name: "Asha Patil", designation: "Librarian", position: "Chairperson" }] },
      { name: "Library Committee", shortName: "Library", members: [] },
    ),
  },
  {
    reads: () => [{ method: "GET", url: "/api/governing-body" }],
    writes: [() => ({ method: "PUT", url: "/api/admin/governing-body", payload: { members: [{ name: "Asha Patil", designation: "Trustee", position: "Member" }] }, admin: true })],
  },
  {
    reads: () => [{ method: "GET", url: "/api/events" }],
    writes: writes("/api/admin/events", "event", { title: "Sports Meet", date: "2019-01-18", images: [] }, { title: "Annual Sports Meet", date: "2019-01-19", description: "Three days.", images: [] }),
  },
  {
    reads: () => [{ method: "GET", url: "/api/settings" }],
    writes: [() => ({ method: "PUT", url: "/api/admin/settings", payload: { phone: "+91 90110 45219" }, admin: true })],
  },
];

it("answers every call of the moved kinds as before the move", async () => {
  const admin = await t.adminHeaders();
  const ids = new Map<string, string>();
  const answers: string[] = [];
  const send = async ({ method, url, payload, admin: asAdmin }: Call) => {
    const response = await t.app.inject({ method, url, payload, headers: asAdmin ? admin : {} });
    answers.push(`${method} ${normalised(url, ids)} → ${response.statusCode} ${normalised(response.body, ids)}`);
    return response;
  };
  const listOf = async (url: string) => (await t.app.inject({ method: "GET", url })).json();
  const sample = { faculty: await listOf("/api/admin/faculty"), staff: await listOf("/api/admin/nonteachingstaff"), committees: await listOf("/api/committees") };

  for (const kind of kinds) {
    for (const call of kind.reads(sample)) await send(call);
    const created: Record<string, { _id: string }> = {};
    for (const step of kind.writes) {
      const call = step(created);
      const response = await send(call);
      if (call.method === "POST") Object.assign(created, response.json());
    }
  }

  if (process.env.RECORD_ANSWERS) {
    fs.mkdirSync(path.dirname(fixture), { recursive: true });
    fs.writeFileSync(fixture, `${JSON.stringify(answers, null, 1)}\n`);
  }
  const recorded = JSON.parse(fs.readFileSync(fixture, "utf8")) as string[];
  expect(answers).toEqual(recorded);
});
