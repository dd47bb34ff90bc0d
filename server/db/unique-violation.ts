const UNIQUE_VIOLATION = "23505";

/**
 * Whether a query failed on a unique index: the database, not an earlier check, decides between
 * two writes racing for one value. pg throws the database error itself; Drizzle wraps PGlite's
 * (and newer pg ones) in `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
