/**
 * The events a new site starts with: three coming up and three past ones with photographs. Their
 * dates are counted from the day the site is set up, so the coming ones are still ahead of it.
 * All fictional.
 */
import type { PictureName } from "./sample-pictures";

export type SampleEvent = {
  title: string;
  /** Most have a Marathi title; the others show the Marathi pages' fallback to English. */
  titleMr?: string;
  /** The event's date, in days from the day the samples are added (negative: in the past). */
  daysFromToday: number;
  description: string;
  pictures: readonly PictureName[];
};

export const sampleEvents: readonly SampleEvent[] = [
  {
    title: "Annual Social Gathering – “Aarogya Utsav”",
    titleMr: "वार्षिक स्नेहसंमेलन – “आरोग्य उत्सव”",
    daysFromToday: 95,
    description:
      "Cultural programmes, traditional day and the felicitation of toppers and award winners of the academic year in the College Auditorium, with parents and alumni as guests.",
    pictures: [],
  },
  {
    title: "Annual Sports Meet",
    daysFromToday: 60,
    description:
      "Three days of cricket, kabaddi, kho-kho, volleyball, athletics and indoor games on the college ground for D.Pharm and B.Pharm students, ending with the prize distribution ceremony.",
    pictures: [],
  },
  {
    title: "National Pharmacy Week Celebration",
    titleMr: "राष्ट्रीय फार्मसी सप्ताह",
    daysFromToday: 25,
    description:
      "A week of poster competitions, quiz contests and a medicine-awareness rally through Ambewadi village, with a talk in the College Seminar Hall by a practising community pharmacist on patient counselling.",
    pictures: [],
  },
  {
    title: "World Pharmacists Day",
    titleMr: "जागतिक फार्मासिस्ट दिन",
    daysFromToday: -17,
    description:
      "Students took the pharmacist's oath, presented skits on the safe use of antibiotics and organised a free blood-pressure and blood-sugar check-up for villagers.",
    pictures: ["pharmacistsDay", "healthCamp"],
  },
  {
    title: "Induction Programme for First-Year Students",
    daysFromToday: -50,
    description:
      "A week-long welcome for new D.Pharm and B.Pharm students covering campus facilities, anti-ragging awareness, library orientation and a visit to the medicinal plant garden.",
    pictures: ["courtyard", "herbalGarden"],
  },
  {
    title: "Industrial Visit to a Tablet Manufacturing Unit",
    titleMr: "टॅब्लेट उत्पादन कारखान्याला औद्योगिक भेट",
    daysFromToday: -240,
    description:
      "Third-year B.Pharm students observed granulation, compression, coating, packaging and in-process quality control at a fictional partner unit in Sinnar MIDC, Nashik, under the guidance of faculty.",
    pictures: ["industrialVisit"],
  },
];
