import type { GrievanceCategory, GrievanceCommittee, GrievanceStatus } from "./grievance.schema";

/**
 * The words for a grievance's category, status and committee in both languages, written once:
 * the pages' catalogs (app/i18n/catalogs/*\/grievance.ts), the back office and the mail the server
 * sends in the complainant's language all take them from here. The Marathi words follow the
 * catalogs' glossary (समिती, रॅगिंगविरोधी) and use one word per idea: तक्रार for a grievance,
 * स्थिती for its status, मुदत for its due date.
 */

type Names = {
  category: Record<GrievanceCategory, string>;
  status: Record<GrievanceStatus, string>;
  committee: Record<GrievanceCommittee, string>;
};

export const grievanceNames: { en: Names; mr: Names } = {
  en: {
    category: {
      admission: "Admission",
      fees: "Fees and refunds",
      scholarship: "Scholarship or freeship",
      examination: "Examinations and results",
      academic: "Teaching and academics",
      infrastructure: "Facilities: classrooms, labs, library, hostel, transport",
      ragging: "Ragging",
      "sexual-harassment": "Sexual harassment",
      discrimination: "Discrimination",
      other: "Something else",
    },
    status: {
      received: "Received",
      "under-review": "Under review",
      "hearing-scheduled": "Hearing scheduled",
      resolved: "Resolved",
      rejected: "Rejected",
    },
    committee: {
      "student-grievance": "Student Grievance Redressal Committee",
      "anti-ragging": "Anti-Ragging Committee",
      "anti-harassment": "Internal Complaints Committee",
    },
  },
  mr: {
    category: {
      admission: "प्रवेश",
      fees: "शुल्क व परतावा",
      scholarship: "शिष्यवृत्ती किंवा फ्रीशिप",
      examination: "परीक्षा व निकाल",
      academic: "अध्यापन व अभ्यास",
      infrastructure: "सुविधा: वर्गखोल्या, प्रयोगशाळा, ग्रंथालय, वसतिगृह, वाहतूक",
      ragging: "रॅगिंग",
      "sexual-harassment": "लैंगिक छळ",
      discrimination: "भेदभाव",
      other: "इतर",
    },
    status: {
      received: "तक्रार मिळाली",
      "under-review": "चौकशी सुरू",
      "hearing-scheduled": "सुनावणी ठरली",
      resolved: "निवारण झाले",
      rejected: "तक्रार फेटाळली",
    },
    committee: {
      "student-grievance": "विद्यार्थी तक्रार निवारण समिती",
      "anti-ragging": "रॅगिंगविरोधी समिती",
      "anti-harassment": "अंतर्गत तक्रार समिती",
    },
  },
};

/** The back office's words (English). */
export const grievanceCategoryNames = grievanceNames.en.category;
export const grievanceStatusNames = grievanceNames.en.status;
export const grievanceCommitteeNames = grievanceNames.en.committee;
