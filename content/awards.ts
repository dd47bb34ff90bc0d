/**
 * The six award cards on /awards. The awards, the awarding bodies and the people named are fictional.
 */

export interface Award {
  title: string;
  /** The year, or the academic year, in which the award was received. */
  year: string;
  awardedBy: string;
  description: string;
}

export const awards: readonly Award[] = [
  {
    title: "Best Rural Pharmacy Institute",
    year: "2024",
    awardedBy: "Sahyadri Pharmacy Educators' Forum",
    description:
      "Recognised for bringing professional pharmacy education within reach of students from farming families of Sinnar taluka, with more than half of each batch being first-generation graduates.",
  },
  {
    title: "Green Campus Award",
    year: "2023",
    awardedBy: "Godavari Valley Environment Trust",
    description:
      "Awarded for the college's medicinal plant garden of over 150 species, rain-water harvesting and solar-powered laboratories, maintained with the help of the Pharmacognosy department and NSS volunteers.",
  },
  {
    title: "Excellence in Community Health Outreach",
    year: "2023",
    awardedBy: "Nashik Rural Health Volunteers' Network",
    description:
      "For free health-check and medicine-awareness camps in twelve villages, where students and faculty screened more than 2,000 people for blood pressure, blood sugar and anaemia and counselled them on the safe use of medicines.",
  },
  {
    title: "Best Poster Presentation (Team Award)",
    year: "2022",
    awardedBy: "State-Level Pharma Research Convention, Pune",
    description:
      "Final-year B.Pharm students won first prize for their poster on a herbal gel formulation developed from locally grown plants, guided by the Pharmaceutics and Pharmacognosy departments.",
  },
  {
    title: "100% Result Award, D.Pharm",
    year: "2021-2022",
    awardedBy: "Deccan Technical Education Council",
    description:
      "Given to the D.Pharm programme for a pass result of 100% in the final-year board examination, with three students placed in the regional merit list.",
  },
  {
    title: "Outstanding Principal of the Year",
    year: "2020",
    awardedBy: "Maharashtra Pharmacy Teachers' Guild",
    description:
      "Conferred on our Principal, Dr. Anjali S. Deshmukh, for leading the institute's laboratories, library and student support services to steady growth and for continuing online teaching throughout the pandemic.",
  },
];
