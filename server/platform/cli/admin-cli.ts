import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { newPassword } from "../../../common/account.schema";
import { isRole, roleNames, ROLES, type Role } from "../../../common/roles";
import { ConfigError, parseConfig } from "../../config";
import { openDatabase } from "../db/database";
import { DataDirLockedError } from "../db/data-dir-lock";
import { HttpError } from "../http/http-error";
import { createServices } from "../../services";
import { createPrivately } from "../storage/private-files";

const usage = [
  "Usage: npm run admin -- password <username>       the new password is asked for, or read from standard input",
  `       npm run admin -- role <username> <role>    the role is one of ${ROLES.join(", ")}`,
].join("\n");

/** Reads the password without echoing it on a terminal; from a pipe, the first line. */
async function readPassword(prompt: string): Promise<string> {
  const interactive = process.stdin.isTTY;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const reader = createInterface({ input: process.stdin, output: interactive ? output : undefined, terminal: interactive });
  if (interactive) process.stdout.write(prompt);
  muted = true;
  const line = await new Promise<string>((resolve) => {
    reader.once("line", resolve);
    reader.once("close", () => resolve(""));
  });
  reader.close();
  if (interactive) process.stdout.write("\n");
  return line;
}

/** The services on the configured database, for one task, closed after it. */
async function withServices(task: (services: ReturnType<typeof createServices>) => Promise<void>) {
  const config = parseConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await task(createServices(database, config));
  } finally {
    await database.close();
  }
}

/** For a college that has locked itself out: any account can be made an administrator again. */
async function setRole(username: string, role: Role) {
  await withServices((services) => services.users.setRoleFromShell(username, role));
  console.log(`"${username}" is now ${roleNames[role]}; their open sessions have the new role at once.`);
}

async function setPassword(username: string) {
  const password = await readPassword(`New password for ${username}: `);
  // The rules of the back office's password forms: the length here, the rest in setPassword.
  const length = newPassword("Password").safeParse(password);
  if (!length.success) {
    console.error(length.error.issues.map((issue) => issue.message).join("\n"));
    process.exit(1);
  }

  await withServices((services) => services.users.setPassword(username, password));
  console.log(`The password of "${username}" is changed; their open sessions are signed out.`);
}

async function main() {
  createPrivately();
  const [command, username, role, ...rest] = process.argv.slice(2);
  if (command === "password" && username && !role) return setPassword(username);
  if (command === "role" && username && isRole(role) && !rest.length) return setRole(username, role);
  console.error(usage);
  process.exit(1);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else if (error instanceof HttpError) console.error([error.message, ...(error.errors ?? [])].join("\n"));
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
