import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = { authorization: string };
type User = { _id: string; username: string; role: string; createdAt: string; lastLoginAt: string | null };

const listUsers = async (headers: Headers) => {
  const response = await t.app.inject({ method: "GET", url: "/api/admin/users", headers });
  expect(response.statusCode).toBe(200);
  return response.json() as User[];
};
const addUser = async (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/admin/users", headers: await t.adminHeaders(), payload });
const deleteUser = (id: string, headers: Headers) => t.app.inject({ method: "DELETE", url: `/api/admin/users/${id}`, headers });
const check = (headers: Headers) => t.app.inject({ method: "GET", url: "/api/auth/check", headers });

describe("admin users", () => {
  it("lists every admin with when they were added and last signed in", async () => {
    const headers = await t.adminHeaders();
    const users = await listUsers(headers);
    const admin = users.find((user) => user.username === TEST_ADMIN.username)!;
    expect(Object.keys(admin).sort()).toEqual(["_id", "createdAt", "lastLoginAt", "role", "username"]);
    expect(admin.role).toBe("administrator");
    expect(Date.parse(admin.lastLoginAt!)).toBeGreaterThanOrEqual(Date.parse(admin.createdAt));
    expect(JSON.stringify(users)).not.toMatch(/password|hash|\$argon2/i);
  });

  it("adds an administrator who can sign in, with no last sign-in yet, when no role is given", async () => {
    const response = await addUser({ username: "office.clerk", password: "ganpati festival 2026" });
    expect(response.statusCode).toBe(201);
    const { user, ...rest } = response.json();
    expect(rest).toEqual({ success: true, message: "User added successfully" });
    expect(user).toEqual({ _id: expect.any(String), username: "office.clerk", role: "administrator", createdAt: expect.any(String), lastLoginAt: null });
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "office.clerk", password: "ganpati festival 2026" } });
    expect(login.statusCode).toBe(200);
    const listed = (await listUsers(await t.adminHeaders())).find((account) => account._id === user._id)!;
    expect(listed.lastLoginAt).toEqual(expect.any(String));
  });

  it("answers 409 for a username that is taken, in any letter case", async () => {
    const response = await addUser({ username: TEST_ADMIN.username.toUpperCase(), password: "ganpati festival 2027" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: "This username is already taken." });
  });

  it("answers 400 naming each field that breaks a rule", async () => {
    const cases: [object, string[]][] = [
      [{}, ["Username is required", "Password is required"]],
      [{ username: "ab", password: "ganpati festival 2028" }, ["Username must be 3 to 64 letters, digits, dots, dashes or underscores"]],
      [{ username: "new clerk", password: "ganpati festival 2028" }, ["Username must be 3 to 64 letters, digits, dots, dashes or underscores"]],
      [{ username: "newclerk", password: "too short" }, ["Password must be at least 12 characters"]],
      [{ username: "newclerk12345", password: "NewClerk12345" }, ["Password must not be the username"]],
      [{ username: "newclerk", password: "qwerty123456" }, [expect.stringMatching(/^Password is one of the most commonly used passwords/)]],
    ];
    for (const [payload, errors] of cases) {
      const response = await addUser(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect((await listUsers(await t.adminHeaders())).some((user) => user.username.startsWith("newclerk"))).toBe(false);
  });

  it("deletes an admin, whose sessions end at once", async () => {
    const created = (await addUser({ username: "temporary.clerk", password: "ganpati festival 2029" })).json().user as User;
    const theirs = await t.signIn({ username: "temporary.clerk", password: "ganpati festival 2029" });
    const response = await deleteUser(created._id, await t.adminHeaders());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "User deleted successfully" });
    expect((await check(theirs)).statusCode).toBe(401);
    expect((await listUsers(await t.adminHeaders())).some((user) => user._id === created._id)).toBe(false);
    expect((await deleteUser(created._id, await t.adminHeaders())).statusCode).toBe(404);
    expect((await deleteUser("not-an-id", await t.adminHeaders())).statusCode).toBe(404);
  });

  it("answers 409 to an admin deleting their own account", async () => {
    const headers = await t.adminHeaders();
    const self = (await listUsers(headers)).find((user) => user.username === TEST_ADMIN.username)!;
    const response = await deleteUser(self._id, headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/own account/) });
    expect((await check(headers)).statusCode).toBe(200);
  });
});

describe("the last admin", () => {
  it("stays when the last two admins delete each other at the same moment", async () => {
    const lone = await createTestApp();
    try {
      const first = await lone.adminHeaders();
      const added = await lone.app.inject({ method: "POST", url: "/api/admin/users", headers: first, payload: { username: "second.admin", password: "ganpati festival 2030" } });
      const second = await lone.signIn({ username: "second.admin", password: "ganpati festival 2030" });
      const firstId = (await lone.app.inject({ method: "GET", url: "/api/admin/users", headers: first }))
        .json()
        .find((user: User) => user.username === TEST_ADMIN.username)._id as string;

      const answers = await Promise.all([
        lone.app.inject({ method: "DELETE", url: `/api/admin/users/${added.json().user._id}`, headers: first }),
        lone.app.inject({ method: "DELETE", url: `/api/admin/users/${firstId}`, headers: second }),
      ]);
      expect(answers.map((answer) => answer.statusCode).filter((status) => status === 200)).toHaveLength(1);
      const refused = answers.find((answer) => answer.statusCode !== 200)!;
      // The loser either finds itself deleted first (401) or the other one as the last admin (409).
      expect([401, 409]).toContain(refused.statusCode);
      const survivor = answers[0]!.statusCode === 200 ? first : second;
      const remaining = (await lone.app.inject({ method: "GET", url: "/api/admin/users", headers: survivor })).json();
      expect(remaining).toHaveLength(1);
    } finally {
      await lone.close();
    }
  });

  it("cannot be deleted by anyone, since only they are left to ask", async () => {
    const lone = await createTestApp();
    try {
      const headers = await lone.adminHeaders();
      const [only] = (await lone.app.inject({ method: "GET", url: "/api/admin/users", headers })).json() as User[];
      const response = await lone.app.inject({ method: "DELETE", url: `/api/admin/users/${only!._id}`, headers });
      expect(response.statusCode).toBe(409);
      expect((await lone.app.inject({ method: "GET", url: "/api/admin/users", headers })).json()).toHaveLength(1);
    } finally {
      await lone.close();
    }
  });
});

describe("roles", () => {
  const changeRole = (id: string, role: unknown, headers: Headers) => t.app.inject({ method: "PUT", url: `/api/admin/users/${id}`, headers, payload: { role } });
  const idOf = async (username: string) => (await listUsers(await t.adminHeaders())).find((user) => user.username === username)!._id;
  const editorScreen = (headers: Headers) => t.app.inject({ method: "POST", url: "/api/admin/faculty", headers, payload: {} });

  it("adds an account with the role chosen, and refuses a role that does not exist", async () => {
    const added = await addUser({ username: "web.editor", password: "ganpati festival 2031", role: "editor" });
    expect(added.statusCode).toBe(201);
    expect(added.json().user.role).toBe("editor");
    const refused = await addUser({ username: "super.user", password: "ganpati festival 2032", role: "superuser" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(["Role must be one of administrator, editor, admissions, grievance"]);
  });

  it("changes a role, which the account's open sessions have at once, and the activity log says so", async () => {
    await addUser({ username: "office.typist", password: "ganpati festival 2033", role: "editor" });
    const theirs = await t.signIn({ username: "office.typist", password: "ganpati festival 2033" });
    expect((await editorScreen(theirs)).statusCode).toBe(400);

    const response = await changeRole(await idOf("office.typist"), "admissions", await t.adminHeaders());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Role changed successfully", user: expect.objectContaining({ username: "office.typist", role: "admissions" }) });

    expect((await editorScreen(theirs)).statusCode).toBe(403);
    expect((await check(theirs)).json().admin.role).toBe("admissions");
    const [entry] = (await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=1", headers: await t.adminHeaders() })).json();
    expect(entry).toMatchObject({ username: TEST_ADMIN.username, action: "role-change", resource: "user", summary: "Changed the role of office.typist from Editor to Admissions" });
  });

  it("lets nobody but an administrator change a role, their own included", async () => {
    await addUser({ username: "ambitious.editor", password: "ganpati festival 2034", role: "editor" });
    const theirs = await t.signIn({ username: "ambitious.editor", password: "ganpati festival 2034" });
    const response = await changeRole(await idOf("ambitious.editor"), "administrator", theirs);
    expect(response.statusCode).toBe(403);
    expect((await check(theirs)).json().admin.role).toBe("editor");
  });

  it("answers 409 to an administrator changing their own role, which stays as it was", async () => {
    const headers = await t.adminHeaders();
    const self = (await listUsers(headers)).find((user) => user.username === TEST_ADMIN.username)!;
    for (const role of ["editor", "administrator"]) {
      const response = await changeRole(self._id, role, headers);
      expect(response.statusCode, role).toBe(409);
      expect(response.json()).toEqual({ success: false, message: "You cannot change your own role. Ask another administrator to do it." });
    }
    expect((await check(headers)).json().admin.role).toBe("administrator");
  });

  it("answers 400 for a role that does not exist and 404 for an account that does not", async () => {
    const headers = await t.adminHeaders();
    expect((await changeRole(await idOf("web.editor"), "owner", headers)).json().errors).toEqual(["Role must be one of administrator, editor, admissions, grievance"]);
    expect((await changeRole(randomUUID(), "editor", headers)).statusCode).toBe(404);
  });
});

describe("the last administrator", () => {
  it("stays one when the last two make each other something else at the same moment, and from the command line", async () => {
    const lone = await createTestApp();
    try {
      const first = await lone.adminHeaders();
      const second = await lone.headersAs("editor");
      const users = (await lone.app.inject({ method: "GET", url: "/api/admin/users", headers: first })).json() as User[];
      const firstId = users.find((user) => user.role === "administrator")!._id;
      const secondId = users.find((user) => user.role === "editor")!._id;
      const changeRole = (id: string, role: string, headers: Headers) =>
        lone.app.inject({ method: "PUT", url: `/api/admin/users/${id}`, headers, payload: { role } });
      expect((await changeRole(secondId, "administrator", first)).statusCode).toBe(200);

      const answers = await Promise.all([changeRole(secondId, "editor", first), changeRole(firstId, "editor", second)]);
      expect(answers.map((answer) => answer.statusCode).filter((status) => status === 200)).toHaveLength(1);
      // The loser finds either the other one as the last administrator (409) or itself no longer one (403).
      const refused = answers.find((answer) => answer.statusCode !== 200)!;
      expect([403, 409]).toContain(refused.statusCode);
      if (refused.statusCode === 409) expect(refused.json().message).toMatch(/^The last administrator must stay an administrator/);
      const roles = (await lone.app.inject({ method: "GET", url: "/api/admin/users", headers: answers[0]!.statusCode === 200 ? first : second })).json() as User[];
      const [survivor] = roles.filter((user) => user.role === "administrator");
      expect(roles.filter((user) => user.role === "administrator")).toHaveLength(1);

      await expect(lone.app.services.users.setRoleFromShell(survivor!.username, "editor")).rejects.toMatchObject({ statusCode: 409 });
    } finally {
      await lone.close();
    }
  });
});

describe("npm run admin -- role", () => {
  it("makes any account an administrator again, for a college that locked itself out, and says so in the activity log", async () => {
    await addUser({ username: "locked.out", password: "ganpati festival 2035", role: "grievance" });
    await t.app.services.users.setRoleFromShell("LOCKED.OUT", "administrator");
    expect((await listUsers(await t.adminHeaders())).find((user) => user.username === "locked.out")!.role).toBe("administrator");
    const [entry] = (await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=1", headers: await t.adminHeaders() })).json();
    expect(entry).toMatchObject({ username: null, action: "role-change", summary: "Changed the role of locked.out from Grievance committee to Administrator from the command line" });
    await expect(t.app.services.users.setRoleFromShell("nobody.here", "editor")).rejects.toMatchObject({ statusCode: 404 });
  });
});
