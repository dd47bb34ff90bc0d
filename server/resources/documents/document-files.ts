/**
 * The six documents the site links to, in the order the server lists them: the key the API names
 * each by, its title, and the file name it is served under. Only these are ever served.
 */
export const documentList = [
  { key: "timetable", title: "Class Timetable", fileName: "timetable.pdf" },
  { key: "dpharma-syllabus", title: "D.Pharm Syllabus", fileName: "dpharma-syllabus.pdf" },
  { key: "bpharma-syllabus", title: "B.Pharm Syllabus", fileName: "bpharma-syllabus.pdf" },
  { key: "university-calendar", title: "University Academic Calendar", fileName: "university-calender.pdf" },
  { key: "sif", title: "Mandatory Disclosure (Standard Information Format)", fileName: "SIF.pdf" },
  { key: "fra-fee-structure", title: "FRA Fee Structure", fileName: "FRA_Fee_Structure.pdf" },
] as const;

export type DocumentEntry = (typeof documentList)[number];
export type DocumentKey = DocumentEntry["key"];
export type DocumentFile = DocumentEntry["fileName"];

export const documentFiles: readonly DocumentFile[] = documentList.map((entry) => entry.fileName);

/** Other spellings the site has always linked to, and the file each one means. */
export const documentAliases: Readonly<Record<string, DocumentFile>> = {
  "university_calender.pdf": "university-calender.pdf",
  "fra-fee-structure.pdf": "FRA_Fee_Structure.pdf",
};

/** The document a key names, or undefined. */
export const documentByKey = (key: string): DocumentEntry | undefined => documentList.find((entry) => entry.key === key);

/** The document a served name (or one of its other spellings) means, or undefined. */
export function documentByFileName(name: string): DocumentEntry | undefined {
  const file = Object.hasOwn(documentAliases, name) ? documentAliases[name] : name;
  return documentList.find((entry) => entry.fileName === file);
}
