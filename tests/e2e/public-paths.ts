import { committeePath } from "../../common/committee.resource";
import { sampleCommittees } from "../../server/seed/sample-committees";

/** Every public page of the site, each address once: what the page-by-page sweeps visit, so a page left out escapes them. */
export const publicPaths = [
  "/",
  "/about",
  "/about/institute-at-glance",
  "/about/principals-message",
  "/about/presidents-message",
  "/about/secretarys-message",
  "/management",
  "/management/principal",
  "/management/faculty",
  "/management/non-teaching-staff",
  "/management/governing-body",
  "/login",
  "/apply-now",
  "/grievance",
  "/admissions",
  "/admissions/process",
  "/admissions/refund-policy",
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
  "/notices",
  "/faqs",
  "/awards",
  "/course-fees",
  "/course-fees/fra",
  "/course-fees/fca",
  "/students-corner",
  // The search page, with results.
  "/search?q=fees",
  "/this-page-does-not-exist",
];
