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
import type { z } from 'zod';
import type { AppEnv, Deps } from '../context.js';
import { voucherAccounts, voucherAdd, voucherEdit, voucherGet, voucherList, voucherRemove } from '../contracts/voucher.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { addLog, insertVoucher, keyedSummaries, loadVouchers, lockOpenPeriod, removeVouchers, VOUCHER_FIELDS, withNumber, withRemark, writeLines } from '../db/vouchers.js';
import { nextVoucherNo, numberingWord, sameNumberingSpan } from '../db/voucher-numbering.js';
import { afterAuditFacts } from '../db/voucher-after-audit.js';
import { lockForEdit } from '../db/lock-for-edit.js';
import { assertVouchersInOpenPeriods } from '../db/period-lock.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import type { Db } from '../db/connect.js';
import { HttpError } from '../errors.js';
import { pickLang, t, type MsgKey } from '../i18n.js';
import { listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { isCashAccount } from '../lib/account-classes.js';
import { checkLines, voucherNumber } from '../lib/voucher-rules.js';
import { keepSummaryKeys } from '../lib/voucher-summary.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';
import type { AuthInfo } from '../context.js';

const VOUCHER_SORT: SortAllowlist = {
  voucherDate: 'voucher_date',
  voucherNo: 'voucher_no',
  period: 'period',
  status: 'status',
  debitTotal: 'debit_total',
  makerName: 'maker_name',
};
const VOUCHER_ORDER: OrderBy = [
  ['period', 'desc'],
  ['voucher_no', 'desc'],
  ['voucher_id', 'desc'],
];

/** The translated status of a voucher, for the reasons of a refused change. */
export function statusText(c: Parameters<typeof t>[0], status: string): string {
  return t(c, `voucherStatus${status}` as MsgKey);
}

function filtered(db: Db, orgId: number, f: z.output<typeof voucherList.list>) {
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

  api.get('/htservice/voucher/list', session, reader, contract(voucherList), async (c) => {
    const { page, filters } = parseList(c, voucherList.list, VOUCHER_SORT);
    const result = await runList(filtered(deps.db, c.var.auth.orgId, filters), page, (q) => q.select(VOUCHER_FIELDS), VOUCHER_ORDER);
    // Which steps after audit a row offers (sign, reverse) depends on its lines and its reversal.
    const facts = await afterAuditFacts(
      deps.db,
      c.var.auth.orgId,
      result.rows.map((r) => r.voucherId),
    );
    const lang = pickLang(c.req.header('accept-language'));
    const rows = result.rows.map((r) => ({ ...withNumber(withRemark(lang, r)), needsCashier: facts.hasCashLine(r.voucherId), reversed: facts.reversed(r.voucherId) }));
    return c.json(listReply(c, { rows, total: result.total }));
  });

  // The chart of accounts is also what the detail ledger's account picker offers.
  api.get('/htservice/voucher/accounts', session, requirePermi('accounting:voucher:list', 'accounting:voucher:query', 'accounting:ledger:detail'), contract(voucherAccounts), async (c) => {
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

  api.get('/htservice/voucher/:voucherId{[0-9]+}', session, reader, contract(voucherGet), async (c) => {
    const { voucherId } = c.req.valid('param');
    const [data] = await loadVouchers(deps.db, c.var.auth.orgId, [voucherId], 'voucherId', pickLang(c.req.header('accept-language')));
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post('/htservice/voucher', session, requirePermi('accounting:voucher:add'), contract(voucherAdd), async (c) => {
    const body = c.req.valid('json');
    const { orgId } = c.var.auth;
    const voucherId = await writeTransaction(deps.db, deps.engine, (trx) =>
      insertVoucher(trx, deps.engine, {
        orgId,
        voucherWord: body.voucherWord,
        voucherDate: body.voucherDate,
        attachments: body.attachments,
        remark: body.remark,
        lines: body.lines,
        maker: actor(c.var.auth),
        now: deps.now(),
      }),
    );
    const [data] = await loadVouchers(deps.db, orgId, [voucherId], 'voucherId', pickLang(c.req.header('accept-language')));
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.put('/htservice/voucher', session, requirePermi('accounting:voucher:edit'), contract(voucherEdit), async (c) => {
    const body = c.req.valid('json');
    const { orgId } = c.var.auth;
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const current = await lockForEdit(
        deps.engine,
        trx
          .selectFrom('vouchers')
          .select(['status', 'version', 'voucher_date', 'period_id', 'period', 'voucher_word', 'voucher_no', 'reversal_of'])
          .where('voucher_id', '=', body.voucherId)
          .where('org_id', '=', orgId),
        body.version,
        'voucherId',
      );
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
      const set = {
        voucher_date: body.voucherDate,
        attachments: body.attachments,
        remark: body.remark,
        ...moved,
        debit_total: sums?.debit,
        credit_total: sums?.credit,
        updated_at: now,
      };
      await updateVersionedOrThrow(trx, 'vouchers', { key: { voucher_id: body.voucherId }, version: body.version, set, returning: ['version'] }, 'voucherId');
      // A product-written summary the user left as it was shown keeps its key (lib/voucher-summary.ts).
      if (body.lines) await writeLines(trx, body.voucherId, orgId, keepSummaryKeys(pickLang(c.req.header('accept-language')), await keyedSummaries(trx, body.voucherId), body.lines));
      await addLog(trx, { voucherId: body.voucherId, orgId, action: 'edit', from: '0', to: '0', ...actor(c.var.auth), at: now });
    });
    const [data] = await loadVouchers(deps.db, orgId, [body.voucherId], 'voucherId', pickLang(c.req.header('accept-language')));
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.delete('/htservice/voucher/:voucherIds{[0-9,]+}', session, requirePermi('accounting:voucher:remove'), contract(voucherRemove), async (c) => {
    const { voucherIds } = c.req.valid('param');
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
