/**
 * Three grievances a new site starts with, in different states, so the grievance desk's screen and
 * the status page have something to show: one just received (filed from the Marathi form), one
 * under review and past its due date, one resolved. The people are fictional and every email is
 * on a `.example` domain.
 */
import type { GrievanceFormInput } from "../../common/grievance.schema";

type SampleUpdate = { daysAgo: number; status?: string; note: string; visibleToComplainant: boolean };

export type SampleGrievance = {
  daysAgo: number;
  language: "en" | "mr";
  grievance: GrievanceFormInput;
  updates: readonly SampleUpdate[];
};

export const sampleGrievances: readonly SampleGrievance[] = [
  {
    daysAgo: 34,
    language: "en",
    grievance: {
      name: "Kunal Dattatray Shelke",
      email: "kunal.shelke@mail.example",
      mobile: "98907 41235",
      category: "infrastructure",
      subject: "Drinking water cooler on the second floor not working",
      description:
        "The drinking water cooler outside the Pharmaceutics laboratory on the second floor has not worked for three weeks. Students have to go down to the canteen between practicals, and we lose time every day.",
      reference: "",
    },
    updates: [
      { daysAgo: 33, status: "under-review", note: "Thank you for writing. We have asked the office to have the cooler inspected.", visibleToComplainant: true },
      { daysAgo: 31, note: "Office: the compressor needs replacing; the vendor comes on Thursday.", visibleToComplainant: false },
      {
        daysAgo: 27,
        status: "resolved",
        note: "The cooler has been repaired, and a second one now stands near the library. Thank you for telling us.",
        visibleToComplainant: true,
      },
    ],
  },
  {
    daysAgo: 24,
    language: "en",
    grievance: {
      name: "Pooja Anil Jadhav",
      email: "pooja.jadhav@mail.example",
      mobile: "93224 18560",
      category: "examination",
      subject: "Pharmacology practical marks missing from the internal assessment",
      description:
        "My Pharmacology practical marks for the second sessional are missing from the internal assessment sheet put up on the notice board. I attended the practical examination and submitted my journal on time.",
      reference: "GIP-2024-00031",
    },
    updates: [
      {
        daysAgo: 22,
        status: "under-review",
        note: "We have asked the examination cell for the practical mark sheet and will write to you once it has been checked.",
        visibleToComplainant: true,
      },
      { daysAgo: 21, note: "Exam cell: the department has not yet sent the second sessional's practical marks. Reminder sent to the HoD.", visibleToComplainant: false },
    ],
  },
  {
    daysAgo: 2,
    language: "mr",
    grievance: {
      name: "आदित्य सुनील मोरे",
      email: "aditya.more@mail.example",
      mobile: "97655 30218",
      category: "scholarship",
      subject: "मॅट्रिकोत्तर शिष्यवृत्ती अजून जमा झाली नाही",
      description:
        "महाडीबीटी पोर्टलवर मी ऑगस्टमध्ये शिष्यवृत्तीचा अर्ज भरला. महाविद्यालयाकडून तो पुढे पाठवला गेला आहे असे पोर्टलवर दिसते, पण अजून रक्कम खात्यात जमा झालेली नाही. कृपया अर्जाची स्थिती तपासून कळवावी.",
      reference: "",
    },
    updates: [],
  },
];

/** Who wrote the sample notes, as the history shows it. */
export const SAMPLE_NOTE_AUTHOR = "sample-content";
