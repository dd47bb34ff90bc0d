import type { Collection } from "../../../common/collection";
import { todayInKolkata } from "../../../common/fields";
import { collectionFieldSpecs } from "./collection-form";
import type { FieldSpec } from "./form-field";

/**
 * The inputs a clerk fills for a person, in the order they fill them; faculty add the department,
 * which goes beside the name. The photo has a picker of its own; the Sr. No. and the profile id
 * are left to the server (the API takes them; the form sends them back as they were).
 */
const FORM_ORDER = ["department", "name", "designation", "experience", "qualification", "dateOfJoining", "email", "mobile"];

/** What the form's Marathi inputs say beyond their declaration: an example each, and the experience's rule on the Marathi pages. */
const twinWords: Partial<Record<string, Partial<FieldSpec>>> = {
  designationMr: { placeholder: "उदा. सहायक प्राध्यापक" },
  qualificationMr: { placeholder: "उदा. एम.फार्म (फार्मास्युटिक्स)" },
  experienceMr: {
    placeholder: "उदा. ८ वर्षे",
    hint: "Left empty, the Marathi pages write an English “8 years” as “८ वर्षे” and show any other text as it is.",
  },
};

/** Where a field stands in the form: its English field's place, its Marathi twin right after it. */
const placeOf = (name: string) => {
  const english = FORM_ORDER.indexOf(name);
  return english >= 0 ? english * 2 : FORM_ORDER.indexOf(name.slice(0, -2)) * 2 + 1;
};

/** The person form's inputs, from the collection's declaration; each Marathi twin stands beside its English field. */
export function personFieldSpecs(collection: Pick<Collection, "fields">): FieldSpec[] {
  const withDepartment = "department" in collection.fields;
  const specs = collectionFieldSpecs(collection, {
    ...twinWords,
    // The API asks for a department every time, though the form starts with the first.
    department: { required: true },
    // Alone on its row unless the department sits beside it, so each twin starts a row with its English field.
    name: { wide: !withDepartment },
    // Computed when the form opens, so a form left open past midnight still allows today.
    dateOfJoining: { max: todayInKolkata() },
  });
  return specs.filter((spec) => placeOf(spec.name) >= 0).sort((a, b) => placeOf(a.name) - placeOf(b.name));
}
