/** The institute-at-a-glance, leadership message and principal pages: headings, labels and links. */
export const about = {
  "glance.description":
    "{college} at a glance: established {established}, D.Pharm and B.Pharm, a 2.5-acre campus, a library of 5,000+ books and 12 laboratories.",
  "glance.applyNow": "Apply Now",
  "message.description": "{heading} from {name}, {title}: {start}",
  "message.others": "Other messages",
  "message.alsoRead": "Also read",
  "principal.description": "{name}, Principal of {college}: {qualification}; {experience}.",
  "principal.ofCollege": "Principal, {college}",
  "principal.readMessage": "Read the Principal's Message",
  "principal.meetFaculty": "Meet our faculty",
} as const;
