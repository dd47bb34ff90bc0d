/**
 * Every Marathi text the site's code writes, each with its English where it has one: the catalogs,
 * the pages' first words, the first settings, the grievance desk's names, the sample content, and
 * the Marathi mail, rendered with `{name}`-like values in its slots so a check sees where a name
 * is slotted in as it sees a catalog's placeholder.
 */
import { catalogs } from "../../app/i18n/catalogs";
import { grievanceNames } from "../../common/grievance-names";
import { initialSettings } from "../../content/initial-settings";
import { initialPages } from "../../server/resources/college-pages/initial-pages";
import type { SubmittedApplication } from "../../common/admission.schema";
import { receiptWords, type ReceiptWords } from "../../server/resources/admissions/receipt-words";
import { complainantAcknowledgement, complainantUpdate } from "../../server/resources/grievances/grievance-mails";
import type { StoredGrievance } from "../../server/resources/grievances/grievances.repository";
import { sampleCommittees } from "../../server/seed/sample-committees";
import { sampleEvents } from "../../server/seed/sample-events";
import { sampleGoverningBody } from "../../server/seed/sample-governing-body";
import { sampleGrievances } from "../../server/seed/sample-grievances";
import { sampleNotices } from "../../server/seed/sample-notices";
import { sampleFaculty, samplePeople, sampleStaff, sampleTestimonials } from "../../server/seed/sample-people";
import { sampleImages, sampleNews } from "../../server/seed/seed-sample-content";
import { committeeCollection, memberRows } from "../../common/committee.collection";
import { eventCollection } from "../../common/event.collection";
import { facultyCollection } from "../../common/faculty.collection";
import { imageCollection } from "../../common/image.collection";
import { newsCollection } from "../../common/news.collection";
import { settingsCollection } from "../../common/settings.collection";
import { staffCollection } from "../../common/staff.collection";
import { testimonialCollection } from "../../common/testimonial.collection";

export type MarathiText = { where: string; text: string; english?: string };

const devanagari = /[\u0900-\u097F]/;

/** The Marathi strings of a record: each `…Mr` field beside the field it translates, and any other string in Devanagari. */
function recordTexts(where: string, value: unknown): MarathiText[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => recordTexts(`${where}[${index}]`, item));
  if (typeof value === "string") return devanagari.test(value) ? [{ where, text: value }] : [];
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  return Object.entries(record).flatMap(([key, field]): MarathiText[] => {
    const english = key.endsWith("Mr") ? record[key.slice(0, -2)] : undefined;
    if (typeof field === "string" && typeof english === "string") return field ? [{ where: `${where}.${key}`, text: field, english }] : [];
    return recordTexts(`${where}.${key}`, field);
  });
}

function catalogTexts(): MarathiText[] {
  return Object.entries(catalogs.mr).flatMap(([namespace, messages]) =>
    Object.entries(messages as Record<string, string>).map(([key, text]) => ({
      where: `catalog ${namespace} ${key}`,
      text,
      english: (catalogs.en as Record<string, Record<string, string>>)[namespace]?.[key],
    })),
  );
}

function pageTexts(): MarathiText[] {
  return Object.entries(initialPages).flatMap(([key, page]) => [
    { where: `page ${key} title`, text: page.titleMr, english: page.title },
    ...page.sections.flatMap((section, index) => [
      { where: `page ${key} ${index + 1} heading`, text: section.headingMr, english: section.heading },
      { where: `page ${key} ${index + 1} body`, text: section.bodyMr, english: section.body },
    ]),
  ]).filter(({ text }) => text);
}

function mailTexts(): MarathiText[] {
  const grievance = {
    _id: "{id}",
    grievanceNumber: "{grievanceNumber}",
    name: "{name}",
    email: "{email}",
    mobile: "{mobile}",
    category: "ragging",
    committee: "anti-ragging",
    subject: "{subject}",
    description: "{description}",
    status: "received",
    receivedAt: "2026-03-03T10:35:00Z",
    dueDate: "2026-03-20",
    overdue: false,
    updates: [],
    language: "mr",
  } as unknown as StoredGrievance;
  const context = { siteUrl: "{siteUrl}", contacts: { phone: "{phone}", email: "{email}" } };
  const update = { _id: "{id}", at: "2026-03-04T10:35:00Z", status: "hearing-scheduled", note: "{note}", visibleToComplainant: true, hearingAt: "2026-03-09T05:30:00Z", hearingPlace: "{place}", author: "{author}" };
  const mails = [complainantAcknowledgement(grievance, "{statusUrl}", context), complainantUpdate(grievance, update as never, context)];
  return mails.flatMap((mail, index) => [mail.subject, ...mail.text.split("\n")].filter((line) => devanagari.test(line)).map((text) => ({ where: `grievance mail ${index + 1}`, text })));
}

/** The Marathi receipt's words, each with the English receipt's words in its place. */
function receiptTexts(): MarathiText[] {
  const application = {
    applicationNumber: "{applicationNumber}",
    applicationDate: "2026-03-03T10:35:00Z",
    name: "{name}",
    email: "{email}",
    mobile: "{mobile}",
    programme: "dpharm",
    education: "{education}",
    tenthPercentage: 82.4,
    tenthPassingYear: 2021,
    tenthSchoolName: "{school}",
    twelfthPercentage: 76.5,
    twelfthPassingYear: 2023,
    twelfthCollegeName: "{college}",
    academicYear: "2026-2027",
  } as unknown as SubmittedApplication;
  const [english, marathi] = (["en", "mr"] as const).map((language) => receiptWords(language, application, "{office}", new Date("2026-03-03T10:40:00Z"))) as [ReceiptWords, ReceiptWords];
  const lines = (words: ReceiptWords) => [
    words.documentTitle,
    words.heading,
    words.admission,
    words.numberLabel,
    words.dateLabel,
    words.date,
    words.detailsHeading,
    ...words.details.flat(),
    words.noteHeading,
    ...words.notes,
    words.office,
    words.footer,
  ];
  const englishLines = lines(english);
  return lines(marathi).flatMap((text, index) => (devanagari.test(text) ? [{ where: "receipt", text, english: englishLines[index] }] : []));
}

/** Every Marathi text of the site's code, with where it is and its English where it has one. */
export function marathiTextsOfTheSite(): MarathiText[] {
  return [
    ...catalogTexts(),
    ...pageTexts(),
    ...recordTexts("settings", initialSettings),
    ...recordTexts("grievance names", grievanceNames.mr),
    ...recordTexts("sample committees", sampleCommittees),
    ...recordTexts("sample events", sampleEvents),
    ...recordTexts("sample governing body", sampleGoverningBody),
    ...recordTexts("sample people", samplePeople),
    ...recordTexts("sample news", sampleNews),
    ...recordTexts("sample images", sampleImages),
    ...recordTexts("sample grievances", sampleGrievances),
    ...recordTexts("sample notices", sampleNotices),
    ...mailTexts(),
    ...receiptTexts(),
  ];
}

/** A text of a seeded record whose kind has a Marathi twin for it, and that twin ("" where none was written). */
export type SeededTwin = { where: string; english: string; marathi: string };

/** The English fields of `records` that have a Marathi twin among the kind's `fields` (its descriptions, or a collection's fields: `title` and `titleMr`), where the English has words. */
function twinsOf(where: string, records: readonly object[], fields: Readonly<Record<string, unknown>>): SeededTwin[] {
  const twinned = Object.keys(fields).filter((key) => `${key}Mr` in fields);
  return records.flatMap((record, index) =>
    twinned.flatMap((key) => {
      const { [key]: english, [`${key}Mr`]: marathi } = record as Record<string, unknown>;
      return typeof english === "string" && english.trim() ? [{ where: `${where}[${index}].${key}`, english, marathi: typeof marathi === "string" ? marathi : "" }] : [];
    }),
  );
}

/** Every text of the first settings and the sample content that a Marathi page shows in its Marathi twin. */
export function seededTwins(): SeededTwin[] {
  return [
    ...twinsOf("settings", [initialSettings], settingsCollection.fields),
    ...twinsOf("sample news", sampleNews, newsCollection.fields),
    ...twinsOf("sample images", sampleImages, imageCollection.fields),
    ...twinsOf("sample events", sampleEvents, eventCollection.fields),
    ...twinsOf("sample committees", sampleCommittees, committeeCollection.fields),
    ...sampleCommittees.flatMap((committee, index) => twinsOf(`sample committees[${index}].members`, committee.members ?? [], memberRows.fields)),
    ...twinsOf("sample governing body", sampleGoverningBody, memberRows.fields),
    ...twinsOf("sample faculty", sampleFaculty, facultyCollection.fields),
    ...twinsOf("sample staff", sampleStaff, staffCollection.fields),
    ...twinsOf("sample testimonials", sampleTestimonials, testimonialCollection.fields),
  ];
}
