import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/support/test-app";
import { failuresPerAddress } from "../auth/auth.service";

const APP_START_TIMEOUT = 120_000;

/**
 * One app for each TRUST_PROXY setting, shared by the tests of that setting: each test signs in
 * from addresses of its own, so one test's failures count against none of the next one's.
 */
const apps = new Map<string, Promise<TestApp>>();
function appTrusting(trustProxy: string): Promise<TestApp> {
  if (!apps.has(trustProxy)) apps.set(trustProxy, createTestApp({ TRUST_PROXY: trustProxy }));
  return apps.get(trustProxy)!;
}
afterAll(async () => {
  for (const app of apps.values()) await (await app).close();
});

/** A sign-in passed on by the proxies, each having appended the address it was called from. */
const loginThrough = (app: TestApp, forwardedFor: string, credentials: { username: string; password: string }) =>
  app.app.inject({ method: "POST", url: "/api/auth/login", payload: credentials, headers: { "x-forwarded-for": forwardedFor } });

async function lastSignInSummary(app: TestApp, token: string): Promise<string> {
  const response = await app.app.inject({ method: "GET", url: "/api/admin/audit?resource=session&limit=1", headers: { authorization: `Bearer ${token}` } });
  return (response.json() as { summary: string }[])[0]!.summary;
}

describe("client addresses behind TRUST_PROXY proxies", () => {
  it.each([
    ["0", "127.0.0.1"],
    ["1", "198.51.100.7"],
    ["2", "203.0.113.5"],
  ])(
    "with TRUST_PROXY=%s, takes the address that many hops back from the server: %s",
    async (trustProxy, expected) => {
      const t = await appTrusting(trustProxy);
      // What the client wrote itself, then what each of two proxies appended; the server's socket peer is 127.0.0.1.
      const response = await loginThrough(t, "10.0.0.66, 203.0.113.5, 198.51.100.7", TEST_ADMIN);
      expect(response.statusCode).toBe(200);
      expect(await lastSignInSummary(t, response.json().token)).toMatch(new RegExp(`^Signed in from ${expected.replaceAll(".", "\\.")} `));
    },
    APP_START_TIMEOUT,
  );

  it(
    "with TRUST_PROXY=1, keeps the sign-in limit per address whatever a client writes in X-Forwarded-For",
    async () => {
      const t = await appTrusting("1");
      for (let attempt = 0; attempt < failuresPerAddress.max; attempt++) {
        const invented = `10.${attempt}.0.1, 192.0.2.${attempt}`;
        const response = await loginThrough(t, `${invented}, 198.51.100.20`, { username: `user${attempt}`, password: "wrong password" });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await loginThrough(t, "10.200.0.1, 198.51.100.20", TEST_ADMIN);
      expect(blocked.statusCode).toBe(429);
      expect((await loginThrough(t, "10.200.0.1, 198.51.100.21", TEST_ADMIN)).statusCode).toBe(200);
    },
    APP_START_TIMEOUT,
  );

  it(
    "with TRUST_PROXY=1, refuses a request whose nearest X-Forwarded-For entry is not an address, so made-up values get no limits of their own",
    async () => {
      const t = await appTrusting("1");
      for (const entry of ["unknown", "198.51.100.20 junk", "_gateway", "198.51.100.300"]) {
        const response = await loginThrough(t, `10.0.0.1, ${entry}`, { username: "nobody", password: "wrong password" });
        expect(response.statusCode, entry).toBe(400);
        expect(response.json()).toEqual({ success: false, message: "The address this request came from could not be read." });
      }
      // A proxy's own entry, in IPv6 notation, is read as the IPv4 address it spells.
      const signedIn = await loginThrough(t, "10.0.0.1, ::ffff:198.51.100.22", TEST_ADMIN);
      expect(signedIn.statusCode).toBe(200);
      expect(await lastSignInSummary(t, signedIn.json().token)).toMatch(/^Signed in from 198\.51\.100\.22 /);
    },
    APP_START_TIMEOUT,
  );
});
