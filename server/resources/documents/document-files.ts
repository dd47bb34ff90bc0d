import { documentList } from "../../../common/document.resource";

/** The six documents (common/document.resource.ts, where the back office reads them too). Only these are ever served. */
export { documentList };

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
