/** The programme pages and the academics overview: headings, labels and states. */
export const academics = {
  "programme.description": "{fullName}: {duration}, {seats} seats. Eligibility: {eligibility}. Download the syllabus PDF.",
  "programme.syllabus": "{name} Syllabus",
  "programme.duration": "Duration",
  "programme.intake": "Intake",
  "programme.download": "Download Syllabus PDF",
  "programme.apply": "Apply for {name}",
  "programme.subjects": "Subjects by year",
  "programme.syllabusNoun": "syllabus",
  "overview.description": "How teaching works at {college}: the D.Pharm and B.Pharm programmes, laboratories, mentoring, industrial visits and departments.",
  "overview.programmes": "Our programmes",
  "overview.seats": "{seats} seats",
  "overview.details": "{name} details and syllabus",
  "overview.departments": "Departments",
  "overview.calendar": "Academic calendar and timetable",
} as const;
