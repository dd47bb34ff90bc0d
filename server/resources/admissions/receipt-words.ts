/**
 * The words of an application's receipt, in the language the family applied in. Identifiers a
 * family types or dials elsewhere (the application number, the choice code, the office's phone
 * number, e-mail addresses) stay as printed; every other figure of a Marathi receipt is in
 * Devanagari digits, and its dates in Marathi (app/i18n/catalogs/glossary.md). The applicant's own
 * mobile number is one of those figures: a detail read back among the marks and years, not a
 * number to dial from the receipt.
 */
import { programmeNames, PROGRAMME_NOT_DECIDED, type ReceiptApplication } from "../../../common/admission.schema";
import type { ReceiptLanguage } from "../../../common/admission.resource";
import { devanagariDigits } from "../../../common/digits";
import { formatDateTime } from "../../../common/format-date";
import { formatMarathiDateTime } from "../../../common/marathi-time";
import { institution } from "../../../content/institution";

export type ReceiptWords = {
  /** The PDF's title, as a viewer's tab shows it. */
  documentTitle: string;
  heading: string;
  /** The line under the heading: the academic year and the programmes. */
  admission: string;
  numberLabel: string;
  dateLabel: string;
  date: string;
  detailsHeading: string;
  details: [label: string, value: string][];
  noteHeading: string;
  notes: string[];
  office: string;
  /** The footer's line: when it was issued, the website, and what the receipt is not. */
  footer: string;
};

const marathiProgrammes = { dpharm: "डी.फार्म", bpharm: "बी.फार्म" } as const;

function englishWords(application: ReceiptApplication, office: string, generatedAt: Date): ReceiptWords {
  return {
    documentTitle: `Application receipt ${application.applicationNumber}`,
    heading: "APPLICATION RECEIPT",
    admission: `Admission ${application.academicYear}  |  ${institution.courses}`,
    numberLabel: "Application number",
    dateLabel: "Date of application",
    date: formatDateTime(application.applicationDate),
    detailsHeading: "Applicant's details",
    details: [
      ["Full name", application.name],
      ["Programme", application.programme ? programmeNames[application.programme] : PROGRAMME_NOT_DECIDED],
      ["Email", application.email],
      ["Mobile number", application.mobile],
      ["Education", application.education],
      ["10th (SSC)", `${application.tenthPercentage}%, passed in ${application.tenthPassingYear}`],
      ["10th school", application.tenthSchoolName],
      ["12th (HSC)", `${application.twelfthPercentage}%, passed in ${application.twelfthPassingYear}`],
      ["12th college", application.twelfthCollegeName],
    ],
    noteHeading: "Please note",
    notes: [
      `Bring this receipt, printed or on your phone, with your original mark sheets and documents when you come to the college for admission.`,
      `Quote your application number ${application.applicationNumber} whenever you call or write to the admissions office.`,
      `Applying here does not replace the CAP registration: register for the CAP rounds and list us with choice code ${institution.choiceCode}.`,
    ],
    office: `Admissions office: ${office}`,
    footer: `Issued ${formatDateTime(generatedAt.toISOString())}  |  ${institution.website}  |  This receipt confirms that the application was received; it is not an offer of admission.`,
  };
}

function marathiWords(application: ReceiptApplication, office: string, generatedAt: Date): ReceiptWords {
  const digits = (figure: number | string) => devanagariDigits(String(figure));
  const marks = (percentage: number, year: number) => `${digits(percentage)}% गुण, उत्तीर्ण वर्ष ${digits(year)}`;
  return {
    documentTitle: `अर्जाची पावती ${application.applicationNumber}`,
    heading: "प्रवेश अर्जाची पावती",
    admission: `${digits(application.academicYear)} या शैक्षणिक वर्षासाठी प्रवेश  |  डी.फार्म व बी.फार्म`,
    numberLabel: "अर्ज क्रमांक",
    dateLabel: "अर्ज केल्याची वेळ",
    date: formatMarathiDateTime(application.applicationDate),
    detailsHeading: "अर्जदाराची माहिती",
    details: [
      ["पूर्ण नाव", application.name],
      ["अभ्यासक्रम", application.programme ? marathiProgrammes[application.programme] : "अजून ठरवले नाही"],
      ["ईमेल", application.email],
      ["मोबाइल क्रमांक", digits(application.mobile)],
      ["शिक्षण", application.education],
      ["दहावी (SSC)", marks(application.tenthPercentage, application.tenthPassingYear)],
      ["दहावीची शाळा", application.tenthSchoolName],
      ["बारावी (HSC)", marks(application.twelfthPercentage, application.twelfthPassingYear)],
      ["बारावीचे महाविद्यालय", application.twelfthCollegeName],
    ],
    noteHeading: "कृपया लक्षात घ्या",
    notes: [
      "प्रवेशासाठी महाविद्यालयात येताना ही पावती (छापील किंवा फोनमध्ये) मूळ गुणपत्रके व कागदपत्रांसोबत घेऊन या.",
      `प्रवेश कार्यालयाला फोन करताना किंवा लिहिताना आपला अर्ज क्रमांक सांगा: ${application.applicationNumber}`,
      `येथे केलेला अर्ज केंद्रीभूत प्रवेश प्रक्रियेच्या (CAP) नोंदणीची जागा घेत नाही: CAP फेऱ्यांसाठी नोंदणी करा आणि पसंतीक्रम अर्जात आमचा चॉइस कोड ${institution.choiceCode} भरा.`,
    ],
    office: `प्रवेश कार्यालय: ${office}`,
    footer: `पावती दिल्याची वेळ: ${formatMarathiDateTime(generatedAt.toISOString())}  |  ${institution.website}  |  ही पावती अर्ज मिळाल्याची नोंद आहे, प्रवेशपत्र नव्हे.`,
  };
}

/** The receipt's words in `language`; `office` is the admissions office's phone and email as printed. */
export function receiptWords(language: ReceiptLanguage, application: ReceiptApplication, office: string, generatedAt: Date): ReceiptWords {
  return language === "mr" ? marathiWords(application, office, generatedAt) : englishWords(application, office, generatedAt);
}
