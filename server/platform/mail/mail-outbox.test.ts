import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { freePort, smtpUrl, startSilentServer, startSmtpServer } from "../../../tests/support/smtp-test-server";
import { grievance } from "../../../tests/support/json-write-routes";
import { dumpDatabase } from "../backup/database-dump";
import { MAX_ATTEMPTS, retryDelayMs } from "./mail-outbox";
import { describeAboveTheDatabase, itAboveTheDatabase } from "../../../tests/support/database-subject";

const APP_START_TIMEOUT = 120_000;
const OFFICE = "office.inbox@college.example";
const MINUTE_MS = 60_000;

const application = (email: string) => ({
  name: "स्नेहल गायकवाड",
  email,
  mobile: "9876543210",
  education: "12th Science (PCB)",
  tenthPercentage: 86.4,
  tenthPassingYear: 2021,
  tenthSchoolName: "Zilla Parishad High School, Sinnar",
  twelfthPercentage: 78.25,
  twelfthPassingYear: 2023,
  twelfthCollegeName: "Janata Junior College, Niphad",
  programme: "bpharm",
});

/** What a test started for itself, closed after it: its app first (its outbox may be talking to a server), then the servers. */
let ownApp: TestApp | undefined;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await ownApp?.close();
  ownApp = undefined;
  for (const close of closers.splice(0).reverse()) await close();
});

async function appWithMail(port: number, env: Record<string, string> = {}) {
  return createTestApp({
    SMTP_URL: smtpUrl(port),
    PUBLIC_URL: "https://college.example",
    MAIL_FROM: "Admissions <admissions@college.example>",
    ...env,
  });
}

/** An app of the test's own, mailing through `port`. */
async function ownAppWithMail(port: number) {
  ownApp = await appWithMail(port);
  return ownApp;
}

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
type Mailing = { smtp: SmtpServer; app: TestApp };
/**
 * A mail server and an app mailing through it, shared by the tests that look only at their own
 * applicants' messages and outbox rows (see `ownMail`); each applicant has an email of its own.
 */
function sharedMailing(start: () => Promise<Mailing>) {
  let mailing: Mailing | undefined;
  beforeAll(async () => {
    mailing = await start();
  }, APP_START_TIMEOUT);
  afterAll(async () => {
    await mailing?.app.close();
    await mailing?.smtp.close();
  });
  return () => mailing!;
}

/** The server takes every message, and the office is told of each application; behind a proxy (X-Forwarded-Host is believed for the request's host). */
const takingAll = sharedMailing(async () => {
  const smtp = await startSmtpServer();
  return { smtp, app: await appWithMail(smtp.port, { ADMISSIONS_NOTIFY_EMAIL: OFFICE, TRUST_PROXY: "1" }) };
});
/** The server refuses for good the mailboxes named `unknown.…`; the office is not told of applications. */
const refusingUnknown = sharedMailing(async () => {
  const smtp = await startSmtpServer(0, { refuseRecipients: (address) => address.startsWith("unknown.") });
  return { smtp, app: await appWithMail(smtp.port) };
});

/**
 * What a mailing's server received and its outbox queued from the moment this is called: every
 * earlier test's mail has arrived by then, since each waits for its own.
 */
async function ownMail({ smtp, app }: Mailing) {
  const received = smtp.messages.length;
  const queued = (await outbox(app).listMail()).at(-1)?.id ?? 0;
  return {
    /** The messages the server received since, once `count` of them have arrived. */
    async messages(count?: number) {
      if (count !== undefined) await smtp.waitForMessages(received + count);
      return smtp.messages.slice(received);
    },
    /** The outbox's rows queued since, oldest first. */
    rows: async () => (await outbox(app).listMail()).filter((row) => row.id > queued),
  };
}

async function submit(app: TestApp, email: string, headers: Record<string, string> = {}) {
  const response = await app.app.inject({ method: "POST", url: "/api/admissions/apply", payload: application(email), headers });
  expect(response.statusCode).toBe(201);
  return response.json() as { applicationNumber: string; receiptUrl: string };
}

const outbox = (app: TestApp) => app.app.services.mailOutbox!;
const recipientOf = (mail: { to?: unknown }) => (mail.to as { text: string }).text;

describe("mail through the outbox, against a real SMTP server", () => {
  it(
    "sends the applicant's confirmation and the office's notice once each, with the number and the receipt",
    async () => {
      const { app } = takingAll();
      const mine = await ownMail(takingAll());

      const answer = await submit(app, "snehal@mail.example");
      await mine.messages(2);
      await outbox(app).whenIdle();
      // Nothing is left to send, now or later.
      expect(await outbox(app).deliverDue(new Date(Date.now() + 24 * 60 * MINUTE_MS))).toBe(0);
      const messages = await mine.messages();
      expect(messages).toHaveLength(2);

      const confirmation = messages.find((mail) => recipientOf(mail) === "snehal@mail.example")!;
      expect(confirmation.from?.text).toBe('"Admissions" <admissions@college.example>');
      expect(confirmation.subject).toContain(answer.applicationNumber);
      expect(confirmation.text).toContain("Dear स्नेहल गायकवाड,");
      expect(confirmation.text).toContain(`Your application number: ${answer.applicationNumber}`);
      expect(confirmation.text).toContain(`https://college.example${answer.receiptUrl}`);
      expect(confirmation.text).toContain("Programme: B.Pharm");
      const notice = messages.find((mail) => recipientOf(mail) === OFFICE)!;
      expect(notice.subject).toBe(`New application ${answer.applicationNumber}: स्नेहल गायकवाड`);
      expect(notice.text).toContain("Mobile: 9876543210");
      expect(notice.text).toContain("https://college.example/admin/admissions");

      const mail = await mine.rows();
      expect(mail.map((row) => ({ to: row.recipient, attempts: row.attempts, sent: row.sentAt !== null }))).toEqual([
        { to: "snehal@mail.example", attempts: 1, sent: true },
        { to: OFFICE, attempts: 1, sent: true },
      ]);
    },
    APP_START_TIMEOUT,
  );

  itAboveTheDatabase(
    "links only to PUBLIC_URL, whatever host the request names",
    async () => {
      // Behind a proxy, X-Forwarded-Host is believed for the request's host too.
      const { app } = takingAll();
      expect(app.config.trustedProxies).toBe(1);
      const mine = await ownMail(takingAll());

      const answer = await submit(app, "meera@mail.example", { host: "evil.example", "x-forwarded-host": "evil.example" });
      const messages = await mine.messages(2);
      for (const mail of messages) expect(mail.text).not.toContain("evil.example");
      expect(messages.find((mail) => recipientOf(mail) === OFFICE)?.text).toContain(
        "Review it in the back office: https://college.example/admin/admissions",
      );
      expect(messages.find((mail) => recipientOf(mail) === "meera@mail.example")?.text).toContain(
        `https://college.example${answer.receiptUrl}`,
      );
    },
    APP_START_TIMEOUT,
  );

  itAboveTheDatabase(
    "queues nothing for the office without ADMISSIONS_NOTIFY_EMAIL, and nothing for a refused application",
    async () => {
      const { app } = refusingUnknown();
      const mine = await ownMail(refusingUnknown());
      await submit(app, "asha@mail.example");
      const duplicate = await app.app.inject({ method: "POST", url: "/api/admissions/apply", payload: application("ASHA@mail.example") });
      expect(duplicate.statusCode).toBe(409);
      await outbox(app).whenIdle();
      expect((await mine.rows()).map((row) => row.recipient)).toEqual(["asha@mail.example"]);
      expect((await mine.messages()).map(recipientOf)).toEqual(["asha@mail.example"]);
    },
    APP_START_TIMEOUT,
  );

  it(
    "answers at once while the mail server is down, and sends once it is back, once",
    async () => {
      const port = await freePort();
      const app = await ownAppWithMail(port);

      const answer = await submit(app, "rohan@mail.example");
      await outbox(app).whenIdle();
      const [failed] = await outbox(app).listMail();
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, abandonedAt: null });
      expect(failed!.lastError).not.toBe("");
      // Tried again after the back-off, not before.
      const retryAt = failed!.nextAttemptAt.getTime();
      expect(retryAt).toBeGreaterThan(Date.now());
      expect(await outbox(app).deliverDue(new Date(retryAt - 1000))).toBe(0);

      const smtp = await startSmtpServer(port);
      closers.push(smtp.close);
      // Two workers at once (two instances, or the timer and a wake-up): the message goes out once.
      const tried = await Promise.all([outbox(app).deliverDue(new Date(retryAt)), outbox(app).deliverDue(new Date(retryAt))]);
      expect(tried.sort()).toEqual([0, 1]);
      expect(smtp.messages.map(recipientOf)).toEqual(["rohan@mail.example"]);
      expect(smtp.messages[0]!.subject).toContain(answer.applicationNumber);
      const [sent] = await outbox(app).listMail();
      expect(sent).toMatchObject({ attempts: 2, lastError: "" });
      expect(sent!.sentAt).not.toBeNull();
      expect(await outbox(app).deliverDue(new Date(retryAt + 24 * 60 * MINUTE_MS))).toBe(0);
      expect(smtp.messages).toHaveLength(1);
    },
    APP_START_TIMEOUT,
  );

  it(
    "never makes a submission wait for a mail server that accepts the connection and then hangs",
    async () => {
      const silent = await startSilentServer();
      closers.push(silent.close);
      const app = await ownAppWithMail(silent.port);

      await submit(app, "hang@mail.example");
      await silent.connected();
      // The answer came, and the outbox is connected and still waiting for the server's greeting.
      const [waiting] = await outbox(app).listMail();
      expect(waiting).toMatchObject({ attempts: 1, sentAt: null, abandonedAt: null, lastError: "" });
      await silent.close();
      await outbox(app).whenIdle();
      const [failed] = await outbox(app).listMail();
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, abandonedAt: null });
    },
    APP_START_TIMEOUT,
  );

  it(
    "gives a message up when the server refuses it for good (5xx), without retrying",
    async () => {
      const { app } = refusingUnknown();
      const mine = await ownMail(refusingUnknown());
      await submit(app, "unknown.given.up@mail.example");
      await outbox(app).whenIdle();
      const [given] = await mine.rows();
      expect(given).toMatchObject({ attempts: 1, sentAt: null });
      expect(given!.abandonedAt).not.toBeNull();
      expect(await outbox(app).deliverDue(new Date(Date.now() + 7 * 24 * 60 * MINUTE_MS))).toBe(0);
    },
    APP_START_TIMEOUT,
  );
});

/** Every row of every table, as a backup holds them, as one text to search. */
const everyRow = async (app: TestApp) => JSON.stringify((await dumpDatabase(app.app.database)).tables);
/** The secret at the end of a link. */
const secretOf = (link: string) => link.split("/").at(-1)!;

describe("what the database keeps of a link once its message has gone", () => {
  it(
    "no table holds a receipt's or a grievance status page's secret after sending; a sent message keeps its recipient, subject and times",
    async () => {
      const { app } = takingAll();
      const mine = await ownMail(takingAll());
      const receipt = secretOf((await submit(app, "snehal.secrets@mail.example")).receiptUrl);
      const filed = await app.app.inject({ method: "POST", url: "/api/grievances", payload: { ...grievance(), email: "student@mail.example" } });
      expect(filed.statusCode, filed.body).toBe(201);
      const status = secretOf(filed.json<{ statusUrl: string }>().statusUrl);
      const messages = await mine.messages(3);
      await outbox(app).whenIdle();
      // The links did reach their families, by mail.
      const sentTexts = messages.map((mail) => mail.text ?? "").join("\n");
      expect(sentTexts).toContain(receipt);
      expect(sentTexts).toContain(status);

      const stored = await everyRow(app);
      expect(stored).not.toContain(receipt);
      expect(stored).not.toContain(status);
      const sent = await mine.rows();
      expect(sent.map(({ recipient, subject, body, sentAt }) => ({ recipient, subject, body, sent: sentAt !== null }))).toEqual(
        messages.map((mail) => ({ recipient: recipientOf(mail), subject: mail.subject, body: "", sent: true })),
      );
    },
    APP_START_TIMEOUT,
  );

  it(
    "nor after a message is given up",
    async () => {
      const { app } = refusingUnknown();
      const mine = await ownMail(refusingUnknown());
      const receipt = secretOf((await submit(app, "unknown.secret@mail.example")).receiptUrl);
      await outbox(app).whenIdle();
      const [given] = await mine.rows();
      expect(given).toMatchObject({ recipient: "unknown.secret@mail.example", body: "", sentAt: null, abandonedAt: expect.any(Date) });
      expect(await everyRow(app)).not.toContain(receipt);
    },
    APP_START_TIMEOUT,
  );
});

describeAboveTheDatabase("without SMTP_URL", () => {
  it(
    "queues no mail at all",
    async () => {
      ownApp = await createTestApp();
      expect(ownApp.app.services.mailOutbox).toBeUndefined();
      await submit(ownApp, "quiet@mail.example");
    },
    APP_START_TIMEOUT,
  );
});

describeAboveTheDatabase("retryDelayMs", () => {
  it("doubles from one minute up to six hours, and a message is tried at most MAX_ATTEMPTS times", () => {
    expect([1, 2, 3, 4, 9, 10, 12].map((attempts) => retryDelayMs(attempts) / MINUTE_MS)).toEqual([1, 2, 4, 8, 256, 360, 360]);
    expect(MAX_ATTEMPTS).toBe(12);
  });
});
