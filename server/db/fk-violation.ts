/**
 * Whether a failed statement broke a foreign key, on either engine: a row of some table (maybe one a
 * later migration adds) still points at what was being deleted. The caller's conflict (409), not ours.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // better-sqlite3: SQLITE_CONSTRAINT_FOREIGNKEY; PostgreSQL: SQLSTATE 23503 foreign_key_violation.
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
