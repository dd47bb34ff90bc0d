import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { describeAboveTheDatabase, itAboveTheDatabase } from "../../../tests/support/database-subject";

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
type Committee = { _id: string; slug: string; name: string; shortName: string; description: string; nameMr: string; descriptionMr: string; members: object[] };

const request = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers: Headers = admin) =>
  t.app.inject({ method, url, payload, headers });

const chairperson = {
  name: "Dr. Asha Patil",
  designation: "Principal",
  position: "Chairperson",
  contact: "+91 90110 45201",
  email: "principal@college.example",
};
const student = { name: "Ravi More", designation: "Student, Second Year B.Pharm", position: "Student Representative" };
/** A member as the API answers one sent without Marathi twins. */
const noTwins = { designationMr: "", positionMr: "" };

let counter = 0;
/** A committee with a name no other test uses, so its slug is free. */
const sample = (overrides: object = {}) => {
  counter += 1;
  return {
    name: `Library Committee ${counter}`,
    description: "Chooses the books and journals the library buys.",
    members: [chairperson, student],
    ...overrides,
  };
};

async function addCommittee(overrides: object = {}): Promise<Committee> {
  const response = await request("POST", "/api/admin/committees", sample(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().committee;
}

const publicList = async (): Promise<Committee[]> => (await request("GET", "/api/committees", undefined, {})).json();
const publicOne = (slug: string) => request("GET", `/api/committees/${encodeURIComponent(slug)}`, undefined, {});
const slugs = async () => (await publicList()).map((committee) => committee.slug);

describe("POST /api/admin/committees", () => {
  it("adds a committee with its members, trimmed, empty contact and email kept as empty text", async () => {
    const response = await request("POST", "/api/admin/committees", {
      name: "  Examination Committee ",
      shortName: " Examinations ",
      slug: "examination-committee",
      description: " Conducts the internal examinations. ",
      members: [chairperson, { ...student, name: "  Ravi More " }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: "Committee added successfully",
      committee: {
        _id: expect.any(String),
        slug: "examination-committee",
        name: "Examination Committee",
        shortName: "Examinations",
        description: "Conducts the internal examinations.",
        nameMr: "",
        descriptionMr: "",
        members: [
          { ...chairperson, ...noTwins },
          { ...student, ...noTwins, contact: "", email: "" },
        ],
      },
    });
  });

  itAboveTheDatabase("keeps a Marathi name and description beside the English ones; empty, left out or null is none, and the slug comes from the English name", async () => {
    const response = await request("POST", "/api/admin/committees", {
      ...sample({ name: "Anti-Ragging Committee Marathi" }),
      nameMr: " रॅगिंग प्रतिबंधक समिती ",
      descriptionMr: "महाविद्यालयात रॅगिंग होऊ नये यासाठी काम करते.",
    });
    expect(response.statusCode).toBe(201);
    const committee: Committee = response.json().committee;
    expect(committee).toMatchObject({
      slug: "anti-ragging-committee-marathi",
      nameMr: "रॅगिंग प्रतिबंधक समिती",
      descriptionMr: "महाविद्यालयात रॅगिंग होऊ नये यासाठी काम करते.",
    });
    expect((await publicOne(committee.slug)).json()).toMatchObject({ nameMr: "रॅगिंग प्रतिबंधक समिती" });
    const cleared = await request("PUT", `/api/admin/committees/${committee._id}`, { ...sample(), nameMr: null, descriptionMr: "" });
    expect(cleared.json().committee).toMatchObject({ nameMr: "", descriptionMr: "" });
    const tooLong = await request("POST", "/api/admin/committees", sample({ nameMr: "स".repeat(201), descriptionMr: ["not text"] }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual(["Name in Marathi must be at most 200 characters", "Description in Marathi must be text"]);
  });

  itAboveTheDatabase("keeps each member's Marathi designation and position beside the English ones; empty, left out or null is none", async () => {
    const twins = { designationMr: " प्राचार्य ", positionMr: " अध्यक्षा " };
    const committee = await addCommittee({ members: [{ ...chairperson, ...twins }, student] });
    expect(committee.members).toEqual([
      { ...chairperson, designationMr: "प्राचार्य", positionMr: "अध्यक्षा" },
      { ...student, ...noTwins, contact: "", email: "" },
    ]);
    expect((await publicOne(committee.slug)).json().members[0]).toMatchObject({ designationMr: "प्राचार्य", positionMr: "अध्यक्षा" });
    const cleared = await request("PUT", `/api/admin/committees/${committee._id}`, sample({ members: [{ ...chairperson, designationMr: null, positionMr: "" }] }));
    expect(cleared.json().committee.members[0]).toMatchObject(noTwins);
    const tooLong = await request("POST", "/api/admin/committees", sample({ members: [{ ...chairperson, designationMr: "स".repeat(201), positionMr: "स".repeat(121) }] }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      "Member designation in Marathi must be at most 200 characters (item 1)",
      "Member position in Marathi must be at most 120 characters (item 1)",
    ]);
  });

  it("makes the slug from the name when none is given, and puts the new committee last", async () => {
    const committee = await addCommittee({ name: "Women's Grievance & Welfare Cell" });
    expect(committee.slug).toBe("women-s-grievance-welfare-cell");
    expect((await slugs()).at(-1)).toBe(committee.slug);
  });

  it("accepts the college's own spelling of slugs with &, in any letter case", async () => {
    const committee = await addCommittee({ slug: " Sports-&-Culture " });
    expect(committee.slug).toBe("sports-&-culture");
    expect((await publicOne("sports-&-culture")).json()).toEqual(committee);
  });

  it("answers 409 for a slug another committee has, given or made from the name", async () => {
    const first = await addCommittee({ name: "Hostel Committee" });
    const given = await request("POST", "/api/admin/committees", sample({ slug: first.slug }));
    expect(given.statusCode).toBe(409);
    expect(given.json()).toEqual({ success: false, message: expect.stringContaining(`/committees/${first.slug}`) });

    const sameName = await request("POST", "/api/admin/committees", sample({ name: "Hostel Committee" }));
    expect(sameName.statusCode).toBe(409);
    expect(await slugs()).toEqual([...new Set(await slugs())]);
  });

  it("takes one of two committees added at once with the same slug, and answers 409 to the other", async () => {
    const answers = await Promise.all([
      request("POST", "/api/admin/committees", sample({ slug: "racing-committee" })),
      request("POST", "/api/admin/committees", sample({ slug: "racing-committee" })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  itAboveTheDatabase("answers 400 naming every missing field, members' fields with the member they concern", async () => {
    const response = await request("POST", "/api/admin/committees", {
      name: " ",
      members: [chairperson, { name: "", designation: "Lecturer" }, { position: "Member", contact: "call me", email: "nobody" }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: expect.any(String),
      errors: [
        "Name is required",
        "Member name is required (item 2)",
        "Member position is required (item 2)",
        "Member name is required (item 3)",
        "Member designation is required (item 3)",
        expect.stringMatching(/^Member contact must be a phone number .*\(item 3\)$/),
        "Member email must be a valid email address (item 3)",
      ],
      fields: { name: ["Name is required"], members: expect.arrayContaining(["Member name is required (item 2)", "Member email must be a valid email address (item 3)"]) },
    });
  });

  itAboveTheDatabase("answers 400 for a slug with other characters, a hidden character in a member, and members that are not a list of members", async () => {
    for (const slug of ["two  spaces", "under_score", "-dash-first", "café", "a--b", "x/y"]) {
      const response = await request("POST", "/api/admin/committees", sample({ slug }));
      expect(response.statusCode, slug).toBe(400);
      expect(response.json().errors).toEqual([expect.stringMatching(/^Web address \(slug\) may contain only/)]);
    }
    const hidden = await request("POST", "/api/admin/committees", sample({ members: [chairperson, { ...student, name: "Ravi\u0000More" }] }));
    expect(hidden.json().errors).toEqual(["Member name contains a character that is not allowed (item 2)"]);
    const notAList = await request("POST", "/api/admin/committees", sample({ members: "everyone" }));
    expect(notAList.json().errors).toEqual(["Members must be a list of members"]);
    const notAMember = await request("POST", "/api/admin/committees", sample({ members: ["Asha"] }));
    expect(notAMember.json().errors).toEqual([expect.stringMatching(/^Member must be .*\(item 1\)$/)]);
  });

  it("stores a lone UTF-16 surrogate in a member as U+FFFD, as text columns do (PostgreSQL refuses one in jsonb)", async () => {
    const response = await request("POST", "/api/admin/committees", sample({ members: [{ ...student, name: "Ravi \ud800More" }] }));
    expect(response.statusCode, response.body).toBe(201);
    const { slug } = response.json().committee;
    expect((await publicOne(slug)).json().members[0].name).toBe("Ravi \ufffdMore");
  });
});

describe("GET /api/committees and /api/committees/:slug", () => {
  it("lists every committee with its members in display order, and finds one by slug", async () => {
    const committee = await addCommittee();
    const list = await publicList();
    expect(list.find((each) => each._id === committee._id)).toEqual(committee);

    const one = await publicOne(committee.slug);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(committee);
  });

  it("answers 404 for a slug no committee has or had, and for text no slug can be", async () => {
    const response = await publicOne("no-such-committee");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Committee not found" });
    for (const slug of ["%00", "abc%00def", "%E2%80%AE", "..%2F..%2Fetc", "Anti-Ragging"]) {
      const odd = await request("GET", `/api/committees/${slug}`, undefined, {});
      expect(odd.statusCode, slug).toBe(404);
      const page = await request("GET", `/committees/${slug}`, undefined, {});
      expect(page.statusCode, slug).not.toBe(500);
    }
  });
});

describe("PUT /api/admin/committees/:id", () => {
  it("replaces the fields and the member list as a whole, and keeps the slug when none is given", async () => {
    const committee = await addCommittee();
    const members = [{ ...student, email: "ravi@college.example" }];
    const response = await request("PUT", `/api/admin/committees/${committee._id}`, { name: "Renamed Committee", members });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "Committee updated successfully",
      committee: {
        _id: committee._id,
        slug: committee.slug,
        name: "Renamed Committee",
        shortName: "",
        description: "",
        nameMr: "",
        descriptionMr: "",
        members: [{ ...members[0], ...noTwins, contact: "" }],
      },
    });
    expect((await publicOne(committee.slug)).json().members).toEqual([{ ...members[0], ...noTwins, contact: "" }]);
  });

  it("gives a new slug; the old one keeps leading to the committee, and may be taken back by it but by no other", async () => {
    const committee = await addCommittee({ slug: "old-address" });
    const renamed = await request("PUT", `/api/admin/committees/${committee._id}`, sample({ slug: "new-address" }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().committee.slug).toBe("new-address");

    const byOldSlug = await publicOne("old-address");
    expect(byOldSlug.statusCode).toBe(200);
    expect(byOldSlug.json()).toMatchObject({ _id: committee._id, slug: "new-address" });
    expect(await slugs()).not.toContain("old-address");

    const other = await request("POST", "/api/admin/committees", sample({ slug: "old-address" }));
    expect(other.statusCode).toBe(409);

    const back = await request("PUT", `/api/admin/committees/${committee._id}`, sample({ slug: "old-address" }));
    expect(back.statusCode).toBe(200);
    expect((await publicOne("new-address")).json()).toMatchObject({ _id: committee._id, slug: "old-address" });
  });

  it("answers 409 for a slug another committee has, and changes nothing", async () => {
    const [first, second] = [await addCommittee(), await addCommittee()];
    const response = await request("PUT", `/api/admin/committees/${second._id}`, sample({ slug: first.slug }));
    expect(response.statusCode).toBe(409);
    expect((await publicOne(second.slug)).json()).toEqual(second);
  });

  it("answers 400 for missing fields and 404 for unknown or malformed ids", async () => {
    const committee = await addCommittee();
    const invalid = await request("PUT", `/api/admin/committees/${committee._id}`, { members: [{ name: "Only a name" }] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(["Name is required", "Member designation is required (item 1)", "Member position is required (item 1)"]);

    for (const id of ["00000000-0000-4000-8000-000000000000", "anti-ragging"]) {
      const response = await request("PUT", `/api/admin/committees/${id}`, sample());
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Committee not found" });
    }
  });
});

describeAboveTheDatabase("DELETE /api/admin/committees/:id", () => {
  it("deletes the committee, then answers 404 for it, by id and by slug", async () => {
    const committee = await addCommittee();
    const response = await request("DELETE", `/api/admin/committees/${committee._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Committee deleted successfully" });
    expect((await publicOne(committee.slug)).statusCode).toBe(404);
    expect((await request("DELETE", `/api/admin/committees/${committee._id}`)).statusCode).toBe(404);
  });
});

describe("POST /api/admin/committees/:id/move", () => {
  const move = (id: string, direction: unknown) => request("POST", `/api/admin/committees/${id}/move`, { direction });

  it("moves a committee up and down the display order; at an end it stays", async () => {
    const [a, b, c] = [await addCommittee(), await addCommittee(), await addCommittee()];
    const ours = async () => (await slugs()).filter((slug) => [a.slug, b.slug, c.slug].includes(slug));

    const up = await move(c._id, "up");
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ success: true, message: "Committee moved successfully", committee: c });
    expect(await ours()).toEqual([a.slug, c.slug, b.slug]);

    expect((await move(a._id, "down")).statusCode).toBe(200);
    expect(await ours()).toEqual([c.slug, a.slug, b.slug]);

    const [first, last] = [(await publicList())[0]!, (await publicList()).at(-1)!];
    expect((await move(first._id, "up")).statusCode).toBe(200);
    expect((await move(last._id, "down")).statusCode).toBe(200);
    expect([(await publicList())[0]!._id, (await publicList()).at(-1)!._id]).toEqual([first._id, last._id]);
  });

  it("keeps every committee once when several moves arrive at once", async () => {
    const added = [await addCommittee(), await addCommittee(), await addCommittee()];
    const before = await slugs();
    await Promise.all(added.flatMap((committee) => [move(committee._id, "up"), move(committee._id, "down")]));
    expect((await slugs()).sort()).toEqual(before.sort());
  });

  it("answers 400 for another direction and 404 for unknown or malformed ids", async () => {
    const committee = await addCommittee();
    for (const direction of [undefined, "left", 1]) {
      const response = await move(committee._id, direction);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(["Direction must be up or down"]);
    }
    for (const id of ["00000000-0000-4000-8000-000000000000", "zzz"]) {
      expect((await move(id, "up")).statusCode, id).toBe(404);
    }
  });
});

describeAboveTheDatabase("admin routes refuse requests without a valid token", () => {
  it("answers 401 on every write without a token and with a bad one, and changes nothing", async () => {
    const committee = await addCommittee();
    const calls: [Parameters<typeof request>[0], string, object?][] = [
      ["POST", "/api/admin/committees", sample()],
      ["PUT", `/api/admin/committees/${committee._id}`, sample()],
      ["DELETE", `/api/admin/committees/${committee._id}`],
      ["POST", `/api/admin/committees/${committee._id}/move`, { direction: "up" }],
    ];
    for (const headers of [{}, { authorization: "Bearer expired-or-forged" }] as Headers[]) {
      for (const [method, url, body] of calls) {
        const response = await request(method, url, body, headers);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ success: false, message: expect.any(String) });
      }
    }
    expect((await publicOne(committee.slug)).json()).toEqual(committee);
  });
});
