/**
 * What a change of the login date does (SPEC.md sections 3 and 9): loginDate in local and session
 * storage, then the accounting period of the organisation for that date reloaded from
 * GET /htservice/org/selectLoginDatePeriod and kept in session storage as loginPeriod (removed when the
 * date has none). The bus says `login-date:changed`, so the shell's session model follows.
 */
import type { AccountingPeriod } from '../../server/contracts/org';
import { bus } from '../../src/lib/bus';
import { localCache, sessionCache } from '../../src/lib/storage';
import { tokenFetch, type TokenFetch } from '../../src/lib/token-fetch';

export async function changeLoginDate(options: TokenFetch & { orgId: number }, loginDate: string): Promise<AccountingPeriod | null> {
  localCache.set('loginDate', loginDate);
  sessionCache.set('loginDate', loginDate);
  const reply = await tokenFetch<{ data: AccountingPeriod | null }>(options, '/htservice/org/selectLoginDatePeriod', { query: { orgId: options.orgId, loginDate } }).catch(() => null);
  const period = reply?.data ?? null;
  if (period) sessionCache.setJSON('loginPeriod', period);
  else sessionCache.remove('loginPeriod');
  bus.emit('login-date:changed', { loginDate, period });
  return period;
}
