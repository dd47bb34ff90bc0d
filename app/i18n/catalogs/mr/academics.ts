import type { Catalog } from "../catalog";
import type { academics as english } from "../en/academics";

export const academics: Catalog<typeof english> = {
  "programme.description": "{fullName}: {duration}, {seats} जागा. पात्रता: {eligibility}. पाठ्यक्रमाची PDF डाउनलोड करा.",
  "programme.syllabus": "{name} पाठ्यक्रम",
  "programme.duration": "कालावधी",
  "programme.intake": "प्रवेशक्षमता",
  "programme.download": "पाठ्यक्रमाची PDF डाउनलोड करा",
  "programme.apply": "{name}साठी अर्ज करा",
  "programme.subjects": "वर्षनिहाय विषय",
  "programme.syllabusNoun": "पाठ्यक्रम",
  "overview.description": "{college}मध्ये अध्यापन कसे होते: डी.फार्म व बी.फार्म अभ्यासक्रम, प्रयोगशाळा, मार्गदर्शन, औद्योगिक भेटी आणि विभाग.",
  "overview.programmes": "आमचे अभ्यासक्रम",
  "overview.seats": "{seats} जागा",
  "overview.details": "{name}: माहिती व पाठ्यक्रम",
  "overview.departments": "विभाग",
  "overview.calendar": "शैक्षणिक दिनदर्शिका व वेळापत्रक",
};
