import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, signInTo, startBuiltServer, type BuiltServer } from "../../../tests/support/built-server";
import { copyMigratedDatabase } from "../../../tests/support/embedded-data-dir";
import { application } from "../../../tests/support/json-write-routes";

/**
 * The server, started as `npm start` starts it on the embedded database, is killed with SIGKILL
 * while 200 applications are being sent, and started again on the same data folder: every
 * application that was answered 201 is there, once. A family told "submitted" must never find
 * that the power cut or crash that followed lost their application.
 */

const ADMIN = { username: "admin", password: "crash test admin password" };
const APPLICATIONS = 200;
/** Answers to wait for before the kill: well into the run, with most applications still in flight. */
const KILL_AFTER = 40;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-crash-"));
// The database a first start would create, ready: the subject is what the server keeps once it runs.
copyMigratedDatabase(dataDir);
const servers: BuiltServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The site on the embedded database in the test's data folder, whichever database the test run itself uses. */
async function startServer(port: number): Promise<BuiltServer> {
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    SAMPLE_CONTENT: "0",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "warn",
    // Each application comes from an address of its own, as families do, so the per-address limit stays out of it.
    TRUST_PROXY: "1",
  });
  servers.push(server);
  return server;
}

describe("a server killed in the middle of applications", () => {
  it("keeps every application it answered 201, each once", { timeout: 600_000 }, async () => {
    const port = await freePort();
    const first = await startServer(port);

    const answered: string[] = [];
    let killed = false;
    const submissions = Array.from({ length: APPLICATIONS }, async (_, index) => {
      const body = application();
      const response = await fetch(`${first.url}/api/admissions/apply`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${(index % 250) + 1}` },
        body: JSON.stringify(body),
      }).catch(() => null);
      if (response?.status !== 201) return;
      answered.push(body.email);
      if (answered.length >= KILL_AFTER && !killed) {
        killed = true;
        first.child.kill("SIGKILL");
      }
    });
    await Promise.all(submissions);
    await first.stop("SIGKILL");
    expect(killed, "the kill came while applications were still being sent").toBe(true);
    expect(answered.length).toBeLessThan(APPLICATIONS);

    const second = await startServer(port);
    try {
      const list = await fetch(`${second.url}/api/admin/admissions`, { headers: await signInTo(second, ADMIN) });
      const stored = ((await list.json()) as { email: string }[]).map((application) => application.email);

      expect(stored.filter((email) => answered.includes(email)).sort()).toEqual([...answered].sort());
      expect(new Set(stored).size, "no application stored twice").toBe(stored.length);
    } finally {
      await second.stop();
    }
  });
});
