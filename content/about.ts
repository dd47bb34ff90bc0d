/**
 * Texts about the institute: facts at a glance, leadership messages, the principal's profile,
 * mission and vision, the home page hero cards, the alumni intro and the academics overview.
 * All people named are fictional.
 */
import { institution } from "./institution";

export interface GlanceFact {
  label: string;
  value: string;
  description: string;
}

/** The six fact cards on /about/institute-at-glance. */
export const instituteAtGlance: readonly GlanceFact[] = [
  {
    label: "Established",
    value: institution.established,
    description: `Founded by ${institution.trustName} to bring professional pharmacy education to the rural students of Sinnar taluka and the surrounding villages.`,
  },
  {
    label: "Courses",
    value: "D.Pharm & B.Pharm",
    description:
      "A two-year Diploma in Pharmacy and a four-year Bachelor of Pharmacy, each with a sanctioned intake of 60 students.",
  },
  {
    label: "Affiliation",
    value: "DBATU & MSBTE",
    description: `${institution.affiliationLine}. ${institution.approvalLine}.`,
  },
  {
    label: "Campus",
    value: "2.5 Acres",
    description:
      "A green, peaceful campus with classrooms, laboratories, a medicinal plant garden, a seminar hall and playgrounds, away from city noise.",
  },
  {
    label: "Library",
    value: "5,000+ Books",
    description:
      "Textbooks, reference books, national and international journals, and e-resources with a quiet reading hall for students.",
  },
  {
    label: "Laboratories",
    value: "12 Labs",
    description:
      "Well-equipped laboratories for pharmaceutics, pharmaceutical chemistry, pharmacology, pharmacognosy, analysis and a model pharmacy.",
  },
];

export type LeadershipMessageSlug = "principals-message" | "presidents-message" | "secretarys-message";

export interface LeadershipMessage {
  /** The URL segment under /about. */
  slug: LeadershipMessageSlug;
  /** Page heading, e.g. "Principal's Message". */
  heading: string;
  name: string;
  /** The person's title, e.g. "Principal". */
  title: string;
  /** Message paragraphs, in order. */
  paragraphs: readonly string[];
}

export const principalsMessage: LeadershipMessage = {
  slug: "principals-message",
  heading: "Principal's Message",
  name: "Dr. Anjali S. Deshmukh",
  title: `Principal, ${institution.collegeName}`,
  paragraphs: [
    `Dear students and parents, welcome to ${institution.collegeName}. When our first batch walked into a single rented building in ${institution.established}, most of them were the first in their families to study beyond the 12th standard. Today our students work in pharmaceutical plants, hospitals and community pharmacies across Maharashtra, and many of them run their own medical stores in the very villages they come from. That journey, from a farming family to a trusted healthcare professional, is what we are here for.`,
    "Pharmacy is a profession of responsibility. A pharmacist is often the last person a patient meets before taking a medicine, and sometimes the only one a villager can reach at night. So we teach more than the syllabus: we insist on accuracy in the laboratory, honesty in records, and kindness at the counter. Our faculty members know each student by name, and our doors are open for any difficulty, academic or personal.",
    "Our laboratories, library and medicinal plant garden are used from morning to evening. Students attend industrial visits, health camps in nearby villages, seminars with practising pharmacists and training in hospitals. We also help every eligible student with scholarships so that no one has to leave because of fees.",
    "I invite you to visit our campus, meet our teachers and see our students at work. Come with curiosity and commitment; we will give you the knowledge, the discipline and the confidence to serve society as a pharmacist.",
  ],
};

export const presidentsMessage: LeadershipMessage = {
  slug: "presidents-message",
  heading: "President's Message",
  name: "Shri. Vasantrao B. Jadhav",
  title: `President, ${institution.trustName.replace(/['’]s$/, "")}`,
  paragraphs: [
    "Our Mandal was started by a group of farmers, teachers and social workers of Ambewadi who believed that a village child deserves the same opportunities as a child in the city. We began with schools, and in 2009 we took the bold step of starting a pharmacy college here, on land given by the people of this village.",
    "Many people told us that professional education cannot succeed in a rural area. Our students have proved them wrong. Year after year they clear their examinations with good results, find jobs in industry and hospitals, and return to serve their own communities. Every time an old student tells me that their medical store is now supporting their whole family, I know the effort was worth it.",
    "The management is committed to keeping fees within the approved limits, investing in laboratories and books, and appointing qualified, caring teachers. We are especially proud that nearly half of our students are girls, and we will keep working to make the campus safe and welcoming for every one of them.",
    "To every parent considering our college: trust us with your child, and we will treat their future as our own responsibility.",
  ],
};

export const secretarysMessage: LeadershipMessage = {
  slug: "secretarys-message",
  heading: "Secretary's Message",
  name: "Shri. Prakash D. Shinde",
  title: `Secretary, ${institution.trustName.replace(/['’]s$/, "")}`,
  paragraphs: [
    `It gives me great pleasure to welcome you to ${institution.collegeName}. Since its beginning, the college has grown from one classroom and two laboratories to a full campus with twelve laboratories, a well-stocked library, a seminar hall and hostels for boys and girls.`,
    "As Secretary, my daily concern is that our students lack nothing they need to learn well: instruments that work, chemicals in stock, buses that run on time, clean hostels and a library that stays open late during examinations. We review these facilities every term with the Principal and the student representatives, and we act on their suggestions.",
    "We also believe that a college must stay close to its surroundings. Our students and staff organise health awareness camps, blood donation drives and tree plantation in the villages around Sinnar, and local pharmacists and industries help us by offering training and jobs to our students.",
    "I thank the parents, alumni, well-wishers and regulatory bodies for their continued trust, and I assure every student that the management stands behind them in their effort to become a competent and ethical pharmacist.",
  ],
};

export const leadershipMessages: readonly LeadershipMessage[] = [
  principalsMessage,
  presidentsMessage,
  secretarysMessage,
];

/**
 * The message for a URL segment. Accepts both spellings the original pages used:
 * "principals-message" and "principal's-message" (also URL-encoded).
 */
export function findLeadershipMessage(slug: string): LeadershipMessage | undefined {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape sequence: match against the raw segment.
  }
  const normalised = decoded.replace(/['’]/g, "");
  return leadershipMessages.find((message) => message.slug === normalised);
}

export interface PrincipalProfile {
  name: string;
  qualification: string;
  experience: string;
  /** Specialisation or research area. */
  specialisation: string;
  email: string;
  /** Short bio paragraphs. */
  bio: readonly string[];
}

/** Shown on /management/principal. */
export const principalProfile: PrincipalProfile = {
  name: "Dr. Anjali S. Deshmukh",
  qualification: "M.Pharm (Pharmaceutics), Ph.D. (Pharmaceutical Sciences)",
  experience: "21 years in teaching and research, 11 years as Principal",
  specialisation: "Novel drug delivery systems and herbal formulations",
  email: "principal@godavari-pharmacy.example",
  bio: [
    "Dr. Anjali S. Deshmukh grew up in a farming family near Sinnar and studied pharmacy in Nashik and Aurangabad before completing her doctorate on sustained-release herbal formulations. She joined the institute as a senior faculty member in its early years and has led it as Principal since 2015.",
    "She has guided more than 40 M.Pharm and B.Pharm research projects, published research papers in national and international journals, and serves on academic bodies for curriculum and examinations. Under her leadership the institute has expanded its laboratories, started its community health outreach programme and built strong links with local industry and hospitals.",
  ],
};

export interface MissionVision {
  heading: string;
  /** The card's title line. */
  title: string;
  text: string;
}

export const mission: MissionVision = {
  heading: "Our Mission",
  title: "Empowering Future Pharmacists",
  text: "To provide a dynamic learning environment that develops competence, leadership and ethical responsibility in every student, so that they serve society as skilled and caring pharmacy professionals.",
};

export const vision: MissionVision = {
  heading: "Our Vision",
  title: "A Centre of Excellence",
  text: "To become a centre of excellence in pharmaceutical education, research and innovation that brings quality healthcare knowledge from our rural roots to the wider world.",
};

export interface FeatureCard {
  title: string;
  text: string;
}

/** The four cards in the home page hero. */
export const heroFeatures: readonly FeatureCard[] = [
  {
    title: "Quality Education",
    text: "Experienced faculty, modern laboratories and a PCI-approved curriculum that blends theory with hands-on practice.",
  },
  {
    title: "Diverse Community",
    text: "Students from villages, towns and cities across Maharashtra learn together in a safe and inclusive campus.",
  },
  {
    title: "Comprehensive Programs",
    text: "Diploma and degree programmes in pharmacy, supported by industrial training, hospital visits and placement guidance.",
  },
  {
    title: "Excellence in Achievement",
    text: "Consistent university results, award-winning student projects and alumni serving in industry, hospitals and their own pharmacies.",
  },
];

/** The home page hero heading: "Welcome to" followed by the college name. */
export const heroTitle = { lead: "Welcome to", name: institution.collegeName } as const;

/** Intro under the "What Our Alumni Say" heading on the home page. */
export const alumniIntro = {
  heading: "What Our Alumni Say",
  text: "Our graduates work in pharmaceutical companies, hospitals, research laboratories and community pharmacies across the state. Here, in their own words, is what their years at the college meant to them.",
} as const;

/** Paragraphs for /academics/overview. */
export const academicsOverview: readonly string[] = [
  `${institution.collegeName} offers two programmes approved by the Pharmacy Council of India: the two-year Diploma in Pharmacy (D.Pharm), affiliated to MSBTE, Mumbai, and the four-year Bachelor of Pharmacy (B.Pharm), affiliated to Dr. Babasaheb Ambedkar Technological University, Lonere. Each programme has a sanctioned intake of 60 students per year.`,
  "Teaching follows the academic calendar of the board and the university. Lectures are supported by tutorials, regular practicals in twelve laboratories, and continuous assessment through unit tests, assignments and viva voce. Every student is assigned a faculty mentor who follows their attendance, progress and well-being throughout the course.",
  "Learning extends beyond the classroom: students go on industrial visits to pharmaceutical units, train in hospital and community pharmacies, grow and study medicinal plants in the college garden, take part in seminars, poster competitions and research projects, and serve villages through health awareness camps.",
  "The departments of Pharmaceutics, Pharmaceutical Quality Assurance, Pharmaceutical Chemistry and Pharmacognosy, together with Pharmacology and Pharmacy Practice, work together so that graduates leave with sound science, practical skill and a strong sense of professional ethics.",
];
