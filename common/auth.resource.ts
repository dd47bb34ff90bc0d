/**
 * Signing in and out, and what a signed-in admin does to their own account (password, sessions):
 * the API paths the server's routes and the admin screens share.
 */

/** POST a username and password; the answer carries a token. */
export const loginPath = "/api/auth/login";
/** POST: ends the session whose token is sent. */
export const logoutPath = "/api/auth/logout";
/** GET: the signed-in admin, while the token's session lasts. */
export const sessionCheckPath = "/api/auth/check";
/** PUT the current and a new password. */
export const passwordChangePath = "/api/auth/password";
/** GET: the admin's sessions; DELETE: signs out all of them but the one making the request. */
export const sessionsPath = "/api/auth/sessions";
/** DELETE: signs out one session of the admin's. */
export const sessionPath = (id: string) => `${sessionsPath}/${encodeURIComponent(id)}`;
