/**
 * `GET /htservice/org/initConfig?orgId=` (initplat:org:list): the initialisation platform's
 * configuration detail (/pppp/config). The organisation's parameters against the group's template
 * (db/org-para-defaults.ts), each missing, at the template's value or changed, and how much of the rest of
 * the template it holds: standard accounts, this year's periods, licences. Read-only: 组织初始化
 * (initData) adds what is missing. The platform administrator reaches every hotel, anyone else their own (403).
 */
import type { Hono } from 'hono';
import { initConfig, type InitConfig, type InitPara } from '../contracts/init-config.js';
import type { AppEnv, Deps } from '../context.js';
import { STANDARD_CHART } from '../db/chart-of-accounts.js';
import { ORG_PARA_DEFAULTS } from '../db/org-para-defaults.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { assertOrgAccess } from '../lib/org-scope.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const TEMPLATE_ACCOUNTS = STANDARD_CHART.map(([code]) => code);

export function mountOrgInitConfig(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/org/initConfig', authenticate(deps), requirePermi('initplat:org:list'), contract(initConfig), async (c) => {
    const { orgId } = c.req.valid('query');
    assertOrgAccess(c.var.auth, orgId);
    const org = await deps.db.selectFrom('organisations').select(['org_id', 'org_code', 'org_name']).where('org_id', '=', orgId).executeTakeFirst();
    if (!org) throw new HttpError(404, 'notFound', 'orgId');
    const year = new Date(deps.now()).getFullYear();
    const [held, accounts, periods, licences] = await Promise.all([
      deps.db.selectFrom('base_org_para').select(['para_key', 'para_value']).where('org_id', '=', orgId).execute(),
      deps.db
        .selectFrom('acc_accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('org_id', '=', orgId)
        .where('account_code', 'in', TEMPLATE_ACCOUNTS)
        .executeTakeFirstOrThrow(),
      deps.db
        .selectFrom('accounting_periods')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('org_id', '=', orgId)
        .where('year', '=', year)
        .executeTakeFirstOrThrow(),
      deps.db
        .selectFrom('module_licences')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('org_id', '=', orgId)
        .executeTakeFirstOrThrow(),
    ]);
    const values = new Map(held.map((p) => [p.para_key, p.para_value]));
    const paras: InitPara[] = ORG_PARA_DEFAULTS.map((d) => {
      const defaultValue = d.value({ orgName: org.org_name });
      const value = values.get(d.key) ?? null;
      const state = value === null ? 'missing' : value === defaultValue ? 'default' : 'changed';
      return { paraKey: d.key, paraName: d.name, defaultValue, value, remark: d.remark, state, ...(d.choices ? { choices: [...d.choices] } : {}) };
    });
    const data: InitConfig = {
      org: { orgId: org.org_id, orgCode: org.org_code, orgName: org.org_name },
      paras,
      ownParas: held.filter((p) => !ORG_PARA_DEFAULTS.some((d) => d.key === p.para_key)).length,
      accounts: { held: Number(accounts.n), template: TEMPLATE_ACCOUNTS.length },
      periods: { year, count: Number(periods.n) },
      licences: Number(licences.n),
    };
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
