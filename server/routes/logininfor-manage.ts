/**
 * The login log page, RuoYi's /monitor/logininfor under /htservice/logininfor. Every call sees only
 * the rows of the session's organisation (DESIGN.md section 5: the organisation comes from the
 * session alone), so an administrator signed in to one hotel never reads or deletes another's.
 *
 * - `GET list` (system:logininfor:list): filters userName and ipaddr (contains), status (exact),
 *   beginTime/endTime (YYYY-MM-DD, inclusive days of loginTime; RuoYi's `params[beginTime]` too),
 *   plus query-plan conditions (LOGIN_LOG_PLAN); newest first unless sorted.
 * - `DELETE /{infoIds}` (system:logininfor:remove): all or nothing; an id of another organisation
 *   is as unknown as a missing one (404, nothing deleted).
 * - `DELETE clean` (system:logininfor:remove): empties this organisation's log.
 * - `POST export` (system:logininfor:export): the filtered list as .xlsx in the request's language.
 * Writing the log stays in logininfor.ts.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import { loginLogClean, loginLogExport, loginLogList, loginLogRemove } from '../contracts/monitor.js';
import type { AppEnv, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { isMsgKey, pickLang, t, translate, type Lang, type MsgKey } from '../i18n.js';
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
import { withinDays, withRuoYiRange } from '../lib/day-range.js';
import { formatDateTime } from '../lib/time.js';
import { inLanguage, MAX_SHEET_ROWS, writeXlsx, xlsxAnswer, type ListColumn } from '../lib/xlsx.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const SORT: SortAllowlist = { infoId: 'info_id', userName: 'user_name', status: 'status', loginTime: 'login_time' };
/** Newest first, ending on the unique id so pages never overlap. */
const ORDER: OrderBy = [
  ['login_time', 'desc'],
  ['info_id', 'desc'],
];
const FIELDS = ['info_id as infoId', 'user_name as userName', 'nick_name as nickName', 'session_id as sessionId', 'status', 'ipaddr', 'browser', 'os', 'msg', 'login_time as loginTime'] as const;

const LOGIN_LOG_PLAN: PlanFields = {
  infoId: { column: 'info_id', type: 'number' },
  userName: { column: 'user_name', type: 'text' },
  nickName: { column: 'nick_name', type: 'text' },
  sessionId: { column: 'session_id', type: 'text' },
  status: { column: 'status', type: 'text' },
  ipaddr: { column: 'ipaddr', type: 'text' },
  browser: { column: 'browser', type: 'text' },
  os: { column: 'os', type: 'text' },
  msg: { column: 'msg', type: 'text' },
  loginTime: { column: 'login_time', type: 'date' },
};

type Row = { infoId: number; userName: string; nickName: string; sessionId: string; status: string; ipaddr: string; browser: string; os: string; msg: string; loginTime: number };

const STATUS_TEXT: Record<string, MsgKey> = { Success: 'sheetSuccess', Error: 'sheetFailure', Logout: 'sheetLogout' };
const COLUMNS: Array<ListColumn<Row>> = [
  { header: { zh: '访问编号', en: 'Visit ID' }, width: 10, value: (r) => r.infoId },
  { header: { zh: '用户账号', en: 'User name' }, width: 16, value: (r) => r.userName },
  { header: { zh: '用户昵称', en: 'Nickname' }, width: 16, value: (r) => r.nickName },
  { header: { zh: '会话编号', en: 'Session ID' }, width: 18, value: (r) => r.sessionId },
  { header: { zh: '登录状态', en: 'Status' }, width: 10, value: (r, lang) => (STATUS_TEXT[r.status] ? translate(lang, STATUS_TEXT[r.status]) : r.status) },
  { header: { zh: '登录地址', en: 'IP address' }, width: 18, value: (r) => r.ipaddr },
  { header: { zh: '浏览器', en: 'Browser' }, width: 16, value: (r) => r.browser },
  { header: { zh: '操作系统', en: 'OS' }, width: 16, value: (r) => r.os },
  { header: { zh: '提示消息', en: 'Message' }, width: 30, value: (r) => r.msg },
  { header: { zh: '访问时间', en: 'Login time' }, width: 20, value: (r) => formatDateTime(r.loginTime) },
];
const SHEET = { zh: '登录日志', en: 'Login log' };

/** FROM + WHERE of the list and the export: always this organisation's rows only. */
function filtered(db: Db, orgId: number, filters: z.output<typeof loginLogList.list>, plan: readonly PlanCondition[]) {
  let query = applyPlan(db.selectFrom('login_logs').where('org_id', '=', orgId), plan);
  if (filters.userName) query = query.where(contains('user_name', filters.userName));
  if (filters.ipaddr) query = query.where(contains('ipaddr', filters.ipaddr));
  if (filters.status) query = query.where('status', '=', filters.status);
  for (const condition of withinDays('login_time', filters)) query = query.where(condition);
  return query;
}

const parseInput = (input: Record<string, unknown>) => parseListInput(withRuoYiRange(input), loginLogList.list, SORT, LOGIN_LOG_PLAN);

/** The server writes its reasons as message keys (db/login-log.ts); a client's text stays as it was sent. */
const msgText = (msg: string, lang: Lang) => (isMsgKey(msg) ? translate(lang, msg) : msg);

/** Times go out as `YYYY-MM-DD HH:mm:ss` (bigint comes back as text from PostgreSQL, hence Number). */
const wire = (r: Row, lang: Lang) => ({ ...r, infoId: Number(r.infoId), msg: msgText(r.msg, lang), loginTime: formatDateTime(Number(r.loginTime)) });

export function mountLoginInfoManage(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.get('/htservice/logininfor/list', session, requirePermi('system:logininfor:list'), contract(loginLogList), async (c) => {
    const { page, filters, plan } = parseInput(c.req.query());
    const result = await runList(filtered(deps.db, c.var.auth.orgId, filters, plan), page, (q) => q.select(FIELDS), ORDER);
    return c.json(listReply(c, { rows: (result.rows as Row[]).map((r) => wire(r, pickLang(c.req.header('accept-language')))), total: result.total }));
  });

  api.delete('/htservice/logininfor/clean', session, requirePermi('system:logininfor:remove'), contract(loginLogClean), async (c) => {
    await deps.db.deleteFrom('login_logs').where('org_id', '=', c.var.auth.orgId).execute();
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  api.delete('/htservice/logininfor/:infoIds{[0-9,]+}', session, requirePermi('system:logininfor:remove'), contract(loginLogRemove), async (c) => {
    const { infoIds } = c.req.valid('param');
    const orgId = c.var.auth.orgId;
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const found = await lockRow(deps.engine, trx.selectFrom('login_logs').select('info_id').where('org_id', '=', orgId).where('info_id', 'in', infoIds)).execute();
      if (found.length !== infoIds.length) throw new HttpError(404, 'notFound', 'infoIds');
      await trx.deleteFrom('login_logs').where('info_id', 'in', infoIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  api.post('/htservice/logininfor/export', session, requirePermi('system:logininfor:export'), contract(loginLogExport), async (c) => {
    const { page, filters, plan } = parseInput(await exportInput(c));
    const query = filtered(deps.db, c.var.auth.orgId, filters, plan);
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assertRowBudget(Number(counted.n), MAX_SHEET_ROWS);
    const rows = (await applyOrder(query.select(FIELDS), orderFor(page, ORDER)).execute()) as Row[];
    const lang = pickLang(c.req.header('accept-language'));
    const bytes = await writeXlsx(
      SHEET[lang],
      inLanguage(COLUMNS, lang),
      rows.map((r) => ({ ...r, msg: msgText(r.msg, lang), loginTime: Number(r.loginTime) })),
    );
    const stamp = formatDateTime(deps.now()).replace(/\D/g, '');
    return xlsxAnswer(c, bytes, `${SHEET[lang]}_${stamp}.xlsx`, `logininfor_${stamp}.xlsx`);
  });
}
