const UNIQUE_VIOLATION = "23505";

/**
 * Whether a query failed on a unique index — on `index`, when one is named (a driver that does
 * not say which index counts as a match): the database, not an earlier check, decides between
 * two writes racing for one value. pg throws the database error itself; Drizzle wraps PGlite's
 * (and newer pg ones) in `cause`.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return index === undefined || constraint === undefined || constraint === index;
  }
  return false;
}
