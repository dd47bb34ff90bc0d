import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, signInTo, startBuiltServer, type BuiltServer } from "../../../tests/support/built-server";
import { copyMigratedDatabase } from "../../../tests/support/embedded-data-dir";
import { sampleApplication } from "../../../tests/support/sample-application";
import { buildApp } from "../../app";
import { parseConfig } from "../../config";
import { ERASED } from "./personal-data.repository";

/**
 * The server, started as `npm start` starts it on the embedded database, erases the 30 applications
 * of one requester, then another's, and is killed with SIGKILL at a random moment of a third's
 * erasure; once the site is started again on the same data folder, each of the 120 applications of four requesters
 * is either exactly as it was or erased in every personal field, never half: the third's 30 went
 * together or not at all, with the activity log's entry or without it, and if the server had
 * answered 200, they went. Nobody else's changed. The kill needs a process of its own; the start
 * after it is the app as that server builds it, asked through app.inject.
 */

const ADMIN = { username: "admin", password: "erasure crash test password" };
const REQUESTERS = 4;
const APPLICATIONS_EACH = 30;
const PERSONAL_FIELDS = ["name", "email", "mobile", "education", "tenthSchoolName", "twelfthCollegeName"] as const;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-erasure-crash-"));
// The database a first start would create, ready: the subject is what the server keeps once it runs.
copyMigratedDatabase(dataDir);
/** The site on the embedded database in the test's data folder, whichever database the test run itself uses. */
const env = {
  DATA_DIR: dataDir,
  SAMPLE_CONTENT: "0",
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: "warn",
  // Each application comes from an address of its own, so the per-address limit stays out of it.
  TRUST_PROXY: "1",
};
/** The server the test kills, stopped here too should the test end before its kill. */
let killed: BuiltServer | undefined;
afterAll(async () => {
  await killed?.stop("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Application = { _id: string } & Record<string, unknown>;
type Requester = { requestId: string; requestNumber: string; applicationIds: string[] };

/** Requester `index`'s family: 30 applications, with mobile numbers of their own, so no other requester's case finds them. */
const familyOf = (index: number) =>
  Array.from({ length: APPLICATIONS_EACH }, (_, serial) => ({
    ...sampleApplication,
    name: `Applicant ${index}-${serial}`,
    email: `family.${index}@mail.example`,
    mobile: `9${index}${String(serial).padStart(8, "0")}`,
    tenthSchoolName: `Zilla Parishad School ${index}-${serial}`,
    twelfthCollegeName: `Junior College ${index}-${serial}`,
  }));

describe("a server killed while it erases personal data", () => {
  it("leaves each record whole or erased in every personal field, and a requester's records together", { timeout: 300_000 }, async () => {
    const server = await startBuiltServer(await freePort(), env);
    killed = server;
    const headers = await signInTo(server, ADMIN);
    let sent = 0;
    const call = (method: string, url: string, body?: unknown) =>
      fetch(`${server.url}${url}`, {
        method,
        headers: { ...headers, "content-type": "application/json", "x-forwarded-for": `198.51.100.${(++sent % 250) + 1}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    async function json<T>(method: string, url: string, body?: unknown): Promise<T> {
      const response = await call(method, url, body);
      expect(response.ok, `${method} ${url}: ${response.status}`).toBe(true);
      return (await response.json()) as T;
    }

    const requesters: Requester[] = [];
    for (let index = 0; index < REQUESTERS; index++) {
      await Promise.all(familyOf(index).map((application) => json("POST", "/api/admissions/apply", application)));
      const { requestNumber } = await json<{ requestNumber: string }>("POST", "/api/privacy-requests", {
        name: `Parent ${index}`,
        email: `family.${index}@mail.example`,
        mobile: `8${index}00000000`,
        kind: "erasure",
        details: "Please erase every application of my family.",
      });
      const list = await json<{ _id: string; requestNumber: string }[]>("GET", "/api/admin/privacy-requests");
      const requestId = list.find((summary) => summary.requestNumber === requestNumber)!._id;
      const { matches } = await json<{ matches: { _id: string }[] }>("GET", `/api/admin/privacy-requests/${requestId}`);
      expect(matches).toHaveLength(APPLICATIONS_EACH);
      requesters.push({ requestId, requestNumber, applicationIds: matches.map((match) => match._id) });
    }
    const before = new Map((await json<Application[]>("GET", "/api/admin/admissions")).map((application) => [application._id, application]));
    expect(before.size).toBe(REQUESTERS * APPLICATIONS_EACH);

    const erase = (requester: Requester) =>
      call("POST", `/api/admin/privacy-requests/${requester.requestId}/erase`, { records: requester.applicationIds.map((_id) => ({ kind: "application", _id })) });
    const [first, second, third] = requesters as [Requester, Requester, Requester, ...Requester[]];
    // Two erasures run to their end; the second, on warm code, says how long one takes.
    expect((await erase(first)).status).toBe(200);
    const started = performance.now();
    expect((await erase(second)).status).toBe(200);
    const erasureMs = performance.now() - started;

    // The third is killed at a random moment of that time or a little after: before its transaction, in it, or once it is kept.
    const killAfterMs = Math.random() * erasureMs * 1.25;
    let answered = false;
    const erasing = erase(third).then(
      (response) => (answered = response.status === 200),
      () => false,
    );
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    await server.stop("SIGKILL");
    await erasing;

    const again = await buildApp(parseConfig(env));
    try {
      const login = await again.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
      const asAdmin = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
      const after = (await again.inject({ url: "/api/admin/admissions", headers: asAdmin })).json<Application[]>();
      expect(after.map((application) => application._id).sort()).toEqual([...before.keys()].sort());
      const erased = new Set<string>();
      const halfErased = [];
      for (const application of after) {
        const was = before.get(application._id)!;
        const wasErased = { ...was, ...Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, ERASED])) };
        if (JSON.stringify(application) === JSON.stringify(wasErased)) erased.add(application._id);
        else if (JSON.stringify(application) !== JSON.stringify(was)) halfErased.push({ was, is: application });
      }
      expect(halfErased).toEqual([]);

      const entries = (await again.inject({ url: "/api/admin/audit?limit=200", headers: asAdmin })).json<{ action: string; recordId: string | null }[]>();
      const outcomes = requesters.map((requester) => ({
        requester: requester.requestNumber,
        erased: requester.applicationIds.filter((id) => erased.has(id)).length,
        logged: entries.some((entry) => entry.action === "erase" && entry.recordId === requester.requestId),
      }));
      const killedErased = outcomes[2]!.erased === APPLICATIONS_EACH;
      const context = `killed ${Math.round(killAfterMs)} ms into an erasure of about ${Math.round(erasureMs)} ms, ${answered ? "after" : "before"} its answer`;
      // Those erased before are erased, the last is whole, and the one killed is one or the other, whole: each with its activity log entry or none.
      expect(outcomes, context).toEqual([
        { requester: first.requestNumber, erased: APPLICATIONS_EACH, logged: true },
        { requester: second.requestNumber, erased: APPLICATIONS_EACH, logged: true },
        { requester: third.requestNumber, erased: killedErased ? APPLICATIONS_EACH : 0, logged: killedErased },
        { requester: requesters[3]!.requestNumber, erased: 0, logged: false },
      ]);
      // An erasure answered 200 was kept through the kill.
      if (answered) expect(killedErased, context).toBe(true);
    } finally {
      await again.close();
    }
  });
});
