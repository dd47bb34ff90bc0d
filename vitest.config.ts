import fs from "node:fs";
import { defineConfig } from "vitest/config";

/**
 * The tests' temporary folders (database folders, uploads, backups, the throw-away PostgreSQL
 * servers) are kept in memory when the machine has a tmpfs with room for them: on a disk mounted
 * with online discard, as the 2-core machine's is, deleting one 40 MB database folder takes about
 * 2 s, where a tmpfs takes 30 ms. Nothing a test proves depends on the disk (a killed server's
 * writes survive in either). A TMPDIR set by hand is kept; it is set here, not in `env`, so the
 * global setups, the workers and the servers they start all use it.
 */
function roomyTmpfs(): string | undefined {
  try {
    const { bavail, bsize } = fs.statfsSync("/dev/shm");
    return bavail * bsize >= 2 * 1024 ** 3 ? "/dev/shm" : undefined;
  } catch {
    return undefined;
  }
}
const tmpfs = process.env.TMPDIR ? undefined : roomyTmpfs();
if (tmpfs) process.env.TMPDIR = tmpfs;

const serverTests = ["server/**/*.test.ts"];
/**
 * The server's test files share their worker's modules (`isolate: false`): each file would
 * otherwise import the whole server again (about 1.6 s) and start its first app on cold code. None
 * of them mocks a module, and every one builds its own app, database and folders, so nothing one
 * file leaves in a module reaches another's answers. On the 2-core machine this took the Vitest
 * step from 624 s to 466 s. The unit project mocks modules (the admin screens' tests) and stays isolated.
 */
const sharedModules = { isolate: false };
// A test that starts an app or a server of its own takes a few seconds alone, and more than 20 on a
// 2-core machine loaded by other work; the limit only catches a test that hangs.
const serverTestTimeout = 60_000;
// Tests of several server processes sharing one PostgreSQL database run once, in the postgres project only.
const sharedPostgresTests = ["server/platform/db/several-instances.test.ts", "server/seed/seeding-two-instances.test.ts"];
/**
 * The tests that run on a PostgreSQL server as well: those whose subject is what the two drivers
 * may do differently — transactions and rollbacks, counters and unique indexes under concurrent
 * requests, locks, jsonb (which refuses what a text column takes), dates, times and time zones,
 * the mail outbox's claims — and the sweep of every JSON route with hostile text (NUL, lone
 * surrogates), which a PostgreSQL server refuses where PGlite may not. The rest
 * test HTTP, files and rules above the repositories, and the same code answers on both. So do
 * many groups of these files (validation messages, roles, answers' shapes): they are marked
 * (tests/support/database-subject.ts) and proven on PGlite only.
 */
const databaseTests = [
  "server/resources/admissions/admissions.test.ts",
  "server/resources/admissions/after-submission.test.ts",
  "server/platform/audit/access-log.test.ts",
  "server/platform/audit/audit.test.ts",
  "server/platform/audit/audited-writes.test.ts",
  "server/platform/auth/auth.test.ts",
  "server/resources/college-pages/college-pages.test.ts",
  "server/resources/college-pages/page-drafts.test.ts",
  "server/resources/committees/committees.test.ts",
  "server/platform/db/transaction.test.ts",
  "server/resources/events/events.test.ts",
  "server/resources/faculty/faculty.test.ts",
  "server/resources/governing-body/governing-body.test.ts",
  "server/resources/grievances/grievances.test.ts",
  "server/resources/holidays/holidays.test.ts",
  "server/platform/http/hostile-input.test.ts",
  "server/platform/mail/mail-outbox.test.ts",
  "server/resources/news/news.test.ts",
  "server/resources/notices/notices.test.ts",
  "server/platform/rate-limit/rate-limits.test.ts",
  "server/resources/privacy/privacy-requests.test.ts",
  "server/platform/search/search.test.ts",
  "server/resources/settings/settings.test.ts",
];

export default defineConfig({
  test: {
    // A worker per core (Vitest's default leaves one idle): a file spends much of its time waiting on
    // the test PostgreSQL server, a spawned server process or the disk, so two files fill two cores.
    maxWorkers: "100%",
    // Each test file runs in a worker thread of its own, with its own modules, as in a process of its
    // own, but what a process holds whatever runs in it is made once for all: the native modules
    // (sharp, Argon2) and PGlite's WebAssembly, compiled once instead of in every file. A file that
    // starts an app takes about 1.5 s less CPU than in a child process; 12% less over the suite.
    // heavy-downloads.test.ts measures its own thread's CPU time, not the process's, for that.
    pool: "threads",
    projects: [
      {
        test: { name: "unit", include: ["common/**/*.test.ts", "app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "scripts/**/*.test.ts"] },
      },
      {
        test: {
          name: "pglite",
          include: serverTests,
          exclude: sharedPostgresTests,
          env: { TEST_DATABASE: "pglite" },
          ...sharedModules,
          globalSetup: ["tests/support/pglite-template-setup.ts"],
          testTimeout: serverTestTimeout,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: "postgres",
          include: [...databaseTests, ...sharedPostgresTests],
          env: { TEST_DATABASE: "postgres" },
          ...sharedModules,
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          testTimeout: serverTestTimeout,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
