import { todayInKolkata } from "../../../common/fields";
import { personFields, type PersonRecord } from "../../../common/person.schema";
import { fieldSpecs, type FieldSpec } from "./form-field";

/**
 * The form fields faculty and non-teaching staff share (faculty adds the department, which goes
 * beside the name), in the order a clerk fills them, each Marathi twin beside its English field.
 */
export function personFieldSpecs(department?: FieldSpec): FieldSpec[] {
  const fields = fieldSpecs(
    personFields,
    ["name", "designation", "designationMr", "experience", "experienceMr", "qualification", "dateOfJoining", "email", "mobile"],
    {
      // Alone on its row unless the department sits beside it, so each twin starts a row with its English field.
      name: { wide: !department },
      // Computed when the form opens, so a form left open past midnight still allows today.
      dateOfJoining: { max: todayInKolkata() },
    },
  );
  return department ? [department, ...fields] : fields;
}

export type PersonValues = Record<
  "name" | "designation" | "designationMr" | "qualification" | "experience" | "experienceMr" | "dateOfJoining" | "email" | "mobile" | "photo",
  string
>;

export const emptyPersonValues: PersonValues = {
  name: "",
  designation: "",
  designationMr: "",
  qualification: "",
  experience: "",
  experienceMr: "",
  dateOfJoining: "",
  email: "",
  mobile: "",
  photo: "",
};

export function personValuesOf(person: PersonRecord): PersonValues {
  return {
    name: person.name,
    designation: person.designation,
    designationMr: person.designationMr ?? "",
    qualification: person.qualification,
    experience: person.experience,
    experienceMr: person.experienceMr ?? "",
    // The form's date input wants yyyy-mm-dd, whatever else a record might carry.
    dateOfJoining: person.dateOfJoining.slice(0, 10),
    email: person.email,
    mobile: person.mobile,
    photo: person.photo ?? "",
  };
}
