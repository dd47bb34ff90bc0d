import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { badRequest } from "../http/http-error";

const listPath = path.join(path.dirname(fileURLToPath(import.meta.url)), "common-passwords.txt");

/** Letter case and spaces do not make a common password safer: "Qwerty 123456" is "qwerty123456". */
const normalized = (password: string) => password.toLowerCase().replace(/\s+/g, "");

/** Read on first use (only setting a password needs it), then kept: some 49,000 short strings. */
let commonPasswords: Set<string> | undefined;
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(listPath, "utf8")
      .split("\n")
      // The header's lines start with "# "; a password such as "#name?" does not.
      .filter((line) => line !== "" && line !== "#" && !line.startsWith("# "))
      .map(normalized),
  );
  return commonPasswords.has(normalized(password));
}

/**
 * What is wrong with a new password by the rules only the server can check (the length is
 * checked by the shared schema, `newPassword` in common/account.schema.ts): it must not be the
 * username, nor among the most common passwords. Each problem names the field with `label`.
 */
export function passwordProblems(password: string, username: string, label: string): string[] {
  if (normalized(password) === normalized(username)) return [`${label} must not be the username`];
  if (isCommonPassword(password)) return [`${label} is one of the most commonly used passwords; choose one that is harder to guess`];
  return [];
}

/** A 400 naming the field when the new password breaks a rule. */
export function assertPasswordAllowed(password: string, username: string, label: string) {
  const problems = passwordProblems(password, username, label);
  if (problems.length) throw badRequest("Please choose a different password.", problems);
}
