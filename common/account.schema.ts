import { z } from "./zod";
import { MAX_PASSWORD_LENGTH, typedPassword } from "./auth.schema";
import { describeFields, requiredText } from "./fields";
import { roleDescriptions, roleNames, ROLES, type Role } from "./roles";

/**
 * The rules for a password that is being set: at least 12 characters, not the username, not one
 * of the most common passwords. The browser checks the length; the server checks all three (the
 * common list stays on the server, see server/platform/auth/password-rules.ts). Passwords set earlier are not checked again at sign-in.
 */
export const MIN_PASSWORD_LENGTH = 12;

/** The rules in a clerk's words, beside every field that sets a password. */
export const PASSWORD_RULES_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, not the username, and not a common password. A few ordinary words make a good one.`;

export function newPassword(label: string) {
  return typedPassword(label).refine(
    (value) => value.length >= MIN_PASSWORD_LENGTH,
    `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`,
  );
}

/** A new account's fields, as the Users screen asks for them. */
export const newUserFields = describeFields({
  username: { label: "Username", max: 64, hint: "Letters, digits, dots, dashes or underscores, e.g. office.clerk" },
  password: { label: "Password", input: "password", autoComplete: "new-password", max: MAX_PASSWORD_LENGTH, hint: PASSWORD_RULES_HINT },
  role: {
    label: "Role",
    input: "select",
    options: ROLES.map((role) => ({ value: role, label: roleNames[role] })),
    hint: "What the account may do; it can be changed later. " + ROLES.map((role) => `${roleNames[role]}: ${roleDescriptions[role]}.`).join(" "),
  },
});

/** The same names `ADMIN_USERNAME` accepts: they appear in the audit log and must be easy to read. */
export const usernameField = requiredText(newUserFields.username).regex(
  /^[A-Za-z0-9._-]{3,64}$/,
  "Username must be 3 to 64 letters, digits, dots, dashes or underscores",
);

export const PasswordChangeSchema = z.object({
  currentPassword: typedPassword("Current password"),
  newPassword: newPassword("New password"),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

export const roleField = z.enum(ROLES, { error: `${newUserFields.role.label} must be one of ${ROLES.join(", ")}` });

/** A new account; without a role it is an administrator, as every account was before roles. */
export const NewUserSchema = z.object({
  username: usernameField,
  password: newPassword(newUserFields.password.label),
  role: roleField.default("administrator"),
});
export type NewUser = z.infer<typeof NewUserSchema>;

export const RoleChangeSchema = z.object({ role: roleField });
export type RoleChange = z.infer<typeof RoleChangeSchema>;

/** An account as the users list shows it. */
export type UserAccount = { _id: string; username: string; role: Role; createdAt: string; lastLoginAt: string | null };

/** One of the signed-in admin's sessions; `current` marks the one the request came with. */
export type AccountSession = { _id: string; createdAt: string; lastUsedAt: string; userAgent: string; current: boolean };
