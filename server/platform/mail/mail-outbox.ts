import type { FastifyBaseLogger } from "fastify";
import type { MailConfig } from "../../config";
import type { OutboxRepository, QueuedMail } from "./outbox.repository";

/** What the outbox needs of a mail transport: nodemailer's `sendMail`. */
export type MailTransport = { sendMail: (message: { from: string; to: string; subject: string; text: string; messageId: string }) => Promise<unknown> };

const MINUTE_MS = 60_000;
/** A message being sent is not due for anyone else for this long; a worker that died mid-send gives it back then. */
export const SEND_LEASE_MS = 5 * MINUTE_MS;
/** How often a running outbox looks for due messages, besides being woken by new ones. */
const POLL_INTERVAL_MS = MINUTE_MS;
/** After this many failed attempts (about a day and a half of back-off) a message is given up. */
export const MAX_ATTEMPTS = 12;

/** Back-off after the n-th failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE_MS * 2 ** (attempts - 1), 6 * 60 * MINUTE_MS);
}

/** A 5xx SMTP reply (unknown mailbox, refused sender) will be the same next time; anything else may pass later. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * Timeouts far below nodemailer's defaults (2 minutes to connect, 10 of silence): a server that
 * hangs frees the worker soon, and the message is simply tried again later. nodemailer is loaded
 * with the first message, so a server that sends none (no SMTP_URL) never holds it.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transport: Promise<MailTransport> | undefined;
  const open = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    ));
  return { sendMail: async (message) => (await open()).sendMail(message) };
}

type OutboxOptions = {
  repository: OutboxRepository;
  transport: MailTransport;
  config: Pick<MailConfig, "from">;
  log: OutboxLog;
};

/**
 * Sends the queued mail. Submissions only write to the outbox table; sending happens here, after
 * they have answered, so a slow or dead mail server never fails or delays one. Each message is
 * claimed before it is sent and marked sent right after, so it goes out once, also with several
 * server instances; failures are retried with growing pauses.
 */
/** Where the outbox reports: the server's log, or the console of a command-line tool. */
export type OutboxLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

export function createMailOutbox({ repository, transport, config, log }: OutboxOptions) {
  const domain = /@([^>\s]+)>?$/.exec(config.from)?.[1] ?? "localhost";
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let wakeAgain = false;
  let stopped = true;

  async function send(mail: QueuedMail, now: Date) {
    let failure: unknown = null;
    try {
      await transport.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        // The same id on every attempt, so a receiving server can tell a repeat from a new message.
        messageId: `<outbox-${mail.id}@${domain}>`,
      });
    } catch (error) {
      failure = error ?? new Error("unknown failure");
    }
    if (!failure) {
      await repository.markSent(mail.id, new Date());
      log.info({ mailId: mail.id, attempts: mail.attempts }, "mail sent");
      return;
    }
    const message = failure instanceof Error ? failure.message : String(failure);
    const giveUp = isPermanent(failure) || mail.attempts >= MAX_ATTEMPTS;
    const retryAt = giveUp ? null : new Date(now.getTime() + retryDelayMs(mail.attempts));
    await repository.markFailed(mail.id, message.slice(0, 500), retryAt, new Date());
    // The log names the failure by its codes only: a server's message may quote the recipient's address.
    const { code, responseCode } = failure as { code?: unknown; responseCode?: unknown };
    log.warn({ mailId: mail.id, attempts: mail.attempts, retryAt, code, responseCode }, giveUp ? "mail given up" : "mail not sent; will retry");
  }

  /** Sends every message due at `now`, one after another; answers how many were tried. */
  async function deliverDue(now = new Date()): Promise<number> {
    let tried = 0;
    for (;;) {
      const mail = await repository.claimDue(now, new Date(now.getTime() + SEND_LEASE_MS));
      if (!mail) return tried;
      tried += 1;
      await send(mail, now);
    }
  }

  /** One delivery round at a time; a wake-up during a round asks for another one after it. */
  function runRound() {
    if (running) {
      wakeAgain = true;
      return running;
    }
    running = deliverDue()
      .catch((error: unknown) => {
        log.error({ err: error }, "the mail outbox could not be read");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (wakeAgain && !stopped) {
          wakeAgain = false;
          void runRound();
        }
      });
    return running;
  }

  return {
    deliverDue,

    /** Every queued message with its state, oldest first. */
    listMail: () => repository.listMail(),

    /** Starts sending in the background: now, every minute, and whenever `wake` is called. */
    start() {
      stopped = false;
      const tick = () => {
        void runRound();
        timer = setTimeout(tick, POLL_INTERVAL_MS);
        timer.unref();
      };
      tick();
    },

    /** New mail was queued (and committed): send it soon, without making the caller wait. */
    wake() {
      if (!stopped) void runRound();
    },

    /** Resolves once no delivery round is running (nor asked for), e.g. after a `wake`. */
    async whenIdle() {
      while (running) await running;
    },

    /** Stops the background sending and waits for a message in flight. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await this.whenIdle();
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
