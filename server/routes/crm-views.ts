/**
 * The CRM views computed on the server, each scoped to the session's organisation and guarded by the
 * list permission of the record kind it reads (another hotel's records are never counted):
 *
 * - `GET /htservice/crm/funnel` (crm:opportunity:list): the opportunity cells by stage and group
 *   (server/crm/funnel.ts), with the stage and group labels in the caller's language.
 * - `GET /htservice/crm/workOrderStats` (crm:workOrder:list): work orders per customer company.
 * - `GET /htservice/crm/companies` (crm:customer:list): the customer companies; contract figures only
 *   for a caller who may also list contracts.
 * - `GET /htservice/crm/libraryWorkOrders/list` (crm:workOrder:list): work orders naming a contract,
 *   with the contract; its columns stay empty for a caller who may not list contracts.
 */
import type { Hono } from 'hono';
import { toFen } from '../../shared/money.js';
import type { AppEnv, Deps } from '../context.js';
import { crmCompanies, crmFunnel, crmLibraryWorkOrders, crmWorkOrderStats, type LibraryWorkOrderRow } from '../contracts/crm-views.js';
import { customerCompanies } from '../crm/companies.js';
import { funnelCells } from '../crm/funnel.js';
import { LIBRARY_COLUMNS, LIBRARY_ORDER, LIBRARY_SORT, libraryWorkOrders } from '../crm/library-work-orders.js';
import { workOrderOptions, workOrderStats } from '../crm/work-order-stats.js';
import { pickLang, t } from '../i18n.js';
import { listReply, parseList, runList } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract, type ReplyOf } from '../plugins/contract.js';
import { hasPermi, requirePermi } from '../plugins/permission.js';
import { recordKind } from '../records/kinds/index.js';
import { orgUsers } from '../records/references.js';

const BASE = '/htservice/crm';

export function mountCrmViews(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.get(`${BASE}/funnel`, session, requirePermi('crm:opportunity:list'), contract(crmFunnel), async (c) => {
    const q = c.req.valid('query');
    const lang = pickLang(c.req.header('accept-language'));
    const [cells, users] = await Promise.all([funnelCells(deps.db, deps.engine, c.var.auth.orgId, q), orgUsers(deps.db, c.var.auth.orgId)]);
    const stages = recordKind('opportunity')!
      .fields.find((f) => f.key === 'stage')!
      .options!.map((o) => ({ value: o.value, label: o[lang] }));
    const nick = new Map(users.map((u) => [u.userName, u.nickName]));
    const groupValues = [...new Set(cells.flatMap((cell) => (cell.group === null ? [] : [cell.group])))].sort();
    const groups = groupValues.map((value) => ({ value, label: q.groupBy === 'month' ? value : (nick.get(value) ?? value) }));
    const reply: ReplyOf<typeof crmFunnel> = { code: 200, msg: t(c, 'ok'), data: { groupBy: q.groupBy, stages, groups, cells } };
    return c.json(reply);
  });

  api.get(`${BASE}/workOrderStats`, session, requirePermi('crm:workOrder:list'), contract(crmWorkOrderStats), async (c) => {
    const q = c.req.valid('query');
    const lang = pickLang(c.req.header('accept-language'));
    const label = (field: 'orderType' | 'status') => workOrderOptions(field).map((o) => ({ value: o.value, label: o[lang] }));
    const rows = await workOrderStats(deps.db, deps.engine, c.var.auth.orgId, q);
    const reply: ReplyOf<typeof crmWorkOrderStats> = { code: 200, msg: t(c, 'ok'), data: { rows, types: label('orderType'), statuses: label('status') } };
    return c.json(reply);
  });

  api.get(`${BASE}/companies`, session, requirePermi('crm:customer:list'), contract(crmCompanies), async (c) => {
    const q = c.req.valid('query');
    const { orgId } = c.var.auth;
    const [rows, users] = await Promise.all([customerCompanies(deps.db, deps.engine, orgId, q, hasPermi(c.var.auth, 'crm:contract:list')), orgUsers(deps.db, orgId)]);
    const reply: ReplyOf<typeof crmCompanies> = { code: 200, msg: t(c, 'ok'), data: { rows, users } };
    return c.json(reply);
  });

  api.get(`${BASE}/libraryWorkOrders/list`, session, requirePermi('crm:workOrder:list'), contract(crmLibraryWorkOrders), async (c) => {
    const { page, filters } = parseList(c, crmLibraryWorkOrders.list, LIBRARY_SORT);
    const seesContracts = hasPermi(c.var.auth, 'crm:contract:list');
    const filtered = libraryWorkOrders(deps.db, deps.engine, c.var.auth.orgId, filters);
    const result = await runList(filtered, page, (q) => q.select(LIBRARY_COLUMNS), LIBRARY_ORDER);
    const rows = result.rows.map((r: Record<string, unknown>): LibraryWorkOrderRow => {
      const row = { ...r, recordId: Number(r.recordId), contractId: r.contractId === null || r.contractId === undefined ? null : Number(r.contractId) } as LibraryWorkOrderRow;
      if (r.contractAmount !== null && r.contractAmount !== undefined) row.contractAmount = toFen(r.contractAmount as number | string);
      return seesContracts ? row : { ...row, contractId: null, contractName: null, contractType: null, contractStatus: null, contractAmount: null };
    });
    return c.json(listReply(c, { rows, total: result.total }));
  });
}
