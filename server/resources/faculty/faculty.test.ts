import { describe, expect, it } from "vitest";
import { describePersonApi } from "../../../tests/support/person-api.test-suite";
import { itAboveTheDatabase } from "../../../tests/support/database-subject";

const validFaculty = {
  name: "Asha Patil",
  designation: "Assistant Professor",
  qualification: "M.Pharm (Pharmaceutics)",
  experience: "8 years",
  dateOfJoining: "2016-07-01",
  email: "asha.patil@mail.example",
  mobile: "9876543210",
  photo: "/uploads/0123456789abcdef.webp",
  department: "dpharm",
};

describePersonApi(
  {
    path: "/api/admin/faculty",
    key: "faculty",
    messages: {
      notFound: "Faculty not found",
      created: "Faculty added successfully",
      updated: "Faculty updated successfully",
      deleted: "Faculty deleted successfully",
    },
    validBody: validFaculty,
    extraRequiredErrors: ["Department is required"],
    slugFallback: "faculty",
  },
  ({ t }) => {
    describe("department", () => {
      const post = async (payload: object) =>
        t().app.inject({ method: "POST", url: "/api/admin/faculty", payload, headers: await t().adminHeaders() });

      it("stores B.Pharm and D.Pharm and returns the department in the list", async () => {
        const bpharm = (await post({ ...validFaculty, name: "Rohit Deshmukh", department: "bpharm" })).json().faculty;
        const dpharm = (await post({ ...validFaculty, name: "Sneha Wagh", department: "dpharm" })).json().faculty;
        expect([bpharm.department, dpharm.department]).toEqual(["bpharm", "dpharm"]);

        const list = (await t().app.inject({ method: "GET", url: "/api/admin/faculty" })).json() as { _id: string; department: string }[];
        expect(list.find((f) => f._id === bpharm._id)?.department).toBe("bpharm");
        expect(list.find((f) => f._id === dpharm._id)?.department).toBe("dpharm");
      });

      itAboveTheDatabase("answers 400 for a department other than bpharm or dpharm", async () => {
        for (const department of ["mpharm", "BPHARM", 1]) {
          const response = await post({ ...validFaculty, department });
          expect(response.statusCode).toBe(400);
          expect(response.json().errors).toEqual(["Department must be B.Pharm (bpharm) or D.Pharm (dpharm)"]);
        }
        const blank = await post({ ...validFaculty, department: " " });
        expect(blank.json().errors).toEqual(["Department is required"]);
      });

      it("keeps the public id when an edit sends the record's _id as id (the original client does)", async () => {
        const created = (await post({ ...validFaculty, name: "Pooja Kulkarni" })).json().faculty;
        const edit = { ...validFaculty, name: "Pooja S. Kulkarni", id: created._id };
        const response = await t().app.inject({ method: "PUT", url: `/api/admin/faculty/${created._id}`, payload: edit, headers: await t().adminHeaders() });
        expect(response.statusCode).toBe(200);
        expect(response.json().faculty).toMatchObject({ id: created.id, name: "Pooja S. Kulkarni" });
      });

      it("keeps a renamed profile's old address working: the API finds it, the page redirects to the new one", async () => {
        const created = (await post({ ...validFaculty, name: "Vikas Jadhav" })).json().faculty;
        const renamed = await t().app.inject({
          method: "PUT",
          url: `/api/admin/faculty/${created._id}`,
          payload: { ...validFaculty, name: "Vikas Jadhav", id: "dr-vikas-jadhav" },
          headers: await t().adminHeaders(),
        });
        expect(renamed.json().faculty.id).toBe("dr-vikas-jadhav");

        const byOldId = await t().app.inject({ method: "GET", url: `/api/admin/faculty/${created.id}` });
        expect(byOldId.json()).toMatchObject({ _id: created._id, id: "dr-vikas-jadhav" });

        const oldPage = await t().app.inject({ method: "GET", url: `/management/faculty/details/${created.id}` });
        expect(oldPage.statusCode).toBe(301);
        expect(oldPage.headers.location).toBe("/management/faculty/details/dr-vikas-jadhav");
        const newPage = await t().app.inject({ method: "GET", url: "/management/faculty/details/dr-vikas-jadhav" });
        expect(newPage.statusCode).toBe(200);

        // Nobody else may take the old id while it leads to this profile.
        const other = (await post({ ...validFaculty, name: "Someone Else" })).json().faculty;
        const taking = await t().app.inject({
          method: "PUT",
          url: `/api/admin/faculty/${other._id}`,
          payload: { ...validFaculty, name: "Someone Else", id: created.id },
          headers: await t().adminHeaders(),
        });
        expect(taking.statusCode).toBe(409);
      });

      it("moves a member to the other department on update", async () => {
        const created = (await post({ ...validFaculty, name: "Nitin Bhosale", department: "bpharm" })).json().faculty;
        const response = await t().app.inject({
          method: "PUT",
          url: `/api/admin/faculty/${created._id}`,
          payload: { ...validFaculty, name: "Nitin Bhosale", department: "dpharm" },
          headers: await t().adminHeaders(),
        });
        expect(response.json().faculty).toMatchObject({ department: "dpharm", srNo: created.srNo, id: created.id });
      });
    });
  },
);
