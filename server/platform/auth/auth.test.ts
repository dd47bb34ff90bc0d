import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
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

  it("answers 400 naming each missing field", async () => {
    const response = await login({ username: "  " });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: expect.any(String),
      errors: ["Username is required", "Password is required"],
    });
  });

  it("gives the same 401 message for a wrong password and an unknown user", async () => {
    const wrongPassword = await login({ username: "admin", password: "not the password" });
    const unknownUser = await login({ username: "nobody", password: "whatever it is" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, message: "Invalid username or password" });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it("answers 429 after 10 failures for one username, without ending existing sessions", async () => {
    const headers = await t.adminHeaders();
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

  it("answers 429 after many failures from one address, whatever the usernames", async () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      await login({ username: `user${attempt}`, password: "wrong password" }, "192.0.2.50");
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

  it("answers 401 without a token and with a bad one", async () => {
    const without = await t.app.inject({ method: "GET", url: "/api/auth/check" });
    const bad = await t.app.inject({ method: "GET", url: "/api/auth/check", headers: { authorization: "Bearer forged-token" } });
    for (const response of [without, bad]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it("revokes the token at logout", async () => {
    const headers = await t.adminHeaders();
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: expect.any(String) });

    const after = await t.app.inject({ method: "GET", url: "/api/auth/check", headers });
    expect(after.statusCode).toBe(401);
    const secondLogout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect(secondLogout.statusCode).toBe(401);
  });

  it("ends every session when the password is changed", async () => {
    const headers = await t.adminHeaders();
    await t.app.services.users.setPassword("admin", "a brand new password");
    const check = await t.app.inject({ method: "GET", url: "/api/auth/check", headers });
    expect(check.statusCode).toBe(401);
    const relogin = await login({ username: "admin", password: "a brand new password" });
    expect(relogin.statusCode).toBe(200);
  });
});

describe("admin bootstrap", () => {
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
