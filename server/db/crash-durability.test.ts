import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { application } from "../../tests/support/json-write-routes";

/**
 * The server, started as `npm start` starts it on the embedded database, is killed with SIGKILL
 * while 200 applications are being sent, and started again on the same data folder: every
 * application that was answered 201 is there, once. A family told "submitted" must never find
 * that the power cut or crash that followed lost their application.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ADMIN = { username: "admin", password: "crash test admin password" };
const APPLICATIONS = 200;
/** Answers to wait for before the kill: well into the run, with most applications still in flight. */
const KILL_AFTER = 40;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-crash-"));
const servers: ChildProcess[] = [];
afterAll(() => {
  for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The embedded database, whichever database the test run itself uses.
const { DATABASE_URL: _databaseUrl, ...environment } = process.env;

/** Starts `npm start`'s script on the data folder and resolves once it answers its health check. */
async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...environment,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SAMPLE_CONTENT: "0",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      // Each application comes from an address of its own, as families do, so the per-address limit stays out of it.
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  servers.push(server);
  // Bounded: a start that never answers fails here rather than hanging the run.
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server stopped at start (exit code ${server.exitCode})`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not answer its health check");
}

const stopped = (server: ChildProcess) => new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve(null) : server.once("exit", resolve)));

describe("a server killed in the middle of applications", () => {
  it("keeps every application it answered 201, each once", { timeout: 600_000 }, async () => {
    const port = await freePort();
    const first = await startServer(port);

    const answered: string[] = [];
    let killed = false;
    const submissions = Array.from({ length: APPLICATIONS }, async (_, index) => {
      const body = application();
      const response = await fetch(`http://127.0.0.1:${port}/api/admissions/apply`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${(index % 250) + 1}` },
        body: JSON.stringify(body),
      }).catch(() => null);
      if (response?.status !== 201) return;
      answered.push(body.email);
      if (answered.length >= KILL_AFTER && !killed) {
        killed = true;
        first.kill("SIGKILL");
      }
    });
    await Promise.all(submissions);
    await stopped(first);
    expect(killed, "the kill came while applications were still being sent").toBe(true);
    expect(answered.length).toBeLessThan(APPLICATIONS);

    const second = await startServer(port);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      const list = await fetch(`http://127.0.0.1:${port}/api/admin/admissions`, { headers: { authorization: `Bearer ${token}` } });
      const stored = ((await list.json()) as { email: string }[]).map((application) => application.email);

      expect(stored.filter((email) => answered.includes(email)).sort()).toEqual([...answered].sort());
      expect(new Set(stored).size, "no application stored twice").toBe(stored.length);
    } finally {
      second.kill("SIGTERM");
      await stopped(second);
    }
  });
});
