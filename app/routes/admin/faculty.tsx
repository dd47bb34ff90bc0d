import { facultyResource } from "../../../common/faculty.resource";
import { DEFAULT_DEPARTMENT, departmentLabels, DEPARTMENTS } from "../../../common/departments";
import { FacultyCreateSchema, facultyFields, type Faculty } from "../../../common/faculty.schema";
import { fieldSpecs } from "../../components/admin/form-field";
import { PeopleManager } from "../../components/admin/people-manager";
import { emptyPersonValues, personFieldSpecs, personValuesOf, type PersonValues } from "../../components/admin/person-form";
import { adminMeta } from "../../lib/admin/admin-meta";
import type { Route } from "./+types/faculty";

export const meta: Route.MetaFunction = () => adminMeta(facultyResource.labels.title);

type FacultyValues = PersonValues & { department: string };

const departmentTabs = [
  { key: "all", label: "All Faculty", matches: () => true },
  ...DEPARTMENTS.map((department) => ({
    key: department,
    label: departmentLabels[department],
    matches: (person: Faculty) => person.department === department,
  })),
];

export default function FacultyManagement() {
  return (
    <PeopleManager<Faculty, FacultyValues>
      resource={facultyResource}
      schema={FacultyCreateSchema}
      fields={personFieldSpecs(fieldSpecs(facultyFields, ["department"])[0])}
      empty={{ ...emptyPersonValues, department: DEFAULT_DEPARTMENT }}
      toValues={(person) => ({ ...personValuesOf(person), department: person.department })}
      details={(person) => [
        { label: "Qualification", value: person.qualification },
        { label: "Experience", value: person.experience },
        { label: "Department", value: departmentLabels[person.department] ?? person.department },
      ]}
      filters={{ label: "Faculty by department", items: departmentTabs }}
      texts={{
        description: "Teaching staff shown on the Faculty page, by department.",
        addButton: "Add New Faculty",
        addTitle: "Add Faculty",
        editTitle: "Edit Faculty",
        loading: "Loading faculty…",
        empty: "No faculty members found.",
      }}
    />
  );
}
