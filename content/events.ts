/**
 * Static placeholder events for /events (three upcoming, three past). Fictional.
 */

export interface CollegeEvent {
  title: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  place: string;
  description: string;
}

export const upcomingEvents: readonly CollegeEvent[] = [
  {
    title: "National Pharmacy Week Celebration",
    date: "2026-12-14",
    place: "College Seminar Hall, Ambewadi",
    description:
      "A week of poster competitions, quiz contests and a medicine-awareness rally through Ambewadi village, with a talk by a practising community pharmacist on patient counselling.",
  },
  {
    title: "Annual Sports Meet",
    date: "2027-01-18",
    place: "College Ground",
    description:
      "Three days of cricket, kabaddi, kho-kho, volleyball, athletics and indoor games for D.Pharm and B.Pharm students, ending with the prize distribution ceremony.",
  },
  {
    title: "Annual Social Gathering – \"Aarogya Utsav\"",
    date: "2027-02-12",
    place: "College Auditorium",
    description:
      "Cultural programmes, traditional day and the felicitation of toppers and award winners of the academic year, with parents and alumni as guests.",
  },
];

export const pastEvents: readonly CollegeEvent[] = [
  {
    title: "World Pharmacists Day",
    date: "2026-09-25",
    place: "College Seminar Hall, Ambewadi",
    description:
      "Students took the pharmacist's oath, presented skits on the safe use of antibiotics and organised a free blood-pressure and blood-sugar check-up for villagers.",
  },
  {
    title: "Induction Programme for First-Year Students",
    date: "2026-08-20",
    place: "College Auditorium",
    description:
      "A week-long welcome for new D.Pharm and B.Pharm students covering campus facilities, anti-ragging awareness, library orientation and a visit to the medicinal plant garden.",
  },
  {
    title: "Industrial Visit to a Tablet Manufacturing Unit",
    date: "2026-02-06",
    place: "Sinnar MIDC, Nashik",
    description:
      "Third-year B.Pharm students observed granulation, compression, coating, packaging and in-process quality control at a fictional partner unit under the guidance of faculty.",
  },
];
