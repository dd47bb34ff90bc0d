/**
 * The events a new site starts with: three coming up and three past ones with photographs. Their
 * dates are counted from the day the site is set up, so the coming ones are still ahead of it.
 * All fictional.
 */
import type { PictureName } from "./sample-pictures";

export type SampleEvent = {
  title: string;
  /** The title and description as the Marathi pages show them. */
  titleMr: string;
  /** The event's date, in days from the day the samples are added (negative: in the past). */
  daysFromToday: number;
  description: string;
  descriptionMr: string;
  pictures: readonly PictureName[];
};

export const sampleEvents: readonly SampleEvent[] = [
  {
    title: "Annual Social Gathering – “Aarogya Utsav”",
    titleMr: "वार्षिक स्नेहसंमेलन – “आरोग्य उत्सव”",
    daysFromToday: 95,
    description:
      "Cultural programmes, traditional day and the felicitation of toppers and award winners of the academic year in the College Auditorium, with parents and alumni as guests.",
    descriptionMr:
      "महाविद्यालयाच्या सभागृहात सांस्कृतिक कार्यक्रम, पारंपरिक वेशभूषा दिन आणि शैक्षणिक वर्षातील गुणवंत व पुरस्कारप्राप्त विद्यार्थ्यांचा सत्कार; पालक व माजी विद्यार्थी पाहुणे म्हणून उपस्थित राहतील.",
    pictures: [],
  },
  {
    title: "Annual Sports Meet",
    titleMr: "वार्षिक क्रीडा स्पर्धा",
    daysFromToday: 60,
    description:
      "Three days of cricket, kabaddi, kho-kho, volleyball, athletics and indoor games on the college ground for D.Pharm and B.Pharm students, ending with the prize distribution ceremony.",
    descriptionMr:
      "महाविद्यालयाच्या मैदानावर डी.फार्म व बी.फार्मच्या विद्यार्थ्यांसाठी तीन दिवस क्रिकेट, कबड्डी, खो-खो, व्हॉलीबॉल, मैदानी स्पर्धा आणि बैठे खेळ; शेवटी बक्षीस वितरण समारंभ.",
    pictures: [],
  },
  {
    title: "National Pharmacy Week Celebration",
    titleMr: "राष्ट्रीय फार्मसी सप्ताह",
    daysFromToday: 25,
    description:
      "A week of poster competitions, quiz contests and a medicine-awareness rally through Ambewadi village, with a talk in the College Seminar Hall by a practising community pharmacist on patient counselling.",
    descriptionMr:
      "आठवडाभर भित्तिपत्रक स्पर्धा, प्रश्नमंजूषा आणि आंबेवाडी गावातून औषध जनजागृती फेरी; तसेच महाविद्यालयाच्या चर्चासत्र सभागृहात एका व्यावसायिक फार्मासिस्टचे रुग्ण समुपदेशनावर व्याख्यान.",
    pictures: [],
  },
  {
    title: "World Pharmacists Day",
    titleMr: "जागतिक फार्मासिस्ट दिन",
    daysFromToday: -17,
    description:
      "Students took the pharmacist's oath, presented skits on the safe use of antibiotics and organised a free blood-pressure and blood-sugar check-up for villagers.",
    descriptionMr:
      "विद्यार्थ्यांनी फार्मासिस्टची शपथ घेतली, प्रतिजैविकांच्या सुरक्षित वापरावर लघुनाटिका सादर केल्या आणि ग्रामस्थांसाठी रक्तदाब व रक्तशर्करेची मोफत तपासणी आयोजित केली.",
    pictures: ["pharmacistsDay", "healthCamp"],
  },
  {
    title: "Induction Programme for First-Year Students",
    titleMr: "प्रथम वर्षाच्या विद्यार्थ्यांसाठी परिचय कार्यक्रम",
    daysFromToday: -50,
    description:
      "A week-long welcome for new D.Pharm and B.Pharm students covering campus facilities, anti-ragging awareness, library orientation and a visit to the medicinal plant garden.",
    descriptionMr:
      "डी.फार्म व बी.फार्मच्या नव्या विद्यार्थ्यांचे आठवडाभर स्वागत: महाविद्यालयातील सुविधांची ओळख, रॅगिंगविरोधी जनजागृती, ग्रंथालयाचा परिचय आणि औषधी वनस्पतींच्या बागेला भेट.",
    pictures: ["courtyard", "herbalGarden"],
  },
  {
    title: "Industrial Visit to a Tablet Manufacturing Unit",
    titleMr: "टॅब्लेट उत्पादन कारखान्याला औद्योगिक भेट",
    daysFromToday: -240,
    description:
      "Third-year B.Pharm students observed granulation, compression, coating, packaging and in-process quality control at a fictional partner unit in Sinnar MIDC, Nashik, under the guidance of faculty.",
    descriptionMr:
      "बी.फार्म तृतीय वर्षाच्या विद्यार्थ्यांनी अध्यापकांच्या मार्गदर्शनाखाली सिन्नर एमआयडीसी, नाशिक येथील एका काल्पनिक सहयोगी कारखान्यात ग्रॅन्युलेशन, कॉम्प्रेशन, कोटिंग, पॅकेजिंग आणि उत्पादनादरम्यानचे गुणवत्ता नियंत्रण प्रत्यक्ष पाहिले.",
    pictures: ["industrialVisit"],
  },
];
