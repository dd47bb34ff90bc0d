import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/support/test-app";
import { failuresPerAddress, failuresPerUsername } from "./auth.service";
import { describeAboveTheDatabase, itAboveTheDatabase } from "../../../tests/support/database-subject";

/**
 * One app for the file: each test signs in from addresses of its own, ends only sessions it
 * opened, and changes the password of an account of its own, never the test admin's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});
// The failures counted against the admin's username would lock the next test out.
afterEach(async () => {
  await t.app.services.rateLimiter.reset(failuresPerUsername, TEST_ADMIN.username);
});

const login = (payload: unknown, remoteAddress = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object, remoteAddress });

describe("POST /api/auth/login", () => {
  it("signs in the configured admin and returns a token with the admin", async () => {
    const response = await login(TEST_ADMIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, admin: { username: "admin" } });
    expect(body.admin._id).toEqual(expect.any(String));
    expect(Buffer.from(body.token, "base64url").length).toBeGreaterThanOrEqual(16);
  });

  it("accepts the username in any letter case", async () => {
    const response = await login({ ...TEST_ADMIN, username: "ADMIN" });
    expect(response.statusCode).toBe(200);
  });

  itAboveTheDatabase("answers 400 naming each missing field", async () => {
    const response = await login({ username: "  " });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: expect.any(String),
      errors: ["Username is required", "Password is required"],
    });
  });

  itAboveTheDatabase("gives the same 401 message for a wrong password and an unknown user", async () => {
    const wrongPassword = await login({ username: "admin", password: "not the password" });
    const unknownUser = await login({ username: "nobody", password: "whatever it is" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, message: "Invalid username or password" });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it("answers 429 after 10 failures for one username, without ending existing sessions", async () => {
    const headers = await t.signIn();
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await login({ username: "admin", password: `wrong ${attempt}` }, `198.51.100.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(TEST_ADMIN, "198.51.100.99");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ success: false, message: expect.stringMatching(/too many/i) });

    const check = await t.app.inject({ method: "GET", url: "/api/auth/check", headers });
    expect(check.statusCode).toBe(200);
  });

  itAboveTheDatabase("answers 429 after many failures from one address, whatever the usernames", async () => {
    // The window filled up to its last two failures (rate-limits.test.ts sends them all, at once), which two usernames take.
    for (let i = 0; i < failuresPerAddress.max - 2; i++) await t.app.services.rateLimiter.record(failuresPerAddress, "192.0.2.50");
    for (const username of ["someone", TEST_ADMIN.username]) {
      expect((await login({ username, password: "wrong password" }, "192.0.2.50")).statusCode).toBe(401);
    }
    const blocked = await login(TEST_ADMIN, "192.0.2.50");
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await login(TEST_ADMIN, "192.0.2.51");
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe("GET /api/auth/check and POST /api/auth/logout", () => {
  it("returns the admin for a valid token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/check", headers: await t.adminHeaders() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, admin: { username: "admin" } });
  });

  itAboveTheDatabase("answers 401 without a token and with a bad one", async () => {
    const without = await t.app.inject({ method: "GET", url: "/api/auth/check" });
    const bad = await t.app.inject({ method: "GET", url: "/api/auth/check", headers: { authorization: "Bearer forged-token" } });
    for (const response of [without, bad]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it("revokes the token at logout", async () => {
    const headers = await t.signIn();
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: expect.any(String) });

    const after = await t.app.inject({ method: "GET", url: "/api/auth/check", headers });
    expect(after.statusCode).toBe(401);
    const secondLogout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect(secondLogout.statusCode).toBe(401);
  });

  it("ends every session when the password is changed", async () => {
    const account = { username: "changing.password", password: "the password before" };
    const created = await t.app.inject({ method: "POST", url: "/api/admin/users", headers: await t.adminHeaders(), payload: { ...account, role: "editor" } });
    expect(created.statusCode, created.body).toBe(201);
    const sessions = [await t.signIn(account, "phone"), await t.signIn(account, "laptop")];
    await t.app.services.users.setPassword(account.username, "a brand new password");
    for (const headers of sessions) {
      const check = await t.app.inject({ method: "GET", url: "/api/auth/check", headers });
      expect(check.statusCode).toBe(401);
    }
    const relogin = await login({ username: account.username, password: "a brand new password" });
    expect(relogin.statusCode).toBe(200);
  });
});

describeAboveTheDatabase("admin bootstrap", () => {
  it("creates an admin with a random password when none is configured", async () => {
    const result = await t.app.services.auth.ensureAdmin(undefined);
    // The test app already has an admin, so nothing is created.
    expect(result.created).toBe(false);

    const bare = await createTestApp({ ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
    try {
      const again = await bare.app.services.auth.ensureAdmin(undefined);
      expect(again.created).toBe(false);
      // The random password printed at start is not a fixed default.
      const tries = await Promise.all(
        ["admin", "password", "admin123"].map((password) =>
          bare.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "admin", password } }),
        ),
      );
      expect(tries.map((response) => response.statusCode)).toEqual([401, 401, 401]);
    } finally {
      await bare.close();
    }
  });
});
