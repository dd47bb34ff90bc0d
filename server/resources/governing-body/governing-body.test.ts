import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { itAboveTheDatabase } from "../../../tests/support/database-subject";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const read = async () => {
  const response = await t.app.inject({ method: "GET", url: "/api/governing-body" });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const replace = async (payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: "PUT", url: "/api/admin/governing-body", payload, headers: headers ?? (await t.adminHeaders()) });

const chairman = { name: "Shri. V. B. Jadhav", designation: "President of the trust", position: "Chairman" };
const secretary = { name: "Dr. A. S. Deshmukh", designation: "Principal", position: "Member Secretary" };
/** A member as the API answers one sent without Marathi twins. */
const noTwins = { designationMr: "", positionMr: "" };

describe("the governing body", () => {
  it("has no members until it is first saved", async () => {
    expect(await read()).toEqual({ members: [] });
  });

  it("replaces the members as a whole list, in the order given, trimmed", async () => {
    const first = await replace({ members: [chairman, { ...secretary, name: `  ${secretary.name} ` }] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: "Governing body updated successfully",
      governingBody: { members: [{ ...chairman, ...noTwins }, { ...secretary, ...noTwins }] },
    });

    const second = await replace({ members: [secretary, chairman] });
    expect(second.statusCode).toBe(200);
    expect(await read()).toEqual({ members: [{ ...secretary, ...noTwins }, { ...chairman, ...noTwins }] });
  });

  itAboveTheDatabase("keeps each member's Marathi designation and position (their role) beside the English ones; empty or null is none", async () => {
    const twins = { designationMr: " अध्यक्ष, शिक्षण प्रसारक मंडळ ", positionMr: " अध्यक्ष " };
    const saved = await replace({ members: [{ ...chairman, ...twins }, { ...secretary, designationMr: null, positionMr: "" }] });
    expect(saved.statusCode).toBe(200);
    expect(await read()).toEqual({
      members: [
        { ...chairman, designationMr: "अध्यक्ष, शिक्षण प्रसारक मंडळ", positionMr: "अध्यक्ष" },
        { ...secretary, ...noTwins },
      ],
    });
    const tooLong = await replace({ members: [{ ...chairman, positionMr: "स".repeat(121) }] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual(["Member position in Marathi must be at most 120 characters (item 1)"]);
  });

  it("reads a member saved before the Marathi twins existed with empty twins", async () => {
    // As the database holds members written before the twins: the stored JSON has no such keys.
    const { governingBody } = t.app.services;
    await governingBody.saveSingleton({ members: [chairman] } as never);
    // Read from the service itself: a write that bypasses the API leaves the public answer cached.
    expect(await governingBody.getSingleton()).toEqual({ members: [{ ...chairman, ...noTwins }] });
    // Saved again through the API, which clears the cache and drops any answer still being kept
    // from before this test's write, so the tests after it read what the database holds.
    expect((await replace({ members: [chairman] })).statusCode).toBe(200);
  });

  itAboveTheDatabase("answers 400 naming each missing field with the member it concerns, and changes nothing", async () => {
    const before = await read();
    const response = await replace({ members: [chairman, { name: "Nominee", designation: " " }, "Someone"] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: expect.any(String),
      errors: [
        "Member designation is required (item 2)",
        "Member position is required (item 2)",
        expect.stringMatching(/^Member must be .*\(item 3\)$/),
      ],
    });
    expect((await replace({ members: "all of them" })).json().errors).toEqual(["Members must be a list of members"]);
    // The whole list replaces the stored one: a body without it is a mistake, not "no members".
    const empty = await replace({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(["Members are required"]);
    expect(await read()).toEqual(before);
  });

  it("stores a lone UTF-16 surrogate in a member as U+FFFD, as text columns do (PostgreSQL refuses one in jsonb)", async () => {
    const response = await replace({ members: [{ ...chairman, designation: "President \udc00of the trust" }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(await read()).toEqual({ members: [{ ...chairman, ...noTwins, designation: "President \ufffdof the trust" }] });
  });

  itAboveTheDatabase("answers 401 without a valid token, and changes nothing", async () => {
    const before = await read();
    for (const headers of [{}, { authorization: "Bearer expired-or-forged" }] as Record<string, string>[]) {
      const response = await replace({ members: [] }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    }
    expect(await read()).toEqual(before);
  });
});
