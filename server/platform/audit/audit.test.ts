import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/support/test-app";
import { AuditQuerySchema } from "../../../common/audit.schema";
import { failuresPerUsername } from "../auth/auth.service";
import { itAboveTheDatabase } from "../../../tests/support/database-subject";

const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The session the tests read the log with; its sign-in comes before everything they look for.
  await t.adminHeaders();
});
afterAll(() => t.close());
afterEach(async () => {
  vi.useRealTimers();
  // The tests fail many sign-ins on purpose; none of them is about the sign-in limit.
  await t.app.services.rateLimiter.reset(failuresPerUsername, TEST_ADMIN.username);
});

type Entry = { _id: string; at: string; username: string | null; action: string; resource: string; recordId: string | null; summary: string };

const audit = async (query = "") => {
  const response = await t.app.inject({ method: "GET", url: `/api/admin/audit${query}`, headers: await t.adminHeaders() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Entry[];
};
const login = (payload: object, remoteAddress = "203.0.113.9") =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress, headers: { "user-agent": ANDROID_CHROME } });

describe("what the audit log records", () => {
  it("records a sign-in, a failed sign-in and a sign-out, newest first, in readable words", async () => {
    const signedIn = await login(TEST_ADMIN);
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    await login({ username: TEST_ADMIN.username, password: "wrong password" });
    await login({ username: "s3cret-typed-in-the-wrong-box", password: "whatever" });
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });

    const [signOut, unknown, failed, signIn] = await audit("?resource=session&limit=4");
    expect(signOut).toMatchObject({ username: "admin", action: "sign-out", summary: "Signed out (Chrome on Android)" });
    expect(unknown).toMatchObject({ username: null, action: "failed-sign-in", summary: "Failed sign-in with an unknown username from 203.0.113.9" });
    expect(failed).toMatchObject({ username: "admin", action: "failed-sign-in", summary: "Failed sign-in as admin from 203.0.113.9" });
    expect(signIn).toMatchObject({
      username: "admin",
      action: "sign-in",
      resource: "session",
      recordId: expect.any(String),
      summary: "Signed in from 203.0.113.9 (Chrome on Android)",
    });
    expect(Date.parse(signOut!.at)).toBeGreaterThanOrEqual(Date.parse(signIn!.at));
    // What was typed as an unknown username may be a password: it is not kept.
    expect(JSON.stringify(await audit("?limit=200"))).not.toContain("s3cret");
  });

  it("records users added and deleted, a password change and ended sessions", async () => {
    const headers = await t.adminHeaders();
    const added = await t.app.inject({ method: "POST", url: "/api/admin/users", headers, payload: { username: "audit.clerk", password: "sahyadri hills trek" } });
    const clerk = await t.signIn({ username: "audit.clerk", password: "sahyadri hills trek" });
    await t.signIn({ username: "audit.clerk", password: "sahyadri hills trek" });
    await t.app.inject({ method: "PUT", url: "/api/auth/password", headers: clerk, payload: { currentPassword: "sahyadri hills trek", newPassword: "konkan coast railway" } });
    await t.app.inject({ method: "DELETE", url: `/api/admin/users/${added.json().user._id}`, headers });

    const entries = await audit("?resource=user");
    expect(entries.slice(0, 3).map(({ username, action, summary }) => ({ username, action, summary }))).toEqual([
      { username: "admin", action: "delete", summary: "Deleted the admin audit.clerk" },
      { username: "audit.clerk", action: "password-change", summary: "Changed their password; 1 other session ended" },
      { username: "admin", action: "create", summary: "Added the account audit.clerk (Administrator)" },
    ]);
  });

  it("records nothing for a write that was refused", async () => {
    const before = await audit("?limit=200");
    const headers = await t.adminHeaders();
    await t.app.inject({ method: "POST", url: "/api/admin/users", headers, payload: { username: TEST_ADMIN.username, password: "sahyadri hills trek" } });
    await t.app.inject({ method: "POST", url: "/api/admin/users", headers, payload: { username: "x", password: "short" } });
    await t.app.inject({ method: "DELETE", url: "/api/admin/users/00000000-0000-0000-0000-000000000000", headers });
    await t.app.inject({ method: "DELETE", url: "/api/auth/sessions/00000000-0000-0000-0000-000000000000", headers });
    expect(await audit("?limit=200")).toEqual(before);
  });

  itAboveTheDatabase("never holds a password, a token or a password hash", async () => {
    const secrets = [TEST_ADMIN.password, "sahyadri hills trek", "konkan coast railway", "wrong password"];
    const { authorization } = await t.adminHeaders();
    const token = authorization.replace("Bearer ", "");
    const stored = JSON.stringify(await t.app.services.audit.listEntries(AuditQuerySchema.parse({ limit: 200 })));
    for (const secret of [...secrets, token]) expect(stored).not.toContain(secret);
    expect(stored).not.toMatch(/\$argon2/);
    expect(stored).not.toMatch(/[0-9a-f]{64}/); // a token's SHA-256
  });
});

describe("GET /api/admin/audit", () => {
  it("pages newest first with before and limit, without losing entries of the same millisecond", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-10T06:00:00.000Z"));
    // Five failed sign-ins at the same millisecond, then three a second apart.
    for (let attempt = 0; attempt < 5; attempt++) await login({ username: "admin", password: `page test ${attempt}` }, `198.51.100.${attempt}`);
    for (let attempt = 5; attempt < 8; attempt++) {
      vi.setSystemTime(new Date(Date.now() + 1000));
      await login({ username: "admin", password: `page test ${attempt}` }, `198.51.100.${attempt}`);
    }
    vi.useRealTimers();

    const all = (await audit("?limit=200&from=2026-03-10&to=2026-03-10")).filter((entry) => entry.action === "failed-sign-in");
    expect(all).toHaveLength(8);
    const seen: Entry[] = [];
    let query = "?limit=3&from=2026-03-10&to=2026-03-10";
    for (;;) {
      const page = await audit(query);
      if (!page.length) break;
      expect(page.length).toBeLessThanOrEqual(3);
      seen.push(...page);
      const last = page[page.length - 1]!;
      query = `?limit=3&from=2026-03-10&to=2026-03-10&before=${encodeURIComponent(last.at)}&beforeId=${last._id}`;
    }
    expect(seen.map((entry) => entry._id)).toEqual(all.map((entry) => entry._id));
    expect(seen.map((entry) => entry.summary)[0]).toBe("Failed sign-in as admin from 198.51.100.7");

    // `before` alone: strictly older than that time.
    const older = await audit(`?before=${encodeURIComponent(all[1]!.at)}&from=2026-03-10&to=2026-03-10`);
    expect(older.map((entry) => entry._id)).toEqual(all.slice(2).map((entry) => entry._id));
  });

  it("filters by user, resource and the days of college time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 23:30 in Kolkata on 14 Aug is 18:00 UTC; 00:30 on 15 Aug is 19:00 UTC.
    vi.setSystemTime(new Date("2026-08-14T18:00:00.000Z"));
    await login({ username: "admin", password: "late evening" }, "192.0.2.14");
    vi.setSystemTime(new Date("2026-08-14T19:00:00.000Z"));
    await login({ username: "admin", password: "just after midnight" }, "192.0.2.15");
    vi.useRealTimers();

    const onThe14th = await audit("?from=2026-08-14&to=2026-08-14");
    expect(onThe14th.map((entry) => entry.summary)).toEqual(["Failed sign-in as admin from 192.0.2.14"]);
    const onThe15th = await audit("?from=2026-08-15&to=2026-08-15&username=ADMIN&resource=session");
    expect(onThe15th.map((entry) => entry.summary)).toEqual(["Failed sign-in as admin from 192.0.2.15"]);
    expect(await audit("?from=2026-08-15&to=2026-08-15&resource=faculty")).toEqual([]);
    expect(await audit("?from=2026-08-15&to=2026-08-15&username=someone-else")).toEqual([]);
  });

  itAboveTheDatabase("answers 400 naming each bad parameter", async () => {
    const headers = await t.adminHeaders();
    const cases: [string, string][] = [
      ["?limit=0", "limit must be a whole number from 1 to 200"],
      ["?limit=201", "limit must be a whole number from 1 to 200"],
      ["?limit=ten", "limit must be a whole number from 1 to 200"],
      ["?before=yesterday", "before must be an ISO time such as 2026-06-01T10:00:00.000Z"],
      ["?from=2026-02-30", "from must be a real date written YYYY-MM-DD"],
      ["?beforeId=abc&before=2026-01-01T00:00:00Z", "beforeId must be an entry's _id"],
      // A NUL would reach the database, which refuses it.
      ["?username=%00", "username contains a character that is not allowed"],
      ["?resource=a%1Bb", "resource contains a character that is not allowed"],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({ method: "GET", url: `/api/admin/audit${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toEqual([message]);
    }
  });
});

describe("an entry and its change are one transaction", () => {
  it("keeps neither when the change fails after the entry was written", async () => {
    const before = await audit("?limit=200");
    const failure = t.app.services.transact(async () => {
      await t.app.services.audit.record({ username: "admin", action: "create", resource: "faculty", summary: "Added faculty that never was" });
      await t.app.services.users.createUser({ username: TEST_ADMIN.username, password: "sahyadri hills trek", role: "administrator" });
    });
    await expect(failure).rejects.toMatchObject({ statusCode: 409 });
    expect(await audit("?limit=200")).toEqual(before);
  });
});
