import net from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export const SMTP_USER = { username: "mailer", password: "smtp secret" };

export { freePort } from "./free-port";

export const smtpUrl = (port: number) =>
  `smtp://${SMTP_USER.username}:${encodeURIComponent(SMTP_USER.password)}@127.0.0.1:${port}`;

/**
 * A real SMTP server (the `smtp-server` package) on the loopback address: it checks the
 * credentials, and keeps every message it accepted, parsed. The recipients `refuseRecipients`
 * names are refused for good (550), as a server refuses a mailbox it does not have.
 */
export async function startSmtpServer(port = 0, { refuseRecipients = (_address: string): boolean => false } = {}) {
  const messages: ParsedMail[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const valid = auth.username === SMTP_USER.username && auth.password === SMTP_USER.password;
      callback(valid ? null : new Error("Invalid username or password"), valid ? { user: auth.username } : undefined);
    },
    onRcptTo(address, _session, callback) {
      if (!refuseRecipients(address.address)) return callback();
      const error = Object.assign(new Error(`Mailbox ${address.address} unknown`), { responseCode: 550 });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          for (const waiter of waiting.filter((entry) => messages.length >= entry.count)) waiter.resolve();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  /** Resolves once `count` messages have arrived in all. */
  const waitForMessages = (count: number) => {
    if (messages.length >= count) return Promise.resolve();
    return new Promise<void>((resolve) => waiting.push({ count, resolve }));
  };
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    messages,
    waitForMessages,
    /** Resolves with the first message to `address`, once it has arrived. */
    async messageTo(address: string): Promise<ParsedMail> {
      const find = () => messages.find((mail) => (mail.to as { text: string } | undefined)?.text === address);
      let found = find();
      while (!found) {
        await waitForMessages(messages.length + 1);
        found = find();
      }
      return found;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts connections and then says nothing, like a mail server that hangs. */
export async function startSilentServer(port = 0) {
  const sockets = new Set<net.Socket>();
  let markConnected = () => {};
  const connected = new Promise<void>((resolve) => (markConnected = resolve));
  const server = net.createServer((socket) => {
    sockets.add(socket);
    markConnected();
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** Resolves once a client has connected. */
    connected: () => connected,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
