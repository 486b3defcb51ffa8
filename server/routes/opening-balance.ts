/**
 * The accounting opening balances (期初余额, module 1001): `GET /htservice/accounting/openingBalance/list`
 * (accounting:openingBalance:list), the session's organisation only. Filters year (exact), accountCode
 * (starts with: codes are hierarchical), accountName (contains). Balances leave in fen, as stored.
 */
import type { Hono } from 'hono';
import { toFen } from '../../shared/money.js';
import type { AppEnv, Deps } from '../context.js';
import { openingBalanceList, type OpeningBalanceRow } from '../contracts/ledger.js';
import { applyPlan, contains, listReply, parseList, runList, type OrderBy, type PlanFields, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const BALANCE_SORT: SortAllowlist = { year: 'year', accountCode: 'account_code', accountName: 'account_name', openingBalance: 'balance_c' };
const DEFAULT_ORDER: OrderBy = [
  ['year', 'desc'],
  ['account_code', 'asc'],
];
const PLAN: PlanFields = {
  accountCode: { column: 'account_code', type: 'text' },
  accountName: { column: 'account_name', type: 'text' },
  year: { column: 'year', type: 'number' },
};
const FIELDS = ['balance_id as balanceId', 'year', 'account_code as accountCode', 'account_name as accountName', 'direction', 'balance_c', 'updated_at as updatedAt'] as const;

export function mountOpeningBalanceList(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/accounting/openingBalance/list', authenticate(deps), requirePermi('accounting:openingBalance:list'), contract(openingBalanceList), async (c) => {
    const { page, filters, plan } = parseList(c, openingBalanceList.list, BALANCE_SORT, PLAN);
    let query = applyPlan(deps.db.selectFrom('opening_balances').where('org_id', '=', c.var.auth.orgId), plan);
    if (filters.year) query = query.where('year', '=', filters.year);
    if (filters.accountCode) query = query.where('account_code', 'like', `${filters.accountCode}%`);
    if (filters.accountName) query = query.where(contains('account_name', filters.accountName));
    const result = await runList(query, page, (q) => q.select(FIELDS), DEFAULT_ORDER);
    const rows = result.rows.map(({ balance_c, ...r }) => ({ ...r, openingBalance: toFen(balance_c), updatedAt: Number(r.updatedAt) })) as OpeningBalanceRow[];
    return c.json(listReply(c, { rows, total: result.total }));
  });
}
