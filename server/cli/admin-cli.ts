import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { createAuthRepository } from "../auth/auth.repository";
import { createAuthService } from "../auth/auth.service";
import { ConfigError, parseConfig } from "../config";
import { openDatabase } from "../db/database";
import { DataDirLockedError } from "../db/data-dir-lock";
import { createAttemptsRepository } from "../rate-limit/attempts.repository";
import { createRateLimiter } from "../rate-limit/rate-limiter";

const usage = "Usage: npm run admin -- password <username>   (the new password is asked for, or read from standard input)";

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

async function main() {
  const [command, username] = process.argv.slice(2);
  if (command !== "password" || !username) {
    console.error(usage);
    process.exit(1);
  }
  const password = await readPassword(`New password for ${username}: `);
  if (password.length < 10) {
    console.error("The password must be at least 10 characters.");
    process.exit(1);
  }

  const config = parseConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const attempts = createRateLimiter(createAttemptsRepository(database.db));
    await createAuthService(createAuthRepository(database.db), attempts).setPassword(username, password);
    console.log(`The password of "${username}" is changed; their open sessions are signed out.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
