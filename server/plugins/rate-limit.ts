/**
 * Brute-force limits (DESIGN.md section 5), kept in the database so every server process shares them.
 * - Account: 10 consecutive wrong passwords (sign-in or lock screen) lock the account for 15 minutes
 *   (users.failed_count / locked_until, see routes/auth.ts and routes/lock-screen.ts).
 * - Address: 50 failures per IP in a sliding 15 minutes answer 429, against spraying one password
 *   across many accounts. Sign-in failures and anonymous 'Error' login-log posts have a budget each
 *   (`kind`), so the shell's own Error post after a failed sign-in does not halve the sign-in budget.
 *   Self-registration has its own budget, spent by every attempt (routes/register.ts).
 * - Names without an account lock exactly like accounts (name_lockouts, migration 0026): otherwise the
 *   423 after ten failures would tell an attacker which names are real.
 */
import type { Context } from 'hono';
import type { Deps } from '../context.js';
import { HttpError } from '../errors.js';
import { MINUTE } from '../lib/time.js';

const ACCOUNT_MAX_FAILURES = 10;
export const ACCOUNT_LOCK_MS = 15 * MINUTE;
export const IP_MAX_FAILURES = 50;
const IP_WINDOW_MS = 15 * MINUTE;

export type FailureKind = 'signin' | 'log' | 'register';

/**
 * Counts one wrong password of an existing account (at sign-in or at the lock screen), locking it
 * at the threshold; answers whether this failure locked it.
 */
export async function countAccountFailure(deps: Deps, userId: number): Promise<boolean> {
  const row = await deps.db
    .updateTable('users')
    .set((eb) => ({ failed_count: eb('failed_count', '+', 1) }))
    .where('user_id', '=', userId)
    .returning('failed_count')
    .executeTakeFirstOrThrow();
  if (row.failed_count < ACCOUNT_MAX_FAILURES) return false;
  await deps.db
    .updateTable('users')
    .set({ failed_count: 0, locked_until: deps.now() + ACCOUNT_LOCK_MS })
    .where('user_id', '=', userId)
    .execute();
  return true;
}

/**
 * The unknown-name twin of an account's lock state: the time `userName` is locked until (null when
 * not locked), clearing a lock that has run out as the account path does.
 */
export async function nameLockedUntil(deps: Deps, userName: string): Promise<number | null> {
  const row = await deps.db.selectFrom('name_lockouts').select('locked_until').where('user_name', '=', userName).executeTakeFirst();
  if (!row || row.locked_until === null) return null;
  if (row.locked_until > deps.now()) return row.locked_until;
  await deps.db.updateTable('name_lockouts').set({ failed_count: 0, locked_until: null }).where('user_name', '=', userName).execute();
  return null;
}

/** Counts one failure of a name without an account, locking it at the same threshold as an account. */
export async function countNameFailure(deps: Deps, userName: string): Promise<boolean> {
  const now = deps.now();
  const row = await deps.db
    .insertInto('name_lockouts')
    .values({ user_name: userName, failed_count: 1, locked_until: null, updated_at: now })
    .onConflict((oc) => oc.column('user_name').doUpdateSet((eb) => ({ failed_count: eb('name_lockouts.failed_count', '+', 1), updated_at: now })))
    .returning('failed_count')
    .executeTakeFirstOrThrow();
  if (row.failed_count < ACCOUNT_MAX_FAILURES) return false;
  await deps.db
    .updateTable('name_lockouts')
    .set({ failed_count: 0, locked_until: now + ACCOUNT_LOCK_MS })
    .where('user_name', '=', userName)
    .execute();
  return true;
}

/** Throws 429 when `ip` has used up its failure budget of `kind` in the window. */
export async function assertIpAllowed(deps: Deps, ip: string, kind: FailureKind): Promise<void> {
  const since = deps.now() - IP_WINDOW_MS;
  const row = await deps.db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('kind', '=', kind)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= IP_MAX_FAILURES) throw new HttpError(429, 'ipLimited', undefined, { minutes: IP_WINDOW_MS / MINUTE });
}

/** Records one failure of `ip`; rows older than the window are pruned now and then to keep the table small. */
export async function recordIpFailure(deps: Deps, ip: string, userName: string, kind: FailureKind): Promise<void> {
  const now = deps.now();
  await deps.db
    .insertInto('login_failures')
    .values({ ip, user_name: userName.slice(0, 64), kind, at: now })
    .execute();
  if (Math.random() < 0.05)
    await deps.db
      .deleteFrom('login_failures')
      .where('at', '<', now - IP_WINDOW_MS)
      .execute();
}

/**
 * The caller's address: behind HT_TRUST_PROXY=1 the last X-Forwarded-For entry (the one our own proxy
 * appended; earlier ones are the client's to invent), else the socket's remote address.
 */
export function socketIp(c: Context, trustProxy: boolean, remote: () => string | undefined): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (forwarded?.length) return forwarded[forwarded.length - 1];
  }
  return remote() ?? 'unknown';
}
