import { todayInKolkata } from "../../../common/fields";
import type { PersonRecord } from "../../../common/person.schema";
import type { FieldSpec } from "./form-field";

/** The form fields faculty and non-teaching staff share (all required; faculty adds the department), in the order a clerk fills them. */
export function personFieldSpecs(): FieldSpec[] {
  return [
    { name: "name", label: "Name", autoComplete: "name", maxLength: 120 },
    { name: "designation", label: "Designation", placeholder: "e.g. Assistant Professor", maxLength: 120 },
    { name: "qualification", label: "Qualification", placeholder: "e.g. M.Pharm (Pharmaceutics)", maxLength: 200 },
    { name: "experience", label: "Experience", placeholder: "e.g. 8 years", maxLength: 100 },
    // Computed when the form opens, so a form left open past midnight still allows today.
    { name: "dateOfJoining", label: "Date of joining", type: "date", max: todayInKolkata() },
    { name: "email", label: "Email", type: "email", autoComplete: "email" },
    { name: "mobile", label: "Mobile number", type: "tel", autoComplete: "tel", placeholder: "e.g. 98765 43210" },
  ];
}

export type PersonValues = Record<"name" | "designation" | "qualification" | "experience" | "dateOfJoining" | "email" | "mobile" | "photo", string>;

export const emptyPersonValues: PersonValues = {
  name: "",
  designation: "",
  qualification: "",
  experience: "",
  dateOfJoining: "",
  email: "",
  mobile: "",
  photo: "",
};

export function personValuesOf(person: PersonRecord): PersonValues {
  return {
    name: person.name,
    designation: person.designation,
    qualification: person.qualification,
    experience: person.experience,
    // The form's date input wants yyyy-mm-dd, whatever else a record might carry.
    dateOfJoining: person.dateOfJoining.slice(0, 10),
    email: person.email,
    mobile: person.mobile,
    photo: person.photo ?? "",
  };
}
