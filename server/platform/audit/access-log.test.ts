import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { application as sampleApplication } from "../../../tests/support/json-write-routes";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * Every staff read of one person's data leaves an activity entry — who read which record, by its
 * number, never what it holds — written with the read, so nothing is answered without its entry.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

type Entry = { username: string | null; action: string; resource: string; recordId: string | null; summary: string };
const get = async (url: string, headers?: Record<string, string>) => t.app.inject({ method: "GET", url, headers: headers ?? (await t.adminHeaders()) });
const entriesAbout = async (recordId: string) =>
  ((await get("/api/admin/audit?limit=200")).json() as Entry[]).filter((entry) => entry.recordId === recordId).map(({ username, action, resource, recordId, summary }) => ({ username, action, resource, recordId, summary }));

let addressCounter = 0;
async function apply(overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admissions/apply",
    payload: { ...sampleApplication(), ...overrides },
    remoteAddress: `203.0.113.${(++addressCounter % 250) + 1}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { applicationNumber } = response.json() as { applicationNumber: string };
  const listed = (await get("/api/admin/admissions")).json() as { _id: string; applicationNumber: string }[];
  return { _id: listed.find((row) => row.applicationNumber === applicationNumber)!._id, applicationNumber };
}

describe("an application read in the back office", () => {
  it("leaves a view entry for each opening, by the application's number, and none for a refused one", async () => {
    const { _id, applicationNumber } = await apply({ name: "Gauri Pawar", tenthSchoolName: "Zilla Parishad School, Yeola" });
    const office = await t.headersAs("admissions");
    expect((await get(`/api/admin/admissions/${_id}`, office)).statusCode).toBe(200);
    expect((await get(`/api/admin/admissions/${_id}`)).statusCode).toBe(200);
    expect((await get(`/api/admin/admissions/${_id}`, await t.headersAs("editor"))).statusCode).toBe(403);
    expect(await entriesAbout(_id)).toEqual([
      { username: "admin", action: "view", resource: "application", recordId: _id, summary: `Viewed application ${applicationNumber}` },
      { username: "admissions.account", action: "view", resource: "application", recordId: _id, summary: `Viewed application ${applicationNumber}` },
    ]);
    const everyEntry = JSON.stringify((await get("/api/admin/audit?limit=200")).json());
    for (const value of ["Gauri", "Yeola"]) expect(everyEntry).not.toContain(value);
  });

  it("answers no application whose reading could not be recorded", async () => {
    const { _id, applicationNumber } = await apply();
    const recording = vi.spyOn(t.app.services.audit, "record").mockRejectedValueOnce(new Error("the activity log is unavailable"));
    try {
      const response = await get(`/api/admin/admissions/${_id}`);
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(applicationNumber);
    } finally {
      recording.mockRestore();
    }
  });

  it("leaves an export entry for each receipt the office downloads, in either language", async () => {
    const { _id, applicationNumber } = await apply();
    const office = await t.headersAs("admissions");
    expect((await get(`/api/admin/admissions/${_id}/receipt`, office)).statusCode).toBe(200);
    expect((await get(`/api/admin/admissions/${_id}/receipt?lang=mr`, office)).statusCode).toBe(200);
    expect(await entriesAbout(_id)).toEqual([
      { username: "admissions.account", action: "export", resource: "application", recordId: _id, summary: `Downloaded the Marathi receipt of application ${applicationNumber}` },
      { username: "admissions.account", action: "export", resource: "application", recordId: _id, summary: `Downloaded the receipt of application ${applicationNumber}` },
    ]);
  });

  it("leaves an export entry for each download of the list, saying how many applications left with it", async () => {
    await apply();
    const response = await get("/api/admin/admissions/export?format=csv", await t.headersAs("admissions"));
    expect(response.statusCode).toBe(200);
    const rows = response.body.trim().split("\n").length - 1;
    const [latest] = (await get("/api/admin/audit?resource=application&limit=1")).json() as Entry[];
    expect(latest).toMatchObject({ username: "admissions.account", action: "export", resource: "application", summary: `Downloaded ${rows} applications as CSV` });
  });
});
