/**
 * `GET /htservice/dashboard/{moduleKey}` (server/contracts/dashboard.ts): the figures of a module's home
 * page for the session's organisation, computed by server/dashboard/<module>.ts. Needs the module among
 * the caller's granted menus (dashboard/access.ts); the blocks inside follow the permissions of the lists
 * they count. Query `loginDate` (YYYY-MM-DD): the business date the shell works on (its date picker),
 * default the session's.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { DashboardKey, DashboardReply } from '../contracts/dashboard.js';
import type { AppEnv, Deps } from '../context.js';
import { requireDashboardModule } from '../dashboard/access.js';
import { DASHBOARDS } from '../dashboard/registry.js';
import { pickLang, t } from '../i18n.js';
import { isIsoDate } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { parseQuery } from '../plugins/validate.js';

const DashboardQuery = z.object({ loginDate: z.string().refine(isIsoDate).optional() });

export function mountDashboard(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/dashboard/:moduleKey{[A-Za-z]+}', authenticate(deps), requireDashboardModule(deps.db), async (c) => {
    const key = c.req.param('moduleKey') as DashboardKey; // checked by requireDashboardModule
    const { loginDate } = parseQuery(c, DashboardQuery);
    const auth = c.var.auth;
    const data = await DASHBOARDS[key]({ deps, auth, asOf: loginDate ?? auth.session.loginDate, lang: pickLang(c.req.header('accept-language')) });
    const reply: DashboardReply = { code: 200, msg: t(c, 'ok'), data };
    return c.json(reply);
  });
}
