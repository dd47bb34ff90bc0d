import { z } from "./zod";
import { hasControlCharacter, requiredText } from "./fields";

export const LoginSchema = z.object({
  username: requiredText("Username", 64),
  // Not trimmed: spaces may be part of a password. Control characters cannot be typed, so they are refused.
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(256, "Password must be at most 256 characters")
    .refine((value) => !hasControlCharacter(value), "Password contains a character that is not allowed"),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export type AdminUser = { _id: string; username: string };
