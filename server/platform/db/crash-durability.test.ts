import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startBuiltServer, type BuiltServer } from "../../../tests/support/built-server";
import { copyMigratedDatabase } from "../../../tests/support/embedded-data-dir";
import { application } from "../../../tests/support/json-write-routes";
import { buildApp } from "../../app";
import { parseConfig } from "../../config";

/**
 * The server, started as `npm start` starts it on the embedded database, is killed with SIGKILL
 * while 200 applications are being sent, and the site is started again on the same data folder:
 * every application that was answered 201 is there, once. A family told "submitted" must never
 * find that the power cut or crash that followed lost their application. The kill needs a process
 * of its own; the start after it is the app as that server builds it, asked through app.inject.
 */

const ADMIN = { username: "admin", password: "crash test admin password" };
const APPLICATIONS = 200;
/** Answers to wait for before the kill: well into the run, with most applications still in flight. */
const KILL_AFTER = 40;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-crash-"));
// The database a first start would create, ready: the subject is what the server keeps once it runs.
copyMigratedDatabase(dataDir);
/** The site on the embedded database in the test's data folder, whichever database the test run itself uses. */
const env = {
  DATA_DIR: dataDir,
  SAMPLE_CONTENT: "0",
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: "warn",
  // Each application comes from an address of its own, as families do, so the per-address limit stays out of it.
  TRUST_PROXY: "1",
};
/** The server the test kills, stopped here too should the test end before its kill. */
let killed: BuiltServer | undefined;
afterAll(async () => {
  await killed?.stop("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a server killed in the middle of applications", () => {
  it("keeps every application it answered 201, each once", { timeout: 600_000 }, async () => {
    const server = await startBuiltServer(await freePort(), env);
    killed = server;

    const answered: string[] = [];
    let killSent = false;
    const submissions = Array.from({ length: APPLICATIONS }, async (_, index) => {
      const body = application();
      const response = await fetch(`${server.url}/api/admissions/apply`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${(index % 250) + 1}` },
        body: JSON.stringify(body),
      }).catch(() => null);
      if (response?.status !== 201) return;
      answered.push(body.email);
      if (answered.length >= KILL_AFTER && !killSent) {
        killSent = true;
        server.child.kill("SIGKILL");
      }
    });
    await Promise.all(submissions);
    await server.stop("SIGKILL");
    expect(killSent, "the kill came while applications were still being sent").toBe(true);
    expect(answered.length).toBeLessThan(APPLICATIONS);

    const again = await buildApp(parseConfig(env));
    try {
      const login = await again.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
      const list = await again.inject({ url: "/api/admin/admissions", headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` } });
      const stored = list.json<{ email: string }[]>().map((application) => application.email);

      expect(stored.filter((email) => answered.includes(email)).sort()).toEqual([...answered].sort());
      expect(new Set(stored).size, "no application stored twice").toBe(stored.length);
    } finally {
      await again.close();
    }
  });
});
