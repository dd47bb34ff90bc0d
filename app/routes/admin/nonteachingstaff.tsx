import { staffCollection, type Staff } from "../../../common/staff.collection";
import { formatDate } from "../../../common/format-date";
import { PeopleManager } from "../../components/admin/people-manager";
import { adminMeta } from "../../lib/admin/admin-meta";
import { telHref } from "../../components/contact-links";
import type { Route } from "./+types/nonteachingstaff";

export const meta: Route.MetaFunction = () => adminMeta(staffCollection.labels.title);

export default function NonTeachingStaffManagement() {
  return (
    <PeopleManager<Staff>
      collection={staffCollection}
      details={(person) => [
        { label: "Qualification", value: person.qualification },
        { label: "Experience", value: person.experience },
        { label: "Email", value: <a className="text-brand-700 hover:underline" href={`mailto:${person.email}`}>{person.email}</a> },
        { label: "Mobile", value: <a className="text-brand-700 hover:underline" href={telHref(person.mobile)}>{person.mobile}</a> },
        { label: "Joined", value: formatDate(person.dateOfJoining) },
      ]}
      texts={{
        description: "Office, library and laboratory staff listed on the Non-Teaching Staff page.",
        addButton: "New Staff Member",
        addTitle: "Add Staff Member",
        editTitle: "Edit Staff Member",
        loading: "Loading...",
        empty: "No staff members yet. Add the first with New Staff Member.",
      }}
    />
  );
}
