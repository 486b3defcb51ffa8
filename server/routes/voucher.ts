/**
 * Accounting vouchers under /htservice/voucher (module 1001), per organisation.
 *
 * - `GET list` (accounting:voucher:list or :query, the audit page lists too): filters period
 *   ('YYYY-MM'), status, voucherWord, voucherNo, beginTime/endTime on the voucher date; sort allowlist VOUCHER_SORT.
 * - `GET accounts`: the organisation's enabled accounts for the form's picker.
 * - `GET /{voucherId}` (list or query): the voucher with its lines and status log.
 * - `POST` (add): the date must lie in an open period of the organisation; `voucherWord` one of its words
 *   in use (default: the default word); the number (记-0001) is the word's next in the period (or year),
 *   assigned under the period row's lock (db/voucher-numbering.ts). `PUT` (edit, with version; stale → 409;
 *   a new word renumbers) and `DELETE /{ids}` (remove, all or nothing) only while unaudited, else 409 with
 *   the reason; a red reversal (voucher-reversal.ts) is deleted, never edited.
 * Lines: at least two, exactly one side above 0 each, debit total = credit total (lib/voucher-rules.ts).
 * Status changes live in voucher-status.ts, red reversal in voucher-reversal.ts, printing in voucher-print.ts.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../context.js';
import { addLog, insertVoucher, loadVouchers, lockOpenPeriod, removeVouchers, VOUCHER_FIELDS, withNumber, writeLines } from '../db/vouchers.js';
import { nextVoucherNo, numberingWord, sameNumberingSpan } from '../db/voucher-numbering.js';
import { afterAuditFacts } from '../db/voucher-after-audit.js';
import { lockForEdit } from '../db/lock-for-edit.js';
import { assertVouchersInOpenPeriods } from '../db/period-lock.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import type { Db } from '../db/connect.js';
import { HttpError } from '../errors.js';
import { t, type MsgKey } from '../i18n.js';
import { dayFilter } from '../lib/day-range.js';
import { isIsoDate } from '../lib/time.js';
import { listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { isCashAccount } from '../lib/account-classes.js';
import { checkLines, voucherNumber } from '../lib/voucher-rules.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { idList, numericId, parseJson, parseParams, versionNumber } from '../plugins/validate.js';
import type { AuthInfo } from '../context.js';

export const VOUCHER_SORT: SortAllowlist = {
  voucherDate: 'voucher_date',
  voucherNo: 'voucher_no',
  period: 'period',
  status: 'status',
  debitTotal: 'debit_total',
  makerName: 'maker_name',
};
const VOUCHER_ORDER: OrderBy = [['period', 'desc'], ['voucher_no', 'desc'], ['voucher_id', 'desc']];

const VoucherFilters = z.object({
  period: z.string().regex(/^\d{4}-\d{2}$/).optional(),
  status: z.enum(['0', '1', '2', '3']).optional(),
  voucherWord: z.string().trim().min(1).max(4).optional(),
  voucherNo: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
  beginTime: dayFilter,
  endTime: dayFilter,
});

/** Fen: a JSON integer, never a float (0.1 + 0.2 must not happen to money). */
const fen = z.number().int().min(0).max(99_999_999_999_99);
const optionalId = z.union([numericId, z.null(), z.literal('').transform(() => null)]).optional();
const Line = z.object({
  summary: z.string().trim().min(1).max(200),
  accountCode: z.string().trim().min(1).max(20),
  debit: fen.default(0),
  credit: fen.default(0),
  // Optional: none as null or '' (a cleared select); a department of another organisation → 422.
  deptId: optionalId,
  // Auxiliary items and the cash-flow item (migration 0036): which a line needs is the account's (db/voucher-dimensions.ts).
  customerId: optionalId,
  supplierId: optionalId,
  projectId: optionalId,
  employeeId: optionalId,
  cashflowCode: z.union([z.string().trim().max(8), z.null()]).optional(),
});
const editable = {
  voucherDate: z.string().refine(isIsoDate),
  // One of the organisation's words in use (db/voucher-numbering.ts); left out on create: the default word.
  voucherWord: z.string().trim().min(1).max(4),
  attachments: z.number().int().min(0).max(9999),
  remark: z.string().max(500),
  lines: z.array(Line).max(500),
};
// Not strict: the form sends back what it loaded (voucherNumber, makerName…); unknown keys are dropped.
const CreateBody = z.object({ ...editable, voucherWord: editable.voucherWord.optional(), attachments: editable.attachments.default(0), remark: editable.remark.default('') });
const UpdateBody = z.object(editable).partial().extend({ voucherId: numericId, version: versionNumber });
const IdParams = z.object({ voucherId: numericId });
const IdsParams = z.object({ voucherIds: idList });

/** The translated status of a voucher, for the reasons of a refused change. */
export function statusText(c: Parameters<typeof t>[0], status: string): string {
  return t(c, `voucherStatus${status}` as MsgKey);
}

function filtered(db: Db, orgId: number, f: z.output<typeof VoucherFilters>) {
  let q = db.selectFrom('vouchers').where('org_id', '=', orgId);
  if (f.period) q = q.where('period', '=', f.period);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.voucherWord) q = q.where('voucher_word', '=', f.voucherWord);
  if (f.voucherNo !== undefined) q = q.where('voucher_no', '=', f.voucherNo);
  if (f.beginTime) q = q.where('voucher_date', '>=', f.beginTime);
  if (f.endTime) q = q.where('voucher_date', '<=', f.endTime);
  return q;
}

const actor = (auth: AuthInfo) => ({ userId: auth.user.userId, userName: auth.user.nickName || auth.user.userName });

export function mountVoucher(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const reader = requirePermi('accounting:voucher:list', 'accounting:voucher:query');

  api.get('/htservice/voucher/list', session, reader, async (c) => {
    const { page, filters } = parseList(c, VoucherFilters, VOUCHER_SORT);
    const result = await runList(filtered(deps.db, c.var.auth.orgId, filters), page, (q) => q.select(VOUCHER_FIELDS), VOUCHER_ORDER);
    // Which steps after audit a row offers (sign, reverse) depends on its lines and its reversal.
    const facts = await afterAuditFacts(deps.db, c.var.auth.orgId, result.rows.map((r) => r.voucherId));
    const rows = result.rows.map((r) => ({ ...withNumber(r), needsCashier: facts.hasCashLine(r.voucherId), reversed: facts.reversed(r.voucherId) }));
    return c.json(listReply(c, { rows, total: result.total }));
  });

  // The chart of accounts is also what the detail ledger's account picker offers.
  api.get('/htservice/voucher/accounts', session, requirePermi('accounting:voucher:list', 'accounting:voucher:query', 'accounting:ledger:detail'), async (c) => {
    const data = await deps.db
      .selectFrom('acc_accounts')
      .select(['account_code as accountCode', 'account_name as accountName', 'aux_dims as auxDims'])
      .where('org_id', '=', c.var.auth.orgId)
      .where('status', '=', '0')
      .orderBy('account_code')
      .execute()
      .then((rows) => rows.map((a) => ({ ...a, cashAccount: isCashAccount(a.accountCode) })));
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/voucher/:voucherId{[0-9]+}', session, reader, async (c) => {
    const { voucherId } = parseParams(c, IdParams);
    const [data] = await loadVouchers(deps.db, c.var.auth.orgId, [voucherId]);
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post('/htservice/voucher', session, requirePermi('accounting:voucher:add'), async (c) => {
    const body = await parseJson(c, CreateBody);
    const { orgId } = c.var.auth;
    const voucherId = await writeTransaction(deps.db, deps.engine, (trx) =>
      insertVoucher(trx, deps.engine, { orgId, voucherWord: body.voucherWord, voucherDate: body.voucherDate, attachments: body.attachments, remark: body.remark, lines: body.lines, maker: actor(c.var.auth), now: deps.now() }),
    );
    const [data] = await loadVouchers(deps.db, orgId, [voucherId]);
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.put('/htservice/voucher', session, requirePermi('accounting:voucher:edit'), async (c) => {
    const body = await parseJson(c, UpdateBody);
    const { orgId } = c.var.auth;
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const current = await lockForEdit(deps.engine, trx.selectFrom('vouchers').select(['status', 'version', 'voucher_date', 'period_id', 'period', 'voucher_word', 'voucher_no', 'reversal_of']).where('voucher_id', '=', body.voucherId).where('org_id', '=', orgId), body.version, 'voucherId');
      const no = voucherNumber(current.voucher_word, current.voucher_no);
      // The voucher's own period must still be open — checked first, so a posted voucher of a closed period is
      // refused for the period, the reason that holds until it is reopened; a new date must lie in an open period
      // too (and moves the number into it).
      const own = await trx.selectFrom('accounting_periods').select('start_date').where('period_id', '=', current.period_id).executeTakeFirstOrThrow();
      await lockOpenPeriod(trx, deps.engine, orgId, own.start_date);
      if (current.status !== '0') throw new HttpError(409, 'voucherNotEditable', 'status', { no, status: statusText(c, current.status) });
      // A red reversal is its original negated, made whole (db/voucher-reversal.ts): deleted and made again, never edited.
      if (current.reversal_of !== null) throw new HttpError(409, 'voucherReversalNotEditable', 'voucherId', { no });
      const sums = body.lines ? checkLines(body.lines) : undefined;
      const target = body.voucherDate && body.voucherDate !== current.voucher_date ? await lockOpenPeriod(trx, deps.engine, orgId, body.voucherDate) : null;
      // A new word, or a date outside the number's span (its period, or its year for a year-numbered word), takes the next number there.
      const at = target ?? { periodId: current.period_id, period: current.period };
      const wordChanged = body.voucherWord !== undefined && body.voucherWord !== current.voucher_word;
      const word = await numberingWord(trx, deps.engine, orgId, wordChanged ? body.voucherWord : current.voucher_word, { anyStatus: !wordChanged });
      const renumber = wordChanged || !sameNumberingSpan(word, current.period, at.period);
      const moved = { period_id: at.periodId, period: at.period, voucher_word: word.word, ...(renumber ? { voucher_no: await nextVoucherNo(trx, orgId, at, word) } : {}) };
      const now = deps.now();
      await trx
        .updateTable('vouchers')
        .set((eb) => ({
          voucher_date: body.voucherDate, attachments: body.attachments, remark: body.remark, ...moved,
          debit_total: sums?.debit, credit_total: sums?.credit, updated_at: now, version: eb('version', '+', 1),
        }))
        .where('voucher_id', '=', body.voucherId)
        .execute();
      if (body.lines) await writeLines(trx, body.voucherId, orgId, body.lines);
      await addLog(trx, { voucherId: body.voucherId, orgId, action: 'edit', from: '0', to: '0', ...actor(c.var.auth), at: now });
    });
    const [data] = await loadVouchers(deps.db, orgId, [body.voucherId]);
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.delete('/htservice/voucher/:voucherIds{[0-9,]+}', session, requirePermi('accounting:voucher:remove'), async (c) => {
    const { voucherIds } = parseParams(c, IdsParams);
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const found = await lockRow(
        deps.engine,
        trx.selectFrom('vouchers').select(['status', 'voucher_word', 'voucher_no']).where('org_id', '=', c.var.auth.orgId).where('voucher_id', 'in', voucherIds),
      ).execute();
      if (found.length !== voucherIds.length) throw new HttpError(404, 'notFound', 'voucherIds');
      const locked = found.find((v) => v.status !== '0');
      await assertVouchersInOpenPeriods(trx, deps.engine, c.var.auth.orgId, voucherIds);
      if (locked) throw new HttpError(409, 'voucherNotEditable', 'voucherIds', { no: voucherNumber(locked.voucher_word, locked.voucher_no), status: statusText(c, locked.status) });
      await removeVouchers(trx, voucherIds);
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
