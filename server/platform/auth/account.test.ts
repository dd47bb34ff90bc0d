import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/support/test-app";

const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Headers = { authorization: string };
const check = (headers: Headers) => t.app.inject({ method: "GET", url: "/api/auth/check", headers });
const changePassword = (headers: Headers, payload: object) => t.app.inject({ method: "PUT", url: "/api/auth/password", headers, payload });
const listSessions = async (headers: Headers) => {
  const response = await t.app.inject({ method: "GET", url: "/api/auth/sessions", headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { _id: string; createdAt: string; lastUsedAt: string; userAgent: string; current: boolean }[];
};

/** A second admin of its own for each test that changes passwords, so the others keep theirs. */
async function newAdmin(password = "a long enough password 1") {
  const username = `clerk${Math.random().toString(36).slice(2, 8)}`;
  const created = await t.app.inject({ method: "POST", url: "/api/admin/users", headers: await t.adminHeaders(), payload: { username, password } });
  expect(created.statusCode, created.body).toBe(201);
  return { username, password };
}

describe("PUT /api/auth/password", () => {
  it("changes the password, keeps this session and ends the admin's other ones", async () => {
    const credentials = await newAdmin();
    const here = await t.signIn(credentials, ANDROID_CHROME);
    const elsewhere = await t.signIn(credentials, WINDOWS_FIREFOX);
    const otherAdmin = await t.adminHeaders();

    const response = await changePassword(here, { currentPassword: credentials.password, newPassword: "monsoon reading list 2026" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Password changed. Your 1 other session was signed out." });

    expect((await check(here)).statusCode).toBe(200);
    expect((await check(elsewhere)).statusCode).toBe(401);
    expect((await check(otherAdmin)).statusCode).toBe(200);
    const login = (password: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: credentials.username, password } });
    expect((await login(credentials.password)).statusCode).toBe(401);
    expect((await login("monsoon reading list 2026")).statusCode).toBe(200);
  });

  it("answers 401 for a wrong current password, without signing the admin out", async () => {
    const credentials = await newAdmin();
    const headers = await t.signIn(credentials);
    const response = await changePassword(headers, { currentPassword: "not my password", newPassword: "monsoon reading list 2026" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: "The current password is not correct." });
    expect((await check(headers)).statusCode).toBe(200);
  });

  it("answers 400 naming the field for a new password that is missing, short or common", async () => {
    const credentials = await newAdmin();
    const headers = await t.signIn(credentials);
    const refused = async (newPassword: string) => {
      const response = await changePassword(headers, { currentPassword: credentials.password, newPassword });
      expect(response.statusCode, newPassword).toBe(400);
      return response.json().errors as string[];
    };
    expect(await refused("")).toEqual(["New password is required"]);
    expect(await refused("short pass")).toEqual(["New password must be at least 12 characters"]);
    // Common in any letter case and with spaces: "qwerty123456" and "1qaz2wsx3edc" are on the list.
    expect(await refused("Qwerty 123456")).toEqual([expect.stringMatching(/^New password is one of the most commonly used passwords/)]);
    expect(await refused("1qaz2wsx3edc")).toEqual([expect.stringMatching(/^New password is one of the most commonly used passwords/)]);
    // Nothing was changed by any of these.
    expect((await t.app.inject({ method: "POST", url: "/api/auth/login", payload: credentials })).statusCode).toBe(200);
  });

  it("refuses the username as the new password", async () => {
    const username = "registrar.office";
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/users",
      headers: await t.adminHeaders(),
      payload: { username, password: "a long enough password 2" },
    });
    expect(created.statusCode).toBe(201);
    const headers = await t.signIn({ username, password: "a long enough password 2" });
    const response = await changePassword(headers, { currentPassword: "a long enough password 2", newPassword: "Registrar.Office" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["New password must not be the username"]);
  });

  it("answers 429 after 10 wrong current passwords, and the limit does not block signing in", async () => {
    const credentials = await newAdmin();
    const headers = await t.signIn(credentials);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await changePassword(headers, { currentPassword: `wrong ${attempt}`, newPassword: "monsoon reading list 2026" });
      expect(response.statusCode).toBe(401);
    }
    const locked = await changePassword(headers, { currentPassword: credentials.password, newPassword: "monsoon reading list 2026" });
    expect(locked.statusCode).toBe(429);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/login", payload: credentials })).statusCode).toBe(200);
  });
});

describe("the admin's sessions", () => {
  it("lists the admin's own live sessions with device, times and which one is this one", async () => {
    const credentials = await newAdmin();
    const phone = await t.signIn(credentials, ANDROID_CHROME);
    const desk = await t.signIn(credentials, WINDOWS_FIREFOX);
    const sessions = await listSessions(phone);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.current)).toMatchObject({ userAgent: ANDROID_CHROME });
    expect(sessions.find((session) => !session.current)).toMatchObject({ userAgent: WINDOWS_FIREFOX });
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(["_id", "createdAt", "current", "lastUsedAt", "userAgent"]);
      expect(new Date(session.createdAt).toISOString()).toBe(session.createdAt);
    }
    // Another admin's sessions are not in the list.
    expect((await listSessions(desk)).map((session) => session._id).sort()).toEqual(sessions.map((session) => session._id).sort());
    expect((await listSessions(await t.adminHeaders())).some((session) => session.userAgent === ANDROID_CHROME)).toBe(false);
  });

  it("ends one session, whose token answers 401 from then on", async () => {
    const credentials = await newAdmin();
    const phone = await t.signIn(credentials, ANDROID_CHROME);
    const desk = await t.signIn(credentials, WINDOWS_FIREFOX);
    const deskSession = (await listSessions(phone)).find((session) => !session.current)!;
    const response = await t.app.inject({ method: "DELETE", url: `/api/auth/sessions/${deskSession._id}`, headers: phone });
    expect(response.statusCode).toBe(200);
    expect((await check(desk)).statusCode).toBe(401);
    expect((await check(phone)).statusCode).toBe(200);
  });

  it("answers 404 for a session that is not the admin's own, and leaves it alone", async () => {
    const credentials = await newAdmin();
    const mine = await t.signIn(credentials);
    const theirs = await t.adminHeaders();
    const theirSession = (await listSessions(theirs)).find((session) => session.current)!;
    for (const id of [theirSession._id, "not-a-session", "00000000-0000-0000-0000-000000000000"]) {
      const response = await t.app.inject({ method: "DELETE", url: `/api/auth/sessions/${id}`, headers: mine });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Session not found" });
    }
    expect((await check(theirs)).statusCode).toBe(200);
  });

  it("signs out everywhere else", async () => {
    const credentials = await newAdmin();
    const here = await t.signIn(credentials);
    const others = [await t.signIn(credentials), await t.signIn(credentials)];
    const response = await t.app.inject({ method: "DELETE", url: "/api/auth/sessions", headers: here });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "2 other sessions signed out." });
    for (const headers of others) expect((await check(headers)).statusCode).toBe(401);
    expect(await listSessions(here)).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe("session expiry, on a fake clock", () => {
  const HOUR = 60 * 60 * 1000;
  const startClock = () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-01T09:00:00Z"));
  };
  const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

  it("ends a session after 12 hours without use", async () => {
    startClock();
    const headers = await t.signIn();
    advance(11 * HOUR + 59 * 60 * 1000);
    expect((await check(headers)).statusCode).toBe(200);
    // Used just now, so another 12 hours from here.
    advance(11 * HOUR + 58 * 60 * 1000);
    expect((await check(headers)).statusCode).toBe(200);
    advance(12 * HOUR + 60 * 1000);
    expect((await check(headers)).statusCode).toBe(401);
  });

  it("ends a session 7 days after sign-in, however often it is used", async () => {
    startClock();
    const headers = await t.signIn();
    for (let hours = 10; hours < 7 * 24; hours += 10) {
      vi.setSystemTime(new Date(new Date("2026-06-01T09:00:00Z").getTime() + hours * HOUR));
      expect((await check(headers)).statusCode, `after ${hours} hours`).toBe(200);
    }
    vi.setSystemTime(new Date(new Date("2026-06-01T09:00:00Z").getTime() + 7 * 24 * HOUR + 1000));
    expect((await check(headers)).statusCode).toBe(401);
  });

  it("notes the last use at most once a minute", async () => {
    startClock();
    const headers = await t.signIn(TEST_ADMIN, ANDROID_CHROME);
    const lastUsed = async () => (await listSessions(headers)).find((session) => session.current)!.lastUsedAt;
    const signedInAt = await lastUsed();
    advance(30 * 1000);
    expect(await lastUsed()).toBe(signedInAt);
    advance(31 * 1000);
    expect(await lastUsed()).toBe(new Date(Date.now()).toISOString());
  });
});
