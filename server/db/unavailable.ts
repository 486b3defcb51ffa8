/**
 * Whether an error means "the database cannot be reached right now" rather than "this query is wrong":
 * PostgreSQL restarting or gone (connection refused or reset, SQLSTATE class 08, 57P01–57P03 shutdown and
 * start-up, 53300 too many connections, the pool's connect timeout) or SQLite still locked after its
 * busy timeout. Such a request is answered 503 with Retry-After instead of 500: the caller did nothing
 * wrong, nothing was written (the transaction never committed), and trying again later will work.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);
// node-postgres raises these as plain Errors without a code.
const PG_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /not queryable/, /Client was closed and is not queryable/];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || SQLITE_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (PG_MESSAGES.some((re) => re.test(error.message))) return true;
  // AggregateError of a failed connect to several addresses (localhost resolves to ::1 and 127.0.0.1).
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}
