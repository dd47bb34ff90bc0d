/**
 * The Governing Body of the college: 11 fixed entries shown at /management/governing-body
 * as a table of Sr.No, Name, Designation, Position. All names are fictional.
 */

import { institution } from "./institution";

/** The trust's name without the possessive ending ("… Mandal's" becomes "… Mandal"). */
const trust = institution.trustName.replace(/['’]s$/, "");

export interface GoverningBodyMember {
  srNo: number;
  name: string;
  /** Who the person is outside the Governing Body (occupation or office). */
  designation: string;
  /** The seat the person holds on the Governing Body. */
  position: string;
}

export const governingBody: readonly GoverningBodyMember[] = [
  {
    srNo: 1,
    name: "Shri. Vasantrao B. Jadhav",
    designation: `President, ${trust}`,
    position: "Chairman",
  },
  {
    srNo: 2,
    name: "Shri. Prakash D. Shinde",
    designation: `Secretary, ${trust}`,
    position: "Vice-Chairman",
  },
  {
    srNo: 3,
    name: "Smt. Sulochana V. Jadhav",
    designation: `Treasurer, ${trust}`,
    position: "Member",
  },
  {
    srNo: 4,
    name: "Shri. Madhukar R. Pawar",
    designation: "Trustee and agriculturist, Ambewadi",
    position: "Member",
  },
  {
    srNo: 5,
    name: "Dr. Shrikant N. Kulkarni",
    designation: "Retired Professor of Pharmaceutics (educationist)",
    position: "Member (Educationist)",
  },
  {
    srNo: 6,
    name: "Mr. Hemant G. Deshmukh",
    designation: "Quality Head, fictional pharmaceutical unit, Sinnar MIDC",
    position: "Member (Industry Representative)",
  },
  {
    srNo: 7,
    name: "Dr. Kavita S. Patil",
    designation: "Pharmacist and hospital administrator, Nashik",
    position: "Member (Expert from Pharmacy Profession)",
  },
  {
    srNo: 8,
    name: "Nominee of the Affiliating University",
    designation: "Nominated by Dr. Babasaheb Ambedkar Technological University, Lonere",
    position: "Member (University Nominee)",
  },
  {
    srNo: 9,
    name: "Nominee of the Regional Office",
    designation: "Nominated by the Directorate of Technical Education, Regional Office, Nashik",
    position: "Member (DTE Nominee)",
  },
  {
    srNo: 10,
    name: "Dr. Vinayak M. Kulkarni",
    designation: "Associate Professor, Pharmaceutical Chemistry",
    position: "Member (Faculty Representative)",
  },
  {
    srNo: 11,
    name: "Dr. Anjali S. Deshmukh",
    designation: `Principal, ${institution.collegeName}`,
    position: "Member Secretary",
  },
];
