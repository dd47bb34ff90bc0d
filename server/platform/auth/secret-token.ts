import { createHash, randomBytes } from "node:crypto";

/**
 * The tokens of secret links and sessions: 256 random bits, of which only the sha256 is stored,
 * so neither a look at a table nor a backup gives a link or a session out again.
 */
export const newSecretToken = () => randomBytes(32).toString("base64url");

/** What is stored of a token, and what a token is looked up by. */
export const hashOfSecretToken = (token: string) => createHash("sha256").update(token).digest("hex");
