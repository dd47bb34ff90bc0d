/**
 * The public navigation menu, the separate Mandatory Disclosure link and the footer quick links.
 * The Committees group lists the committees the clerk keeps in the database; the pages put them
 * in (app/lib/site-navigation.ts), so its `children` here are empty.
 */
import { committeePath } from "../common/committee-path";

export interface NavLink {
  label: string;
  /** An internal path, e.g. "/about/institute-at-glance". */
  to: string;
}

export type NavGroupId =
  | "about"
  | "management"
  | "academics"
  | "committees"
  | "more"
  | "admissions"
  | "course-fees"
  | "students-corner";

export interface NavGroup {
  id: NavGroupId;
  label: string;
  /**
   * The group's landing path, or null when the group has none (no landing page is known for the
   * "More" group, so it is a dropdown only).
   */
  basePath: string | null;
  /** A short description for the group's landing page. */
  description: string;
  children: readonly NavLink[];
}

export const navGroups: readonly NavGroup[] = [
  {
    id: "about",
    label: "About Us",
    basePath: "/about",
    description:
      "Learn about the institute: how it began, what it offers at a glance, and messages from the Principal, the President and the Secretary of the trust.",
    children: [
      { label: "Institute at a Glance", to: "/about/institute-at-glance" },
      { label: "Principal's Message", to: "/about/principals-message" },
      { label: "President's Message", to: "/about/presidents-message" },
      { label: "Secretary's Message", to: "/about/secretarys-message" },
    ],
  },
  {
    id: "management",
    label: "Management",
    basePath: "/management",
    description:
      "Meet the people who run the institute: the Principal, the teaching faculty of B.Pharm and D.Pharm, the non-teaching staff and the Governing Body.",
    children: [
      { label: "Principal", to: "/management/principal" },
      { label: "Faculty", to: "/management/faculty" },
      { label: "Non-Teaching Staff", to: "/management/non-teaching-staff" },
      { label: "Governing Body", to: "/management/governing-body" },
    ],
  },
  {
    id: "academics",
    label: "Academics",
    basePath: "/academics",
    description:
      "Explore our D.Pharm and B.Pharm programmes: eligibility, intake, subjects and syllabi, along with the academic calendar and timetable.",
    children: [
      { label: "Overview", to: "/academics/overview" },
      { label: "D.Pharm", to: "/academics/d.pharm" },
      { label: "B.Pharm", to: "/academics/b.pharm" },
      { label: "Academic Calendar", to: "/academics/academic-calendar" },
    ],
  },
  {
    id: "committees",
    label: "Committees",
    basePath: "/committees",
    description:
      "The statutory committees and cells that look after placements, grievances, student safety, equality and welfare on campus, with their members and contacts.",
    // The stored committees, in their display order.
    children: [],
  },
  {
    id: "more",
    label: "More",
    basePath: null,
    description:
      "Campus life beyond the classroom: the library, events, frequently asked questions and the awards the institute has received.",
    children: [
      { label: "Library", to: "/library" },
      { label: "Events", to: "/events" },
      { label: "FAQs", to: "/faqs" },
      { label: "Awards", to: "/awards" },
    ],
  },
  {
    id: "admissions",
    label: "Admissions",
    basePath: "/admissions",
    description:
      "Everything you need to join us: admission information for the current year, the step-by-step process, documents required and the online application form.",
    children: [
      { label: "Apply Now", to: "/apply-now" },
      { label: "Admission", to: "/admissions" },
      { label: "Admission Process", to: "/admissions/process" },
      { label: "Fee Refund Policy", to: "/admissions/refund-policy" },
    ],
  },
  {
    id: "course-fees",
    label: "Course Fees",
    basePath: "/course-fees",
    description:
      "The FRA-approved fee structure for our programmes, contacts for fee payment and scholarships, and details of the FCA course.",
    children: [
      { label: "FRA", to: "/course-fees/fra" },
      { label: "FCA", to: "/course-fees/fca" },
    ],
  },
  {
    id: "students-corner",
    label: "Students Corner",
    basePath: "/students-corner",
    description:
      "Quick links for current students: the notices, the academic calendar and timetable, syllabi, the library, answers to common questions and where to turn for help.",
    children: [
      { label: "Notices", to: "/notices" },
      { label: "Academic Calendar & Timetable", to: "/academics/academic-calendar" },
      { label: "D.Pharm Syllabus", to: "/academics/d.pharm" },
      { label: "B.Pharm Syllabus", to: "/academics/b.pharm" },
      { label: "Library", to: "/library" },
      { label: "Events", to: "/events" },
      { label: "FAQs", to: "/faqs" },
      { label: "Anti-Ragging", to: committeePath("anti-ragging") },
      { label: "Student Grievance", to: committeePath("student-grievance") },
    ],
  },
];

/** The group with a given id, from `groups` (the menu's, unless given). Every id exists, so this never returns undefined for a NavGroupId. */
export function findNavGroup(id: NavGroupId, groups: readonly NavGroup[] = navGroups): NavGroup {
  const group = groups.find((candidate) => candidate.id === id);
  if (!group) throw new Error(`Unknown navigation group: ${id}`);
  return group;
}

/** The separate top-level link after the groups. */
export const mandatoryDisclosureLink: NavLink = {
  label: "Mandatory Disclosure",
  to: "/mandatory-disclosure",
};

export const footerQuickLinks: readonly NavLink[] = [
  { label: "Notices", to: "/notices" },
  { label: "Admission Process", to: "/admissions/process" },
  { label: "Institute at a Glance", to: "/about/institute-at-glance" },
  { label: "Governing Body", to: "/management/governing-body" },
  { label: "Faculty", to: "/management/faculty" },
  { label: "FAQs", to: "/faqs" },
  { label: "Awards", to: "/awards" },
  { label: "Apply Now", to: "/apply-now" },
];
