/**
 * The operation log page, RuoYi's /monitor/operlog under /htservice/operlog, read-only by design: there
 * is no call that changes an entry, only list, one entry, export, delete and clean (each a write the
 * log records about itself). The platform administrator reads every hotel's entries; anyone else
 * those of the session's organisation, and only those are deleted or cleaned by them.
 *
 * - `GET list` (system:operlog:list): filters title, operName, operIp (contains), businessType and
 *   status (exact), beginTime/endTime (days of operTime), query-plan conditions; newest first.
 * - `GET /{operId}` (system:operlog:query): one entry with its request summary.
 * - `DELETE /{operIds}` (system:operlog:remove): all or nothing (an id out of reach is a 404).
 * - `DELETE clean` (system:operlog:remove): every entry the caller can see.
 * - `POST export` (system:operlog:export): the filtered list as .xlsx in the request's language.
 * Entries are written by server/operlog/.
 */
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { operLogClean, operLogExport, operLogGet, operLogList, operLogRemove, type OperLog } from '../contracts/monitor.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { isAdmin } from '../db/grants.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { pickLang, t, translate, type Lang, type MsgKey } from '../i18n.js';
import { withinDays, withRuoYiRange } from '../lib/day-range.js';
import { exportInput } from '../lib/export-input.js';
import {
  applyOrder,
  applyPlan,
  assertRowBudget,
  contains,
  listReply,
  orderFor,
  parseListInput,
  runList,
  type OrderBy,
  type PlanCondition,
  type PlanFields,
  type SortAllowlist,
} from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { inLanguage, MAX_SHEET_ROWS, writeXlsx, xlsxAnswer, type ListColumn } from '../lib/xlsx.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const SORT: SortAllowlist = {
  operId: 'l.oper_id',
  title: 'l.title',
  businessType: 'l.business_type',
  operName: 'l.oper_name',
  status: 'l.status',
  operTime: 'l.oper_time',
  costTime: 'l.cost_time',
};
const ORDER: OrderBy = [
  ['l.oper_time', 'desc'],
  ['l.oper_id', 'desc'],
];
const FIELDS = [
  'l.oper_id as operId',
  'l.org_id as orgId',
  'o.org_name as orgName',
  'l.title',
  'l.business_type as businessType',
  'l.method',
  'l.request_method as requestMethod',
  'l.oper_name as operName',
  'l.oper_url as operUrl',
  'l.target',
  'l.oper_ip as operIp',
  'l.status',
  'l.http_status as httpStatus',
  'l.error_msg as errorMsg',
  'l.cost_time as costTime',
  'l.oper_time as operTime',
] as const;
const DETAIL_FIELDS = [...FIELDS, 'l.perms', 'l.oper_param as operParam'] as const;

const PLAN: PlanFields = {
  operId: { column: 'l.oper_id', type: 'number' },
  title: { column: 'l.title', type: 'text' },
  businessType: { column: 'l.business_type', type: 'number' },
  operName: { column: 'l.oper_name', type: 'text' },
  operUrl: { column: 'l.oper_url', type: 'text' },
  operIp: { column: 'l.oper_ip', type: 'text' },
  status: { column: 'l.status', type: 'text' },
  httpStatus: { column: 'l.http_status', type: 'number' },
  costTime: { column: 'l.cost_time', type: 'number' },
  operTime: { column: 'l.oper_time', type: 'date' },
};

type Row = Omit<OperLog, 'operTime' | 'perms' | 'operParam'> & { operTime: number | string; perms?: string; operParam?: string };

/** What the caller can see: every entry for the platform administrator, else the session's organisation's. */
function scoped(db: Db, auth: AuthInfo) {
  const all = db.selectFrom('oper_logs as l').leftJoin('organisations as o', 'o.org_id', 'l.org_id');
  return isAdmin(auth) ? all : all.where('l.org_id', '=', auth.orgId);
}

function filtered(db: Db, auth: AuthInfo, filters: z.output<typeof operLogList.list>, plan: readonly PlanCondition[]) {
  let query = applyPlan(scoped(db, auth), plan);
  if (filters.title) query = query.where(contains('l.title', filters.title));
  if (filters.operName) query = query.where(contains('l.oper_name', filters.operName));
  if (filters.operIp) query = query.where(contains('l.oper_ip', filters.operIp));
  if (filters.businessType !== undefined) query = query.where('l.business_type', '=', filters.businessType);
  if (filters.status) query = query.where('l.status', '=', filters.status);
  for (const condition of withinDays('l.oper_time', filters)) query = query.where(condition);
  return query;
}

const parseInput = (input: Record<string, unknown>) => parseListInput(withRuoYiRange(input), operLogList.list, SORT, PLAN);

/** A stored failure (`messageKey` or `messageKey:field`) in the reader's language. */
function failureText(lang: Lang, stored: string): string {
  if (!stored) return '';
  const [key, field = ''] = stored.split(':');
  try {
    return translate(lang, key as MsgKey, { field });
  } catch {
    return stored; // a key an older version wrote and this one no longer has
  }
}

/** Numbers out as numbers (PostgreSQL answers bigint as text), times as `YYYY-MM-DD HH:mm:ss`, failures translated. */
const wire =
  (lang: Lang) =>
  (r: Row): OperLog => ({
    ...r,
    operId: Number(r.operId),
    orgId: r.orgId === null ? null : Number(r.orgId),
    orgName: r.orgName ?? '',
    businessType: Number(r.businessType),
    httpStatus: Number(r.httpStatus),
    costTime: Number(r.costTime),
    operTime: formatDateTime(Number(r.operTime)),
    errorMsg: failureText(lang, r.errorMsg),
  });

const BUSINESS_TEXT: Record<number, Record<Lang, string>> = {
  0: { zh: '其它', en: 'Other' },
  1: { zh: '新增', en: 'Add' },
  2: { zh: '修改', en: 'Edit' },
  3: { zh: '删除', en: 'Delete' },
  4: { zh: '授权', en: 'Grant' },
  5: { zh: '导出', en: 'Export' },
  6: { zh: '导入', en: 'Import' },
  7: { zh: '强退', en: 'Force logout' },
  9: { zh: '清空', en: 'Clean' },
};
const COLUMNS: Array<ListColumn<OperLog>> = [
  { header: { zh: '日志编号', en: 'Log ID' }, width: 10, value: (r) => r.operId },
  { header: { zh: '组织', en: 'Organisation' }, width: 18, value: (r) => r.orgName },
  { header: { zh: '系统模块', en: 'Module' }, width: 16, value: (r) => r.title },
  { header: { zh: '操作类型', en: 'Operation' }, width: 10, value: (r, lang) => BUSINESS_TEXT[r.businessType]?.[lang] ?? String(r.businessType) },
  { header: { zh: '请求方式', en: 'Method' }, width: 10, value: (r) => r.requestMethod },
  { header: { zh: '操作人员', en: 'Operator' }, width: 14, value: (r) => r.operName },
  { header: { zh: '请求地址', en: 'URL' }, width: 36, value: (r) => r.operUrl },
  { header: { zh: '操作对象', en: 'Target' }, width: 14, value: (r) => r.target },
  { header: { zh: '主机', en: 'Host' }, width: 16, value: (r) => r.operIp },
  { header: { zh: '请求参数', en: 'Parameters' }, width: 50, value: (r) => r.operParam ?? '' },
  { header: { zh: '操作状态', en: 'Status' }, width: 10, value: (r, lang) => translate(lang, r.status === '0' ? 'sheetSuccess' : 'sheetFailure') },
  { header: { zh: '状态码', en: 'HTTP status' }, width: 8, value: (r) => r.httpStatus },
  { header: { zh: '错误消息', en: 'Error message' }, width: 30, value: (r) => r.errorMsg },
  { header: { zh: '消耗时间（毫秒）', en: 'Time taken (ms)' }, width: 16, value: (r) => r.costTime },
  { header: { zh: '操作时间', en: 'Operation time' }, width: 20, value: (r) => r.operTime },
];
const SHEET = { zh: '操作日志', en: 'Operation log' };

const langOf = (c: Context) => pickLang(c.req.header('accept-language'));

export function mountOperLogManage(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.get('/htservice/operlog/list', session, requirePermi('system:operlog:list'), contract(operLogList), async (c) => {
    const { page, filters, plan } = parseInput(c.req.query());
    const result = await runList(filtered(deps.db, c.var.auth, filters, plan), page, (q) => q.select(FIELDS), ORDER);
    return c.json(listReply(c, { rows: (result.rows as Row[]).map(wire(langOf(c))), total: result.total }));
  });

  api.get('/htservice/operlog/:operId{[0-9]+}', session, requirePermi('system:operlog:query'), contract(operLogGet), async (c) => {
    const { operId } = c.req.valid('param');
    const row = await scoped(deps.db, c.var.auth).select(DETAIL_FIELDS).where('l.oper_id', '=', operId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'operId');
    return c.json({ code: 200, msg: t(c, 'ok'), data: wire(langOf(c))(row as Row) });
  });

  api.delete('/htservice/operlog/clean', session, requirePermi('system:operlog:remove'), contract(operLogClean), async (c) => {
    const auth = c.var.auth;
    await (isAdmin(auth) ? deps.db.deleteFrom('oper_logs') : deps.db.deleteFrom('oper_logs').where('org_id', '=', auth.orgId)).execute();
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  api.delete('/htservice/operlog/:operIds{[0-9,]+}', session, requirePermi('system:operlog:remove'), contract(operLogRemove), async (c) => {
    const { operIds } = c.req.valid('param');
    const auth = c.var.auth;
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      let reach = trx.selectFrom('oper_logs').select('oper_id').where('oper_id', 'in', operIds);
      if (!isAdmin(auth)) reach = reach.where('org_id', '=', auth.orgId);
      const found = await lockRow(deps.engine, reach).execute();
      if (found.length !== operIds.length) throw new HttpError(404, 'notFound', 'operIds');
      await trx.deleteFrom('oper_logs').where('oper_id', 'in', operIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  api.post('/htservice/operlog/export', session, requirePermi('system:operlog:export'), contract(operLogExport), async (c) => {
    const { page, filters, plan } = parseInput(await exportInput(c));
    const query = filtered(deps.db, c.var.auth, filters, plan);
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assertRowBudget(Number(counted.n), MAX_SHEET_ROWS);
    const rows = (await applyOrder(query.select(DETAIL_FIELDS), orderFor(page, ORDER)).execute()) as Row[];
    const lang = langOf(c);
    const bytes = await writeXlsx(SHEET[lang], inLanguage(COLUMNS, lang), rows.map(wire(lang)));
    const stamp = formatDateTime(deps.now()).replace(/\D/g, '');
    return xlsxAnswer(c, bytes, `${SHEET[lang]}_${stamp}.xlsx`, `operlog_${stamp}.xlsx`);
  });
}
