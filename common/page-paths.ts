/**
 * The college's own words on each public page: a record per page, by key, at the public path the
 * page has. `refund-policy` is the fee refund policy the UGC and AICTE require every college to publish;
 * `privacy` the notice the Digital Personal Data Protection Act, 2023 requires of it.
 * Apart from the pages' schemas, so the public frame links to them without shipping a validator.
 */
export const pagePaths = {
  home: "/",
  "institute-at-glance": "/about/institute-at-glance",
  "principals-message": "/about/principals-message",
  "presidents-message": "/about/presidents-message",
  "secretarys-message": "/about/secretarys-message",
  principal: "/management/principal",
  "academics-overview": "/academics/overview",
  "d-pharm": "/academics/d.pharm",
  "b-pharm": "/academics/b.pharm",
  "academic-calendar": "/academics/academic-calendar",
  admissions: "/admissions",
  "admissions-process": "/admissions/process",
  "refund-policy": "/admissions/refund-policy",
  "course-fees-fra": "/course-fees/fra",
  "course-fees-fca": "/course-fees/fca",
  library: "/library",
  awards: "/awards",
  faqs: "/faqs",
  "mandatory-disclosure": "/mandatory-disclosure",
  privacy: "/privacy",
} as const;

export type PageKey = keyof typeof pagePaths;
export const PAGE_KEYS = Object.keys(pagePaths) as PageKey[];
export const isPageKey = (value: string): value is PageKey => Object.hasOwn(pagePaths, value);
