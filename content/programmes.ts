/**
 * The programmes (D.Pharm and B.Pharm), the FCA course shown at /course-fees/fca, and the four
 * departments on the home page. Programme pages live at /academics/{slug}.
 */

export type ProgrammeSlug = "d.pharm" | "b.pharm";

/** Where a programme's syllabus PDF is served: /api/pdfdownload/{file}. */
export type SyllabusPdf = "dpharma-syllabus.pdf" | "bpharma-syllabus.pdf";

export interface YearSubjects {
  /** e.g. "First Year" or "Second Year (Semesters III & IV)". */
  year: string;
  subjects: readonly string[];
}

export interface Programme {
  slug: ProgrammeSlug;
  /** Short name, e.g. "D.Pharm". */
  name: string;
  /** e.g. "Diploma in Pharmacy". */
  fullName: string;
  /** Human-readable, e.g. "2 Years". */
  duration: string;
  durationYears: number;
  /** Which site setting holds the sanctioned intake (seats per year); the clerk changes it. */
  intakeSetting: "intakeDPharm" | "intakeBPharm";
  eligibility: string;
  admissionMode: string;
  affiliation: string;
  /** One short paragraph introducing the programme. */
  overview: string;
  subjectsByYear: readonly YearSubjects[];
  syllabusPdf: SyllabusPdf;
}

export const dPharm: Programme = {
  slug: "d.pharm",
  name: "D.Pharm",
  fullName: "Diploma in Pharmacy",
  duration: "2 Years",
  durationYears: 2,
  intakeSetting: "intakeDPharm",
  eligibility: "10+2 (HSC) with Physics, Chemistry and Biology or Mathematics (PCB/PCM)",
  admissionMode:
    "Centralised Admission Process (CAP) of the Directorate of Technical Education, Maharashtra, on merit of 12th-standard marks; no entrance examination",
  affiliation: "Maharashtra State Board of Technical Education (MSBTE), Mumbai",
  overview:
    "The Diploma in Pharmacy is a two-year programme that prepares students to work as registered pharmacists in community pharmacies, hospitals and the pharmaceutical trade. Following the Pharmacy Council of India's Education Regulations, it combines classroom teaching with practicals in well-equipped laboratories, a hospital and community pharmacy training period, and the skills needed to dispense medicines safely and counsel patients. After D.Pharm, students can register with the State Pharmacy Council, open their own medical store, or join B.Pharm directly in the second year.",
  subjectsByYear: [
    {
      year: "First Year",
      subjects: [
        "Pharmaceutics",
        "Pharmaceutical Chemistry",
        "Pharmacognosy",
        "Human Anatomy and Physiology",
        "Social Pharmacy",
      ],
    },
    {
      year: "Second Year",
      subjects: [
        "Pharmacology",
        "Community Pharmacy and Management",
        "Biochemistry and Clinical Pathology",
        "Pharmacotherapeutics",
        "Hospital and Clinical Pharmacy",
        "Pharmacy Law and Ethics",
      ],
    },
  ],
  syllabusPdf: "dpharma-syllabus.pdf",
};

export const bPharm: Programme = {
  slug: "b.pharm",
  name: "B.Pharm",
  fullName: "Bachelor of Pharmacy",
  duration: "4 Years (8 Semesters)",
  durationYears: 4,
  intakeSetting: "intakeBPharm",
  eligibility:
    "10+2 (HSC) with Physics, Chemistry and Biology or Mathematics, with at least 50% aggregate marks (45% for reserved categories)",
  admissionMode:
    "MHT-CET / NEET score, through the Centralised Admission Process (CAP) of the State CET Cell, Maharashtra",
  affiliation: "Dr. Babasaheb Ambedkar Technological University, Lonere",
  overview:
    "The Bachelor of Pharmacy is a four-year, eight-semester degree that builds a strong foundation in the science of medicines: how they are discovered, designed, manufactured, tested, regulated and used. Students learn in dedicated laboratories for pharmaceutics, pharmaceutical chemistry, pharmacology, pharmacognosy and analysis, complete industrial training and a final-year project, and choose electives in the last semester. Graduates go on to careers in pharmaceutical manufacturing, quality control and assurance, clinical research, regulatory affairs, hospital pharmacy and marketing, or to M.Pharm and MBA programmes.",
  subjectsByYear: [
    {
      year: "First Year (Semesters I & II)",
      subjects: [
        "Human Anatomy and Physiology I & II",
        "Pharmaceutical Analysis I",
        "Pharmaceutics I",
        "Pharmaceutical Inorganic Chemistry",
        "Communication Skills",
        "Remedial Biology / Remedial Mathematics",
        "Pharmaceutical Organic Chemistry I",
        "Biochemistry",
        "Pathophysiology",
        "Computer Applications in Pharmacy",
        "Environmental Sciences",
      ],
    },
    {
      year: "Second Year (Semesters III & IV)",
      subjects: [
        "Pharmaceutical Organic Chemistry II & III",
        "Physical Pharmaceutics I & II",
        "Pharmaceutical Microbiology",
        "Pharmaceutical Engineering",
        "Medicinal Chemistry I",
        "Pharmacology I",
        "Pharmacognosy and Phytochemistry I",
      ],
    },
    {
      year: "Third Year (Semesters V & VI)",
      subjects: [
        "Medicinal Chemistry II & III",
        "Industrial Pharmacy I",
        "Pharmacology II & III",
        "Pharmacognosy and Phytochemistry II",
        "Pharmaceutical Jurisprudence",
        "Herbal Drug Technology",
        "Biopharmaceutics and Pharmacokinetics",
        "Pharmaceutical Biotechnology",
        "Quality Assurance",
      ],
    },
    {
      year: "Final Year (Semesters VII & VIII)",
      subjects: [
        "Instrumental Methods of Analysis",
        "Industrial Pharmacy II",
        "Pharmacy Practice",
        "Novel Drug Delivery Systems",
        "Practice School",
        "Biostatistics and Research Methodology",
        "Social and Preventive Pharmacy",
        "Electives (e.g. Pharmacovigilance, Pharmaceutical Regulatory Science, Pharma Marketing Management, Cosmetic Science)",
        "Project Work",
      ],
    },
  ],
  syllabusPdf: "bpharma-syllabus.pdf",
};

export const programmes: readonly Programme[] = [dPharm, bPharm];

/** The programme for a URL segment ("d.pharm" or "b.pharm"), or undefined. */
export function findProgramme(slug: string): Programme | undefined {
  return programmes.find((programme) => programme.slug === slug);
}

/** The course described on /course-fees/fca. Fictional, run by the institute itself. */
export interface FcaCourse {
  /** Abbreviation used in the menu. */
  code: "FCA";
  name: string;
  duration: string;
  durationYears: number;
  intake: number;
  eligibility: string;
  /** Who awards the qualification. */
  awardedBy: string;
  /** Paragraphs describing the course. */
  description: readonly string[];
  /** Main modules, in teaching order. */
  modules: readonly string[];
  /** Where graduates of the course typically work. */
  careerPaths: readonly string[];
  /** How classes are scheduled. */
  schedule: string;
}

export const fcaCourse: FcaCourse = {
  code: "FCA",
  name: "Fellowship in Clinical Administration",
  duration: "2 Years",
  durationYears: 2,
  intake: 30,
  eligibility: "Graduation in any stream from a recognised university",
  awardedBy: "The institute (a fellowship certificate of the institute; not a university degree)",
  description: [
    "The Fellowship in Clinical Administration is a two-year course for graduates who want to work on the management side of healthcare: running hospital pharmacies, clinics, diagnostic centres and medicine stores efficiently and within the law. It is open to graduates of any stream, so commerce, arts and science graduates from the region can enter the healthcare sector without a pharmacy degree.",
    "Teaching is done by the institute's pharmacy faculty together with visiting hospital administrators and practising pharmacists. Each fellow spends a supervised internship period in a hospital or healthcare organisation in the second year and completes a small project on a real administrative problem, such as inventory control of medicines or patient-record management.",
  ],
  modules: [
    "Fundamentals of Healthcare Systems in India",
    "Basics of Pharmacology and Medicine Use for Administrators",
    "Hospital and Pharmacy Store Management",
    "Drug Laws, Licensing and Regulatory Compliance",
    "Medical Records, Health Insurance and Billing",
    "Inventory, Procurement and Cold-Chain Management",
    "Quality, Patient Safety and Infection Control",
    "Communication, Leadership and Computer Skills",
    "Internship and Project Work",
  ],
  careerPaths: [
    "Hospital and clinic administration",
    "Pharmacy store and warehouse management",
    "Health insurance and TPA desks",
    "Medical records and billing",
    "Procurement in healthcare organisations",
  ],
  schedule:
    "Classes are held on weekends and two weekday evenings so that working graduates can attend.",
};

export type DepartmentSlug =
  | "pharmaceutics"
  | "pharmaceutical-quality-assurance"
  | "pharmaceutical-chemistry"
  | "pharmacognosy";

export interface Department {
  slug: DepartmentSlug;
  name: string;
  /** One line, shown on the home page card. */
  description: string;
}

export const departments: readonly Department[] = [
  {
    slug: "pharmaceutics",
    name: "Pharmaceutics",
    description: "The science of drug formulation and delivery systems, from tablets and syrups to novel dosage forms.",
  },
  {
    slug: "pharmaceutical-quality-assurance",
    name: "Pharmaceutical Quality Assurance",
    description: "Ensuring the quality and safety of pharmaceutical products through testing, validation and good practices.",
  },
  {
    slug: "pharmaceutical-chemistry",
    name: "Pharmaceutical Chemistry",
    description: "The research and development of new drugs, from molecular design and synthesis to analysis.",
  },
  {
    slug: "pharmacognosy",
    name: "Pharmacognosy",
    description: "The study of medicinal plants and natural products as sources of safe and effective medicines.",
  },
];
