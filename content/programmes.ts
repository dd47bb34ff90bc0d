/**
 * The two programmes as the site is built around them: where each page lives, its menu name, which
 * site setting holds its intake and which document is its syllabus. What the college says about
 * each (its full name, duration, eligibility, subjects) is its page's record (`d-pharm`, `b-pharm`).
 */
import type { PageKey } from "../common/page.schema";

export type ProgrammeSlug = "d.pharm" | "b.pharm";

/** Where a programme's syllabus PDF is served: /api/pdfdownload/{file}. */
export type SyllabusPdf = "dpharma-syllabus.pdf" | "bpharma-syllabus.pdf";

export interface Programme {
  /** Its page's record. */
  key: Extract<PageKey, "d-pharm" | "b-pharm">;
  /** The URL segment under /academics. */
  slug: ProgrammeSlug;
  /** Its name in the menu, e.g. "D.Pharm". */
  name: string;
  /** Which site setting holds the sanctioned intake (seats per year); the clerk changes it. */
  intakeSetting: "intakeDPharm" | "intakeBPharm";
  syllabusPdf: SyllabusPdf;
}

export const programmes: readonly Programme[] = [
  { key: "d-pharm", slug: "d.pharm", name: "D.Pharm", intakeSetting: "intakeDPharm", syllabusPdf: "dpharma-syllabus.pdf" },
  { key: "b-pharm", slug: "b.pharm", name: "B.Pharm", intakeSetting: "intakeBPharm", syllabusPdf: "bpharma-syllabus.pdf" },
];

/** The programme for a URL segment ("d.pharm" or "b.pharm"), or undefined. */
export function findProgramme(slug: string): Programme | undefined {
  return programmes.find((programme) => programme.slug === slug);
}
