import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/support/test-app";
import { grievance } from "../../../tests/support/json-write-routes";
import { sampleApplication } from "../../../tests/support/sample-application";
import { fileGrievancePath } from "../../../common/grievance.resource";
import { applicationsPerAddress } from "../../resources/admissions/admissions.service";
import { grievancesPerAddress } from "../../resources/grievances/grievances.service";
import { passwordChecksPerAdmin } from "../auth/account.service";
import { failuresPerAddress, failuresPerUsername } from "../auth/auth.service";
import { clientAddressOf } from "./client-address";

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const check = await t.app.inject({ method: "GET", url: "/api/auth/check", headers: await t.adminHeaders() });
  adminId = check.json().admin._id;
});
afterAll(() => t.close());
afterEach(async () => {
  // Each test has addresses of its own; the admin's username and password checks are shared.
  await t.app.services.rateLimiter.reset(failuresPerUsername, TEST_ADMIN.username);
  await t.app.services.rateLimiter.reset(passwordChecksPerAdmin, adminId);
});

const login = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress });
const apply = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/admissions/apply", payload, remoteAddress });

/** How many of the answers had each status, e.g. `{ 401: 10, 429: 20 }`. */
function statusCounts(responses: { statusCode: number }[]) {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

const inParallel = <Answer>(count: number, send: (index: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));

describe("limits hold for requests that arrive at once", () => {
  it("checks at most 10 passwords for one username", async () => {
    const responses = await inParallel(30, (index) =>
      login({ username: TEST_ADMIN.username, password: `guess ${index}` }, `198.51.100.${index + 1}`),
    );
    expect(statusCounts(responses)).toEqual({ 401: failuresPerUsername.max, 429: 30 - failuresPerUsername.max });
  });

  it("checks at most the per-address number of passwords from one address", async () => {
    const responses = await inParallel(70, (index) => login({ username: `user${index}`, password: "wrong password" }, "192.0.2.50"));
    expect(statusCounts(responses)).toEqual({ 401: failuresPerAddress.max, 429: 70 - failuresPerAddress.max });
  });

  it("checks at most 10 current passwords of a signed-in admin", async () => {
    const headers = await t.adminHeaders();
    const responses = await inParallel(30, (index) =>
      t.app.inject({
        method: "PUT",
        url: "/api/auth/password",
        headers,
        payload: { currentPassword: `guess ${index}`, newPassword: "monsoon reading list 2026" },
      }),
    );
    expect(statusCounts(responses)).toEqual({ 401: passwordChecksPerAdmin.max, 429: 30 - passwordChecksPerAdmin.max });
  });

  it("accepts at most the hourly number of applications from one address", async () => {
    const address = "203.0.113.60";
    for (let i = 0; i < applicationsPerAddress.max - 10; i++) await t.app.services.rateLimiter.record(applicationsPerAddress, address);
    const responses = await inParallel(30, (index) => apply({ ...sampleApplication, email: `student${index}@cafe.example` }, address));
    expect(statusCounts(responses)).toEqual({ 201: 10, 429: 20 });
  });
});

describe("what the limits count", () => {
  it("counts a sign-in that succeeds toward no limit of its address", async () => {
    for (let i = 0; i < failuresPerAddress.max - 1; i++) await t.app.services.rateLimiter.record(failuresPerAddress, "192.0.2.60");
    expect((await login(TEST_ADMIN, "192.0.2.60")).statusCode).toBe(200);
    expect((await login({ username: "one more", password: "wrong password" }, "192.0.2.60")).statusCode).toBe(401);
    expect((await login({ username: "and another", password: "wrong password" }, "192.0.2.60")).statusCode).toBe(429);
  });

  it("counts a refused application toward the attempts only, not the accepted ones", async () => {
    const address = "203.0.113.61";
    for (let i = 0; i < applicationsPerAddress.max - 1; i++) await t.app.services.rateLimiter.record(applicationsPerAddress, address);
    expect((await apply({ ...sampleApplication, email: "not an email" }, address)).statusCode).toBe(400);
    expect((await apply(sampleApplication, address)).statusCode).toBe(201);
    expect((await apply({ ...sampleApplication, email: sampleApplication.email.toUpperCase() }, address)).statusCode).toBe(429);
  });
});

describe("whom the per-address limits count", () => {
  const fileGrievance = (remoteAddress: string) => t.app.inject({ method: "POST", url: fileGrievancePath, payload: grievance(), remoteAddress });

  it("counts one IPv4 address once, however IPv6 spells it, and no other address with it", async () => {
    const address = "203.0.113.70";
    for (let i = 0; i < applicationsPerAddress.max - 2; i++) await t.app.services.rateLimiter.record(applicationsPerAddress, address);
    // 203.0.113.70 is cb00:7146 in hexadecimal.
    const spellings = ["::ffff:203.0.113.70", "::FFFF:cb00:7146", "0:0:0:0:0:ffff:203.0.113.70", address];
    const answers = [];
    for (const [index, spelling] of spellings.entries()) answers.push(await apply({ ...sampleApplication, email: `spelling${index}@cafe.example` }, spelling));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 429, 429]);
    // The address next door has its own limit, untouched.
    expect((await apply({ ...sampleApplication, email: "neighbour@cafe.example" }, "203.0.113.71")).statusCode).toBe(201);
  });

  it("counts an IPv6 household's /64 network as one client, and another network apart", async () => {
    const household = "2001:db8:7:1::10";
    for (let i = 0; i < grievancesPerAddress.max - 1; i++) await t.app.services.rateLimiter.record(grievancesPerAddress, clientAddressOf(household)!);
    expect((await fileGrievance(household)).statusCode).toBe(201);
    // Another address of the same network, as a phone picks a new one at will.
    expect((await fileGrievance("2001:db8:7:1:a1b2:c3d4:e5f6:1")).statusCode).toBe(429);
    expect((await fileGrievance("2001:db8:7:2::10")).statusCode).toBe(201);
  });
});
