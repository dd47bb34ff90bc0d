import { todayInKolkata } from "../../../common/fields";
import { personFields, type PersonRecord } from "../../../common/person.schema";
import { fieldSpecs, type FieldSpec } from "./form-field";

/** The form fields faculty and non-teaching staff share (all required; faculty adds the department), in the order a clerk fills them. */
export function personFieldSpecs(): FieldSpec[] {
  return fieldSpecs(personFields, ["name", "designation", "qualification", "experience", "dateOfJoining", "email", "mobile"], {
    // Computed when the form opens, so a form left open past midnight still allows today.
    dateOfJoining: { max: todayInKolkata() },
  });
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
