import { institution } from "../../../../content/institution";

/** The institute-at-a-glance, leadership message and principal pages: headings, labels and links. */
export const about = {
  "glance.description":
    "{college} at a glance: established {established}, D.Pharm and B.Pharm, a 2.5-acre campus, a library of 5,000+ books and 12 laboratories.",
  "glance.intro": "{college}, run by {trust}, has been training pharmacists for the villages and towns around Sinnar since {established}.",
  "glance.trust": institution.trustName.replace(/['’]s$/, ""),
  "glance.cta": "Read the messages of our leadership, or start your application for D.Pharm or B.Pharm today.",
  "glance.applyNow": "Apply Now",
  "message.description": "{heading} from {name}, {title}: {start}",
  "message.others": "Other messages",
  "message.alsoRead": "Also read",
  "principal.description": "{name}, Principal of {college}: {qualification}; {experience}.",
  "principal.qualification": "Qualification",
  "principal.experience": "Experience",
  "principal.specialisation": "Specialisation",
  "principal.email": "Email",
  "principal.ofCollege": "Principal, {college}",
  "principal.about": "About the Principal",
  "principal.readMessage": "Read the Principal's Message",
  "principal.meetFaculty": "Meet our faculty",
} as const;
