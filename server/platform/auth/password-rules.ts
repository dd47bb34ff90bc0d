import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { badRequest } from "../http/http-error";

const listPath = path.join(path.dirname(fileURLToPath(import.meta.url)), "common-passwords.txt");

/** Letter case and spaces do not make a common password safer: "Qwerty 123456" is "qwerty123456". */
const normalized = (password: string) => password.toLowerCase().replace(/\s+/g, "");

/**
 * Read on first use (only setting a password needs it), then kept: the list as one string, every
 * entry normalized on a line of its own, so that looking a password up is one search in 390 KB
 * (well under a millisecond). A Set of the 49,233 entries took a quarter of a second of CPU to
 * build, at every start with ADMIN_PASSWORD and in every test file.
 */
let commonPasswords: string | undefined;
function isCommonPassword(password: string): boolean {
  commonPasswords ??= `\n${fs
    .readFileSync(listPath, "utf8")
    // The header's lines start with "# "; a password such as "#name?" does not. Empty lines are no entry.
    .replace(/^(?:# .*|#|)(?:\n|$)/gm, "")
    // normalized(), line by line: lower case, and no white space but the line breaks.
    .toLowerCase()
    .replace(/[^\S\n]+/g, "")
    .replace(/\n?$/, "\n")}`;
  return commonPasswords.includes(`\n${normalized(password)}\n`);
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
