/**
 * The eight questions on /faqs, written for prospective D.Pharm / B.Pharm students and their parents.
 * Shown as an accordion, one answer open at a time.
 */
import type { CollegeContact } from "./admissions";

export interface Faq {
  question: string;
  answer: string;
}

/** The college's phone and email, from the site settings, appear in an answer. */
export const faqs = (college: CollegeContact): readonly Faq[] => [
  {
    question: "Who is eligible for admission to D.Pharm and B.Pharm?",
    answer:
      "For D.Pharm you must have passed 10+2 (HSC) with Physics and Chemistry along with Biology or Mathematics (PCB/PCM). For B.Pharm you must have passed 10+2 with Physics and Chemistry and Biology or Mathematics with at least 50% aggregate marks (45% for candidates of reserved categories from Maharashtra), and you must have a valid MHT-CET or NEET score. Students who have completed D.Pharm may also apply for direct second-year admission to B.Pharm as per the rules of the State CET Cell.",
  },
  {
    question: "Is MHT-CET or NEET compulsory for admission?",
    answer:
      "For B.Pharm, yes: admission through the Centralised Admission Process (CAP) is given on the basis of your MHT-CET (PCB or PCM group) or NEET score, so please appear for one of these examinations and register for CAP on the State CET Cell portal. For D.Pharm, no entrance examination is needed; the merit list is prepared from your 12th-standard marks. Our admissions office helps students fill in CAP forms and choose option forms free of charge.",
  },
  {
    question: "What are the fees, and where can I see the fee structure?",
    answer:
      "Tuition and development fees for each course are fixed every year by the Fees Regulating Authority (FRA), Maharashtra, and the college charges only the approved amount. The current fee structure can be downloaded from the Course Fees → FRA page. Fees can be paid in instalments on request; please speak to the accounts section before the last date of payment.",
  },
  {
    question: "Which scholarships and fee concessions are available?",
    answer:
      "Eligible students receive Government of India post-matric scholarships and Government of Maharashtra scholarships and freeships (for SC, ST, OBC, VJNT, SBC and EWS categories, and the Rajarshi Shahu Maharaj scholarship for economically weaker students) through the MahaDBT portal. Girl students of eligible categories can also get fee reimbursement as per state rules. Our scholarship desk helps you with the online application, income and caste certificates, and renewal every year.",
  },
  {
    question: "Is hostel accommodation available?",
    answer:
      "Yes. Separate hostels for boys and girls are available within walking distance of the college, each with a resident rector, CCTV at the entrance, a reading room, clean drinking water and a mess serving home-style vegetarian meals. Seats are limited and are allotted on a first-come basis after admission is confirmed; please contact the office early if you need a hostel room.",
  },
  {
    question: "Which documents do I need at the time of admission?",
    answer:
      "Bring the originals and two sets of attested photocopies of: the CAP allotment letter (if admitted through CAP), MHT-CET/NEET score card (for B.Pharm), 10th and 12th mark sheets, School Leaving Certificate, nationality or domicile certificate, caste certificate, caste validity and non-creamy-layer certificate (if applicable), income certificate (for scholarships), Aadhaar card, gap certificate (if any) and six passport-size photographs. The full list is on the Admission Process page.",
  },
  {
    question: "What support does the college give for placements and higher studies?",
    answer:
      "The Training & Placement Cell arranges industrial training, hospital visits, aptitude and interview workshops, and campus drives with pharmaceutical manufacturers, hospital pharmacies, retail pharmacy chains and marketing companies. Faculty members also guide students for GPAT, M.Pharm admissions and for registering with the State Pharmacy Council to start their own medical store after D.Pharm or B.Pharm.",
  },
  {
    question: "Is there transport from nearby villages and Sinnar?",
    answer: `Yes. College buses run every day on fixed routes from Sinnar and the surrounding villages, timed to college hours. Ambewadi is also connected by State Transport (ST) buses, and students can apply for the concessional ST student pass with a bonafide certificate from the college office. For route and pick-up details, call ${college.phone} or email ${college.email}.`,
  },
];
