import { describe, expect, it } from "vitest";
import { describePersonApi } from "../../../tests/support/person-api.test-suite";

const validStaff = {
  name: "Ganesh Shelke",
  designation: "Lab Assistant",
  qualification: "B.Sc. (Chemistry)",
  experience: "5 years",
  dateOfJoining: "2019-06-15",
  email: "ganesh.shelke@mail.example",
  mobile: "+91 98220 12345",
  photo: "https://images.example.org/ganesh.jpg",
};

describePersonApi(
  {
    path: "/api/admin/nonteachingstaff",
    key: "staff",
    messages: {
      notFound: "Staff member not found",
      created: "Staff member added successfully",
      updated: "Staff member updated successfully",
      deleted: "Staff member deleted successfully",
    },
    validBody: validStaff,
    extraRequiredErrors: [],
    slugFallback: "staff",
  },
  ({ t }) => {
    describe("fields of faculty only", () => {
      it("ignores a department and keeps staff apart from faculty", async () => {
        const response = await t().app.inject({
          method: "POST",
          url: "/api/admin/nonteachingstaff",
          payload: { ...validStaff, name: "Lata Gore", department: "dpharm" },
          headers: await t().adminHeaders(),
        });
        expect(response.statusCode).toBe(201);
        const staff = response.json().staff;
        expect(staff).not.toHaveProperty("department");

        const faculty = await t().app.inject({ method: "GET", url: `/api/admin/faculty/${staff._id}` });
        expect(faculty.statusCode).toBe(404);
      });
    });
  },
);
