/**
 * Whether a failed statement broke a unique constraint, on either engine. A "check, then insert"
 * can still lose a race to another request; the unique index is the real guard, and its violation
 * is the caller's conflict (409), not a server error.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; PostgreSQL: SQLSTATE 23505 unique_violation.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
