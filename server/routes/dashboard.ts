/**
 * `GET /htservice/dashboard/{moduleKey}` (server/contracts/dashboard.ts): the figures of a module's home
 * page for the session's organisation, computed by server/dashboard/<module>.ts. Needs the module among
 * the caller's granted menus (dashboard/access.ts); the blocks inside follow the permissions of the lists
 * they count. Query `loginDate` (YYYY-MM-DD): the business date the shell works on (its date picker),
 * default the session's.
 */
import type { Hono } from 'hono';
import { dashboardGet, type DashboardReply } from '../contracts/dashboard.js';
import type { AppEnv, Deps } from '../context.js';
import { requireDashboardModule } from '../dashboard/access.js';
import { DASHBOARDS } from '../dashboard/registry.js';
import { pickLang, t } from '../i18n.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';

export function mountDashboard(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/dashboard/:moduleKey{[A-Za-z]+}', authenticate(deps), requireDashboardModule(deps.db), contract(dashboardGet), async (c) => {
    const key = c.req.valid('param').moduleKey;
    const { loginDate } = c.req.valid('query');
    const auth = c.var.auth;
    const data = await DASHBOARDS[key]({ deps, auth, asOf: loginDate ?? auth.session.loginDate, lang: pickLang(c.req.header('accept-language')) });
    const reply: DashboardReply = { code: 200, msg: t(c, 'ok'), data };
    return c.json(reply);
  });
}
