/**
 * Library texts for /library: opening hours, collection facts, services and rules.
 */

export interface OpeningHours {
  days: string;
  /** "8:00 AM - 8:00 PM", or "Closed". */
  hours: string;
  closed: boolean;
}

export const libraryHours: readonly OpeningHours[] = [
  { days: "Monday - Friday", hours: "8:00 AM - 8:00 PM", closed: false },
  { days: "Saturday", hours: "9:00 AM - 5:00 PM", closed: false },
  { days: "Sunday", hours: "Closed", closed: true },
];

export interface LibraryFact {
  label: string;
  value: string;
}

export const libraryIntro =
  "The college library is the academic heart of the campus: a quiet, well-lit space where students prepare for examinations, read journals and work on their projects. Its collection covers every subject of the D.Pharm and B.Pharm curricula, along with reference books for GPAT and competitive examinations.";

export const libraryCollection: readonly LibraryFact[] = [
  { label: "Books", value: "5,000+" },
  { label: "Titles", value: "1,400+" },
  { label: "National and international journals", value: "24" },
  { label: "Magazines and newspapers", value: "12" },
  { label: "E-resources", value: "Online journal and e-book access" },
  { label: "Reading hall", value: "80 seats" },
  { label: "Previous question papers", value: "Board and university papers, last 10 years" },
  { label: "Project and dissertation reports", value: "Bound copies of final-year projects" },
];

export const libraryServices: readonly string[] = [
  "Book lending for students and staff",
  "Reference section for standard textbooks, pharmacopoeias and formularies",
  "Book bank for economically weaker and scholarship students",
  "Computers with internet access for e-journals and online learning",
  "Newspaper clipping service on healthcare and pharmacy news",
  "Photocopying and printing at nominal rates",
  "Extended reading hours during examinations",
];

export const libraryRules: readonly string[] = [
  "Carry your college identity card and show it on entering the library.",
  "Maintain silence; keep mobile phones switched off or on silent mode.",
  "Students may borrow up to two books at a time for fourteen days.",
  "Reference books, journals and pharmacopoeias are for reading in the library only.",
  "A fine is charged for each day a book is returned late.",
  "Lost or damaged books must be replaced or paid for.",
  "Personal bags and belongings are to be kept at the property counter.",
  "Food and drinks are not allowed inside the reading hall.",
];
