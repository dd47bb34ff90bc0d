/**
 * The governing body's eleven members in display order: a new site starts with them,
 * and the clerk edits them from then on. All names are fictional.
 */
import type { GoverningBodyMember } from "../../common/governing-body.schema";
import { institution } from "../../content/institution";

/** The trust's name without the possessive ending ("… Mandal's" becomes "… Mandal"). */
const trust = institution.trustName.replace(/['’]s$/, "");

export const sampleGoverningBody: readonly GoverningBodyMember[] = [
  {
    name: "Shri. Vasantrao B. Jadhav",
    designation: `President, ${trust}`,
    position: "Chairman",
  },
  {
    name: "Shri. Prakash D. Shinde",
    designation: `Secretary, ${trust}`,
    position: "Vice-Chairman",
  },
  {
    name: "Smt. Sulochana V. Jadhav",
    designation: `Treasurer, ${trust}`,
    position: "Member",
  },
  {
    name: "Shri. Madhukar R. Pawar",
    designation: "Trustee and agriculturist, Ambewadi",
    position: "Member",
  },
  {
    name: "Dr. Shrikant N. Kulkarni",
    designation: "Retired Professor of Pharmaceutics (educationist)",
    position: "Member (Educationist)",
  },
  {
    name: "Mr. Hemant G. Deshmukh",
    designation: "Quality Head, fictional pharmaceutical unit, Sinnar MIDC",
    position: "Member (Industry Representative)",
  },
  {
    name: "Dr. Kavita S. Patil",
    designation: "Pharmacist and hospital administrator, Nashik",
    position: "Member (Expert from Pharmacy Profession)",
  },
  {
    name: "Nominee of the Affiliating University",
    designation: "Nominated by Dr. Babasaheb Ambedkar Technological University, Lonere",
    position: "Member (University Nominee)",
  },
  {
    name: "Nominee of the Regional Office",
    designation: "Nominated by the Directorate of Technical Education, Regional Office, Nashik",
    position: "Member (DTE Nominee)",
  },
  {
    name: "Dr. Vinayak M. Kulkarni",
    designation: "Associate Professor, Pharmaceutical Chemistry",
    position: "Member (Faculty Representative)",
  },
  {
    name: "Dr. Anjali S. Deshmukh",
    designation: `Principal, ${institution.collegeName}`,
    position: "Member Secretary",
  },
];
