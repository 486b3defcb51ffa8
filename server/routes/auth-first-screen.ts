/**
 * The first signed-in screen, answered with the token (contracts/auth.ts `FirstScreen`): the shell would
 * otherwise ask getInfo, getRouters, the approval menu, the login period, the preferences and the lock
 * time right after the token call, a second wave of six requests before anything signed-in can paint.
 * Each part comes from the same function as its own endpoint's answer, for the session just opened, so
 * the two can never differ; the endpoints keep answering (a reload, scripts).
 */
import type { FirstScreen } from '../contracts/auth.js';
import type { AuthInfo, Deps } from '../context.js';
import { configValue } from '../db/config-values.js';
import type { Lang } from '../i18n.js';
import { formatDate } from '../lib/time.js';
import { LOCK_MINUTES_CONFIG_KEY } from '../../shared/wire-constants.js';
import { approvalMenuOf } from './approval-menu.js';
import { routersOf } from './menu.js';
import { periodHolding } from '../dashboard/period.js';
import { preferencesOf } from './preferences.js';
import { userInfoOf } from './user.js';

export async function firstScreenOf(deps: Pick<Deps, 'db' | 'now'>, auth: AuthInfo, lang: Lang): Promise<FirstScreen> {
  const [info, routers, approvalMenu, loginPeriod, preferences, lockMinutes] = await Promise.all([
    userInfoOf(deps, auth, lang),
    routersOf(deps, auth, lang, formatDate(deps.now())),
    approvalMenuOf(deps, auth),
    periodHolding(deps.db, auth.orgId, auth.session.loginDate),
    preferencesOf(deps, auth.user.userId),
    configValue(deps.db, LOCK_MINUTES_CONFIG_KEY),
  ]);
  return { info, routers: routers.data, approvalMenu, loginPeriod, preferences, lockMinutes: lockMinutes ?? '' };
}
