/** The six documents the site links to, in the order the server lists them; only these are ever served. */
export const documentFiles = [
  "timetable.pdf",
  "dpharma-syllabus.pdf",
  "bpharma-syllabus.pdf",
  "university-calender.pdf",
  "SIF.pdf",
  "FRA_Fee_Structure.pdf",
] as const;

export type DocumentFile = (typeof documentFiles)[number];

/** Other spellings the site has always linked to, and the file each one means. */
export const documentAliases: Readonly<Record<string, DocumentFile>> = {
  "university_calender.pdf": "university-calender.pdf",
  "fra-fee-structure.pdf": "FRA_Fee_Structure.pdf",
};
