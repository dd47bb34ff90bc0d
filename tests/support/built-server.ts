import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export { freePort } from "./free-port";

export type BuiltServer = {
  url: string;
  child: ChildProcess;
  /** Sends `signal` (SIGTERM: a graceful stop) unless the process has ended, and waits until it has. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

const hasEnded = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * The built site started as `npm start` starts it (scripts/start.mjs, production) on `port`, with
 * `env` over this process's environment less DATABASE_URL (the embedded database unless `env`
 * names one); resolves once it answers its health check.
 */
export async function startBuiltServer(port: number, env: Record<string, string>): Promise<BuiltServer> {
  const { DATABASE_URL: _testDatabase, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { ...inherited, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const server: BuiltServer = {
    url,
    child,
    async stop(signal = "SIGTERM") {
      if (hasEnded(child)) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    },
  };
  // Bounded: a start that never answers fails here rather than hanging the run.
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start (exit code ${child.exitCode})`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop("SIGKILL");
  throw new Error("the server did not answer its health check");
}

/** Signs in to a running server as `/api/auth/login` expects and answers the Authorization header. */
export async function signInTo(server: BuiltServer, credentials: { username: string; password: string }) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`${credentials.username} could not sign in: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
