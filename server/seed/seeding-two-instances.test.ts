import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { countContent, getJson, signIn, type App } from "../../tests/support/site-content";
import { createPostgresDatabase, TEST_ADMIN } from "../../tests/support/test-app";
import { buildApp } from "../app";
import { parseConfig } from "../config";

// Drawing and encoding a few dozen pictures is quick on an idle machine, slower on a busy CI runner.
const SEEDING_TIMEOUT = 180_000;

// PostgreSQL only: on PGlite a second process cannot open the same data folder at all (data-dir-lock.test.ts).
describe("two instances sharing one PostgreSQL database", () => {
  it(
    "set up an empty database once when they start at the same moment",
    async () => {
      const database = await createPostgresDatabase(inject("postgresUrl"));
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-test-"));
      const config = parseConfig({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        SAMPLE_CONTENT: "1",
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        LOG_LEVEL: "silent",
      });
      const started = await Promise.allSettled([buildApp(config), buildApp(config)]);
      const apps = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      try {
        expect(started.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
        const [first, second] = apps as [App, App];
        const names: string[] = (await getJson(first, "/api/admin/faculty")).map((member: { name: string }) => member.name);
        expect(names.length).toBeGreaterThanOrEqual(8);
        expect(new Set(names).size).toBe(names.length);
        expect(await countContent(second, await signIn(second))).toEqual(await countContent(first, await signIn(first)));
      } finally {
        for (const app of apps) await app.close();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SEEDING_TIMEOUT,
  );
});

