import { z } from "./zod";
import { requiredText } from "./fields";

export const LoginSchema = z.object({
  username: requiredText("Username", 64),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(256, "Password must be at most 256 characters"),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export type AdminUser = { _id: string; username: string };
