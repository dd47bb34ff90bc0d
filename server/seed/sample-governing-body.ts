/**
 * The governing body's eleven members in display order: a new site starts with them,
 * and the clerk edits them from then on. All names are fictional.
 */
import type { GoverningBodyMember } from "../../common/governing-body.collection";
import { institution } from "../../content/institution";

/** The trust's name without the possessive ending ("… Mandal's" becomes "… Mandal"). */
const trust = institution.trustName.replace(/['’]s$/, "");
/** The trust and the college as the Marathi pages name them (the site's catalogs). */
const trustMr = "गोदावरी ग्रामीण शिक्षण प्रसारक मंडळ";
const collegeMr = "गोदावरी इन्स्टिट्यूट ऑफ फार्मसी";

export const sampleGoverningBody: readonly GoverningBodyMember[] = [
  {
    name: "Shri. Vasantrao B. Jadhav",
    designation: `President, ${trust}`,
    designationMr: `अध्यक्ष, ${trustMr}`,
    position: "Chairman",
    positionMr: "अध्यक्ष",
  },
  {
    name: "Shri. Prakash D. Shinde",
    designation: `Secretary, ${trust}`,
    designationMr: `सचिव, ${trustMr}`,
    position: "Vice-Chairman",
    positionMr: "उपाध्यक्ष",
  },
  {
    name: "Smt. Sulochana V. Jadhav",
    designation: `Treasurer, ${trust}`,
    designationMr: `कोषाध्यक्ष, ${trustMr}`,
    position: "Member",
    positionMr: "सदस्य",
  },
  {
    name: "Shri. Madhukar R. Pawar",
    designation: "Trustee and agriculturist, Ambewadi",
    designationMr: "विश्वस्त व शेतकरी, आंबेवाडी",
    position: "Member",
    positionMr: "सदस्य",
  },
  {
    name: "Dr. Shrikant N. Kulkarni",
    designation: "Retired Professor of Pharmaceutics (educationist)",
    designationMr: "फार्मास्युटिक्सचे सेवानिवृत्त प्राध्यापक (शिक्षणतज्ज्ञ)",
    position: "Member (Educationist)",
    positionMr: "सदस्य (शिक्षणतज्ज्ञ)",
  },
  {
    name: "Mr. Hemant G. Deshmukh",
    designation: "Quality Head, fictional pharmaceutical unit, Sinnar MIDC",
    designationMr: "गुणवत्ता प्रमुख, काल्पनिक औषध कारखाना, सिन्नर एमआयडीसी",
    position: "Member (Industry Representative)",
    positionMr: "सदस्य (उद्योग प्रतिनिधी)",
  },
  {
    name: "Dr. Kavita S. Patil",
    designation: "Pharmacist and hospital administrator, Nashik",
    designationMr: "फार्मासिस्ट व रुग्णालय प्रशासक, नाशिक",
    position: "Member (Expert from Pharmacy Profession)",
    positionMr: "सदस्य (फार्मसी व्यवसायातील तज्ज्ञ)",
  },
  {
    name: "Nominee of the Affiliating University",
    designation: "Nominated by Dr. Babasaheb Ambedkar Technological University, Lonere",
    designationMr: "डॉ. बाबासाहेब आंबेडकर तंत्रशास्त्र विद्यापीठ, लोणेरे यांनी नामनिर्देशित",
    position: "Member (University Nominee)",
    positionMr: "सदस्य (विद्यापीठ प्रतिनिधी)",
  },
  {
    name: "Nominee of the Regional Office",
    designation: "Nominated by the Directorate of Technical Education, Regional Office, Nashik",
    designationMr: "तंत्रशिक्षण संचालनालय, प्रादेशिक कार्यालय, नाशिक यांनी नामनिर्देशित",
    position: "Member (DTE Nominee)",
    positionMr: "सदस्य (DTE प्रतिनिधी)",
  },
  {
    name: "Dr. Vinayak M. Kulkarni",
    designation: "Associate Professor, Pharmaceutical Chemistry",
    designationMr: "सहयोगी प्राध्यापक, फार्मास्युटिकल केमिस्ट्री",
    position: "Member (Faculty Representative)",
    positionMr: "सदस्य (अध्यापक प्रतिनिधी)",
  },
  {
    name: "Dr. Anjali S. Deshmukh",
    designation: `Principal, ${institution.collegeName}`,
    designationMr: `प्राचार्य, ${collegeMr}`,
    position: "Member Secretary",
    positionMr: "सदस्य सचिव",
  },
];
