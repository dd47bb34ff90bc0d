import { leadershipMessages } from "../../content/about";
import { committeePath } from "../../common/committee.resource";
import { sampleCommittees } from "../../server/samples/sample-committees";

/** Every public page of the site (spec §2), each address once. */
export const publicPaths = [
  "/",
  "/about",
  "/about/institute-at-glance",
  ...leadershipMessages.map((message) => `/about/${message.slug}`),
  "/management",
  "/management/principal",
  "/management/faculty",
  "/management/non-teaching-staff",
  "/management/governing-body",
  "/login",
  "/apply-now",
  "/admissions",
  "/admissions/process",
  "/academics",
  "/academics/overview",
  "/academics/d.pharm",
  "/academics/b.pharm",
  "/academics/academic-calendar",
  "/committees",
  // The seven committees a new site starts with.
  ...sampleCommittees.map((committee) => committeePath(committee.slug)),
  "/mandatory-disclosure",
  "/library",
  "/events",
  "/faqs",
  "/awards",
  "/course-fees",
  "/course-fees/fra",
  "/course-fees/fca",
  "/students-corner",
  "/this-page-does-not-exist",
];
