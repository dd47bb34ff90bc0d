import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, signInTo, startBuiltServer, type BuiltServer } from "../../../tests/support/built-server";
import { createPostgresDatabase } from "../../../tests/support/test-app";

/**
 * Two built instances of the site, each a process started as `npm start` starts it, on one
 * PostgreSQL database: what an admin changes on A is what visitors of B see within 1 second,
 * although B keeps its public answers in memory.
 */

const ADMIN = { username: "admin", password: "two instances admin password" };
const work = fs.mkdtempSync(path.join(os.tmpdir(), "college-instances-"));
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let a: BuiltServer;
let b: BuiltServer;

beforeAll(async () => {
  database = await createPostgresDatabase(inject("postgresUrl"));
  const start = async (name: string) =>
    startBuiltServer(await freePort(), {
      DATABASE_URL: database.url,
      // A data folder each, as on two machines.
      DATA_DIR: path.join(work, name),
      SAMPLE_CONTENT: "0",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      BACKUP_EVERY_HOURS: "0",
    });
  // Started together: they take turns at the start-up writes.
  [a, b] = await Promise.all([start("a"), start("b")]);
}, 300_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

const read = async (server: BuiltServer, pathName: string) => (await fetch(`${server.url}${pathName}`)).text();

/** Whether `shows` holds within `deadline` (a time), reading again every 25 ms until then. */
async function holdsBy(deadline: number, shows: () => Promise<boolean>): Promise<boolean> {
  for (;;) {
    if (await shows()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("two built instances on one PostgreSQL database", () => {
  it("a news item an admin adds on A is on B's public news list and home page within 1 second", async () => {
    const title = "B.Pharm merit list published";
    // B answers first, and keeps those answers for the visitors after (30 seconds, unless told of a change).
    expect(await read(b, "/api/admin/latestnews")).not.toContain(title);
    expect(await read(b, "/")).not.toContain(title);

    const created = await fetch(`${a.url}/api/admin/latestnews`, {
      method: "POST",
      headers: { ...(await signInTo(a, ADMIN)), "content-type": "application/json" },
      body: JSON.stringify({ title, expiryDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), path: "/admissions" }),
    });
    expect(created.status).toBe(201);
    const deadline = Date.now() + 1_000;

    expect(await holdsBy(deadline, async () => (await read(b, "/api/admin/latestnews")).includes(title)), "on B's news list").toBe(true);
    expect(await holdsBy(deadline, async () => (await read(b, "/")).includes(title)), "on B's home page").toBe(true);
  });

  it("a notice scheduled on A appears on B's kept notices board when its time comes, with no write or request to trigger it", async () => {
    const title = "CAP round one: provisional merit list";
    const publishAt = Date.now() + 4_000;
    const created = await fetch(`${a.url}/api/admin/notices`, {
      method: "POST",
      headers: { ...(await signInTo(a, ADMIN)), "content-type": "application/json" },
      body: JSON.stringify({ title, category: "admission", publishAt: new Date(publishAt).toISOString() }),
    });
    expect(created.status).toBe(201);
    // B keeps its board without the notice: a kept answer would stay 30 seconds unless B knows when it stops being true.
    expect(await holdsBy(publishAt - 1_000, async () => (await fetch(`${b.url}/api/notices`)).headers.has("etag"))).toBe(true);
    expect(await read(b, "/api/notices")).not.toContain(title);
    expect(await read(b, "/notices")).not.toContain(title);

    await new Promise((resolve) => setTimeout(resolve, publishAt - Date.now()));
    // Well within the kept answers' 30 seconds, so only the cache's knowledge of the coming time can show it.
    const deadline = publishAt + 10_000;
    expect(await holdsBy(deadline, async () => (await read(b, "/api/notices")).includes(title)), "on B's notices list").toBe(true);
    expect(await holdsBy(deadline, async () => (await read(b, "/notices")).includes(title)), "on B's notices board").toBe(true);
  });
});
