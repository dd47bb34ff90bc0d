/**
 * What the token of a secret link looks like — a receipt's, a grievance's or a privacy request's
 * status page, a confirmation: 32 random bytes in base64url. Any other text names nothing and is
 * never looked up.
 */
export const isSecretToken = (text: string) => /^[A-Za-z0-9_-]{43}$/.test(text);
