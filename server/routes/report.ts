/**
 * The computed reports (server/reports): `GET /htservice/report/{reportKey}` with the report's query
 * (from, to, groupBy) → `{ code, msg, data: ReportData }`: title, columns, rows, totals and charts,
 * computed from the session's organisation only. Each report needs the list permission of the record
 * kind (or page) it reads (`reportPermi`); an unknown key is a 404 (a 403 for whoever may read no report).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { reportGet, type ReportReply } from '../contracts/report.js';
import { HttpError } from '../errors.js';
import { pickLang, t } from '../i18n.js';
import { withFacts } from '../lib/route-facts.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { hasPermi } from '../plugins/permission.js';
import { reportQuery, runReport } from '../reports/query.js';
import { REPORTS, reportDef } from '../reports/registry.js';

/** Whoever holds none of the reports' permissions is refused before the key is looked at. */
const ANY_REPORT = [...new Set(Object.values(REPORTS).map((r) => r.permission))];

const reportPermi: MiddlewareHandler<AppEnv> = withFacts(
  async (c, next) => {
    if (!hasPermi(c.var.auth, ...ANY_REPORT)) throw new HttpError(403, 'forbidden');
    const def = reportDef(c.req.param('reportKey') ?? '');
    if (!def) throw new HttpError(404, 'notFound', 'reportKey');
    if (!hasPermi(c.var.auth, def.permission)) throw new HttpError(403, 'forbidden');
    await next();
  },
  { permissionRule: '<list permission of the record kind the report reads>' },
);

export function mountReport(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/report/:reportKey{[A-Za-z]+}', authenticate(deps), reportPermi, contract(reportGet), async (c) => {
    const def = reportDef(c.req.valid('param').reportKey)!;
    const lang = pickLang(c.req.header('accept-language'));
    const data = await runReport(deps, def, c.var.auth.orgId, reportQuery(def, c.req.valid('query'), deps.now()), lang);
    const reply: ReportReply = { code: 200, msg: t(c, 'ok'), data };
    return c.json(reply);
  });
}
