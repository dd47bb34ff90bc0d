import { departmentLabels, DEPARTMENTS } from "../../../common/departments";
import { facultyCollection, type Faculty } from "../../../common/faculty.collection";
import { PeopleManager } from "../../components/admin/people-manager";
import { adminMeta } from "../../lib/admin/admin-meta";
import type { Route } from "./+types/faculty";

export const meta: Route.MetaFunction = () => adminMeta(facultyCollection.labels.title);

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
    <PeopleManager<Faculty>
      collection={facultyCollection}
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
