import { z } from "./zod";
import { hasControlCharacter, requiredText } from "./fields";
import type { Role } from "./roles";

/** The longest password the back office takes. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * A password as typed. Not trimmed: spaces may be part of a password. Control characters
 * cannot be typed, so they are refused.
 */
export function typedPassword(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(1, { error: `${label} is required`, abort: true })
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .refine((value) => !hasControlCharacter(value), `${label} contains a character that is not allowed`);
}

export const LoginSchema = z.object({
  username: requiredText("Username", 64),
  password: typedPassword("Password"),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** A signed-in account: who, and what their role lets them do. */
export type AdminUser = { _id: string; username: string; role: Role };
