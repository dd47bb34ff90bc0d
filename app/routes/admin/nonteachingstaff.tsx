import { StaffCreateSchema, type Staff } from "../../../common/staff.schema";
import { formatDate } from "../../components/admin/format-date";
import { PeopleManager } from "../../components/admin/people-manager";
import { emptyPersonValues, personFieldSpecs, personValuesOf, type PersonValues } from "../../components/admin/person-form";
import { telHref } from "../../components/contact-links";
import type { Route } from "./+types/nonteachingstaff";

export const meta: Route.MetaFunction = () => [
  { title: "Non-Teaching Staff Management | Admin Panel" },
  { name: "robots", content: "noindex" },
];

export default function NonTeachingStaffManagement() {
  return (
    <PeopleManager<Staff, PersonValues>
      path="/api/admin/nonteachingstaff"
      responseKey="staff"
      schema={StaffCreateSchema}
      fields={personFieldSpecs()}
      empty={emptyPersonValues}
      toValues={personValuesOf}
      details={(person) => [
        { label: "Qualification", value: person.qualification },
        { label: "Experience", value: person.experience },
        { label: "Email", value: <a className="text-brand-700 hover:underline" href={`mailto:${person.email}`}>{person.email}</a> },
        { label: "Mobile", value: <a className="text-brand-700 hover:underline" href={telHref(person.mobile)}>{person.mobile}</a> },
        { label: "Joined", value: formatDate(person.dateOfJoining) },
      ]}
      afterSave="apply"
      texts={{
        title: "Non-Teaching Staff Management",
        description: "Office, library and laboratory staff listed on the Non-Teaching Staff page.",
        addButton: "New Staff Member",
        addTitle: "Add Staff Member",
        editTitle: "Edit Staff Member",
        loading: "Loading...",
        failure: "Error loading data",
        empty: "No staff members yet. Add the first with New Staff Member.",
        added: "Staff member added successfully",
        updated: "Staff member updated successfully",
        deleted: "Staff member deleted successfully",
        saveFailed: "Failed to save staff member",
        deleteFailed: "Failed to delete staff member",
        uploadFailed: "Failed to upload image",
        confirmDelete: "Are you sure you want to delete this staff member?",
      }}
    />
  );
}
